import type { Page } from '@playwright/test'

/**
 * Opens a path and waits until React has hydrated the page (root.tsx marks <html data-hydrated>):
 * a click on server-rendered markup before that does nothing, which a loaded machine makes likely.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
