import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { createAccount } from './support/accounts'

/*
 * Headless Chromium cannot create a real push subscription (pushManager.subscribe() fails with
 * "Registration failed - permission denied": there is no push service to register with). So these
 * tests replace PushManager's subscribe/getSubscription in the page with a fake subscription and
 * check everything around it for real: the service worker, the permission, the server's key, the
 * POST and what the server stored.
 */

const origin = () => `http://localhost:${process.env.E2E_PORT}`
const PUSH_STATE_KEY = 'tio:push-subscription'
const DAY_MS = 24 * 60 * 60 * 1000

interface FakePush {
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** A subscription this browser already has (and when it was made), renewed if old. */
  existing?: { endpoint: string; keys: { p256dh: string; auth: string }; subscribedAt: number }
  failSubscribe?: boolean
}

interface PushCall {
  subscribe?: { userVisibleOnly: boolean; key: string }
  unsubscribe?: string
}

function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

function fakeEndpoint() {
  return `https://push.example.invalid/send/${randomUUID()}`
}

async function stubPushManager(page: Page, fake: FakePush) {
  await page.addInitScript((options: FakePush) => {
    const calls: PushCall[] = []
    ;(window as unknown as { __pushCalls: PushCall[] }).__pushCalls = calls
    const make = (endpoint: string, keys: FakePush['keys']) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: () => {
        calls.push({ unsubscribe: endpoint })
        current = null
        return Promise.resolve(true)
      },
    })
    let current: ReturnType<typeof make> | null = options.existing ? make(options.existing.endpoint, options.existing.keys) : null
    if (options.existing) {
      localStorage.setItem(
        'tio:push-subscription',
        JSON.stringify({ endpoint: options.existing.endpoint, userId: '', subscribedAt: options.existing.subscribedAt }),
      )
    }
    PushManager.prototype.subscribe = function (subscribeOptions?: PushSubscriptionOptionsInit) {
      const raw = subscribeOptions?.applicationServerKey
      const bytes =
        raw instanceof ArrayBuffer ? new Uint8Array(raw) : raw ? new Uint8Array((raw as ArrayBufferView).buffer) : new Uint8Array()
      const key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
      calls.push({ subscribe: { userVisibleOnly: Boolean(subscribeOptions?.userVisibleOnly), key } })
      if (options.failSubscribe) return Promise.reject(new DOMException('Registration failed - push service error', 'AbortError'))
      current = make(options.endpoint, options.keys)
      return Promise.resolve(current as unknown as PushSubscription)
    }
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(current as unknown as PushSubscription | null)
    }
  }, fake)
}

const pushCalls = (page: Page) => page.evaluate(() => (window as unknown as { __pushCalls: PushCall[] }).__pushCalls)

async function storedCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/push/subscriptions/mine')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { count: number }).count
}

function isSubscriptionPost(response: { url: () => string; request: () => { method: () => string } }) {
  return response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST'
}

test('a verified user who allows notifications gets a service worker and one stored push subscription (CALL-17, CALL-20, DATA-12, DATA-30)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  await stubPushManager(page, { endpoint: fakeEndpoint(), keys: browserKeys() })
  await createAccount(page, { firstName: 'Paula', lastName: 'Push' })
  const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string }

  const posted = page.waitForResponse(isSubscriptionPost)
  await page.goto('/')
  expect((await posted).status()).toBe(201)
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.active))).toBe(true)
  expect(await storedCount(page)).toBe(1)
  expect(await pushCalls(page)).toEqual([{ subscribe: { userVisibleOnly: true, key: publicKey } }])

  // Signing in again in this browser keeps one subscription.
  const postedAgain = page.waitForResponse(isSubscriptionPost)
  await page.reload()
  expect((await postedAgain).status()).toBe(201)
  expect(await storedCount(page)).toBe(1)
})

test('a push subscription older than 7 days is renewed and replaces the stored one (CONST-12)', async ({ page, context }) => {
  await context.grantPermissions(['notifications'])
  const old = { endpoint: fakeEndpoint(), keys: browserKeys(), subscribedAt: Date.now() - 8 * DAY_MS }
  const renewed = fakeEndpoint()
  await stubPushManager(page, { endpoint: renewed, keys: browserKeys(), existing: old })
  await createAccount(page)
  const seeded = await page.request.post('/api/push/subscriptions', {
    headers: { origin: origin() },
    data: { endpoint: old.endpoint, expirationTime: null, keys: old.keys },
  })
  expect(seeded.status()).toBe(201)

  const posted = page.waitForResponse(isSubscriptionPost)
  await page.goto('/')
  const response = await posted
  expect(response.status()).toBe(201)
  expect(response.request().postDataJSON()).toMatchObject({ endpoint: renewed, replacesEndpoint: old.endpoint })
  const calls = await pushCalls(page)
  expect(calls[0]).toEqual({ unsubscribe: old.endpoint })
  expect(calls[1]?.subscribe).toBeDefined()
  expect(await storedCount(page)).toBe(1)
  const saved = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { endpoint: string; subscribedAt: number },
    PUSH_STATE_KEY,
  )
  expect(saved.endpoint).toBe(renewed)
  expect(Date.now() - saved.subscribedAt).toBeLessThan(DAY_MS)
})

test('when the push service fails the page keeps working and nothing is stored (ERR-14)', async ({ page, context }) => {
  await context.grantPermissions(['notifications'])
  await stubPushManager(page, { endpoint: fakeEndpoint(), keys: browserKeys(), failSubscribe: true })
  await createAccount(page)
  const warned = page.waitForEvent('console', (message) => message.text().includes('push notifications are not set up'))
  await page.goto('/')
  await warned
  expect((await pushCalls(page)).length).toBe(1)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  expect(await storedCount(page)).toBe(0)
})

test("logging out removes this browser's push subscription, so the next person gets no previews (ERR-14, DATA-33)", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'])
  const endpoint = fakeEndpoint()
  await stubPushManager(page, { endpoint, keys: browserKeys() })
  await createAccount(page, { firstName: 'Lou', lastName: 'Gout' })
  const posted = page.waitForResponse(isSubscriptionPost)
  await page.goto('/')
  expect((await posted).status()).toBe(201)

  const removed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE')
  await page.getByRole('banner').getByRole('button', { name: /^Lou/ }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  expect((await removed).status()).toBe(204)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  expect(await pushCalls(page)).toContainEqual({ unsubscribe: endpoint })
  expect(await page.evaluate((key) => localStorage.getItem(key), PUSH_STATE_KEY)).toBeNull()
})
