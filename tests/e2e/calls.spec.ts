import { CHROMIUM_LAUNCH } from './support/chromium'
import { routeSocket } from './support/socket-route'
import { expect, test, type PersonFixture } from './support/people'

// Fake camera and microphone (auto-allowed), for the calls that go as far as Accept.
test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
})

/** Ada and Bob signed in, Bob on /chat, Ada in the conversation with Bob. */
async function adaCallsBobSetup(person: PersonFixture) {
  const ada = await person('Ada', 'Caller')
  const bob = await person('Bob', 'Caller')
  await bob.page.goto('/chat')
  await expect(bob.page.getByText(/No conversations yet/)).toBeVisible()
  await ada.page.goto(`/chat?with=${bob.id}`)
  return { ada, bob }
}

test('the callee sees an incoming call live; Decline ends it on both sides (DATA-32, CALL-15)', async ({ person }) => {
  const { ada, bob } = await adaCallsBobSetup(person)
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
})

test('a call started while the socket is not connected still shows the caller its panel, and catches up on reconnect (CALL-15)', async ({
  person,
}) => {
  const ada = await person('Ada', 'Caller')
  const bob = await person('Bob', 'Caller')
  await bob.page.goto('/chat')
  await expect(bob.page.getByText(/No conversations yet/)).toBeVisible()
  const socket = await routeSocket(ada.page)
  await socket.down() // Ada's socket never connects until up()
  await ada.page.goto(`/chat?with=${bob.id}`)
  await ada.page.getByRole('button', { name: 'Voice call Bob Caller' }).click()
  const adaPanel = ada.page.getByRole('region', { name: 'Call with Bob Caller' })
  await expect(adaPanel).toContainText('Calling Bob Caller…')

  // Bob declines while Ada hears nothing; she learns it when her socket connects.
  await bob.page.getByRole('alertdialog', { name: 'Incoming call' }).getByRole('button', { name: 'Decline' }).click()
  await expect(bob.page.getByTestId('call-finished')).toContainText('Call declined')
  socket.up()
  await expect(adaPanel).toHaveCount(0)
  await expect(ada.page.getByTestId('call-finished')).toContainText('Call declined · Bob Caller')
})

test.describe('with fake camera and microphone', () => {
  test('an accepted call connects both sides over WebRTC and End hangs up for both (CALL-15)', async ({ person }) => {
    const { ada, bob } = await adaCallsBobSetup(person)
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
  })
})

test.describe('call cards', () => {
  test('a finished call leaves a card in the conversation for both, live and after a reload; Call back by keyboard starts the same kind of call (issue 22 item 1)', async ({
    person,
  }) => {
    const ada = await person('Ada', 'Caller')
    const bob = await person('Bob', 'Caller')
    await bob.page.goto(`/chat?with=${ada.id}`)
    await ada.page.goto(`/chat?with=${bob.id}`)
    for (const who of [ada, bob]) await expect(who.page.getByText(/No messages yet/)).toBeVisible()

    await ada.page.getByRole('button', { name: 'Video call Bob Caller' }).click()
    await bob.page.getByRole('alertdialog', { name: 'Incoming call' }).getByRole('button', { name: 'Accept' }).click()
    const adaPanel = ada.page.getByRole('region', { name: 'Call with Bob Caller' })
    await expect(adaPanel.getByRole('status')).toHaveText('In call with Bob Caller', { timeout: 20_000 })
    await adaPanel.getByRole('button', { name: 'End call' }).click()

    const adaCards = ada.page.getByRole('log', { name: 'Messages with Bob Caller' }).getByTestId('call-card')
    const bobCards = bob.page.getByRole('log', { name: 'Messages with Ada Caller' }).getByTestId('call-card')
    await expect(adaCards).toHaveCount(1)
    await expect(adaCards).toContainText('Outgoing video call')
    await expect(adaCards).toContainText(/\d+:\d\d/)
    await expect(bobCards).toHaveCount(1)
    await expect(bobCards).toContainText('Incoming video call')
    await expect(bob.page.getByText(/No messages yet/)).toHaveCount(0)

    // Bob calls back from the card with the keyboard: the same kind of call rings for Ada; she declines.
    const callBack = bobCards.getByRole('button', { name: 'Call back: video call Ada Caller' })
    await callBack.focus()
    await bob.page.keyboard.press('Enter')
    const banner = ada.page.getByRole('alertdialog', { name: 'Incoming call' })
    await expect(banner).toContainText('Bob Caller')
    await expect(banner).toContainText('Video call')
    await banner.getByRole('button', { name: 'Decline' }).click()

    // Newest first in the DOM (the log is column-reversed, newest at the bottom).
    await expect(adaCards).toHaveCount(2)
    await expect(adaCards.first()).toContainText('Incoming video call')
    await expect(adaCards.first()).toContainText('Declined')
    await expect(bobCards).toHaveCount(2)
    await expect(bobCards.first()).toContainText('Outgoing video call')
    await expect(bobCards.first()).toContainText('Declined')

    await bob.page.reload()
    await expect(bobCards).toHaveCount(2)
    await expect(bobCards.nth(1)).toContainText(/Incoming video call\s*\d+:\d\d/)
  })
})

test.describe('call controls', () => {
  test('a video call shows a running timer, Mute and Camera off as toggles, and its panel never covers the composer at 1280 and 375 px (issue 22 item 1)', async ({
    person,
  }) => {
    const { ada, bob } = await adaCallsBobSetup(person)
    await ada.page.getByRole('button', { name: 'Video call Bob Caller' }).click()
    await bob.page.getByRole('alertdialog', { name: 'Incoming call' }).getByRole('button', { name: 'Accept' }).click()
    const panel = ada.page.getByRole('region', { name: 'Call with Bob Caller' })
    await expect(panel.getByRole('status')).toHaveText('In call with Bob Caller', { timeout: 20_000 })

    const timer = panel.getByRole('timer')
    await expect(timer).toHaveText(/^\d+:\d\d$/)
    const first = await timer.textContent()
    await expect(timer).not.toHaveText(first!)

    const mute = panel.getByRole('button', { name: 'Mute' })
    await expect(mute).toHaveAttribute('aria-pressed', 'false')
    await mute.focus()
    await ada.page.keyboard.press('Enter')
    await expect(mute).toHaveAttribute('aria-pressed', 'true')
    const camera = panel.getByRole('button', { name: 'Camera off' })
    await camera.click()
    await expect(camera).toHaveAttribute('aria-pressed', 'true')
    await camera.click()
    await expect(camera).toHaveAttribute('aria-pressed', 'false')

    const send = ada.page.getByRole('button', { name: 'Send', exact: true })
    const message = ada.page.getByLabel('Message to Bob Caller')
    for (const width of [1280, 375]) {
      await ada.page.setViewportSize({ width, height: 800 })
      for (const control of [send, message]) {
        await control.scrollIntoViewIfNeeded()
        const a = (await panel.boundingBox())!
        const b = (await control.boundingBox())!
        const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        expect(overlaps, `call panel over the composer at ${width} px`).toBe(false)
      }
    }
    await panel.getByRole('button', { name: 'End call' }).click()
    await expect(panel).toHaveCount(0)
  })
})
