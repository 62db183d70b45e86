import { afterAll, beforeAll } from 'vitest'
import { startMailReceiver, type MailReceiver } from './mail-receiver'
import { startTestServer, type TestServer } from './test-server'

/**
 * For a describe block that reads the mail Tio sends: a test server whose SMTP_URL is a local mail
 * receiver, handed to `ready` before the tests run; both are closed after the block.
 */
export function serverWithMail(
  options: NonNullable<Parameters<typeof startTestServer>[0]>,
  ready: (started: { server: TestServer; mail: MailReceiver }) => void,
) {
  let server: TestServer | undefined
  let mail: MailReceiver | undefined
  beforeAll(async () => {
    mail = await startMailReceiver()
    server = await startTestServer({ ...options, env: { ...options.env, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` } })
    ready({ server, mail })
  })
  afterAll(async () => {
    await server?.close()
    await mail?.close()
  })
}
