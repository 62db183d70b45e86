import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/shared/messages'
import { DISCOVER_LINKS } from '../../src/web/features/content/lib/discover-links'
import { createAccount } from './support/accounts'
import { gotoHydrated } from './support/hydrated'

// The frame as a tester who has only the specification would drive it: unscoped locators by role and
// name (substring, case-insensitive, as Playwright matches by default) or by text, each of which must
// find exactly one element. A second control with a similar name elsewhere on the page (the footer's
// 'Pricing', a 'Home' category, the logo named 'Tio home') fails such a test with a strict-mode error.

test.describe('at 1280 px', () => {
  test('visitor: tagline, Home and the Discover items each resolve to one element (HERO-01, NAV-02, NAV-06, NAV-07)', async ({ page }) => {
    test.slow() // nine navigations
    await page.goto('/')
    await expect(page.getByText(MESSAGES.tagline)).toBeVisible()
    await page.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/FAQ')
    await page.getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/$/)

    // From a company page too, which ends with links to the same pages ('More from Tio').
    for (const [i, { label, to }] of DISCOVER_LINKS.entries()) {
      await page.getByRole('button', { name: 'Discover' }).click()
      const item = i % 2 ? page.getByRole('navigation').getByRole('link', { name: label }) : page.getByRole('link', { name: label })
      await item.click()
      await expect(page).toHaveURL(new RegExp(`${to}$`))
    }
    await expect(page.getByText('Discover', { exact: true })).toHaveCount(1)
  })

  test('signed in: the account dropdown items resolve to one element, from the profile page too (NAV-10..13)', async ({ page }) => {
    await createAccount(page, { firstName: 'Nia' })
    await page.goto('/')
    const account = page.getByRole('button', { name: /^Nia/ })
    await account.click()
    for (const name of ['Profile', 'Messages', 'Settings']) await expect(page.getByRole('link', { name })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await page.getByRole('link', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await account.click()
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await account.click()
    await page.getByRole('link', { name: 'Messages' }).click()
    await expect(page).toHaveURL(/\/chat$/)
    await page.goto('/profile')
    await expect(page.getByRole('banner').getByText('100 Tio-Points')).toBeVisible()
    await page.getByRole('link', { name: 'Become an Expert' }).click()
    await expect(page).toHaveURL(/\/ExpertVerification$/)
  })

  test("a click on 'Become an Expert', 'Chat' or the footer's 'Referral' while the session loads goes where the user belongs (NAV-03, NAV-08, FOOT-04)", async ({
    page,
  }) => {
    await createAccount(page, { firstName: 'Lia' })
    const cases = [
      { click: () => page.getByRole('link', { name: 'Become an Expert' }).click(), url: /\/ExpertVerification$/ },
      { click: () => page.getByRole('link', { name: 'Chat', exact: true }).click(), url: /\/chatBot$/ },
      { click: () => page.getByRole('contentinfo').getByRole('link', { name: 'Referral' }).click(), url: /\/settings$/ },
    ]
    for (const { click, url } of cases) {
      // The session answer is held back until the click is made, as on a slow connection.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/me', async (route) => {
        await held
        await route.continue()
      })
      // The page asks for the session once it runs in the browser; the answer has not come yet.
      const asked = page.waitForRequest('**/api/me')
      await page.goto('/FAQ')
      await asked
      await expect(page.getByRole('banner').getByText(/Tio-Points/)).toHaveCount(0)
      await click()
      release()
      await expect(page).toHaveURL(url)
      await page.unroute('**/api/me')
    }
  })

  test("an expert's page: 'Message' is one button, apart from the nav's 'Messages' (ROUTE-25, GEN-08)", async ({ page }) => {
    await createAccount(page)
    await page.goto('/expert/sofia-marin')
    await expect(page.getByRole('link', { name: /Messages/ })).toBeVisible()
    await page.getByRole('button', { name: 'Message' }).click()
    await expect(page).toHaveURL(/\/chat\?with=/)
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('the open menu is the only thing in reach: Join, Home, Discover items and Install Tio resolve to one element (NAV-01, NAV-06, NAV-20, GEN-16)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible()
    for (const { label } of DISCOVER_LINKS) await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: MESSAGES.installTio })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    // Escape closes the menu, gives the focus back to its button, and the page is in reach again.
    await page.keyboard.press('Escape')
    await expect(toggle).toBeFocused()
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await toggle.click()
    await page.getByRole('link', { name: 'Join' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible()
  })
})
