import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { Database } from '../db/database'
import type { Logger } from '../logger'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Files sent along (an .ics invitation); the dev mailbox lists their names in the text. */
  attachments?: { filename: string; content: string; contentType: string }[]
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>
}

export interface Mailer {
  /** Resolves once the message is handed to SMTP (or stored in the dev mailbox); rejects otherwise. */
  send(message: MailMessage): Promise<void>
  close(): void
}

const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g

/** The URLs in a mail body, each once, without the sentence punctuation that may follow them. */
export function extractLinks(text: string): string[] {
  return [...new Set((text.match(URL_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, '')))]
}

/** SMTP when SMTP_URL is set, otherwise the dev mailbox (stored in the database and logged). */
export function createMailer(options: { smtpUrl?: string; from: string; database: Database; logger: Logger }): Mailer {
  const { smtpUrl, from, database, logger } = options
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from, ...message })
        logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP')
      },
      close: () => transport.close(),
    }
  }
  return {
    async send(message) {
      const links = extractLinks(message.text)
      const attached = message.attachments?.map((a) => a.filename).join(', ')
      await database.db
        .insertInto('mailbox')
        .values({
          id: randomUUID(),
          to_address: message.to.toLowerCase(),
          subject: message.subject,
          text_body: attached ? `${message.text}\n\nAttached: ${attached}` : message.text,
          html_body: message.html ?? null,
          links: JSON.stringify(links),
          created_at: new Date().toISOString(),
        })
        .execute()
      logger.info({ to: message.to, subject: message.subject, links }, 'mail stored in the dev mailbox')
    },
    close: () => {},
  }
}
