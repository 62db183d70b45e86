/**
 * The server the browser tests run against: the production build of Tio on E2E_PORT with a fresh
 * DATA_DIR and demo data, sending its mail over real SMTP to a local smtp-server receiver whose
 * messages are readable at http://127.0.0.1:E2E_MAIL_PORT/messages?to=ADDRESS. `WEB_CONCURRENCY=2 npx playwright
 * test` runs the same suite against two workers on one port (issue 21 item 2).
 */
import cluster from 'node:cluster'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startMailReceiver } from '../../support/mail-receiver'

// With WEB_CONCURRENCY=N the workers run this file too: they inherit the primary's settings and its mail receiver.
if (cluster.isPrimary) await configure()
await import(path.resolve('build/node/main.js'))

async function configure() {
  const port = Number(process.env.E2E_PORT ?? 4173)
  const mailPort = Number(process.env.E2E_MAIL_PORT ?? port + 5000)
  const receiver = await startMailReceiver({ httpPort: mailPort })

  Object.assign(process.env, {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-e2e-')),
    SMTP_URL: `smtp://127.0.0.1:${receiver.smtpPort}`,
    SEED_DEMO: process.env.E2E_SEED_DEMO ?? 'true',
    ADMIN_EMAILS: 'operator@tio.test',
    // The push tests fake the browser's push service at this host (the server never reaches it).
    PUSH_SERVICES: 'push.example.invalid',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Consultation reminders and releases are swept every second, so a booking's reminder mail arrives while a test waits.
    SWEEP_INTERVAL_MS: '1000',
    // Every browser test signs in from 127.0.0.1; the per-IP auth limits are tested at the API level.
    RATE_LIMIT: process.env.E2E_RATE_LIMIT ?? 'false',
  })
}
