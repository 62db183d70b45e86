import { z } from 'zod'

export const PUSH_ENDPOINT_MAX_LENGTH = 2_048
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Push services are reached over https; plain http only on this machine (tests, a local push service). */
export function isAllowedPushEndpoint(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)
}

/** Bytes encoded by an unpadded or padded base64url string (undefined when it is not base64url). */
function base64UrlBytes(value: string): number | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return undefined
  return Math.floor((value.replace(/=+$/, '').length * 3) / 4)
}

const endpointSchema = z
  .string({ message: 'endpoint is required: send the PushSubscription from pushManager.subscribe().' })
  .max(PUSH_ENDPOINT_MAX_LENGTH, `endpoint can be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`)
  .refine(isAllowedPushEndpoint, 'endpoint must be an https:// URL of a push service.')

/**
 * POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). `replacesEndpoint` names the
 * subscription this browser had before a renewal (CONST-12), so the server replaces it.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ message: 'keys.p256dh is required.' })
        .refine((v) => base64UrlBytes(v) === 65, 'keys.p256dh must be a base64url P-256 public key (65 bytes).'),
      auth: z
        .string({ message: 'keys.auth is required.' })
        .refine((v) => base64UrlBytes(v) === 16, 'keys.auth must be a base64url 16-byte secret.'),
    },
    { message: 'keys is required: { p256dh, auth }.' },
  ),
  replacesEndpoint: endpointSchema.optional(),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeInputSchema = z.object({ endpoint: endpointSchema })
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInputSchema>

/** GET /api/push/public-key */
export const pushPublicKeySchema = z.object({ publicKey: z.string() })
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>

/** GET /api/push/subscriptions/mine */
export const pushSubscriptionCountSchema = z.object({ count: z.number().int().min(0) })
export type PushSubscriptionCount = z.infer<typeof pushSubscriptionCountSchema>

/** What a push carries; public/sw.js shows title and body and opens url on click. */
export interface PushPayload {
  title: string
  body: string
  url: string
  tag?: string
}
