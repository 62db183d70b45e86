import { expect, test, type Browser } from '@playwright/test'
import { createAccount } from './support/accounts'
import { CONTENT_PAGES } from './support/public-pages'

// ROUTE-01..28: every public route renders its own page, not the not-found page.
const PUBLIC_ROUTES = [
  '/',
  '/FAQ',
  '/Pricing',
  '/ExpertResources',
  '/blog',
  '/about',
  '/BecomeAnExpert',
  '/chatBot',
  '/chatbot',
  '/ourexperts',
  '/smart',
  '/OurMission',
  '/OurTeam',
  '/JoinUs',
  '/PressAndMedia',
  '/HelpCenter',
  '/ContactUs',
  '/PrivacyPolicy',
  '/TermsOfService',
  '/Shop',
  '/Referral',
  '/no-access',
  '/blog/how-we-verify-experts',
  '/ExpertResources/pricing-your-time',
]

/** The public pages of people (ROUTE-24, ROUTE-25): a demo expert's, and a new member's made in a context of its own. */
async function peoplePages(browser: Browser): Promise<{ path: string; heading: string; text: string }[]> {
  const context = await browser.newContext()
  const account = await createAccount(await context.newPage(), { firstName: 'Plain', lastName: 'Reader' })
  const { user } = (await (await context.request.get('/api/me')).json()) as { user: { customURL: string } }
  await context.close()
  return [
    { path: '/expert/sofia-marin', heading: 'Sofía Marín', text: 'Family Lawyer' },
    { path: `/user/${user.customURL}`, heading: `${account.firstName} ${account.lastName}`, text: account.firstName },
  ]
}

// Issue 2 item 11: one test visits every public route in one page (its cache warm, as a person's would be);
// each route is a step, and content pages must show their own heading and text.
test('a visitor opens every public route, each its own page, not the not-found page (ROUTE-*, ROLE-01, GEN-14)', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const people = await peoplePages(browser)
  for (const route of [...PUBLIC_ROUTES, ...people.map((p) => p.path)]) {
    await test.step(route, async () => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      const content = [...CONTENT_PAGES, ...people].find((p) => p.path === route)
      await expect(page.getByRole('heading', { level: 1, ...(content && { name: content.heading }) })).toBeVisible()
      if (content) await expect(page.getByText(content.text).filter({ visible: true }).first()).toBeVisible()
      await expect(page.getByText('Page not found')).toHaveCount(0)
    })
  }
})

test('an unknown path shows the not-found page with status 404 (ROUTE-27)', async ({ page }) => {
  const response = await page.goto('/no-such-page-123')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL('/')
})

test('a protected route sends a visitor to /no-access, which offers Login and Sign up and returns after login (PROT-07)', async ({
  page,
}) => {
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/no-access$/)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible()
  await page.keyboard.press('Escape')
  const account = await createAccount(page)
  await page.context().clearCookies()
  await main.getByRole('button', { name: 'Login' }).click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await login.getByLabel('Email').fill(account.email)
  await login.getByLabel('Password').fill(account.password)
  await login.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(/\/settings$/)
})

// Issue 2 item 9: public pages answer a plain GET (no JavaScript) with real HTML.
for (const route of ['/', '/FAQ', '/blog', '/ExpertResources', '/about', '/ourexperts', '/HelpCenter']) {
  test(`plain GET ${route} returns a title, a meta description and the page heading`, async ({ request }) => {
    const response = await request.get(route)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>[\s\S]+?<\/h1>[\s\S]*<\/main>/)
  })
}

// Issue 2 item 9 for the public pages of people: an expert's and a member's page answer a plain GET (no
// JavaScript, no cookie) with their title, meta description and main text.
test('plain GET of an expert page and of a member page returns their title, description and main text (ROUTE-24, ROUTE-25)', async ({
  browser,
  request,
}) => {
  for (const person of await peoplePages(browser)) {
    const response = await request.get(person.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<title>${person.heading}[^<]*</title>`))
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
    expect(main).toMatch(new RegExp(`<h1[^>]*>${person.heading}</h1>`))
    expect(main).toContain(person.text)
  }
})

// OPS-08, GEN-03: the browser reaches nothing but Tio (fonts, scripts, avatars, the assistant are served by the
// app; the e2e server itself runs with no outside service configured). OPS-07: no button or link without a name.
test('with every other host unreachable, each page works and names every button and link (OPS-07, OPS-08, GEN-03)', async ({
  browser,
  baseURL,
}) => {
  // About 30 pages, each until its data is in: near 3 minutes beside another worker on two cores.
  test.setTimeout(420_000)
  const context = await browser.newContext()
  const own = new URL(baseURL!).host
  const foreign: string[] = []
  await context.route(
    (url) => url.host !== own,
    (route) => {
      foreign.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const visit = async (route: string) => {
    await test.step(route, async () => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await page.waitForLoadState('load')
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expect(page.getByText('Page not found')).toHaveCount(0)
      const tree = await page.locator('body').ariaSnapshot()
      const unnamed = tree.split('\n').filter((line) => /^\s*- (button|link)( \[[^\]]+\])*:?$/.test(line))
      expect(unnamed, `unnamed controls on ${route}:\n${tree}`).toEqual([])
    })
  }
  for (const route of PUBLIC_ROUTES) await visit(route)
  await createAccount(page, { firstName: 'Offline', lastName: 'Reader' })
  for (const route of ['/', '/profile', '/settings', '/chat', '/chatBot', '/Pricing', '/Shop']) await visit(route)
  expect(foreign).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})
