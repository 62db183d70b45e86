import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/schemas/notifications'
import type { AppContext } from '../../context'
import { findSecret, getOrCreateSecret } from '../../db/secrets'

const SECRET_NAME = 'notifications-unsubscribe'

async function secret(ctx: AppContext) {
  return getOrCreateSecret(ctx.database, SECRET_NAME, () => randomBytes(32).toString('base64url'))
}

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

/** A token naming a person and a kind, signed with a secret kept in the database (every instance agrees). */
export async function unsubscribeToken(ctx: AppContext, userId: string, kind: NotificationKind): Promise<string> {
  const payload = Buffer.from(`${userId}|${kind}`).toString('base64url')
  return `${payload}.${mac(await secret(ctx), payload)}`
}

/** The person and kind of a genuine token; null for anything else. */
export async function readUnsubscribeToken(ctx: AppContext, token: string): Promise<{ userId: string; kind: NotificationKind } | null> {
  const [payload, signature] = token.split('.')
  if (!payload || !signature) return null
  // No secret yet means no token was ever issued; a refused link must not create one.
  const key = await findSecret(ctx.database, SECRET_NAME)
  if (key === undefined) return null
  const expected = Buffer.from(mac(key, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split('|')
  if (!userId || !(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? '')) return null
  return { userId, kind: kind as NotificationKind }
}

/** The one-click link of a mail: POST turns the kind off (RFC 8058), GET shows a page with that button. */
export async function unsubscribeUrl(ctx: AppContext, userId: string, kind: NotificationKind): Promise<string> {
  return `${ctx.config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(ctx, userId, kind))}`
}
