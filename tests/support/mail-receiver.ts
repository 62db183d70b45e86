import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { extractLinks } from '../../src/server/mail/mailer'

export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  links: string[]
  /** Header lines by lower-case name, unfolded (List-Unsubscribe). */
  headers: Record<string, string>
  /** Attached files, their content as text (e.g. an .ics invitation). */
  attachments: { filename: string; contentType: string; content: string }[]
  receivedAt: string
}

export interface MailReceiver {
  smtpPort: number
  httpPort?: number
  messages: ReceivedMail[]
  /** Waits until a message to `address` (and matching `subject`, if given) arrives. */
  waitFor: (address: string, subject?: RegExp, timeoutMs?: number) => Promise<ReceivedMail>
  close: () => Promise<void>
}

/** Recipients the receiver refuses (SMTP 550), so tests can make sending fail for real (ERR-05). */
export const REFUSED_RECIPIENT_PREFIX = 'smtp-refused-'

/**
 * A real SMTP server (npm smtp-server) that keeps what it receives; optionally an HTTP endpoint
 * GET /messages?to= so another process (the browser tests) can read the mail.
 */
export async function startMailReceiver(options: { httpPort?: number } = {}): Promise<MailReceiver> {
  const messages: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith(REFUSED_RECIPIENT_PREFIX)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          )
          const text = parsed.text ?? ''
          messages.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: extractLinks(text),
            headers: Object.fromEntries(
              parsed.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(':') + 1)
                  .replace(/\r?\n[ \t]+/g, ' ')
                  .trim(),
              ]),
            ),
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content.toString('utf8'),
            })),
            receivedAt: new Date().toISOString(),
          })
          for (const wake of waiters) wake()
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port

  let http: Server | undefined
  if (options.httpPort !== undefined) {
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const to = url.searchParams.get('to')?.toLowerCase()
      const list = to ? messages.filter((m) => m.to.includes(to)) : messages
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ messages: list }))
    })
    await new Promise<void>((resolve) => http!.listen(options.httpPort, '127.0.0.1', resolve))
  }

  const find = (address: string, subject?: RegExp) =>
    [...messages].reverse().find((m) => m.to.includes(address.toLowerCase()) && (!subject || subject.test(m.subject)))

  return {
    smtpPort,
    httpPort: http ? (http.address() as AddressInfo).port : undefined,
    messages,
    waitFor(address, subject, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find(address, subject)
          if (!found) return false
          clearTimeout(timer)
          waiters.delete(wake)
          resolve(found)
          return true
        }
        const wake = () => void check()
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
        check()
      })
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()))
    },
  }
}
