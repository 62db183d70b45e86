import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createAccount } from './support/accounts'

const DEMO_PASSWORD = 'TioDemo$2026'

// GEN-11, OPS-04, STATE-07/08: apply → the operator approves on /admin → the applicant's page
// switches to the approved state and the expert links without a reload.
test('apply, operator approves, the applicant sees it live (GEN-11, OPS-04, STATE-07, PROT-06, ROLE-11)', async ({ page, browser }) => {
  const email = `applicant-${randomUUID().slice(0, 8)}@tio.test`
  // Verified through the real mail: only a verified email submits an application (issue 18).
  await createAccount(page, { email, firstName: 'Ada', lastName: 'Applicant' })

  await page.goto('/ExpertVerification')
  await expect(page.getByRole('heading', { name: 'Become a Tio expert' })).toBeVisible()
  await page.getByLabel('Occupation').fill('Beekeeper')
  await page.getByLabel('Years of experience').fill('6')
  await page.getByLabel('Bio').fill('I help new beekeepers set up healthy hives and harvest honey.')
  await page.getByLabel('Skills').fill('Beekeeping, Honey harvesting')
  await page.getByLabel('Keywords').fill('bees, honey')
  await page.getByLabel('City').fill('Ljubljana')
  await page.getByLabel('Response rate').selectOption('Within An Hour')
  await page.getByLabel('Website').fill('bees.example')
  // Custom URL left empty: the fields the specification lists are enough; the application takes the
  // account's own 8-character address (GEN-11, DATA-25, DATA-10).
  await expect(page.getByLabel('Custom URL')).toHaveValue('')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByTestId('application-status')).toContainText('awaits approval')
  await expect(page.getByLabel('Custom URL')).toHaveValue(/^[a-z0-9]{8}$/)

  const operator = await browser.newContext()
  const admin = await operator.newPage()
  const login = await admin.request.post('/api/auth/sign-in/email', { data: { email: 'operator@tio.test', password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  await admin.goto('/admin')
  const row = admin.getByTestId('application-row').filter({ hasText: email })
  await expect(row).toContainText('Ada Applicant')
  await row.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(admin.getByTestId('application-row').filter({ hasText: email })).toHaveCount(0)
  await operator.close()

  // No reload: the socket event refreshes the application and /api/me (isApprovedExpert).
  await expect(page.getByTestId('application-status')).toContainText('Approved')
  await expect(page.getByRole('link', { name: 'Open your expert profile' })).toHaveAttribute('href', '/expertprofile')
})

test('/admin answers 403 to visitors and regular users, with no application and no login redirect; so does its API (ROLE-10)', async ({
  page,
}) => {
  const visitor = await page.goto('/admin')
  expect(visitor?.status()).toBe(403)
  expect(new URL(page.url()).pathname).toBe('/admin')
  await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)

  const login = await page.request.post('/api/auth/sign-in/email', { data: { email: 'demo@tio.test', password: DEMO_PASSWORD } })
  expect(login.ok()).toBe(true)
  const user = await page.goto('/admin')
  expect(user?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  expect((await page.request.get('/api/admin/applications')).status()).toBe(403)
})

test('a demo expert page is server-rendered with JSON-LD; unknown is 404 (ROUTE-25)', async ({ page }) => {
  const response = await page.goto('/expert/sofia-marin')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Sofía Marín' })).toBeVisible()
  const html = await response!.text()
  expect(html).toContain('application/ld+json')
  expect(html).toContain('og:image')
  expect(html).not.toContain('Calle de Alcalá')
  expect((await page.goto('/expert/nobody-at-all'))?.status()).toBe(404)
})

test('/expertsettings: an approved expert’s edits save as they type; a new occupation waits for “Save and send to review” (PROT-05)', async ({
  page,
  browser,
}) => {
  const email = `approved-${randomUUID().slice(0, 8)}@tio.test`
  await createAccount(page, { email, firstName: 'Eve', lastName: 'Expert' })
  const application = {
    occupation: 'Glassblower',
    description: 'I teach glassblowing basics and help studios choose their furnaces.',
    expertise_areas: ['Glassblowing'],
    city: 'Murano',
    customURL: `glass-${randomUUID().slice(0, 6)}`,
  }
  expect((await page.request.put('/api/experts/application', { data: application })).ok()).toBe(true)
  expect((await page.request.post('/api/experts/application/submit')).ok()).toBe(true)
  const { id } = ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user
  const operator = await browser.newContext()
  const admin = await operator.newPage()
  expect(
    (await admin.request.post('/api/auth/sign-in/email', { data: { email: 'operator@tio.test', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true)
  expect((await admin.request.post(`/api/admin/applications/${id}/approve`)).ok()).toBe(true)
  await operator.close()

  await page.goto('/expertsettings')
  const details = page.locator('[aria-labelledby="expert-details-title"]')
  await expect(details.getByRole('button', { name: 'Save changes' })).toBeVisible()
  await details.getByLabel('City').fill('Venice')
  await expect(details.getByRole('status')).toHaveText('Saved. Your changes are live.')

  await details.getByLabel('Occupation').fill('Glass Artist')
  await expect(details.getByTestId('review-warning')).toBeVisible()
  await details.getByRole('button', { name: 'Save and send to review' }).click()
  const saved = async () =>
    ((await (await page.request.get('/api/experts/application')).json()) as { application: Record<string, unknown> }).application
  await expect.poll(saved).toMatchObject({ status: 'pending', occupation: 'Glass Artist', city: 'Venice' })
})

test('an unverified applicant is told why they cannot submit yet and can resend the mail (issue 18 item 1)', async ({ page }) => {
  const email = `unverified-${randomUUID().slice(0, 8)}@tio.test`
  await createAccount(page, { email, firstName: 'Una', lastName: 'Verified', verified: false })
  await page.goto('/ExpertVerification')
  const notice = page.getByTestId('verify-email-notice')
  await expect(notice).toContainText('Verify your email address before you submit your application')
  await notice.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(notice.getByRole('status')).toHaveText('Verification email sent')
  await page.getByLabel('Occupation').fill('Potter')
  await page.getByLabel('Bio').fill('I teach pottery to beginners and fire their first pieces.')
  await page.getByLabel('Skills').fill('Pottery')
  await page.getByLabel('City').fill('Porto')
  // The first autosave turns the new application into a draft without replacing the form being typed in.
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible()
  await expect(page.getByLabel('City')).toHaveValue('Porto')
  await page.getByRole('button', { name: 'Submit application' }).click()
  const refused = page.getByRole('status').filter({ hasText: 'Please verify your email address first' })
  await expect(refused).toBeVisible()
  // A later autosave keeps the refusal on screen until the person has dealt with it.
  const autosaved = page.waitForResponse((r) => r.url().endsWith('/api/experts/application') && r.request().method() === 'PUT')
  await page.getByLabel('City').fill('Porto, Portugal')
  await autosaved
  await expect(page.getByLabel('City')).toHaveValue('Porto, Portugal')
  await expect(refused).toBeVisible()
})
