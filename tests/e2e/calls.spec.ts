import { randomUUID } from 'node:crypto'
import { expect, test, type Browser } from '@playwright/test'

const PASSWORD = 'Sup3r$ecret'

// Fake camera and microphone (auto-allowed), for the calls that go as far as Accept.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
})

/** A new browser context signed in as a fresh user (signed up through the API with the context's cookies). */
async function signedInPage(browser: Browser, baseURL: string, firstName: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@tio.test`
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: `${firstName} Caller`, firstName, lastName: 'Caller' },
    headers: { origin: baseURL },
  })
  expect(response.ok()).toBe(true)
  const { user } = (await response.json()) as { user: { id: string; name: string } }
  return { context, page, id: user.id, name: user.name }
}

test('the callee sees an incoming call live; Decline ends it on both sides (DATA-32, CALL-15)', async ({ browser, baseURL }) => {
  const ada = await signedInPage(browser, baseURL!, 'Ada')
  const bob = await signedInPage(browser, baseURL!, 'Bob')
  try {
    await bob.page.goto('/chat')
    await expect(bob.page.getByText(/No conversations yet/)).toBeVisible()
    await ada.page.goto(`/chat?with=${bob.id}`)
    await ada.page.getByRole('button', { name: 'Video call Bob Caller' }).click()
    const adaPanel = ada.page.getByRole('region', { name: 'Call with Bob Caller' })
    await expect(adaPanel).toContainText('Calling Bob Caller…')

    const banner = bob.page.getByRole('alertdialog', { name: 'Incoming call' })
    await expect(banner).toContainText('Ada Caller')
    await expect(banner).toContainText('Video call')
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused()
    await banner.getByRole('button', { name: 'Decline' }).click()

    await expect(banner).toHaveCount(0)
    await expect(bob.page.getByTestId('call-finished')).toContainText('Call declined')
    await expect(adaPanel).toHaveCount(0)
    await expect(ada.page.getByTestId('call-finished')).toContainText('Call declined · Bob Caller')
    const calls = (await (await ada.page.request.get('/api/calls')).json()) as { calls: { status: string }[] }
    expect(calls.calls[0]?.status).toBe('declined')
  } finally {
    await ada.context.close()
    await bob.context.close()
  }
})

test.describe('with fake camera and microphone', () => {
  test('an accepted call connects both sides over WebRTC and End hangs up for both (CALL-15)', async ({ browser, baseURL }) => {
    const ada = await signedInPage(browser, baseURL!, 'Ada')
    const bob = await signedInPage(browser, baseURL!, 'Bob')
    try {
      await bob.page.goto('/chat')
      await expect(bob.page.getByText(/No conversations yet/)).toBeVisible()
      await ada.page.goto(`/chat?with=${bob.id}`)
      await ada.page.getByRole('button', { name: 'Voice call Bob Caller' }).click()
      await bob.page.getByRole('alertdialog', { name: 'Incoming call' }).getByRole('button', { name: 'Accept' }).click()

      const adaPanel = ada.page.getByRole('region', { name: 'Call with Bob Caller' })
      const bobPanel = bob.page.getByRole('region', { name: 'Call with Ada Caller' })
      await expect(adaPanel.getByRole('status')).toHaveText('In call with Bob Caller', { timeout: 20_000 })
      await expect(bobPanel.getByRole('status')).toHaveText('In call with Ada Caller', { timeout: 20_000 })

      await bobPanel.getByRole('button', { name: 'End call' }).click()
      await expect(bobPanel).toHaveCount(0)
      await expect(adaPanel).toHaveCount(0)
      await expect(ada.page.getByTestId('call-finished')).toContainText('Call ended')
      await expect(bob.page.getByTestId('call-finished')).toContainText('Call ended')
    } finally {
      await ada.context.close()
      await bob.context.close()
    }
  })
})
