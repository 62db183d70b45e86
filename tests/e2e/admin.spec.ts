import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { createAccount, signIn } from './support/accounts'
import { waitForMail } from './support/mail'

const DEMO_PASSWORD = 'TioDemo$2026'

/** A fresh account with a submitted expert application, in its own browser context. */
async function applicant(page: Page, occupation: string) {
  const account = await createAccount(page, {
    firstName: 'Ola',
    lastName: `Applicant${randomUUID()
      .slice(0, 4)
      .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`,
  })
  const application = {
    occupation,
    description: 'I help people with exactly this, step by step, in plain words.',
    expertise_areas: [occupation],
    city: 'Oslo',
  }
  expect((await page.request.put('/api/experts/application', { data: application })).ok()).toBe(true)
  expect((await page.request.post('/api/experts/application/submit')).ok()).toBe(true)
  return { ...account, name: `${account.firstName} ${account.lastName}` }
}

/** The Undo of the notice that says `title` (an earlier notice may still show its own). */
const notice = (page: Page, title: string) => page.locator('li').filter({ hasText: title })
const undo = (page: Page, title: string) => notice(page, title).getByRole('button', { name: 'Undo' })

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('the operator console on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('experts are paged on the server, filtered by state and searched; approve and suspend show Undo, suspend asks first (issue 22 item 3, OPS-04)', async ({
    page,
    browser,
  }) => {
    const applicantContext = await browser.newContext()
    const person = await applicant(await applicantContext.newPage(), 'Clockmaker')
    await applicantContext.close()
    await signIn(page, 'operator@tio.test', DEMO_PASSWORD)

    await page.goto('/admin?state=approved')
    await expect(page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Experts' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const approvedList = page.getByRole('list', { name: 'Approved applications' })
    await expect(approvedList.getByTestId('application-row')).toHaveCount(20)
    await page.getByRole('button', { name: 'Show more' }).click()
    await expect(approvedList.getByTestId('application-row')).toHaveCount(40)
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0)

    await page.getByRole('radio', { name: 'Pending' }).check()
    await page.getByLabel('Search by name, email or occupation').fill(person.email)
    const item = page.getByTestId('application-row').filter({ hasText: person.email })
    await expect(item).toHaveCount(1)
    await expect(page).toHaveURL(/state=pending/)
    await item.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(item).toHaveCount(0)
    await undo(page, `${person.name} is approved`).click()
    await expect(item).toHaveCount(1)
    await item.getByRole('button', { name: 'Approve', exact: true }).click()
    await expect(item).toHaveCount(0)

    await page.getByRole('radio', { name: 'Approved' }).check()
    await expect(item).toHaveCount(1)
    await item.getByRole('button', { name: 'Suspend' }).click()
    const confirm = page.getByRole('dialog', { name: `Suspend ${person.name}?` })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(item).toHaveCount(1)
    await item.getByRole('button', { name: 'Suspend' }).click()
    await confirm.getByRole('button', { name: 'Suspend' }).click()
    await expect(item).toHaveCount(0)
    await page.getByRole('radio', { name: 'Suspended' }).check()
    await expect(item).toHaveCount(1)
    await undo(page, `${person.name} is suspended`).click()
    await expect(item).toHaveCount(0)
    await page.getByRole('radio', { name: 'Approved' }).check()
    await expect(item).toHaveCount(1)
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0)
  })

  test('a rejection asks for a reason, which the applicant receives by email (issue 22 item 3)', async ({ page, browser }) => {
    const applicantContext = await browser.newContext()
    const person = await applicant(await applicantContext.newPage(), 'Bellfounder')
    await applicantContext.close()
    await signIn(page, 'operator@tio.test', DEMO_PASSWORD)
    await page.goto(`/admin?find=${encodeURIComponent(person.email)}`)
    const item = page.getByTestId('application-row').filter({ hasText: person.email })
    await item.getByRole('button', { name: 'Reject' }).click()
    const dialog = page.getByRole('dialog', { name: `Reject ${person.name}` })
    await expect(dialog.getByRole('button', { name: 'Reject application' })).toBeDisabled()
    await dialog.getByLabel('Reason (shown to the applicant)').fill('Please add a photo of your guild certificate.')
    await dialog.getByRole('button', { name: 'Reject application' }).click()
    await expect(dialog).toBeHidden()
    await expect(notice(page, `${person.name} is rejected; the reason was emailed`)).toBeVisible()
    const mail = await waitForMail(person.email, /expert application/)
    expect(mail.text).toContain('Please add a photo of your guild certificate.')
    await page.getByRole('radio', { name: 'Rejected' }).check()
    await expect(item).toContainText('Reason given: Please add a photo of your guild certificate.')
    expect(await noSideScroll(page)).toBeLessThanOrEqual(0)
  })
})

test('contact messages are an inbox: reply by email, mark handled with Undo, filter open and handled (issue 22 item 3)', async ({
  page,
  request,
}) => {
  const sender = (name: string) => ({
    name,
    email: `contact-${randomUUID().slice(0, 8)}@example.com`,
    topic: 'support',
    message: `${name} here: where do I find my referral code?`,
    submissionId: randomUUID(),
  })
  const first = sender('Rhea Replied')
  const second = sender('Hugo Handled')
  for (const input of [first, second]) expect((await request.post('/api/content/contact-messages', { data: input })).status()).toBe(201)

  await signIn(page, 'operator@tio.test', DEMO_PASSWORD)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Contact messages' }).click()
  await expect(page).toHaveURL(/\/admin\/messages$/)
  const open = page.getByRole('list', { name: 'Open contact messages' })
  const rhea = open.getByRole('listitem', { name: /Rhea Replied/ })
  await rhea.getByRole('button', { name: 'Reply by email' }).click()
  await rhea.getByLabel('Reply to Rhea Replied').fill('It is on the Referral page, under your name.')
  await rhea.getByRole('button', { name: 'Send reply' }).click()
  await expect(notice(page, `Reply sent to ${first.email}; the message is handled`)).toBeVisible()
  await expect(rhea).toHaveCount(0)
  const mail = await waitForMail(first.email, /^Re: /)
  expect(mail.text).toContain('It is on the Referral page, under your name.')
  expect(mail.text).toContain('> Rhea Replied here')

  const hugo = open.getByRole('listitem', { name: /Hugo Handled/ })
  await hugo.getByRole('button', { name: 'Mark handled' }).click()
  await expect(hugo).toHaveCount(0)
  await undo(page, 'Message from Hugo Handled marked handled').click()
  await expect(hugo).toHaveCount(1)

  await page.getByRole('radio', { name: 'Handled' }).check()
  const handled = page.getByRole('list', { name: 'Handled contact messages' }).getByRole('listitem', { name: /Rhea Replied/ })
  await expect(handled).toContainText('It is on the Referral page, under your name.')
  await expect(handled.getByRole('button', { name: 'Open again' })).toBeVisible()
})

test('every console section answers 403 with no content to visitors and regular users (ROLE-10)', async ({ page }) => {
  for (const path of ['/admin', '/admin/messages']) {
    expect((await page.goto(path))?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0)
  }
  await createAccount(page, { firstName: 'Nora', lastName: 'Nobody' })
  for (const path of ['/admin', '/admin/messages']) {
    expect((await page.goto(path))?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'Operators only' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Open contact messages' })).toHaveCount(0)
  }
  expect((await page.request.get('/api/content/contact-messages')).status()).toBe(403)
})
