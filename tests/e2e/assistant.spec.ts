import { expect, test } from '@playwright/test'
import { DEMO_EXPERTS } from '../../src/server/seed/demo-experts.data'
import { demoSlug } from '../../src/server/seed/demo-slug'
import { MESSAGES } from '../../src/shared/messages'
import { createAccount, signIn, TEST_PASSWORD, uniqueEmail } from './support/accounts'

/** Every demo expert signs in with this password (src/server/seed/demo-experts.ts). */
const DEMO_PASSWORD = 'TioDemo$2026'
const DEMO_NAMES = new Set(DEMO_EXPERTS.map((e) => e.name))

test('a visitor asks Tio on /chatbot, reads the answer and experts, signs up, and finds the conversation in the new account (issue 24 item 6, ROUTE-11, GEN-12)', async ({
  page,
}) => {
  await page.goto('/chatbot')
  await expect(page.getByRole('heading', { name: 'Tio Chat' })).toBeAttached()
  const question = 'Water is dripping through my living room ceiling right under the bathroom'
  await page.getByLabel('Message to Tio').fill(question)
  await page.getByRole('button', { name: 'Send' }).click()
  const answer = page.getByTestId('assistant-message').last()
  await expect(answer).toContainText('Plumber')
  await expect(answer.getByTestId('expert-card').first()).toBeVisible()

  // Messaging an expert asks to sign up first.
  await answer.getByRole('button', { name: /^Ask this expert/ }).first().click()
  const signUp = page.getByRole('dialog', { name: 'Sign up' })
  await expect(signUp).toBeVisible()
  await signUp.getByLabel('First name').fill('Vera')
  await signUp.getByLabel('Last name').fill('Visitor')
  await signUp.getByLabel('Email').fill(uniqueEmail('visitor'))
  await signUp.getByLabel('Password').fill(TEST_PASSWORD)
  await signUp.getByRole('button', { name: 'Sign up' }).click()
  await expect(signUp.getByText(MESSAGES.verificationEmailSent)).toBeVisible()
  await page.keyboard.press('Escape')

  // The conversation moved into the account: listed, open, and still there after a reload.
  await expect(page).toHaveURL(/[?&]c=/)
  await expect(page.getByRole('navigation', { name: 'Tio Chat conversations' })).toContainText('Water is dripping')
  await page.reload()
  await expect(page.locator('[data-role="user"]')).toContainText(question)
  await expect(page.getByTestId('assistant-message').last()).toContainText('Plumber')
})

test('ask Tio, see the streamed answer and expert cards, resume after reload, hand over to an expert who sees "From Tio Chat"', async ({
  page,
  browser,
}) => {
  await createAccount(page, { firstName: 'Chatty' })
  await page.goto('/chatBot')
  const question = 'Water is dripping through my living room ceiling right under the bathroom. What do I do?'
  await page.getByLabel('Message to Tio').fill(question)
  await page.getByRole('button', { name: 'Send' }).click()

  const answer = page.getByTestId('assistant-message').last()
  await expect(answer).toContainText('Plumber')
  await expect(answer).toContainText("Tio's offline assistant")
  const cards = answer.getByTestId('expert-card')
  await expect(cards.first()).toBeVisible()
  await expect(cards.first()).toContainText(/Plumber/)
  await expect(cards.first().getByRole('img', { name: /Rated/ })).toBeVisible()
  await expect(cards.first().getByRole('button', { name: /^Connect/ })).toBeVisible()

  // Saved: the conversation is listed under its first question and comes back after a reload.
  await expect(page).toHaveURL(/[?&]c=/)
  await expect(page.getByRole('navigation', { name: 'Tio Chat conversations' })).toContainText('Water is dripping')
  await page.reload()
  await expect(page.getByTestId('assistant-message').last().getByTestId('expert-card').first()).toBeVisible()
  await expect(page.locator('[data-role="user"]')).toContainText('dripping through my living room ceiling')

  // Handoff: 'Ask this expert' (on a demo expert, whose login we know) opens /chat with that expert
  // and the editable summary in the composer; the draft then leaves the URL.
  const names = await page.getByTestId('expert-card').getByRole('button', { name: /^Ask this expert/ }).evaluateAll((buttons) =>
    buttons.map((b) => (b.getAttribute('aria-label') ?? '').replace(/^Ask this expert: /, '')),
  )
  const expertName = names.find((n) => DEMO_NAMES.has(n))
  expect(expertName, `a demo expert among ${names.join(', ')}`).toBeTruthy()
  await page.getByRole('button', { name: `Ask this expert: ${expertName}` }).first().click()
  await expect(page).toHaveURL(/\/chat\?with=[^&]+$/)
  const composer = page.getByLabel(/^Message to /)
  await expect(composer).toHaveValue(/Tio Chat suggested/)
  await expect(composer).toHaveValue(/dripping through my living room ceiling/)
  // Editable, never sent by itself.
  await expect(page.getByText(/No messages yet/)).toBeVisible()
  await composer.press('End')
  await composer.pressSequentially(' Thanks!')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const sent = page.getByTestId('own-message').filter({ hasText: 'Thanks!' })
  await expect(sent.getByTestId('message-status').filter({ hasText: /Sent/ })).toHaveCount(1)
  await expect(sent).toHaveCount(1)
  await expect(sent).toContainText('From Tio Chat')
  await expect(composer).toHaveValue('')

  // The expert, signed in elsewhere, gets it live with the label.
  const expertContext = await browser.newContext()
  try {
    const expert = await expertContext.newPage()
    await signIn(expert, `${demoSlug(expertName!)}@experts.tio.test`, DEMO_PASSWORD)
    await expert.goto('/chat')
    await expert.getByTestId('conversation-item').filter({ hasText: 'Chatty User' }).filter({ hasText: 'Thanks!' }).click()
    const received = expert.getByTestId('their-message').filter({ hasText: 'dripping through my living room ceiling' })
    await expect(received).toContainText('Tio Chat suggested')
    await expect(received).toContainText('From Tio Chat')

    // A second message in the same conversation is an ordinary one.
    await composer.fill('One more detail: it is the upstairs bathroom.')
    await composer.press('Enter')
    const second = expert.getByTestId('their-message').filter({ hasText: 'upstairs bathroom' })
    await expect(second).toBeVisible()
    await expect(second).not.toContainText('From Tio Chat')
  } finally {
    await expertContext.close()
  }
})

test('conversations can be renamed and deleted', async ({ page }) => {
  await createAccount(page, { firstName: 'Renamer' })
  await page.goto('/chatbot')
  await page.getByLabel('Message to Tio').fill('hello')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByTestId('assistant-message').last()).toContainText("I'm Tio's offline assistant")
  const list = page.getByRole('navigation', { name: 'Tio Chat conversations' })
  await list.getByRole('button', { name: 'Rename hello' }).click()
  await list.getByLabel('Conversation name').fill('Just saying hi')
  await list.getByRole('button', { name: 'Save' }).click()
  await expect(list.getByRole('button', { name: 'Just saying hi', exact: true })).toBeVisible()
  await list.getByRole('button', { name: 'Delete Just saying hi' }).click()
  await list.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(list.getByText('No conversations yet')).toBeVisible()
})

test('/smart lists smart answers, searches them and links each to the experts of its field', async ({ page }) => {
  await page.goto('/smart')
  await expect(page.getByRole('heading', { name: 'Smart answers', level: 1 })).toBeVisible()
  await page.getByLabel('Search smart answers').fill('ceiling leak')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/smart\?q=ceiling/)
  await page.getByRole('link', { name: /dripping through my ceiling/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('dripping through my ceiling')
  await expect(page.getByRole('link', { name: 'Find a Plumber' })).toHaveAttribute('href', '/?q=Plumber')
})

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('the conversation header keeps its title readable beside the quota line', async ({ page }) => {
    await createAccount(page, { firstName: 'Narrow' })
    await page.goto('/chatBot')
    await expect(page.getByText(/today$/)).toBeVisible()
    const title = page.getByTestId('conversation-title')
    await expect(title).toHaveText('Tio Chat')
    expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(120)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
