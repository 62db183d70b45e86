/** Web Push subscriptions and notifications. */
export { createPushFeature, type PushService } from './push.feature'
