import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import webPush from 'web-push'
import { SERVICE_REGISTRATION_TIMEOUT_MS } from '../../../shared/constants'
import { messagePreview, type ChatMessage } from '../../../shared/schemas/chat'
import type { PushPayload, PushSubscriptionInput } from '../../../shared/schemas/push'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { getOrCreateSecret } from '../../db/secrets'
import type { PeopleService } from '../contacts'
import { postPush } from './push-endpoint'
import { inTransaction } from '../../db/transaction'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** How long a push service keeps an undelivered notification (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60
const USER_AGENT_MAX_LENGTH = 500
export const PUSH_BODY_PREVIEW_LENGTH = 120

/**
 * The VAPID key pair: from the settings, or generated once and stored in the database so that every
 * instance signs with the same key (subscriptions are bound to it). Read once per server (push.feature.ts).
 */
export async function loadVapidKeys(ctx: AppContext): Promise<VapidKeys> {
  if (ctx.config.vapid) return ctx.config.vapid
  return JSON.parse(await getOrCreateSecret(ctx.database, 'vapid-keys', () => JSON.stringify(webPush.generateVAPIDKeys()))) as VapidKeys
}

/** Push services want a contact for the sender: the site if it is https, else the mail sender. */
function vapidSubject(ctx: AppContext): string {
  if (ctx.config.publicUrl.startsWith('https://')) return ctx.config.publicUrl
  const address = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom.trim()
  return `mailto:${address}`
}

/**
 * Stores a browser's subscription for the user, upserted by endpoint: a browser that signs in with
 * another account moves its subscription there. A renewal (CONST-12) names the endpoint it replaces.
 */
export async function saveSubscription(
  db: Kysely<DB>,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  const now = new Date().toISOString()
  const agent = userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        id: randomUUID(),
        user_id: userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        user_agent: agent,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          user_agent: agent,
          updated_at: now,
        }),
      )
      .execute()
    if (input.replacesEndpoint && input.replacesEndpoint !== input.endpoint) {
      await trx.deleteFrom('push_subscriptions').where('endpoint', '=', input.replacesEndpoint).where('user_id', '=', userId).execute()
    }
  })
}

/** Removes one of the user's own subscriptions; false when the user has none with that endpoint. */
export async function deleteSubscription(db: Kysely<DB>, userId: string, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

export async function countSubscriptions(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Which of these users have at least one browser subscribed (one query, for a batch of chat messages). */
export async function subscribersAmong(db: Kysely<DB>, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', [...userIds])
    .execute()
  return new Set(rows.map((r) => r.user_id))
}

export interface PushOutcome {
  sent: number
  removed: number
  failed: number
}

/**
 * Sends the payload to every subscription of the user. web-push signs (VAPID) and encrypts
 * (aes128gcm); postPush sends it to public addresses only, within 10 s (CONST-19), following no
 * redirect. Subscriptions the push service no longer knows (404/410) are deleted;
 * other failures are only logged (ERR-14).
 */
export async function sendPushToUser(
  ctx: AppContext,
  vapidKeys: () => Promise<VapidKeys>,
  userId: string,
  payload: PushPayload,
): Promise<PushOutcome> {
  const { db } = ctx.database
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute()
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 }
  if (subscriptions.length === 0) return outcome
  const vapid = await vapidKeys()
  const body = JSON.stringify(payload)
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        const request = webPush.generateRequestDetails(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          body,
          { vapidDetails: { subject: vapidSubject(ctx), ...vapid }, TTL: PUSH_TTL_SECONDS },
        )
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(request.headers)) {
          if (name.toLowerCase() !== 'content-length') headers[name] = String(value)
        }
        const status = await postPush(ctx.config, {
          endpoint: request.endpoint,
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          timeoutMs: SERVICE_REGISTRATION_TIMEOUT_MS,
        })
        if (status >= 200 && status < 300) {
          outcome.sent += 1
        } else if (status === 404 || status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute()
          outcome.removed += 1
        } else {
          outcome.failed += 1
          ctx.logger.warn({ userId, status, host: new URL(subscription.endpoint).host }, 'push refused')
        }
      } catch (error) {
        outcome.failed += 1
        ctx.logger.warn({ userId, err: error, host: new URL(subscription.endpoint).host }, 'push failed')
      }
    }),
  )
  return outcome
}

/**
 * After a new chat message is committed, for a receiver with a subscription (the send's store asks
 * subscribersAmong): a notification to the receiver's browsers. Fire and forget; failures are only logged (ERR-14).
 */
export function pushNewMessage(
  ctx: AppContext,
  people: Pick<PeopleService, 'personOf'>,
  vapidKeys: () => Promise<VapidKeys>,
  message: ChatMessage,
): void {
  void (async () => {
    const sender = await people.personOf(ctx.database.db, message.senderId)
    await sendPushToUser(ctx, vapidKeys, message.receiverId, {
      title: sender.name,
      body: messagePreview(message).slice(0, PUSH_BODY_PREVIEW_LENGTH),
      url: `/chat?with=${encodeURIComponent(message.senderId)}`,
      tag: `chat-${message.senderId}`,
    })
  })().catch((error: unknown) => ctx.logger.warn({ err: error, messageId: message.id }, 'chat push failed'))
}
