import { expect, test } from '@playwright/test'
import { MESSAGES } from '../../src/shared/messages'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-experts'
import { createAccount } from './support/accounts'

// Issue 22 item 4: on a phone, form errors speak in the field's own words and the page shows where to look.
test.use({ viewport: { width: 375, height: 667 } })

test('the expert application names the field to fix beside it, scrolls to it, then brings the pending status into view', async ({
  page,
}) => {
  await createAccount(page, { firstName: 'Phoebe', lastName: 'Phone' })
  await page.goto('/ExpertVerification')
  await page.getByRole('button', { name: 'Submit application' }).click()
  // The first field in error has the focus, in view, with its error in its own words under it.
  const firstInvalid = page.locator('[aria-invalid="true"]').first()
  await expect(firstInvalid).toBeFocused()
  await expect(firstInvalid).toBeInViewport()
  await expect(page.getByLabel('Occupation')).toHaveAccessibleDescription(/Occupation is required/)
  await expect(page.getByText(MESSAGES.fixHighlightedFields)).toBeVisible()
  await expect(page.getByText(/occupation: /i)).toHaveCount(0)

  await page.getByLabel('Occupation').fill('Beekeeper')
  await page.getByLabel('Years of experience').fill('4')
  await page.getByLabel('Bio').fill('Keeps bees and helps new beekeepers through their first season.')
  await page.getByLabel('Skills').fill('Beekeeping, Honey harvesting')
  await page.getByLabel('Keywords').fill('bees, honey')
  await page.getByLabel('City').fill('Ghent')
  await page.getByLabel('Response rate').selectOption('Within An Hour')
  await page.getByRole('button', { name: 'Submit application' }).click()
  const status = page.getByTestId('application-status')
  await expect(status).toContainText('pending')
  await expect(status).toBeInViewport()
})

test('booking on a phone brings the confirmation into view and gives it the focus (the form above it shrinks once booked)', async ({
  page,
}) => {
  await createAccount(page, { firstName: 'Paula', lastName: 'Phone' })
  await page.goto('/expert/sofia-marin')
  const form = page.getByRole('form', { name: 'Book Sofía' })
  await form.getByRole('radio', { name: /Written answer/ }).check()
  await form.getByLabel('Your question').fill('Can I move abroad with my children?')
  await form.getByRole('button', { name: /Confirm booking for/ }).click()
  const booked = form.getByRole('status')
  await expect(booked).toContainText('Booked: Written answer')
  await expect(booked).toBeFocused()
  await expect(booked).toBeInViewport()
})

test('with too few points the booking form offers the way to get them, not a Confirm that can only fail', async ({ page }) => {
  await createAccount(page, { firstName: 'Sam', lastName: 'Short' })
  await page.goto('/expert/sofia-marin')
  const form = page.getByRole('form', { name: 'Book Sofía' })
  // Two written answers (15 points each) leave 70 of the 100 sign-up points: short of the 80 of an hour's call.
  for (const question of ['First question about custody', 'Second question about custody']) {
    await form.getByRole('radio', { name: /Written answer/ }).check()
    await form.getByLabel('Your question').fill(question)
    await form.getByRole('button', { name: /Confirm booking for/ }).click()
    await expect(form.getByRole('status')).toContainText('Booked: Written answer')
  }
  await form.getByRole('radio', { name: /60-minute call/ }).check()
  const short = form.getByTestId('short-balance')
  await expect(short).toContainText('You need 10 Tio-Points more for this.')
  await expect(form.getByRole('button', { name: /Confirm booking/ })).toHaveCount(0)
  // The link lands on the point packs, screens below the plans at the top of /Pricing on a phone.
  await short.getByRole('link', { name: 'Get Tio-Points' }).click()
  await expect(page).toHaveURL(/\/Pricing#buy-points$/)
  await expect(page.getByRole('heading', { name: 'Buy Tio-Points' })).toBeInViewport()
  // Back from the checkout at the top of /Pricing, the purchase's outcome is brought into view.
  await page.getByRole('button', { name: 'Buy 500 Tio-Points' }).click()
  await page.getByRole('button', { name: 'Pay (test)' }).click()
  await expect(page).toHaveURL(/\/Pricing\?purchase=/)
  const paid = page.getByRole('status').filter({ hasText: 'Payment received' })
  await expect(paid).toContainText('500 Tio-Points were added')
  await expect(paid).toBeInViewport()
})

test('logging in from the booking panel puts the focus on the first choice of the form that replaced the button', async ({ page }) => {
  await page.goto('/expert/sofia-marin')
  await page.getByRole('button', { name: 'Log in to book' }).click()
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await dialog.getByLabel('Email').fill('demo@tio.test')
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  const form = page.getByRole('form', { name: 'Book Sofía' })
  await expect(form.getByRole('radio', { name: /Written answer/ })).toBeFocused()
})
