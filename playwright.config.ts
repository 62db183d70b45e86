import { defineConfig, devices } from '@playwright/test'

// Chosen once in the main process; workers inherit it through the environment. Both ports stay below
// Linux's ephemeral range (32768+), where a burst of client sockets could hold them for a minute.
process.env.E2E_PORT ??= String(21_000 + (process.pid % 5_000))
process.env.E2E_MAIL_PORT ??= String(Number(process.env.E2E_PORT) + 5_000)
const port = Number(process.env.E2E_PORT)
const baseURL = `http://localhost:${port}`

const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch,
    // A normal browser user agent: HeadlessChrome counts as a bot for isbot.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch } },
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
