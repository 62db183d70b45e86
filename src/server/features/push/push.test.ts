import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, sendChatMessage, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { PushPayload, PushPublicKey, PushSubscriptionCount } from '../../../shared/schemas/push'
import { eventually } from '../../../../tests/support/eventually'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

interface PushRequest {
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/**
 * Plays a browser push service at the protocol boundary: records every POST; answers 201, or the
 * status named by the first path segment (/410/…, /500/…).
 */
async function startPushService(): Promise<{ url: string; requests: PushRequest[]; close: () => Promise<void> }> {
  const requests: PushRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      const status = Number(/^\/(\d{3})\//.exec(req.url ?? '')?.[1] ?? 201)
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }
}

/** What the browser does with a push: RFC 8291 / RFC 8188 (aes128gcm) decryption. */
function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublicKey = body.subarray(21, 21 + idLength)
  const cipherText = body.subarray(21 + idLength)
  const shared = ecdh.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublicKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(cipherText.subarray(-16))
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = plain.lastIndexOf(2)
  return plain.subarray(0, end).toString('utf8')
}

describe.each(DIALECTS)('web push on %s', (dialect) => {
  let server: TestServer
  let push: Awaited<ReturnType<typeof startPushService>>

  const subscribe = (user: TestUser | null, json: unknown) =>
    server.request('/api/push/subscriptions', { method: 'POST', json, cookie: user?.cookie })
  const unsubscribe = (user: TestUser | null, endpoint: string) =>
    server.request('/api/push/subscriptions', { method: 'DELETE', json: { endpoint }, cookie: user?.cookie })
  const rowsFor = (endpoint: string) =>
    server.ctx.database.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).execute()
  const countMine = async (user: TestUser) => {
    const response = await server.request('/api/push/subscriptions/mine', { cookie: user.cookie })
    expect(response.status).toBe(200)
    return ((await response.json()) as PushSubscriptionCount).count
  }
  const subscription = (endpoint = `https://push.example.org/send/${randomUUID()}`) => ({
    endpoint,
    expirationTime: null,
    keys: browserKeys().json,
  })
  const sendMessage = (from: TestUser, to: TestUser, body: string) => sendChatMessage(server, from, to, body)

  beforeAll(async () => {
    push = await startPushService()
    // The fake push service listens on this machine: listed, as a local push service may be outside production.
    server = await startTestServer({ dialect, listen: false, env: { PUSH_SERVICES: 'push.example.org,127.0.0.1' } })
  }, 60_000)
  afterAll(async () => {
    await server.close()
    await push.close()
  })

  it('refuses visitors with 401 (CALL-17)', async () => {
    expect((await subscribe(null, subscription())).status).toBe(401)
    expect((await unsubscribe(null, 'https://push.example.org/send/x')).status).toBe(401)
    expect((await server.request('/api/push/subscriptions/mine')).status).toBe(401)
  })

  it('serves one VAPID public key, generated once and kept in the database', async () => {
    const first = (await (await server.request('/api/push/public-key')).json()) as PushPublicKey
    const second = (await (await server.request('/api/push/public-key')).json()) as PushPublicKey
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(second.publicKey).toBe(first.publicKey)
    const stored = await server.ctx.database.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'vapid-keys')
      .executeTakeFirstOrThrow()
    expect((JSON.parse(stored.value) as PushPublicKey).publicKey).toBe(first.publicKey)
  })

  it('stores a subscription once per endpoint and moves it to whoever posts it (DATA-12, DATA-33)', async () => {
    const ana = await createUser(server)
    const ben = await createUser(server)
    const sub = subscription()
    expect((await subscribe(ana, sub)).status).toBe(201)
    expect((await subscribe(ana, sub)).status).toBe(201)
    expect(await rowsFor(sub.endpoint)).toHaveLength(1)
    expect(await countMine(ana)).toBe(1)

    // The same browser, now signed in as Ben, with fresh keys.
    const moved = { ...sub, keys: browserKeys().json }
    expect((await subscribe(ben, moved)).status).toBe(201)
    const [row] = await rowsFor(sub.endpoint)
    expect(row).toMatchObject({ user_id: ben.id, p256dh: moved.keys.p256dh, auth: moved.keys.auth })
    expect(await countMine(ana)).toBe(0)
    expect(await countMine(ben)).toBe(1)
  })

  it('replaces the old subscription of a browser that renewed it (CONST-12)', async () => {
    const user = await createUser(server)
    const old = subscription()
    const other = subscription()
    await subscribe(user, old)
    await subscribe(user, other)
    const renewed = { ...subscription(), replacesEndpoint: old.endpoint }
    expect((await subscribe(user, renewed)).status).toBe(201)
    expect(await rowsFor(old.endpoint)).toHaveLength(0)
    expect(await rowsFor(renewed.endpoint)).toHaveLength(1)
    expect(await rowsFor(other.endpoint)).toHaveLength(1)
    expect(await countMine(user)).toBe(2)
  })

  it('answers bad subscriptions with 400 saying what to fix, storing nothing', async () => {
    const user = await createUser(server)
    const good = subscription()
    const bad: [unknown, string][] = [
      [{}, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, endpoint: 'http://push.example.org/send/1' }, 'endpoint'],
      [{ ...good, endpoint: 'ftp://push.example.org/send/1' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'c2hvcnQ' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'not base64!' } }, 'keys.auth'],
      [{ ...good, replacesEndpoint: 'javascript:alert(1)' }, 'replacesEndpoint'],
    ]
    for (const [json, field] of bad) {
      const response = await subscribe(user, json)
      expect(response.status, JSON.stringify(json)).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe('bad-request')
      expect(Object.keys(body.error.fields ?? {})).toContain(field)
    }
    const notJson = await server.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
      cookie: user.cookie,
    })
    expect(notJson.status).toBe(400)
    expect(await countMine(user)).toBe(0)
  })

  it('deletes only your own subscription', async () => {
    const owner = await createUser(server)
    const stranger = await createUser(server)
    const sub = subscription()
    await subscribe(owner, sub)
    expect((await unsubscribe(stranger, sub.endpoint)).status).toBe(404)
    expect(await rowsFor(sub.endpoint)).toHaveLength(1)
    expect((await unsubscribe(owner, sub.endpoint)).status).toBe(204)
    expect(await rowsFor(sub.endpoint)).toHaveLength(0)
    expect((await unsubscribe(owner, sub.endpoint)).status).toBe(404)
  })

  it('pushes a new chat message to the receiver, signed and encrypted for their browser (CALL-17)', async () => {
    const sender = await createUser(server, { firstName: 'Pushy', lastName: 'Sender' })
    const receiver = await createUser(server)
    const keys = browserKeys()
    const endpoint = `${push.url}/201/${randomUUID()}`
    expect((await subscribe(receiver, { endpoint, keys: keys.json })).status).toBe(201)
    const { publicKey } = (await (await server.request('/api/push/public-key')).json()) as PushPublicKey

    const text = `Hello! ${'x'.repeat(200)}`
    await sendMessage(sender, receiver, text)
    const [request] = await eventually(
      () => push.requests.filter((r) => r.path === endpoint.slice(push.url.length)),
      (found) => found.length > 0,
      5_000,
    )
    expect(request!.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0)
    const authorization = request!.headers.authorization ?? ''
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/)
    expect(authorization).toContain(`k=${publicKey}`)
    const claims = JSON.parse(Buffer.from(authorization.split(/[ .,]/)[2]!, 'base64url').toString()) as { aud: string }
    expect(claims.aud).toBe(push.url)
    expect(request!.body.length).toBeGreaterThan(0)

    const payload = JSON.parse(decryptPush(request!.body, keys.ecdh, keys.auth)) as PushPayload
    expect(payload.title).toContain('Pushy')
    expect(payload.body).toBe(text.slice(0, 120))
    expect(payload.url).toBe(`/chat?with=${sender.id}`)
  })

  it('deletes a subscription the push service says is gone (410), keeping the others', async () => {
    const sender = await createUser(server)
    const receiver = await createUser(server)
    const gone = `${push.url}/410/${randomUUID()}`
    const alive = `${push.url}/201/${randomUUID()}`
    await subscribe(receiver, { endpoint: gone, keys: browserKeys().json })
    await subscribe(receiver, { endpoint: alive, keys: browserKeys().json })
    await sendMessage(sender, receiver, 'Are you still there?')
    await eventually(
      () => rowsFor(gone),
      (rows) => rows.length === 0,
      5_000,
    )
    expect(push.requests.some((r) => gone.endsWith(r.path))).toBe(true)
    expect(await rowsFor(alive)).toHaveLength(1)
  })

  it('only logs other push failures and keeps the subscription (ERR-14)', async () => {
    const user = await createUser(server)
    const failing = `${push.url}/500/${randomUUID()}`
    const unreachable = 'http://127.0.0.1:9/push/closed-port'
    await subscribe(user, { endpoint: failing, keys: browserKeys().json })
    await subscribe(user, { endpoint: unreachable, keys: browserKeys().json })
    const outcome = await server.features.push.service.sendPushToUser(user.id, { title: 'T', body: 'B', url: '/' })
    expect(outcome).toEqual({ sent: 0, removed: 0, failed: 2 })
    expect(await rowsFor(failing)).toHaveLength(1)
    expect(await rowsFor(unreachable)).toHaveLength(1)
  })

  it('removes subscriptions with the account', async () => {
    const user = await createUser(server)
    const sub = subscription()
    await subscribe(user, sub)
    await server.ctx.database.db.deleteFrom('user').where('id', '=', user.id).execute()
    expect(await rowsFor(sub.endpoint)).toHaveLength(0)
  })
})
