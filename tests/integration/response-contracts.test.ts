import { createECDH, randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ROUTES, type ApiRoute } from '../../src/shared/api-routes'
import { createApprovedExpert, createUser, DEFAULT_PASSWORD, type TestUser } from '../support/factories'
import { uploadFile } from '../support/tus'
import { transfer } from '../../src/server/features/ledger'
import { DIALECTS, startTestServer, type TestServer } from '../support/test-server'

/**
 * Issue 19 item 4, one contract per wire: every route of src/shared/api-routes.ts with an answer schema
 * is called with seeded data, and its JSON must match that schema, so a server whose answer drifts
 * from what the web reads (z.infer of the same schema) fails here; a route declared noContent must
 * answer 204 with an empty body. A route with a contract and no row fails too.
 */

/**
 * Who calls: a visitor, or a seeded account of the world (applicant: a pending expert application, own;
 * leaver: deletes their account).
 */
type Role = 'visitor' | 'user' | 'expert' | 'operator' | 'applicant' | 'leaver'

/** One seeded application per operator decision, each in the state that decision needs. */
type Decision = 'approve' | 'reject' | 'reopen' | 'suspend' | 'unsuspend'
const DECIDED_FROM: Record<Decision, { status: 'pending' | 'approved' | 'rejected'; suspended: number }> = {
  approve: { status: 'pending', suspended: 0 },
  reject: { status: 'pending', suspended: 0 },
  reopen: { status: 'rejected', suspended: 0 },
  suspend: { status: 'approved', suspended: 0 },
  unsuspend: { status: 'approved', suspended: 1 },
}

interface World {
  user: TestUser
  expert: TestUser & { customURL: string }
  operator: TestUser
  applicant: TestUser
  leaver: TestUser
  /** Two credential documents of the user: one read, one deleted. */
  fileIds: [string, string]
  /** The user's review of the expert. */
  reviewId: string
  /** A message of the contact form. */
  contactMessageId: string
  /** Two bookings of the user with the expert: one booked, one disputed. */
  bookingIds: { booked: string; disputed: string }
  /** Two payouts the expert asked for. */
  payoutIds: [string, string]
  /** The user id of the application each operator decision acts on. */
  decided: Record<Decision, string>
  smartAnswerId: string
  /** The chat of user and expert, with one message. */
  chatId: string
  /** The user's public page. */
  userURL: string
  /** A pending purchase of the user (the test payment provider). */
  purchaseId: string
  postId: string
  itemId: string
  /** Someone nobody calls but the operator. */
  callee: TestUser
  /** A call of user to expert, ringing. */
  callId: string
  /** The expert's referral code. */
  referralCode: string
  /** Three placed orders of the user. */
  orderIds: string[]
  /** A Tio Chat conversation of the expert. */
  conversationId: string
  /** A Tio Chat conversation of the user, handed to the expert once. */
  userConversationId: string
  /** A Tio Chat conversation of the user to delete. */
  doomedConversationId: string
  /** The endpoint of a push subscription of the user, to unsubscribe. */
  pushEndpoint: string
}

interface Call {
  /** Who calls: each role of the list in turn. */
  as: Role[]
  params?: Record<string, (world: World) => string>
  query?: string | ((world: World) => string)
  body?: Record<string, unknown> | ((world: World) => Record<string, unknown>)
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
const CONTACT = { name: 'Ada', email: 'ada@tio.test', topic: 'general', message: 'A question about my points, please.' }
const OPERATOR_EMAIL = 'contracts-operator@tio.test'
const ITEM = { name: 'Contract mug', description: 'A mug', photoURL: '', pricePoints: 10, stock: 5, kind: 'physical', sizes: ['S', 'M'] }
const SHIPPING = { fullName: 'Ada Test', line1: 'Rua Augusta 1', city: 'Lisbon', postalCode: '1100-048', country: 'Portugal' }
const OFFERS = {
  offers: [
    { kind: 'answer', price: 20 },
    { kind: 'call30', price: 60, medium: 'voice' },
  ],
  freeFirstMessage: true,
}

function pushSubscription() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
  return { endpoint: `https://push.example.org/send/${randomUUID()}`, keys }
}

const handoff = (expertId: string) => ({
  expertId,
  clientId: randomUUID(),
  message: 'Could you help with my custody case?',
  brief: { problem: 'A custody case', place: 'Lisbon' },
  includeTranscript: true,
})

/** One row per route with an answer schema, keyed `${method} ${path}`. */
const CALLS: Record<string, Call> = {
  'get /me': { as: ['visitor', 'user', 'expert', 'operator'] },
  'get /assistant/understand': { as: ['visitor'], query: 'q=family lawyer for custody' },
  'get /assistant/status': { as: ['user'] },
  'post /assistant/visitor': { as: ['visitor'], body: { questions: ['I need a family lawyer'] } },
  'post /assistant/claim': { as: ['user'], body: { questions: ['I need a family lawyer'] } },
  'get /assistant/conversations': { as: ['user'] },
  'post /assistant/conversations': { as: ['expert'], body: { title: 'Contracts' } },
  'patch /assistant/conversations/{id}': { as: ['expert'], params: { id: (w) => w.conversationId }, body: { title: 'Renamed' } },
  'delete /assistant/conversations/{id}': { as: ['user'], params: { id: (w) => w.doomedConversationId } },
  'get /assistant/conversations/{id}': { as: ['user'], params: { id: (w) => w.userConversationId } },
  'get /assistant/conversations/{id}/brief': { as: ['user'], params: { id: (w) => w.userConversationId } },
  'post /assistant/conversations/{id}/handoff': {
    as: ['user'],
    params: { id: (w) => w.userConversationId },
    body: (w) => handoff(w.expert.id),
  },
  'get /assistant/briefs': { as: ['user', 'expert'], query: (w) => `with=${w.expert.id}` },
  'get /assistant/waitlist': { as: ['user'] },
  'post /assistant/waitlist': { as: ['user'], body: { field: 'Falconer', language: 'en' } },
  'delete /assistant/waitlist': { as: ['user'], body: { field: 'Falconer' } },
  'get /smart': { as: ['visitor'] },
  'get /smart/{id}': { as: ['visitor'], params: { id: (w) => w.smartAnswerId } },
  'get /experts/application': { as: ['user', 'expert'] },
  'put /experts/application': { as: ['expert'], body: { city: 'Porto' } },
  'get /experts/custom-url-available': { as: ['user'], query: 'value=free-contract-url' },
  'get /experts/{customURL}': { as: ['visitor'], params: { customURL: (w) => w.expert.customURL } },
  'get /contacts/status': { as: ['user'], query: (w) => `ids=${w.expert.id}` },
  'get /contacts': { as: ['user'] },
  'get /blocks': { as: ['operator'] },
  'post /me/welcome-seen': { as: ['user'] },
  'post /contacts/{userId}': { as: ['operator'], params: { userId: (w) => w.callee.id } },
  'delete /contacts/{userId}': { as: ['operator'], params: { userId: (w) => w.callee.id } },
  'post /blocks/{userId}': { as: ['expert'], params: { userId: (w) => w.callee.id } },
  'delete /blocks/{userId}': { as: ['expert'], params: { userId: (w) => w.callee.id } },
  'post /chats/with/{userId}/messages': {
    as: ['expert'],
    params: { userId: (w) => w.user.id },
    body: () => ({ clientId: randomUUID(), body: 'Hello back' }),
  },
  'post /chats/with/{userId}/read': { as: ['expert'], params: { userId: (w) => w.user.id } },
  'post /chats/{chatId}/read': { as: ['user'], params: { chatId: (w) => w.chatId } },
  'delete /profile': { as: ['leaver'], body: { confirm: true, password: DEFAULT_PASSWORD } },
  'get /profile/export': { as: ['user', 'expert'] },
  'get /files/{id}/metadata': { as: ['user', 'operator'], params: { id: (w) => w.fileIds[0] } },
  'delete /files/{id}': { as: ['user'], params: { id: (w) => w.fileIds[1] } },
  'put /ratings/{expertId}': { as: ['operator'], params: { expertId: (w) => w.expert.id }, body: { stars: 4, review: 'Clear answers' } },
  'post /ratings/reviews/{id}/answer': { as: ['expert'], params: { id: (w) => w.reviewId }, body: { answer: 'Thank you!' } },
  'get /rooms': { as: ['user'] },
  'post /rooms': { as: ['user'], body: (w) => ({ otherUserId: w.expert.id }) },
  'post /push/subscriptions': { as: ['user'], body: () => pushSubscription() },
  'post /content/contact-messages': { as: ['visitor'], body: () => ({ ...CONTACT, submissionId: randomUUID() }) },
  'post /content/contact-messages/{id}/reply': {
    as: ['operator'],
    params: { id: (w) => w.contactMessageId },
    body: { body: 'Your points are safe.' },
  },
  'put /content/contact-messages/{id}/handled': { as: ['operator'], params: { id: (w) => w.contactMessageId }, body: { handled: true } },
  'get /consultations/bookings/{id}': { as: ['user', 'expert'], params: { id: (w) => w.bookingIds.booked } },
  'post /consultations/bookings/{id}/actions': {
    as: ['user'],
    params: { id: (w) => w.bookingIds.booked },
    body: { action: 'cancel', reason: 'Solved it myself' },
  },
  'get /consultations/disputes': { as: ['operator'] },
  'post /consultations/disputes/{id}/decision': {
    as: ['operator'],
    params: { id: (w) => w.bookingIds.disputed },
    body: { outcome: 'refund', reason: 'Not answered' },
  },
  'post /payouts': { as: ['expert'], body: { points: 100 } },
  'post /admin/payouts/{id}/paid': { as: ['operator'], params: { id: (w) => w.payoutIds[0] }, body: { reference: 'SEPA-1' } },
  'post /admin/payouts/{id}/reject': { as: ['operator'], params: { id: (w) => w.payoutIds[1] }, body: { reason: 'Wrong IBAN' } },
  'get /chats': { as: ['user', 'expert'] },
  'get /chats/unread': { as: ['user', 'expert'] },
  'get /chats/with/{userId}/messages': { as: ['user'], params: { userId: (w) => w.expert.id } },
  'get /chats/{chatId}/messages': { as: ['expert'], params: { chatId: (w) => w.chatId } },
  'get /calls': { as: ['user'] },
  'post /calls': { as: ['operator'], body: (w) => ({ calleeId: w.callee.id, kind: 'video' }) },
  'get /calls/{id}': { as: ['user', 'expert'], params: { id: (w) => w.callId } },
  'post /calls/{id}/{action}': { as: ['expert'], params: { id: (w) => w.callId, action: () => 'accept' } },
  'get /users/{customURL}': { as: ['visitor'], params: { customURL: (w) => w.userURL } },
  'get /admin/applications': { as: ['operator'], query: 'state=approved' },
  'post /experts/application/submit': { as: ['applicant'] },
  'get /admin/applications/{userId}/reviews': { as: ['operator'], params: { userId: (w) => w.decided.reopen } },
  'post /admin/applications/{userId}/approve': { as: ['operator'], params: { userId: (w) => w.decided.approve } },
  'post /admin/applications/{userId}/reject': {
    as: ['operator'],
    params: { userId: (w) => w.decided.reject },
    body: { reason: 'Add a credential' },
  },
  'post /admin/applications/{userId}/reopen': { as: ['operator'], params: { userId: (w) => w.decided.reopen } },
  'post /admin/experts/{userId}/suspend': { as: ['operator'], params: { userId: (w) => w.decided.suspend } },
  'post /admin/experts/{userId}/unsuspend': { as: ['operator'], params: { userId: (w) => w.decided.unsuspend } },
  'get /admin/ledger/transfers': { as: ['operator'] },
  'get /admin/ledger/totals': { as: ['operator'] },
  'get /admin/ledger/summary': { as: ['operator'] },
  'get /admin/ledger/overview': { as: ['operator'] },
  'get /shop/items': { as: ['visitor'] },
  'get /shop/items/{id}': { as: ['visitor'], params: { id: (w) => w.itemId } },
  'post /shop/orders/{id}/cancel': { as: ['user'], params: { id: (w) => w.orderIds[0]! } },
  'post /admin/shop/orders/{id}/fulfil': { as: ['operator'], params: { id: (w) => w.orderIds[1]! }, body: { note: 'Sent' } },
  'post /admin/shop/orders/{id}/cancel': { as: ['operator'], params: { id: (w) => w.orderIds[2]! }, body: { note: 'Out of stock' } },
  'post /shop/orders': { as: ['user'], body: (w) => ({ itemId: w.itemId, size: 'S', shipping: SHIPPING }) },
  'post /admin/shop/items': { as: ['operator'], body: ITEM },
  'put /admin/shop/items/{id}': { as: ['operator'], params: { id: (w) => w.itemId }, body: { ...ITEM, stock: 9 } },
  'get /shop/orders': { as: ['user'] },
  'get /admin/shop/items': { as: ['operator'] },
  'get /admin/shop/orders': { as: ['operator'] },
  'get /payouts': { as: ['expert'] },
  'get /admin/payouts': { as: ['operator'] },
  'get /ratings/{expertId}': { as: ['visitor'], params: { expertId: (w) => w.expert.id } },
  'get /ratings/{expertId}/mine': { as: ['user', 'expert'], params: { expertId: (w) => w.expert.id } },
  'get /content/posts/{collection}': { as: ['visitor'], params: { collection: () => 'blog' } },
  'get /content/posts/{collection}/{id}': { as: ['visitor'], params: { collection: () => 'blog', id: (w) => w.postId } },
  'get /content/faq': { as: ['visitor'] },
  'get /content/help': { as: ['visitor'], query: 'q=points' },
  'get /content/pages/{slug}': { as: ['visitor'], params: { slug: () => 'our-team' } },
  'get /content/sitemap': { as: ['visitor'] },
  'get /content/contact-messages': { as: ['operator'] },
  'get /search': { as: ['visitor'], query: 'q=lawyer' },
  'get /search/featured': { as: ['visitor'] },
  'get /search/directory': { as: ['visitor'] },
  'get /profile': { as: ['user', 'expert'] },
  'patch /profile': { as: ['user'], body: { firstName: 'Ada' } },
  'get /profile/points': { as: ['user'] },
  'post /profile/referral': { as: ['user'], body: (w) => ({ code: w.referralCode }) },
  'get /profile/custom-url-available': { as: ['user'], query: 'value=ab' },
  'get /calls/config': { as: ['user'] },
  'get /notifications/preferences': { as: ['expert'] },
  'put /notifications/preferences': { as: ['expert'], body: { dailySummary: false } },
  'get /push/public-key': { as: ['visitor'] },
  'get /push/subscriptions/mine': { as: ['user'] },
  'delete /push/subscriptions': { as: ['user'], body: (w) => ({ endpoint: w.pushEndpoint }) },
  'get /consultations/offers/{expertId}': { as: ['visitor'], params: { expertId: (w) => w.expert.id } },
  'get /payments/pricing': { as: ['visitor'] },
  'post /payments/checkout': { as: ['user'], body: { packId: 'p500' } },
  'get /payments/purchases/{purchaseId}': { as: ['user'], params: { purchaseId: (w) => w.purchaseId } },
  'post /payments/test/{purchaseId}': { as: ['user'], params: { purchaseId: (w) => w.purchaseId }, body: { outcome: 'paid' } },
  'post /admin/payments/{purchaseId}/refund': {
    as: ['operator'],
    params: { purchaseId: (w) => w.purchaseId },
    body: { reason: 'Contract check' },
  },
  'get /consultations/slots/{expertId}': { as: ['visitor'], params: { expertId: (w) => w.expert.id }, query: 'kind=call30' },
  'get /consultations/bookings': { as: ['user', 'expert'] },
  'put /consultations/offers': { as: ['expert'], body: OFFERS },
  'get /consultations/availability': { as: ['expert'] },
  'put /consultations/availability': {
    as: ['expert'],
    body: { timeZone: 'Europe/Lisbon', weeklyHours: { mon: [['09:00', '17:00']] }, bufferMinutes: 15, minNoticeHours: 12, daysOff: [] },
  },
  'post /consultations/bookings': {
    as: ['user'],
    body: (w) => ({ expertId: w.expert.id, kind: 'answer', price: 20, requestId: randomUUID(), note: 'About my lease' }),
  },
}

const keyOf = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`

function urlOf(route: ApiRoute, call: Call, world: World): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params![name]!(world)))
  const query = typeof call.query === 'function' ? call.query(world) : call.query
  return `/api${path}${query ? `?${query}` : ''}`
}

const checked = API_ROUTES.filter((route) => route.response || route.noContent)

describe.each(DIALECTS)('answers match their schemas on %s (issue 19 item 4, CALL-22)', (dialect) => {
  let server: TestServer
  let world: World

  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      env: { ADMIN_EMAILS: OPERATOR_EMAIL, RATE_LIMIT: 'false', PUSH_SERVICES: 'push.example.org', PAYOUT_MINIMUM_POINTS: '100' },
      listen: false,
    })
    const [user, expert, operator, applicant, leaver] = await Promise.all([
      createUser(server),
      createApprovedExpert(server),
      createUser(server, { email: OPERATOR_EMAIL }),
      createApprovedExpert(server, { status: 'pending', approved: 0 }),
      createUser(server),
    ])
    const decided = Object.fromEntries(
      await Promise.all(
        Object.entries(DECIDED_FROM).map(async ([decision, { status, suspended }]) => {
          const person = await createApprovedExpert(server, { status, suspended, approved: status === 'approved' ? 1 : 0 })
          return [decision, person.id] as const
        }),
      ),
    ) as Record<Decision, string>
    const saved = await server.request('/api/consultations/offers', { method: 'PUT', cookie: expert.cookie, json: OFFERS })
    expect(saved.status).toBe(200)
    const smart = (await (await server.request('/api/smart')).json()) as { answers: { id: string }[] }
    expect((await server.request(`/api/contacts/${expert.id}`, { method: 'POST', cookie: user.cookie })).status).toBeLessThan(300)
    expect((await server.request(`/api/blocks/${user.id}`, { method: 'POST', cookie: operator.cookie })).status).toBeLessThan(300)
    const sent = await server.request(`/api/chats/with/${expert.id}/messages`, {
      method: 'POST',
      cookie: user.cookie,
      json: { clientId: 'contracts-1', body: 'Hello' },
    })
    const { message } = (await sent.json()) as { message: { chatId: string } }
    const item = await server.request('/api/admin/shop/items', { method: 'POST', cookie: operator.cookie, json: ITEM })
    const { item: created } = (await item.json()) as { item: { id: string } }
    const order = await server.request('/api/shop/orders', {
      method: 'POST',
      cookie: user.cookie,
      json: { itemId: created.id, size: 'M', shipping: SHIPPING },
    })
    expect(order.status, await order.clone().text()).toBe(201)
    const profile = (await (await server.request('/api/profile', { cookie: user.cookie })).json()) as { profile: { customURL: string } }
    const checkout = await server.request('/api/payments/checkout', { method: 'POST', cookie: user.cookie, json: { packId: 'p500' } })
    const { purchaseId } = (await checkout.json()) as { purchaseId: string }
    const orderIds: string[] = []
    for (let i = 0; i < 3; i++) {
      const placed = await server.request('/api/shop/orders', {
        method: 'POST',
        cookie: user.cookie,
        json: { itemId: created.id, size: 'S', shipping: SHIPPING },
      })
      orderIds.push(((await placed.json()) as { order: { id: string } }).order.id)
    }
    const conversation = await server.request('/api/assistant/conversations', {
      method: 'POST',
      cookie: expert.cookie,
      json: { title: 'Seeded' },
    })
    const { id: conversationId } = (await conversation.json()) as { id: string }
    const claimed = await server.request('/api/assistant/claim', {
      method: 'POST',
      cookie: user.cookie,
      json: { questions: ['I need a family lawyer for custody'] },
    })
    const { id: userConversationId } = (await claimed.json()) as { id: string }
    const doomed = await server.request('/api/assistant/conversations', {
      method: 'POST',
      cookie: user.cookie,
      json: { title: 'To delete' },
    })
    expect(doomed.status, await doomed.clone().text()).toBe(201)
    const subscription = pushSubscription()
    const subscribed = await server.request('/api/push/subscriptions', { method: 'POST', cookie: user.cookie, json: subscription })
    expect(subscribed.status, await subscribed.clone().text()).toBe(201)
    const handed = await server.request(`/api/assistant/conversations/${userConversationId}/handoff`, {
      method: 'POST',
      cookie: user.cookie,
      json: handoff(expert.id),
    })
    expect(handed.status, await handed.clone().text()).toBe(201)
    // The expert replies, so the user and the operator may rate them; the user does.
    for (const client of [user, operator]) {
      if (client === operator) {
        const asked = await server.request(`/api/chats/with/${expert.id}/messages`, {
          method: 'POST',
          cookie: client.cookie,
          json: { clientId: randomUUID(), body: 'A question' },
        })
        expect(asked.status, await asked.clone().text()).toBe(201)
      }
      const replied = await server.request(`/api/chats/with/${client.id}/messages`, {
        method: 'POST',
        cookie: expert.cookie,
        json: { clientId: randomUUID(), body: 'An answer' },
      })
      expect(replied.status, await replied.clone().text()).toBe(201)
    }
    const rated = await server.request(`/api/ratings/${expert.id}`, { method: 'PUT', cookie: user.cookie, json: { stars: 5 } })
    expect(rated.status, await rated.clone().text()).toBe(200)
    const reviews = (await (await server.request(`/api/ratings/${expert.id}`)).json()) as { reviews: { id: string }[] }
    const files = await Promise.all(['diploma.pdf', 'licence.pdf'].map((name) => uploadFile(server, user.cookie, 'documents', name, PDF)))
    const book = async () => {
      const booked = await server.request('/api/consultations/bookings', {
        method: 'POST',
        cookie: user.cookie,
        json: { expertId: expert.id, kind: 'answer', price: 20, requestId: randomUUID(), note: 'About my lease' },
      })
      expect(booked.status, await booked.clone().text()).toBe(201)
      return ((await booked.json()) as { booking: { id: string } }).booking.id
    }
    const act = async (as: TestUser, id: string, json: Record<string, unknown>) => {
      const acted = await server.request(`/api/consultations/bookings/${id}/actions`, { method: 'POST', cookie: as.cookie, json })
      expect(acted.status, await acted.clone().text()).toBe(200)
    }
    const bookingIds = { booked: await book(), disputed: await book() }
    const answered = await server.request(`/api/chats/with/${user.id}/messages`, {
      method: 'POST',
      cookie: expert.cookie,
      json: { clientId: randomUUID(), body: 'Your answer' },
    })
    expect(answered.status).toBe(201)
    await act(expert, bookingIds.disputed, { action: 'deliver' })
    await act(user, bookingIds.disputed, { action: 'dispute', reason: 'No answer to my question' })
    await transfer(server.ctx.database.db, {
      reference: `contracts-earn-${expert.id}`,
      kind: 'release',
      reason: 'test',
      from: 'platform',
      to: { userId: expert.id, pocket: 'earned' },
      amount: 1000,
    })
    const payoutIds: string[] = []
    for (let i = 0; i < 2; i++) {
      const asked = await server.request('/api/payouts', { method: 'POST', cookie: expert.cookie, json: { points: 100 } })
      expect(asked.status, await asked.clone().text()).toBe(201)
      payoutIds.push(((await asked.json()) as { payout: { id: string } }).payout.id)
    }
    const callee = await createUser(server)
    const call = await server.request('/api/calls', { method: 'POST', cookie: user.cookie, json: { calleeId: expert.id, kind: 'voice' } })
    expect(call.status, await call.clone().text()).toBe(201)
    const { call: ringing } = (await call.json()) as { call: { id: string } }
    const posts = (await (await server.request('/api/content/posts/blog')).json()) as { posts: { id: string }[] }
    const contact = await server.request('/api/content/contact-messages', { method: 'POST', json: CONTACT })
    expect(contact.status).toBeLessThan(300)
    const { message: contactMessage } = (await contact.json()) as { message: { id: string } }
    world = {
      user,
      expert,
      operator,
      applicant,
      leaver,
      fileIds: [files[0]!.id, files[1]!.id],
      reviewId: reviews.reviews[0]!.id,
      contactMessageId: contactMessage.id,
      bookingIds,
      payoutIds: [payoutIds[0]!, payoutIds[1]!],
      decided,
      smartAnswerId: smart.answers[0]?.id ?? 'none',
      chatId: message.chatId,
      userURL: profile.profile.customURL,
      purchaseId,
      postId: posts.posts[0]?.id ?? 'none',
      itemId: created.id,
      callee,
      callId: ringing.id,
      orderIds,
      conversationId,
      userConversationId,
      doomedConversationId: ((await doomed.json()) as { id: string }).id,
      pushEndpoint: subscription.endpoint,
      referralCode: (
        (await (await server.request('/api/profile', { cookie: expert.cookie })).json()) as { profile: { referralCode: string } }
      ).profile.referralCode,
    }
  })
  afterAll(async () => server?.close())

  it('has a row for every route with an answer schema, and none for a route without', () => {
    expect(
      checked.map(keyOf).filter((key) => !CALLS[key]),
      'routes with a response schema or noContent and no row in CALLS',
    ).toEqual([])
    const withContract = new Set(checked.map(keyOf))
    expect(
      Object.keys(CALLS).filter((key) => !withContract.has(key)),
      'rows of CALLS for no route with a response schema or noContent',
    ).toEqual([])
  })

  it.each(checked.map((route) => [keyOf(route), route] as const))('%s', async (key, route) => {
    const call = CALLS[key]!
    for (const role of call.as) {
      const cookie = role === 'visitor' ? undefined : world[role].cookie
      const response = await server.request(urlOf(route, call, world), {
        method: route.method.toUpperCase(),
        cookie,
        json: route.method === 'get' ? undefined : typeof call.body === 'function' ? call.body(world) : (call.body ?? {}),
      })
      const text = await response.text()
      if (route.noContent) {
        expect([response.status, text], `${key} as ${role}`).toEqual([204, ''])
        continue
      }
      expect(response.status, `${key} as ${role}: ${text.slice(0, 300)}`).toBeLessThan(300)
      const parsed = route.response!.safeParse(JSON.parse(text))
      expect(parsed.error?.issues, `${key} as ${role}`).toBeUndefined()
    }
  })
})
