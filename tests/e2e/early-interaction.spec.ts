import { expect, test, type Page } from '@playwright/test'

/**
 * What a visitor does before the page's scripts have run is not lost (issue 21 item 1: the scripts
 * load after the first paint, so `load` can come before hydration). The entry script is held back
 * with page.route until the test has acted, so every action below happens before hydration.
 */
async function holdEntryScript(page: Page) {
  let answer!: (outcome: 'continue' | 'fail') => void
  const answered = new Promise<'continue' | 'fail'>((resolve) => (answer = resolve))
  let requested!: () => void
  const isRequested = new Promise<void>((resolve) => (requested = resolve))
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    requested()
    if ((await answered) === 'fail') await route.abort('connectionrefused')
    else await route.continue()
  })
  return { isRequested, release: () => answer('continue'), fail: () => answer('fail') }
}

/** Opens a page with its entry script held: the page is painted and its scripts are on their way, not run. */
async function openBeforeHydration(page: Page, path: string) {
  const entry = await holdEntryScript(page)
  // 'domcontentloaded': the held script may keep `load` waiting.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await entry.isRequested
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  return entry
}

test('a click on a menu button before the scripts have run opens the menu once they have', async ({ page }) => {
  const entry = await openBeforeHydration(page, '/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const discover = nav.getByRole('button', { name: 'Discover' })
  await discover.click()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  await expect(discover).toHaveAttribute('aria-expanded', 'false')

  entry.release()
  await expect(discover).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible()
})

test('a contact form filled and sent before the scripts have run is sent with what was entered, through the app', async ({ page }) => {
  const documentPosts: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') documentPosts.push(request.url())
  })
  // A server-filled message too: hydration puts a textarea back to its server text.
  const entry = await openBeforeHydration(page, '/ContactUs?topic=shop&subject=Shop%20request%3A%20Tio%20mug')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(/Shop request: Tio mug/)
  const email = `early-${Date.now()}@example.com`
  await page.getByLabel('Name', { exact: true }).fill('Early Bird')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Topic', { exact: true }).selectOption('general')
  await page.getByLabel('Message', { exact: true }).fill('Do you have experts who speak Portuguese?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/content/contact-messages') && request.method() === 'POST')
  entry.release()
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Early Bird',
    email,
    topic: 'general',
    message: 'Do you have experts who speak Portuguese?',
  })
  await expect(page.getByRole('status').getByText('Thank you, Early Bird. Your message was sent.')).toBeVisible()
  // The app sent it (the page's own post without JavaScript would also thank the visitor).
  expect(documentPosts).toEqual([])
})

test('a search typed before the scripts have run opens its results once they have', async ({ page }) => {
  const entry = await openBeforeHydration(page, '/')
  const field = page.getByRole('searchbox', { name: 'Search' })
  await field.fill('imigration lawer')
  await field.press('Enter')
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

  entry.release()
  const panel = page.getByRole('dialog', { name: /Experts for/ })
  await expect(panel.getByRole('article', { name: 'Hélène Dubois' })).toBeVisible()
  await expect(field).toHaveValue('imigration lawer')
})

test('when the scripts cannot load, a Send clicked while they were on their way posts the form the way it works without JavaScript', async ({
  page,
}) => {
  const entry = await openBeforeHydration(page, '/ContactUs')
  await page.getByLabel('Name', { exact: true }).fill('No Script')
  await page.getByLabel('Email', { exact: true }).fill('noscript-early@example.com')
  await page.getByLabel('Topic', { exact: true }).selectOption('general')
  await page.getByLabel('Message', { exact: true }).fill('Do you have experts who speak Portuguese?')
  const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST')
  await page.getByRole('button', { name: 'Send message' }).click()

  entry.fail()
  expect((await posted).postData()).toContain('name=No+Script')
  await expect(page.getByText('Thank you, No Script. Your message was sent.')).toBeVisible()
})

test('a page whose script has gone with a new version of Tio reloads itself once and then works', async ({ page }) => {
  const { results } = (await (await page.request.get('/api/search?q=career')).json()) as {
    results: { customURL: string; priceFrom?: number }[]
  }
  const priced = results.find((expert) => expert.priceFrom !== undefined)!
  // The first time the booking panel's script is asked for, it is gone, as after a deployment.
  let asked = 0
  await page.route(/\/assets\/booking-panel-[\w-]+\.js$/, (route) =>
    asked++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  )
  let loads = 0
  page.on('load', () => loads++)
  await page.goto(`/expert/${priced.customURL}`)
  // Hydrated: the server rendered the button disabled while the session was unknown.
  await expect(page.getByRole('button', { name: 'Log in to book' })).toBeEnabled()
  expect(loads).toBe(2)
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
})
