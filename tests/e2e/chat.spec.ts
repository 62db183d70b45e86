import type { Page } from '@playwright/test'
import { MESSAGES } from '../../src/shared/messages'
import { startInstances } from './support/instances'
import { routeSocket } from './support/socket-route'
import { expect, test } from './support/people'

const composer = (page: Page) => page.getByLabel(/^Message to /)

test('two users chat live: message, unread count, typing, read receipt (GEN-08, PROT-03, CALL-14)', async ({ person }) => {
  const ada = await person('Ada', 'Tester')
  const bob = await person('Bob', 'Tester')
  await bob.page.goto('/chat')
  await expect(bob.page.getByText(/No conversations yet/)).toBeVisible()

  // Ada opens the conversation the way 'Message' does: navigation state, copied into the URL.
  await ada.page.goto('/chat')
  await ada.page.evaluate((id) => {
    window.history.pushState({ usr: { otherUserUID: id }, key: 'e2e', idx: 1 }, '', '/chat')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, bob.id)
  await expect(ada.page).toHaveURL(new RegExp(`/chat\\?with=${bob.id}$`))
  await composer(ada.page).fill('Hello Bob, see https://example.org/guide.')
  await composer(ada.page).press('Enter')
  const adaMessage = ada.page.getByTestId('own-message').filter({ hasText: 'Hello Bob' })
  await expect(adaMessage.getByTestId('message-status')).toHaveText(/Sent/)
  await expect(adaMessage.getByRole('link', { name: 'https://example.org/guide' })).toBeVisible()

  // Bob's list shows it without reload, with its unread count and the count in the title.
  const item = bob.page.getByTestId('conversation-item').filter({ hasText: 'Ada Tester' })
  await expect(item.getByTestId('unread-count')).toHaveText('1')
  await expect(item).toContainText('Hello Bob')
  await expect(bob.page).toHaveTitle(/^\(1\) /)
  const unreadInNav = bob.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Messages/ })
  await expect(unreadInNav).toHaveAccessibleName(/1 unread/)
  // Every open tab: Bob's second one, phone-sized, where Messages sits in the menu.
  const bobPhone = await bob.context.newPage()
  await bobPhone.setViewportSize({ width: 375, height: 667 })
  await bobPhone.goto('/profile')
  await expect(bobPhone.getByRole('button', { name: 'Menu, 1 unread' })).toBeVisible()
  await expect(bobPhone).toHaveTitle(/^\(1\) /)

  await item.click()
  await expect(bob.page.getByTestId('their-message').filter({ hasText: 'Hello Bob' })).toBeVisible()
  // Bob reading it turns Ada's 'Sent' into 'Read', and clears his unread count.
  await expect(adaMessage.getByTestId('message-status')).toHaveText(/Read/)
  await expect(bob.page).not.toHaveTitle(/^\(\d+\) /)
  await expect(unreadInNav).not.toHaveAccessibleName(/unread/)
  await expect(bobPhone.getByRole('button', { name: 'Menu', exact: true })).toBeVisible()
  await expect(bobPhone).not.toHaveTitle(/^\(\d+\) /)

  // Typing shows on the other side.
  await composer(bob.page).pressSequentially('Hi A')
  await expect(ada.page.getByText('Bob Tester is typing…')).toBeVisible()
  await composer(bob.page).press('Shift+Enter')
  await composer(bob.page).pressSequentially('second line')
  await composer(bob.page).press('Enter')
  await expect(ada.page.getByTestId('their-message').filter({ hasText: 'second line' })).toBeVisible()
  await expect(ada.page.getByText('Bob Tester is typing…')).toHaveCount(0)

  // After a reload the conversation is still open (URL) with its history.
  await ada.page.reload()
  await expect(ada.page.getByTestId('their-message').filter({ hasText: 'Hi A' })).toBeVisible()
})

test('a read receipt that arrives while the conversation is being refetched stays on screen (issue 6 items 2, 4)', async ({ person }) => {
  const ada = await person('Ada', 'Tester')
  const bob = await person('Bob', 'Tester')
  // Ada's socket goes through the test, which sees each packet the server sends her.
  let connects = 0
  let receiptArrived!: () => void
  const receipt = new Promise<void>((resolve) => (receiptArrived = resolve))
  const socket = await routeSocket(ada.page, {
    drop: (packet) => {
      if (packet.startsWith('40')) connects += 1
      if (packet.includes('chat:read-receipt')) receiptArrived()
      return false
    },
  })
  await ada.page.goto(`/chat?with=${bob.id}`)
  await expect.poll(() => connects).toBe(1)
  await composer(ada.page).fill('Read me during a refetch')
  await composer(ada.page).press('Enter')
  const status = ada.page.getByTestId('own-message').filter({ hasText: 'Read me during a refetch' }).getByTestId('message-status')
  await expect(status).toHaveText(/Sent/)

  // The refetch that follows the socket's reconnection reads the database before Bob reads, and answers
  // only after his read receipt reached Ada's tab: an answer older than the receipt.
  let holdNext = false
  let held!: () => void
  const holding = new Promise<void>((resolve) => (held = resolve))
  let answered!: () => void
  const staleAnswered = new Promise<void>((resolve) => (answered = resolve))
  await ada.page.route(`**/api/chats/with/${bob.id}/messages*`, async (route) => {
    if (!holdNext) return route.continue()
    holdNext = false
    const stale = await route.fetch()
    held()
    await receipt
    await route.fulfill({ response: stale }).catch(() => undefined) // the page may have cancelled it
    answered()
  })
  holdNext = true
  await socket.down()
  socket.up()
  await expect.poll(() => connects).toBe(2)
  await holding

  await bob.page.goto(`/chat?with=${ada.id}`)
  await expect(bob.page.getByTestId('their-message').filter({ hasText: 'Read me during a refetch' })).toBeVisible()
  await staleAnswered
  await expect(status).toHaveText(/Read/)
})

test('a message typed offline is sent on reconnect, once', async ({ person }) => {
  const ada = await person('Ada', 'Tester')
  const bob = await person('Bob', 'Tester')
  await ada.page.goto(`/chat?with=${bob.id}`)
  await expect(composer(ada.page)).toBeVisible()
  await expect(ada.page.getByText(/No messages yet/)).toBeVisible()
  await ada.context.setOffline(true)
  await composer(ada.page).fill('Written offline')
  await composer(ada.page).press('Enter')
  await expect(ada.page.getByTestId('own-message').filter({ hasText: 'Written offline' })).toContainText('Sending')
  await ada.context.setOffline(false)
  await expect(ada.page.getByTestId('own-message').filter({ hasText: 'Written offline' }).getByTestId('message-status')).toHaveText(
    /Sent/,
    {
      timeout: 30_000,
    },
  )
  await bob.page.goto(`/chat?with=${ada.id}`)
  await expect(bob.page.getByTestId('their-message').filter({ hasText: 'Written offline' })).toHaveCount(1)
})

test('a message sent before the socket has connected shows in the unread count once it connects', async ({ person }) => {
  const ada = await person('Ada', 'Late')
  const bob = await person('Bob', 'Early')
  const socket = await routeSocket(ada.page)
  await socket.down()
  // Ada's page has read her unread count (none) before Bob writes, and her socket is not through yet.
  const countRead = ada.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/chats/unread')
  await ada.page.goto('/FAQ')
  expect(((await (await countRead).json()) as { count: number }).count).toBe(0)
  const sent = await bob.page.request.post(`/api/chats/with/${ada.id}/messages`, {
    data: { clientId: 'before-connect-1', body: 'Are you there?' },
  })
  expect(sent.status()).toBe(201)
  socket.up()
  await expect(ada.page).toHaveTitle(/^\(1\) /)
})

test('sends whose acknowledgement was lost and messages written while the connection is down are stored once, shown once, across a reload (issue 6 item 4)', async ({
  person,
}) => {
  const ada = await person('Ada', 'Tester')
  const bob = await person('Bob', 'Tester')
  // While losingAcks, the server's acknowledgements never reach Ada's tab.
  let losingAcks = false
  const socket = await routeSocket(ada.page, { drop: (packet) => losingAcks && packet.startsWith('43') })
  await ada.page.goto(`/chat?with=${bob.id}`)
  await expect(ada.page.getByText(/No messages yet/)).toBeVisible()
  const stored = async () => {
    const history = await bob.page.request.get(`/api/chats/with/${ada.id}/messages`)
    return ((await history.json()) as { messages: { body: string }[] }).messages.map((m) => m.body)
  }
  const own = (body: string) => ada.page.getByTestId('own-message').filter({ hasText: body })
  const sendUnacknowledged = async (body: string, before: string[]) => {
    losingAcks = true
    await composer(ada.page).fill(body)
    await composer(ada.page).press('Enter')
    await expect.poll(stored).toEqual([body, ...before])
    await expect(own(body).getByTestId('message-status')).toHaveText(MESSAGES.chatSending)
    losingAcks = false
    await socket.down()
    await expect(own(body).getByTestId('message-status')).toHaveText(MESSAGES.chatWaitingForConnection)
  }

  // Sent again with its clientId on reconnect: stored once.
  await sendUnacknowledged('First ack lost', [])
  socket.up()
  await expect(own('First ack lost').getByTestId('message-status')).toHaveText(/Sent/)
  expect(await stored()).toEqual(['First ack lost'])

  // After a reload the history has the unacknowledged one (shown once, sent); the one written offline waits.
  await sendUnacknowledged('Second ack lost', ['First ack lost'])
  await composer(ada.page).fill('Written while cut off')
  await composer(ada.page).press('Enter')
  await expect(own('Written while cut off').getByTestId('message-status')).toHaveText(MESSAGES.chatWaitingForConnection)
  await ada.page.reload()
  await expect(own('Written while cut off').getByTestId('message-status')).toHaveText(MESSAGES.chatWaitingForConnection)
  await expect(own('Second ack lost').getByTestId('message-status')).toHaveText(/Sent/)
  expect(await stored()).toEqual(['Second ack lost', 'First ack lost'])

  socket.up()
  await expect(own('Written while cut off').getByTestId('message-status')).toHaveText(/Sent/)
  expect(await stored()).toEqual(['Written while cut off', 'Second ack lost', 'First ack lost'])
  await bob.page.goto(`/chat?with=${ada.id}`)
  await expect(bob.page.getByTestId('their-message')).toHaveText([/Written while cut off/, /Second ack lost/, /First ack lost/])
})

test('a message refused for sending too fast says so and goes out when allowed (issue 6 item 6)', async ({ person }) => {
  const ada = await person('Ada', 'Tester')
  const bob = await person('Bob', 'Tester')
  // The browser tests' server has no rate limits: the first send is answered as the limit would answer it.
  let refused = false
  await routeSocket(ada.page, {
    answer: (packet) => {
      const send = /^42(\d+)\["chat:send"/.exec(packet)
      if (!send || refused) return undefined
      refused = true
      return `43${send[1]}${JSON.stringify([{ ok: false, code: 'rate-limited', message: 'You are sending messages too fast.' }])}`
    },
  })
  await ada.page.goto(`/chat?with=${bob.id}`)
  await composer(ada.page).fill('One too many')
  await composer(ada.page).press('Enter')
  const status = ada.page.getByTestId('own-message').filter({ hasText: 'One too many' }).getByTestId('message-status')
  await expect(status).toHaveText(MESSAGES.chatSendingTooFast)
  await expect(status).toHaveText(/Sent/)
  await bob.page.goto(`/chat?with=${ada.id}`)
  await expect(bob.page.getByTestId('their-message').filter({ hasText: 'One too many' })).toHaveCount(1)
})

test('Connect makes both people contacts at once and turns into a disabled Connected that survives reload; hidden on your own page and for visitors (STATE-11, GEN-09)', async ({
  browser,
  person,
}) => {
  const ada = await person('Ada', 'Tester')
  const bob = await person('Bob', 'Tester')
  const visitor = await browser.newContext()
  try {
    const customURL = async (page: Page) =>
      ((await (await page.request.get('/api/me')).json()) as { user: { customURL: string } }).user.customURL
    const bobPage = `/user/${await customURL(bob.page)}`
    await ada.page.goto(bobPage)
    // 'Connected' only once stored: while the request is held the button stays 'Connect', disabled, so a reload at
    // that moment cannot take back a 'Connected' the person already saw
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await ada.page.route('**/api/contacts/*', async (route) => {
      if (route.request().method() === 'POST') await held
      await route.continue()
    })
    await ada.page.getByRole('button', { name: MESSAGES.connect, exact: true }).click()
    await expect(ada.page.getByRole('button', { name: MESSAGES.connect, exact: true })).toBeDisabled()
    await expect(ada.page.getByRole('button', { name: MESSAGES.connected })).toHaveCount(0)
    release()
    await expect(ada.page.getByRole('button', { name: MESSAGES.connected })).toBeDisabled()
    await ada.page.unroute('**/api/contacts/*')
    await ada.page.reload()
    await expect(ada.page.getByRole('button', { name: MESSAGES.connected })).toBeDisabled()

    await bob.page.goto('/profile')
    const contact = bob.page.getByTestId('contact').filter({ hasText: ada.name })
    await expect(contact.getByRole('button', { name: `${MESSAGES.message} ${ada.name}` })).toBeVisible()
    await expect(contact.getByRole('button', { name: `Remove ${ada.name}` })).toBeVisible()

    await bob.page.goto(bobPage)
    await expect(bob.page.getByRole('heading', { name: bob.name })).toBeVisible()
    await expect(bob.page.getByRole('button', { name: /^Connect/ })).toHaveCount(0)
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(bobPage)
    await expect(visitorPage.getByRole('heading', { name: bob.name })).toBeVisible()
    await expect(visitorPage.getByRole('button', { name: /^Connect/ })).toHaveCount(0)
  } finally {
    await visitor.close()
  }
})

test('a conversation link to someone not on Tio says so, with a way back and no composer or dead buttons (issue 6 item 1)', async ({
  person,
}) => {
  const ada = await person('Ada', 'Tester')
  await ada.page.goto(`/chat?with=${crypto.randomUUID()}`)
  const notice = ada.page.getByRole('alert').filter({ hasText: MESSAGES.chatNoSuchPerson })
  await expect(notice).toBeVisible()
  await expect(composer(ada.page)).toHaveCount(0)
  await expect(ada.page.getByRole('button', { name: /call|Block|Try again/i })).toHaveCount(0)
  await notice.getByRole('link', { name: MESSAGES.backToConversations }).click()
  await expect(ada.page).toHaveURL(/\/chat$/)
})

test('two users on two server instances sharing PostgreSQL and Redis chat live: message, unread count, typing, read receipt (issue 6 items 5 and 8)', async ({
  person,
}) => {
  const databaseUrl = process.env.TEST_DATABASE_URL
  const redisUrl = process.env.TEST_REDIS_URL
  test.skip(!databaseUrl || !redisUrl, 'needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both)')
  const instances = await startInstances(2, { databaseUrl: databaseUrl!, redisUrl: redisUrl! })
  const [one, two] = instances.urls as [string, string]
  const ada = await person('Ada', 'Apart', { baseURL: one })
  const bob = await person('Bob', 'Apart', { baseURL: two })
  try {
    await bob.page.goto('/chat')
    await expect(bob.page.getByText(/No conversations yet/)).toBeVisible()
    await ada.page.goto(`/chat?with=${bob.id}`)
    await composer(ada.page).fill('Hello from the other instance')
    await composer(ada.page).press('Enter')
    const adaMessage = ada.page.getByTestId('own-message').filter({ hasText: 'Hello from the other instance' })
    await expect(adaMessage.getByTestId('message-status')).toHaveText(/Sent/)

    const item = bob.page.getByTestId('conversation-item').filter({ hasText: 'Ada Apart' })
    await expect(item.getByTestId('unread-count')).toHaveText('1')
    await expect(bob.page).toHaveTitle(/^\(1\) /)
    await item.click()
    await expect(adaMessage.getByTestId('message-status')).toHaveText(/Read/)

    await composer(bob.page).pressSequentially('Hi A')
    await expect(ada.page.getByText('Bob Apart is typing…')).toBeVisible()
    await composer(bob.page).press('Enter')
    await expect(ada.page.getByTestId('their-message').filter({ hasText: 'Hi A' })).toBeVisible()
  } finally {
    await instances.stop()
  }
})
