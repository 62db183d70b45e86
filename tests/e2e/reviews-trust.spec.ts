import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-experts'
import { createAccount } from './support/accounts'
import { gotoHydrated } from './support/hydrated'

const origin = () => `http://localhost:${process.env.E2E_PORT}`

async function send(page: Page, toUserId: string, body: string) {
  const response = await page.request.post(`/api/chats/with/${toUserId}/messages`, {
    headers: { origin: origin() },
    data: { clientId: randomUUID(), body },
  })
  expect(response.status()).toBe(201)
}

// Issue 23 item 7: a newly approved expert is "New on Tio", not 0.0 with grey stars; a client's review
// gets the expert's one public answer. Item 6: the expert's notification choices in settings.
test('a new expert shows "New on Tio"; after a real conversation a client reviews them and the expert answers once, publicly (issue 23 items 6, 7)', async ({
  page,
  browser,
}) => {
  const customURL = `kiln-${randomUUID().slice(0, 6)}`
  const expert = await createAccount(page, { firstName: 'Nia', lastName: 'Newcomer' })
  const application = {
    occupation: 'Kiln Technician',
    description: 'I repair and tune pottery kilns for studios and schools.',
    expertise_areas: ['Kilns'],
    city: 'Porto',
    customURL,
  }
  expect((await page.request.put('/api/experts/application', { data: application })).ok()).toBe(true)
  expect((await page.request.post('/api/experts/application/submit')).ok()).toBe(true)
  const operator = await browser.newContext()
  const admin = await operator.newPage()
  expect(
    (await admin.request.post('/api/auth/sign-in/email', { data: { email: 'operator@tio.test', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true)
  expect((await admin.request.post(`/api/admin/applications/${expert.id}/approve`)).ok()).toBe(true)
  await operator.close()

  const clientContext = await browser.newContext()
  const client = await clientContext.newPage()
  try {
    await createAccount(client, { firstName: 'Omar', lastName: 'Client' })
    await client.goto(`/expert/${customURL}`)
    await expect(client.getByRole('heading', { name: 'Nia Newcomer', level: 1 })).toBeVisible()
    await expect(client.getByTestId('new-on-tio').first()).toBeVisible()
    await expect(client.getByText('0.0')).toHaveCount(0)
    await expect(client.getByText('Responds within one day (self-declared)')).toBeVisible()
    await expect(client.getByTestId('rating-not-eligible')).toBeVisible()

    const clientId = ((await (await client.request.get('/api/me')).json()) as { user: { id: string } }).user.id
    await send(client, expert.id, 'My kiln does not reach temperature.')
    await send(page, clientId, 'Check the elements first; I can walk you through it.')
    await client.reload()
    const form = client.getByRole('form', { name: 'Rate this expert' })
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true })
    await form.getByLabel('Review (optional)').fill('Fixed my kiln in one call.')
    await form.getByRole('button', { name: 'Submit rating' }).click()
    await expect(client.getByText('5.0 from 1 rating').first()).toBeVisible()

    // The expert answers on their own public page, once.
    await page.goto(`/expert/${customURL}`)
    const review = page.getByTestId('review').filter({ hasText: 'Fixed my kiln in one call.' })
    await review.getByRole('button', { name: "Answer Omar's review publicly" }).click()
    await review.getByRole('textbox', { name: 'Answer' }).fill('Thank you, Omar. Enjoy the firing!')
    await review.getByRole('button', { name: 'Publish answer' }).click()
    await expect(review.getByTestId('review-answer')).toContainText('Thank you, Omar. Enjoy the firing!')
    await expect(review.getByRole('button', { name: /Answer .* publicly/ })).toHaveCount(0)
    await client.reload()
    await expect(client.getByTestId('review').filter({ hasText: 'Fixed my kiln' }).getByTestId('review-answer')).toContainText(
      'Enjoy the firing!',
    )
  } finally {
    await clientContext.close()
  }

  // Item 6: the expert's notification choices, saved on change (a click before hydration would be lost).
  await gotoHydrated(page, '/expertsettings')
  const settings = page.getByTestId('notification-settings')
  const summary = settings.getByRole('checkbox', { name: /Daily summary/ })
  await expect(summary).toBeChecked()
  // The switch moves at the click and says it is saving while the server has not answered yet.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/notifications/preferences', async (route) => {
    if (route.request().method() === 'PUT') await held
    await route.continue()
  })
  await summary.uncheck()
  await expect(settings.getByRole('status')).toHaveText('Saving…')
  await expect(summary).not.toBeChecked()
  release()
  await expect(settings.getByRole('status')).toHaveText('Saved.')
  await expect(summary).not.toBeChecked()
  await page.unroute('**/api/notifications/preferences')
  await page.reload()
  await expect(page.getByTestId('notification-settings').getByRole('checkbox', { name: /Daily summary/ })).not.toBeChecked()
})
