import { Hono, type Context } from 'hono'
import { NOTIFICATION_LABELS, notificationPrefsInputSchema, unsubscribeQuerySchema } from '../../../shared/schemas/notifications'
import type { AppEnv } from '../../http/app-env'
import { ApiError } from '../../http/errors'
import { requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { getPrefs, setPrefs } from './notification-prefs'
import { readUnsubscribeToken } from './unsubscribe-token'

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** A tiny page of its own (the link is opened from a mail, maybe without the app's scripts): a title, a line, maybe a form. */
function page(c: Context<AppEnv>, status: 200 | 400, title: string, body: string) {
  c.header('content-security-policy', PAGE_POLICY)
  c.header('cache-control', 'no-store')
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} · Tio</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escape(title)}</h1>${body}</body></html>`,
    status,
  )
}

const BAD_LINK = 'This unsubscribe link is not valid. Turn notifications off in your settings instead.'

/** /api/notifications: the signed-in person's email choices, and the one-click unsubscribe of a mail (no sign-in). */
export function createNotificationsRoutes() {
  return new Hono<AppEnv>()
    .get('/preferences', requireUser, async (c) => {
      c.header('cache-control', 'no-store')
      return c.json(await getPrefs(c.var.ctx.database.db, c.var.user.id))
    })
    .put('/preferences', requireUser, validate('json', notificationPrefsInputSchema), async (c) =>
      c.json(await setPrefs(c.var.ctx.database.db, c.var.user.id, c.req.valid('json'))),
    )
    .get('/unsubscribe', validate('query', unsubscribeQuerySchema), async (c) => {
      const found = await readUnsubscribeToken(c.var.ctx, c.req.valid('query').token)
      const settings = `${c.var.ctx.config.publicUrl}/settings`
      if (!found)
        return page(c, 400, 'Link not valid', `<p>${escape(BAD_LINK)}</p><p><a href="${escape(settings)}">Open your settings</a></p>`)
      const label = NOTIFICATION_LABELS[found.kind].title
      // A link opened in a mail must not unsubscribe by itself (mail scanners open links): one button does.
      return page(
        c,
        200,
        `Stop "${label}" emails?`,
        `<p>${escape(NOTIFICATION_LABELS[found.kind].hint)}</p><form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>` +
          `<p>You can turn it back on in <a href="${escape(settings)}">your settings</a>.</p>`,
      )
    })
    .post('/unsubscribe', validate('query', unsubscribeQuerySchema), async (c) => {
      const found = await readUnsubscribeToken(c.var.ctx, c.req.valid('query').token)
      if (!found) throw new ApiError(400, 'bad-request', BAD_LINK)
      await setPrefs(c.var.ctx.database.db, found.userId, { [found.kind]: false })
      const label = NOTIFICATION_LABELS[found.kind].title
      if (c.req.header('accept')?.includes('text/html')) {
        return page(
          c,
          200,
          'Unsubscribed',
          `<p>You will get no more "${escape(label)}" emails. Turn them back on in <a href="${escape(`${c.var.ctx.config.publicUrl}/settings`)}">your settings</a>.</p>`,
        )
      }
      return c.json({ kind: found.kind, on: false })
    })
}
