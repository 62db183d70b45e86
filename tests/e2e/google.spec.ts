/**
 * Google sign-in (AUTH-06, CALL-07) against a local OpenID Connect provider (oauth2-mock-server),
 * never Google itself. The shared e2e server runs without Google, so this file starts a second Tio
 * (tests/e2e/support/serve.ts in a child process, without demo data) whose GOOGLE_ISSUER is the mock.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test, type Page } from '@playwright/test'
import { OAuth2Server } from 'oauth2-mock-server'
import { freePort } from './support/free-port'
import { gotoHydrated } from './support/hydrated'

const header = (page: Page) => page.getByRole('banner')
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

async function openLogin(page: Page) {
  await header(page).getByRole('button', { name: 'Login' }).click()
  await expect(dialog(page, 'Login')).toBeVisible()
}

async function closeWelcome(page: Page) {
  const welcome = dialog(page, /Welcome/)
  await expect(welcome).toBeVisible()
  await welcome.getByRole('button', { name: 'Close' }).click()
}

test('Google is hidden when it is not configured (AUTH-06)', async ({ page }) => {
  await gotoHydrated(page, '/')
  await openLogin(page)
  await expect(dialog(page, 'Login').getByRole('button', { name: 'Sign in with an email link' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)
  await dialog(page, 'Login').getByRole('button', { name: 'Sign up' }).click()
  await expect(dialog(page, 'Sign up').getByLabel('First name')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0)
})

test.describe('with Google configured', () => {
  test.describe.configure({ mode: 'serial' })

  let mock: OAuth2Server
  let tio: ChildProcess | undefined
  let origin = ''
  let output = ''
  /** The claims the mock puts in its next tokens and userinfo: the "Google account" signing in. */
  let account: Record<string, unknown> = {}

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    mock = new OAuth2Server()
    await mock.issuer.keys.generate('RS256')
    await mock.start(0, '127.0.0.1')
    mock.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, account))
    mock.service.on('beforeUserinfo', (response) => Object.assign(response.body, account))

    const port = await freePort()
    origin = `http://localhost:${port}`
    tio = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve.ts'], {
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_MAIL_PORT: String(await freePort()),
        E2E_SEED_DEMO: 'false',
        GOOGLE_CLIENT_ID: 'tio-e2e-client',
        GOOGLE_CLIENT_SECRET: 'tio-e2e-secret',
        GOOGLE_ISSUER: mock.issuer.url!,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    tio.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    tio.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await expect
      .poll(
        async () => {
          if (tio?.exitCode !== null) throw new Error(`the Google-enabled server stopped:\n${output}`)
          return fetch(`${origin}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
        },
        { timeout: 90_000 },
      )
      .toBe(true)
  })

  test.afterAll(async () => {
    if (tio && tio.exitCode === null) {
      const exited = new Promise((resolve) => tio!.once('exit', resolve))
      tio.kill('SIGTERM')
      await exited
    }
    await mock?.stop()
  })

  const useGoogleAccount = (givenName: string, familyName: string) => {
    const email = `${givenName.toLowerCase()}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@gmail.test`
    account = { sub: `google-${email}`, email, email_verified: true, given_name: givenName, family_name: familyName }
    return email
  }

  test('login by Google popup signs a new user in with 100 Tio-Points (AUTH-06, CALL-07, STATE-02)', async ({ page }) => {
    useGoogleAccount('grace', 'hopper')
    await gotoHydrated(page, `${origin}/`)
    await openLogin(page)
    const popupOpened = page.waitForEvent('popup')
    await dialog(page, 'Login').getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    // The popup goes to the provider, comes back to Tio and is closed by the opener.
    await popup.waitForEvent('close')
    await expect(dialog(page, 'Login')).toHaveCount(0)
    await closeWelcome(page)
    await expect(header(page).getByRole('button', { name: /^Grace/ })).toBeVisible()
    await expect(header(page).getByText('100 Tio-Points')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('sign-up on a desktop uses a full-page redirect (CALL-07)', async ({ page }) => {
    useGoogleAccount('alan', 'turing')
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoHydrated(page, `${origin}/`)
    await openLogin(page)
    await dialog(page, 'Login').getByRole('button', { name: 'Sign up' }).click()
    let popups = 0
    page.on('popup', () => popups++)
    await dialog(page, 'Sign up').getByRole('button', { name: 'Continue with Google' }).click()
    await page.waitForURL(`${origin}/`)
    await closeWelcome(page)
    await expect(header(page).getByRole('button', { name: /^Alan/ })).toBeVisible()
    expect(popups).toBe(0)
  })

  test('sign-up on a phone uses the popup (AUTH-06)', async ({ page }) => {
    useGoogleAccount('katherine', 'johnson')
    await page.setViewportSize({ width: 375, height: 740 })
    await gotoHydrated(page, `${origin}/`)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Join' }).click()
    const signUp = dialog(page, 'Sign up')
    await expect(signUp).toBeVisible()
    const popupOpened = page.waitForEvent('popup')
    await signUp.getByRole('button', { name: 'Continue with Google' }).click()
    await (await popupOpened).waitForEvent('close')
    await closeWelcome(page)
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toHaveCount(0)
    await expect.poll(() => page.request.get(`${origin}/api/me`).then((r) => r.status())).toBe(200)
  })
})
