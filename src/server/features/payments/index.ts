/** Buying Tio-Points. */
export { createPaymentsFeature } from './payments.feature'
