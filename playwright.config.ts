import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './tests/e2e/support/chromium'

// Chosen once in the main process; workers inherit it through the environment. Both ports stay below
// Linux's ephemeral range (32768+), where a burst of client sockets could hold them for a minute.
process.env.E2E_PORT ??= String(21_000 + (process.pid % 5_000))
process.env.E2E_MAIL_PORT ??= String(Number(process.env.E2E_PORT) + 5_000)
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Multi-user flows (two browsers, mail, realtime) take 10-20 s alone; the margin is for a loaded 2-core CI machine,
  // where a page waiting on its API has been seen to need more than 10 s. Waits end as soon as the condition holds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // A normal browser user agent: HeadlessChrome counts as a bot for isbot.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: CHROMIUM_LAUNCH } },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/support/serve.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: { E2E_PORT: String(port), E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
  },
})
