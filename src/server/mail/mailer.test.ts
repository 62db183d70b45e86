import { describe, expect, it } from 'vitest'
import type { MailReceiver } from '../../../tests/support/mail-receiver'
import { serverWithMail } from '../../../tests/support/server-with-mail'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'
import { extractLinks } from './mailer'

describe('mail over SMTP (issue 2 item 7)', () => {
  let receiver: MailReceiver
  let server: TestServer
  serverWithMail({ listen: false }, (started) => ({ server, mail: receiver } = started))

  it('sends through a real SMTP server and the message reads back', async () => {
    await server.ctx.mailer.send({ to: 'Reader@tio.test', subject: 'Hello from Tio', text: 'Open http://localhost:3000/x?y=1 now' })
    const mail = await receiver.waitFor('reader@tio.test', /Hello from Tio/)
    expect(mail.text).toContain('Open http://localhost:3000/x?y=1 now')
    expect(mail.links).toEqual(['http://localhost:3000/x?y=1'])
    expect(await server.request('/dev/mailbox?format=json').then((r) => r.json())).toEqual({ messages: [] })
  })

  it('rejects when the SMTP server is down, so callers can report the failure', async () => {
    const down = await startTestServer({ listen: false, env: { SMTP_URL: 'smtp://127.0.0.1:1' } })
    await expect(down.ctx.mailer.send({ to: 'x@tio.test', subject: 's', text: 't' })).rejects.toThrow()
    await down.close()
  })
})

describe('dev mailbox (issue 2 item 7)', () => {
  it('stores mail, lists it with its links at /dev/mailbox, and is 404 in production', async () => {
    const server = await startTestServer({ listen: false })
    await server.ctx.mailer.send({ to: 'dev@tio.test', subject: 'Verify', text: 'Link: http://localhost:3000/verify?t=abc' })
    const { messages } = (await (await server.request('/dev/mailbox?format=json&to=dev@tio.test')).json()) as {
      messages: { subject: string; links: string[] }[]
    }
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ subject: 'Verify', links: ['http://localhost:3000/verify?t=abc'] })
    expect((await server.request('/dev/mailbox')).headers.get('content-type')).toMatch(/text\/html/)
    await server.close()

    const production = await startTestServer({ listen: false, env: { NODE_ENV: 'production' } })
    expect((await production.request('/dev/mailbox')).status).toBe(404)
    await production.close()
  })

  it('extracts each link once, without trailing punctuation', () => {
    expect(extractLinks('a http://x.y/1 b http://x.y/1, c (https://z.w/2?a=b).')).toEqual(['http://x.y/1', 'https://z.w/2?a=b'])
  })
})
