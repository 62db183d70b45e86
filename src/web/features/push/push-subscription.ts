import { PUSH_TOKEN_REFRESH_MS } from '../../../shared/constants'
import type { PushPublicKey, PushSubscriptionInput } from '../../../shared/schemas/push'
import type { OkAnswer } from '../../../shared/schemas/ok'
import { apiFetch } from '../../lib/api'
import { withTimeout } from '../../lib/with-timeout'

/** localStorage: when this browser last subscribed successfully, and for whom (CONST-12). */
export const PUSH_STATE_KEY = 'tio:push-subscription'

interface StoredPushState {
  endpoint: string
  userId: string
  subscribedAt: number
}

export type PushSetupResult = 'unsupported' | 'not-granted' | 'subscribed' | 'renewed' | 'refreshed' | 'failed'

function readState(): StoredPushState | null {
  try {
    const raw = localStorage.getItem(PUSH_STATE_KEY)
    const value = raw ? (JSON.parse(raw) as Partial<StoredPushState>) : null
    if (value && typeof value.endpoint === 'string' && typeof value.userId === 'string' && typeof value.subscribedAt === 'number') {
      return value as StoredPushState
    }
  } catch {
    // unreadable (storage disabled, bad JSON): treated as never subscribed
  }
  return null
}

function writeState(state: StoredPushState): void {
  try {
    localStorage.setItem(PUSH_STATE_KEY, JSON.stringify(state))
  } catch {
    // storage disabled: the subscription is renewed at the next sign-in instead
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return true // the browser does not tell: assume it is ours
  const bytes = new Uint8Array(a)
  return bytes.length === b.length && bytes.every((byte, i) => byte === b[i])
}

/** Permission to notify; if it is still 'default', ask once and read it again (CALL-17). */
async function ensurePermission(): Promise<NotificationPermission> {
  if (Notification.permission === 'default') {
    try {
      await Notification.requestPermission()
    } catch (error) {
      console.info('notification permission request failed', error)
    }
  }
  return Notification.permission
}

/**
 * After sign-in: this browser's Web Push subscription, stored for the user (CALL-17, DATA-12/30/33).
 * A subscription older than 7 days, of unknown age or for other server keys is replaced by a new
 * one, and the server told which one it replaces (CONST-12). Each step gives up after 10 s
 * (CONST-19); failures are only logged (ERR-14).
 */
export async function ensurePushSubscription(userId: string): Promise<PushSetupResult> {
  try {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported'
    if ((await ensurePermission()) !== 'granted') return 'not-granted'
    const registration = await withTimeout(navigator.serviceWorker.ready, 'service worker')
    const { publicKey } = await withTimeout(apiFetch<PushPublicKey>('/api/push/public-key'), 'push key')
    const serverKey = base64UrlToBytes(publicKey)
    const stored = readState()

    let subscription = await registration.pushManager.getSubscription()
    let replacesEndpoint: string | undefined
    let result: PushSetupResult = 'refreshed'
    if (subscription) {
      const stale =
        !stored ||
        stored.endpoint !== subscription.endpoint ||
        Date.now() - stored.subscribedAt > PUSH_TOKEN_REFRESH_MS ||
        !sameKey(subscription.options.applicationServerKey, serverKey)
      if (stale) {
        replacesEndpoint = subscription.endpoint
        await subscription.unsubscribe().catch((error: unknown) => console.info('push unsubscribe failed', error))
        subscription = null
        result = 'renewed'
      }
    } else {
      result = 'subscribed'
    }
    const subscribedAt = subscription && stored ? stored.subscribedAt : Date.now()
    subscription ??= await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey }),
      'push subscription',
    )

    // Posted at every sign-in: an upsert, which also moves this browser's subscription to whoever is signed in.
    const json = subscription.toJSON() as PushSubscriptionInput
    const body: PushSubscriptionInput = { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: json.keys }
    if (replacesEndpoint && replacesEndpoint !== body.endpoint) body.replacesEndpoint = replacesEndpoint
    await withTimeout(apiFetch<OkAnswer>('/api/push/subscriptions', { method: 'POST', json: body }), 'storing the push subscription')
    writeState({ endpoint: body.endpoint, userId, subscribedAt })
    return result
  } catch (error) {
    console.warn('push notifications are not set up', error)
    return 'failed'
  }
}

/**
 * Before sign-out: forget this browser's subscription on the server and in the browser, so the next
 * person to use it does not receive the previous user's message previews. Failures are only logged.
 */
export async function removePushSubscription(): Promise<void> {
  const state = readState()
  if (!state) return
  localStorage.removeItem(PUSH_STATE_KEY)
  try {
    await withTimeout(
      apiFetch<void>('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: state.endpoint } }),
      'removing the push subscription',
    )
    const registration = await withTimeout(navigator.serviceWorker.ready, 'service worker')
    await (await registration.pushManager.getSubscription())?.unsubscribe()
  } catch (error) {
    console.warn('push subscription not removed', error)
  }
}
