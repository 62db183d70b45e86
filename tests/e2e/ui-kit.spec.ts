import { expect, test } from '@playwright/test'
import { createAccount } from './support/accounts'

test('saving settings shows a "Settings saved" toast that can be dismissed (PROT-04, issue 3 item 9)', async ({ page }) => {
  await createAccount(page, { firstName: 'Toast', lastName: 'Tester' })
  await page.goto('/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await page.getByLabel('Last name').fill('Testerson')
  await page.getByRole('button', { name: 'Save name' }).click()
  const toasts = page.getByRole('region', { name: /Notification/ })
  await expect(toasts.getByText('Settings saved')).toBeVisible()
  await toasts.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toasts.getByText('Settings saved')).toHaveCount(0)
})
