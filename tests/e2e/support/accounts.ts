import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import { waitForMail } from './mail'

export const TEST_PASSWORD = 'Sup3r$ecret'

/** The server the browser tests run against (another one where a test starts its own). */
const defaultOrigin = () => `http://localhost:${process.env.E2E_PORT}`

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@tio.test`
}

export interface E2eAccount {
  id: string
  email: string
  password: string
  firstName: string
  lastName: string
}

/**
 * Creates an account through the real API with `page.request` (so the page's browser context is
 * signed in afterwards): verified through the link of the real verification mail unless
 * `verified: false`, and with the welcome popup already dismissed unless `welcomeSeen: false`.
 */
export async function createAccount(
  page: Page,
  options: { email?: string; firstName?: string; lastName?: string; verified?: boolean; welcomeSeen?: boolean; origin?: string } = {},
): Promise<E2eAccount> {
  const request: APIRequestContext = page.request
  const origin = options.origin ?? defaultOrigin()
  const fields = {
    email: options.email ?? uniqueEmail('e2e'),
    password: TEST_PASSWORD,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'User',
  }
  const headers = { origin }
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...fields, name: `${fields.firstName} ${fields.lastName}`, callbackURL: '/' },
  })
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`)
  const account = { ...fields, id: ((await signUp.json()) as { user: { id: string } }).user.id }
  if (options.verified !== false) {
    const mail = await waitForMail(account.email, /verify/i)
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email'))
    if (!link) throw new Error('no verification link in the mail')
    await request.get(link, { maxRedirects: 0 })
  }
  if (options.welcomeSeen !== false) await dismissWelcome(page, origin)
  return account
}

/**
 * A new browser context with a fresh account signed in, for tests with two or more people (on `baseURL`,
 * if given); unverified unless `verified` (spending points, a booking or an order, needs a verified address).
 */
export async function signedInContext(
  browser: Browser,
  firstName: string,
  lastName: string,
  { baseURL, verified = false }: { baseURL?: string; verified?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; id: string; name: string; email: string }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {})
  const page = await context.newPage()
  const account = await createAccount(page, {
    email: uniqueEmail(firstName.toLowerCase()),
    firstName,
    lastName,
    verified,
    origin: baseURL,
  })
  return { context, page, id: account.id, name: `${firstName} ${lastName}`, email: account.email }
}

/** Signs the page's browser context in with email and password through the API. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', { headers: { origin: defaultOrigin() }, data: { email, password } })
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`)
}

/** Marks the welcome popup as seen for the signed-in account of the page's context (WELC-02). */
export async function dismissWelcome(page: Page, origin = defaultOrigin()): Promise<void> {
  const response = await page.request.post('/api/me/welcome-seen', { headers: { origin }, data: {} })
  if (!response.ok()) throw new Error(`welcome-seen failed: ${response.status()}`)
}
