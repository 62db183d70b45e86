import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, demoExpertEmail } from '../../src/server/seed/demo-experts'
import { createAccount, signIn } from './support/accounts'

// A demo expert no other browser test talks to: 4.8 from 109 earlier ratings (demo-experts.data.ts).
const EXPERT_NAME = 'Laura Schmidt'
const EXPERT_URL = '/expert/laura-schmidt'

const origin = () => `http://localhost:${process.env.E2E_PORT}`

async function sendMessage(page: Page, toUserId: string, body: string) {
  const response = await page.request.post(`/api/chats/with/${toUserId}/messages`, {
    headers: { origin: origin() },
    data: { clientId: randomUUID(), body },
  })
  expect(response.status()).toBe(201)
}

test('a user whose conversation the expert replied to rates them once with the keyboard and sees the rating on the page', async ({
  page,
  browser,
}) => {
  await createAccount(page, { firstName: 'Rita', lastName: 'Rater' })
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } }
  const { expert } = (await (await page.request.get(`/api${EXPERT_URL.replace('/expert/', '/experts/')}`)).json()) as {
    expert: { uid: string; rating: number; ratingCount: number }
  }
  expect(expert.ratingCount).toBe(109)

  // Written to, not yet answered: the page says why there is no form.
  await sendMessage(page, expert.uid, 'Hi Laura, can you help me prepare for an interview?')
  await page.goto(EXPERT_URL)
  await expect(page.getByTestId('rating-not-eligible')).toContainText('You can rate this expert after a real consultation')
  await expect(page.getByRole('heading', { name: 'Rate this expert' })).toHaveCount(0)

  // The expert replies (signed in elsewhere, through the API).
  const expertContext = await browser.newContext()
  try {
    const expertPage = await expertContext.newPage()
    await signIn(expertPage, demoExpertEmail(EXPERT_NAME), DEMO_PASSWORD)
    await sendMessage(expertPage, me.user.id, 'Of course, when is the interview?')
  } finally {
    await expertContext.close()
  }

  await page.reload()
  const form = page.getByRole('form', { name: 'Rate this expert' })
  await expect(form).toBeVisible()
  await expect(form.getByRole('group', { name: 'Your rating' })).toBeVisible()

  // Submitting without stars says what to fix.
  await form.getByRole('button', { name: 'Submit rating' }).click()
  await expect(form.getByRole('alert')).toContainText('Choose a rating from 1 to 5 stars.')

  // Keyboard: focus the first star, arrow to the fifth.
  await form.getByRole('radio', { name: '1 star', exact: true }).focus()
  await page.keyboard.press('Space')
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await form.getByLabel('Review (optional)').fill('Sharp, practical interview coaching.')
  await form.getByRole('button', { name: 'Submit rating' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your rating is saved.' })).toBeVisible()

  // The review is listed with the first name only, and the page's rating counts it: (4.8 × 109 + 5) / 110 = 4.8.
  const review = page.getByTestId('review').filter({ hasText: 'Sharp, practical interview coaching.' })
  await expect(review).toContainText('Rita')
  await expect(review).not.toContainText('Rater')
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
  await expect(page.getByText('4.8 from 110 ratings').first()).toBeVisible()

  // Once per consultation (issue 23 item 7): after a reload the page shows the rating, no second form.
  await page.reload()
  await expect(page.getByTestId('rating-done')).toContainText('You rated 5 stars')
  await expect(page.getByRole('form', { name: 'Rate this expert' })).toHaveCount(0)
})
