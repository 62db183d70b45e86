import type { Page } from '@playwright/test'

/**
 * Opens a path and waits until React has hydrated the page (root.tsx marks <html data-hydrated>).
 * Clicks and typing before that are held and replayed after it (src/web/app/early-input.ts,
 * early-interaction.spec.ts); a test waits here when what it checks must follow a hydrated page.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
