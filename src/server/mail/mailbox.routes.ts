import { Hono } from 'hono'
import type { AppEnv } from '../http/app-env'

/** /dev/mailbox: the dev mailbox, mounted outside production only (see app.ts). */
export function createMailboxRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { database } = c.var.ctx
    const to = c.req.query('to')?.toLowerCase()
    let query = database.db.selectFrom('mailbox').selectAll().orderBy('created_at', 'desc').limit(50)
    if (to) query = query.where('to_address', '=', to)
    const rows = await query.execute()
    const messages = rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      links: JSON.parse(r.links) as string[],
      createdAt: r.created_at,
    }))
    if (c.req.header('accept')?.includes('application/json') || c.req.query('format') === 'json') {
      return c.json({ messages })
    }
    const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
    const items = messages
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.createdAt)}</p>
<pre>${escape(m.text)}</pre>${m.links.map((l) => `<p><a href="${escape(l)}">${escape(l)}</a></p>`).join('')}</article>`,
      )
      .join('<hr>')
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Tio</title></head>
<body><h1>Dev mailbox</h1><p>Mail Tio would have sent. Set SMTP_URL to send real mail.</p>${items || '<p>No mail yet.</p>'}</body></html>`)
  })
}
