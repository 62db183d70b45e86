import { NOTIFICATION_LABELS, type NotificationKind } from '../../../shared/schemas/notifications'
import type { AppContext } from '../../context'
import { unsubscribeUrl } from './unsubscribe-token'

/**
 * A notification email with its one-click unsubscribe (RFC 8058: List-Unsubscribe and
 * List-Unsubscribe-Post), turning off only this kind; the footer says so and where to change it.
 */
export async function sendNotificationMail(
  ctx: AppContext,
  to: { id: string; email: string; name: string },
  kind: NotificationKind,
  subject: string,
  lines: string[],
) {
  const link = await unsubscribeUrl(ctx, to.id, kind)
  await ctx.mailer.send({
    to: to.email,
    subject,
    text: [
      `Hello ${to.name},`,
      '',
      ...lines,
      '',
      'Tio',
      '',
      `You get this because "${NOTIFICATION_LABELS[kind].title}" is on in your notification settings (${ctx.config.publicUrl}/settings).`,
      `Stop these emails: ${link}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  })
}
