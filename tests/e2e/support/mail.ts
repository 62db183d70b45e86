import type { ReceivedMail } from '../../support/mail-receiver'

/** Reads the mail the e2e server sent over SMTP (see serve.ts), waiting until one arrives. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const url = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages?to=${encodeURIComponent(to)}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { messages } = (await (await fetch(url)).json()) as { messages: ReceivedMail[] }
    const found = [...messages].reverse().find((m) => !subject || subject.test(m.subject))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${String(subject)} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
