import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config'
import { CALL_RING_TIMEOUT_MS, type Call, type CallsPage, type RelayedCallSignal, type Room } from '../../../shared/schemas/call'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { nextEvent } from '../../../../tests/support/socket-client'
import { realtimeSuite } from '../../../../tests/support/realtime-suite'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'
import type { MessagesPage } from '../../../shared/schemas/chat'
import { encodeCursor } from '../../db/keyset'
import { ApiError } from '../../http/errors'
import { applyCallAction, createCall, effectiveStatus, listCalls, transitionCall, type CallState } from './calls.service'

describe('call transitions with an injected clock (DATA-32)', () => {
  const start = new Date('2026-11-21T10:00:00.000Z')
  const at = (ms: number) => new Date(start.getTime() + ms)
  const ringing: CallState = { status: 'ringing', caller_id: 'caller', callee_id: 'callee', created_at: start.toISOString() }
  const refusal = (fn: () => unknown) => {
    try {
      fn()
    } catch (error) {
      return error instanceof ApiError ? error.status : error
    }
    return 'allowed'
  }

  it('accepts, declines and hangs up a ringing call by the right side', () => {
    expect(transitionCall(ringing, 'accept', 'callee', at(1_000))).toEqual({ status: 'accepted', accepted_at: at(1_000).toISOString() })
    expect(transitionCall(ringing, 'decline', 'callee', at(2_000))).toEqual({ status: 'declined', ended_at: at(2_000).toISOString() })
    expect(transitionCall(ringing, 'end', 'caller', at(3_000))).toMatchObject({ status: 'ended' })
    expect(transitionCall(ringing, 'end', 'callee', at(3_000))).toMatchObject({ status: 'declined' })
    expect(refusal(() => transitionCall(ringing, 'accept', 'caller', at(1_000)))).toBe(403)
    expect(refusal(() => transitionCall(ringing, 'end', 'stranger', at(1_000)))).toBe(403)
  })

  it('is missed once it has rung for 30 s, and nothing changes it then', () => {
    expect(effectiveStatus(ringing, at(CALL_RING_TIMEOUT_MS - 1))).toBe('ringing')
    expect(effectiveStatus(ringing, at(CALL_RING_TIMEOUT_MS))).toBe('missed')
    expect(transitionCall(ringing, 'accept', 'callee', at(CALL_RING_TIMEOUT_MS - 1))).toMatchObject({ status: 'accepted' })
    for (const action of ['accept', 'decline', 'end'] as const) {
      expect(refusal(() => transitionCall(ringing, action, 'callee', at(CALL_RING_TIMEOUT_MS)))).toBe(409)
    }
  })

  it('ends an accepted call from either side; ended, declined and missed are final', () => {
    const accepted = { ...ringing, status: 'accepted' }
    expect(effectiveStatus(accepted, at(10 * CALL_RING_TIMEOUT_MS))).toBe('accepted')
    expect(transitionCall(accepted, 'end', 'caller', at(60_000))).toMatchObject({ status: 'ended' })
    expect(transitionCall(accepted, 'end', 'callee', at(60_000))).toMatchObject({ status: 'ended' })
    expect(refusal(() => transitionCall(accepted, 'accept', 'callee', at(1_000)))).toBe(409)
    expect(refusal(() => transitionCall(accepted, 'decline', 'callee', at(1_000)))).toBe(409)
    for (const status of ['ended', 'declined', 'missed']) {
      for (const action of ['accept', 'decline', 'end'] as const) {
        expect(refusal(() => transitionCall({ ...ringing, status }, action, 'callee', at(1_000)))).toBe(409)
      }
    }
  })

  it('reads ICE_SERVERS as an optional JSON array (none by default)', () => {
    expect(parseConfig({}).iceServers).toEqual([])
    expect(parseConfig({ ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]' }).iceServers).toEqual([
      { urls: 'stun:stun.example.org:3478' },
    ])
    expect(() => parseConfig({ ICE_SERVERS: 'stun:x' })).toThrow(/ICE_SERVERS/)
    expect(() => parseConfig({ ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/ICE_SERVERS/)
  })
})

describe.each(DIALECTS)('rooms and calls on %s (DATA-32, CALL-15)', (dialect) => {
  let server: TestServer
  let ada: TestUser
  let bob: TestUser
  let eve: TestUser
  const socketOf = realtimeSuite(dialect, (suite) => ({ server, ada, bob, eve } = suite))
  const post = (path: string, user: TestUser, json?: unknown) =>
    server.request(path, { method: 'POST', cookie: user.cookie, json: json ?? {} })
  const startCall = async (from: TestUser, to: TestUser, kind = 'voice') => {
    const response = await post('/api/calls', from, { calleeId: to.id, kind })
    expect(response.status).toBe(201)
    return ((await response.json()) as { call: Call }).call
  }

  it('requires login', async () => {
    expect((await server.request('/api/rooms')).status).toBe(401)
    expect((await server.request('/api/calls')).status).toBe(401)
    expect((await server.request('/api/calls', { method: 'POST', json: { calleeId: bob.id, kind: 'voice' } })).status).toBe(401)
  })

  it("creates one room per pair, its id starting with the creator's id, pushed live to both (DATA-32)", async () => {
    const [cai, dee] = await Promise.all([createUser(server), createUser(server)])
    const [caiSocket, deeSocket] = await Promise.all([socketOf(cai), socketOf(dee)])
    const caiGets = nextEvent<Room>(caiSocket, SOCKET_EVENTS.ROOM_CREATED)
    const deeGets = nextEvent<Room>(deeSocket, SOCKET_EVENTS.ROOM_CREATED)
    const created = await post('/api/rooms', cai, { otherUserId: dee.id })
    expect(created.status).toBe(201)
    const { room } = (await created.json()) as { room: Room }
    expect(room.id.startsWith(`${cai.id}_`)).toBe(true)
    expect(room.id.length).toBeGreaterThan(cai.id.length + 8)
    expect(room).toMatchObject({ creatorId: cai.id, otherId: dee.id, other: { id: dee.id } })
    expect(Date.parse(room.createdAt)).not.toBeNaN()
    expect((await caiGets).id).toBe(room.id)
    expect(await deeGets).toMatchObject({ id: room.id, other: { id: cai.id } })

    const again = await post('/api/rooms', dee, { otherUserId: cai.id })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { room: Room }).room.id).toBe(room.id)
    const list = (await (await server.request('/api/rooms', { cookie: dee.cookie })).json()) as { rooms: Room[] }
    expect(list.rooms.map((r) => r.id)).toEqual([room.id])

    expect((await post('/api/rooms', cai, { otherUserId: cai.id })).status).toBe(400)
    expect((await post('/api/rooms', cai, { otherUserId: 'no-such-user' })).status).toBe(404)
    expect((await post('/api/rooms', cai, {})).status).toBe(400)
  })

  it('rings, is accepted by the callee and ended by either, pushed live to both; wrong moves are 409', async () => {
    const [adaSocket, bobSocket] = await Promise.all([socketOf(ada), socketOf(bob)])
    const bobRinging = nextEvent<Call>(bobSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.status === 'ringing')
    const adaRinging = nextEvent<Call>(adaSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.status === 'ringing')
    const call = await startCall(ada, bob, 'video')
    expect(call.id.startsWith(`${ada.id}_`)).toBe(true)
    expect(call).toMatchObject({ callerId: ada.id, calleeId: bob.id, kind: 'video', status: 'ringing', acceptedAt: null, endedAt: null })
    expect(call.caller.name).toBe(ada.name)
    expect((await bobRinging).id).toBe(call.id)
    expect((await adaRinging).id).toBe(call.id)

    expect((await post(`/api/calls/${call.id}/accept`, ada)).status).toBe(403)
    const adaAccepted = nextEvent<Call>(adaSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.id === call.id && c.status === 'accepted')
    const accepted = await post(`/api/calls/${call.id}/accept`, bob)
    expect(accepted.status).toBe(200)
    expect(((await accepted.json()) as { call: Call }).call.acceptedAt).toBeTruthy()
    expect((await adaAccepted).acceptedAt).toBeTruthy()
    expect((await post(`/api/calls/${call.id}/accept`, bob)).status).toBe(409)
    expect((await post(`/api/calls/${call.id}/decline`, bob)).status).toBe(409)

    const bobEnded = nextEvent<Call>(bobSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.id === call.id && c.status === 'ended')
    expect((await post(`/api/calls/${call.id}/end`, ada)).status).toBe(200)
    expect((await bobEnded).endedAt).toBeTruthy()
    const final = await post(`/api/calls/${call.id}/end`, bob)
    expect(final.status).toBe(409)
    expect(((await final.json()) as { error: { code: string } }).error.code).toBe('invalid-call-state')

    expect((await post(`/api/calls/no-such-call/end`, ada)).status).toBe(404)
    expect((await post('/api/calls', ada, { calleeId: bob.id, kind: 'fax' })).status).toBe(400)
    expect((await post('/api/calls', ada, { calleeId: ada.id, kind: 'voice' })).status).toBe(400)
  })

  it('declines live on both sides and lists the call for both, paginated', async () => {
    const [adaSocket, bobSocket] = await Promise.all([socketOf(ada), socketOf(bob)])
    const call = await startCall(bob, ada)
    const adaDeclined = nextEvent<Call>(adaSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.id === call.id && c.status === 'declined')
    const bobDeclined = nextEvent<Call>(bobSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.id === call.id && c.status === 'declined')
    expect((await post(`/api/calls/${call.id}/decline`, ada)).status).toBe(200)
    await Promise.all([adaDeclined, bobDeclined])

    const first = (await (await server.request('/api/calls?limit=1', { cookie: ada.cookie })).json()) as CallsPage
    expect(first.calls.map((c) => [c.id, c.status])).toEqual([[call.id, 'declined']])
    expect(first.nextCursor).toBeTruthy()
    const second = (await (
      await server.request(`/api/calls?limit=1&cursor=${first.nextCursor}`, { cookie: ada.cookie })
    ).json()) as CallsPage
    expect(second.calls).toHaveLength(1)
    expect(second.calls[0]!.id).not.toBe(call.id)
    const eveList = (await (await server.request('/api/calls', { cookie: eve.cookie })).json()) as CallsPage
    expect(eveList.calls).toEqual([])
  })

  it('marks a call still ringing after 30 s missed when next read, and pushes it', async () => {
    const [cal, dot] = await Promise.all([createUser(server), createUser(server)])
    const dotSocket = await socketOf(dot)
    const call = await startCall(cal, dot)
    const missed = nextEvent<Call>(dotSocket, SOCKET_EVENTS.CALL_UPDATED, (c) => c.id === call.id && c.status === 'missed')
    const later = new Date(Date.parse(call.createdAt) + CALL_RING_TIMEOUT_MS)
    const page = await listCalls(server.ctx, server.features.contacts.service.peopleOf, dot.id, {}, later)
    expect(page.calls[0]).toMatchObject({ id: call.id, status: 'missed' })
    expect((await missed).endedAt).toBeTruthy()
    await expect(
      applyCallAction(server.ctx, server.features.contacts.service.peopleOf, call.id, dot.id, 'accept', later),
    ).rejects.toMatchObject({ status: 409 })
    const row = await server.ctx.database.db.selectFrom('calls').select('status').where('id', '=', call.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('missed')
  })

  it('gives a third user 403 over HTTP and over the socket, and refuses blocked callers', async () => {
    const call = await startCall(ada, bob)
    for (const action of ['accept', 'decline', 'end']) {
      const refused = await post(`/api/calls/${call.id}/${action}`, eve)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('forbidden')
    }
    expect((await server.request(`/api/calls/${call.id}`, { cookie: eve.cookie })).status).toBe(403)
    expect((await server.request(`/api/calls/${call.id}`, { cookie: bob.cookie })).status).toBe(200)

    const eveSocket = await socketOf(eve)
    const errorEvent = nextEvent<{ event: string; code: string }>(eveSocket, SOCKET_EVENTS.ERROR)
    const ack = (await eveSocket.emitWithAck(SOCKET_EVENTS.CALL_SIGNAL, { callId: call.id, type: 'offer', sdp: 'v=0' })) as {
      ok: boolean
      code: string
    }
    expect(ack).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await errorEvent).toMatchObject({ event: SOCKET_EVENTS.CALL_SIGNAL, code: 'forbidden' })
    expect((await post(`/api/calls/${call.id}/end`, ada)).status).toBe(200)

    const [fay, gil] = await Promise.all([createUser(server), createUser(server)])
    expect((await post(`/api/blocks/${gil.id}`, fay)).status).toBe(200)
    const blocked = await post('/api/calls', gil, { calleeId: fay.id, kind: 'voice' })
    expect(blocked.status).toBe(403)
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('blocked')
    expect((await post('/api/calls', fay, { calleeId: gil.id, kind: 'video' })).status).toBe(403)
  })

  it('relays offer, answer and ICE candidates between the two participants only, validated', async () => {
    const [adaSocket, bobSocket] = await Promise.all([socketOf(ada), socketOf(bob)])
    const call = await startCall(ada, bob, 'video')
    const offer = nextEvent<RelayedCallSignal>(bobSocket, SOCKET_EVENTS.CALL_SIGNAL, (s) => s.callId === call.id)
    expect(await adaSocket.emitWithAck(SOCKET_EVENTS.CALL_SIGNAL, { callId: call.id, type: 'offer', sdp: 'v=0 offer' })).toEqual({
      ok: true,
    })
    expect(await offer).toEqual({ callId: call.id, type: 'offer', sdp: 'v=0 offer', fromUserId: ada.id })

    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 }
    const ice = nextEvent<RelayedCallSignal>(adaSocket, SOCKET_EVENTS.CALL_SIGNAL, (s) => s.callId === call.id && s.type === 'ice')
    expect(await bobSocket.emitWithAck(SOCKET_EVENTS.CALL_SIGNAL, { callId: call.id, type: 'ice', candidate })).toEqual({ ok: true })
    expect(await ice).toMatchObject({ type: 'ice', candidate, fromUserId: bob.id })

    const bad = (await adaSocket.emitWithAck(SOCKET_EVENTS.CALL_SIGNAL, { callId: call.id, type: 'hello' })) as {
      ok: boolean
      code: string
    }
    expect(bad).toMatchObject({ ok: false, code: 'bad-request' })
    const noSdp = (await adaSocket.emitWithAck(SOCKET_EVENTS.CALL_SIGNAL, { callId: call.id, type: 'answer' })) as { message: string }
    expect(noSdp.message).toMatch(/sdp/)

    expect((await post(`/api/calls/${call.id}/end`, ada)).status).toBe(200)
    const over = (await adaSocket.emitWithAck(SOCKET_EVENTS.CALL_SIGNAL, { callId: call.id, type: 'offer', sdp: 'v=0' })) as {
      code: string
    }
    expect(over.code).toBe('invalid-call-state')
  })

  it("puts the pair's finished calls into their conversation in time order, paged with the messages; a third user sees none (issue 22 item 1)", async () => {
    const { peopleOf } = server.features.contacts.service
    const [cai, dee] = await Promise.all([createUser(server), createUser(server)])
    const say = async (from: TestUser, to: TestUser, body: string) => {
      const response = await post(`/api/chats/with/${to.id}/messages`, from, { clientId: randomUUID(), body })
      expect(response.status).toBe(201)
      return ((await response.json()) as { message: { id: string } }).message.id
    }
    const timeline = async (viewer: TestUser, other: TestUser, query = '') =>
      (await (await server.request(`/api/chats/with/${other.id}/messages${query}`, { cookie: viewer.cookie })).json()) as MessagesPage
    const entries = (page: MessagesPage) =>
      [...page.messages.map((m) => ({ id: m.id, at: m.createdAt })), ...page.calls.map((c) => ({ id: c.id, at: c.createdAt }))]
        .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
        .map((e) => e.id)

    // Only calls, no message yet: the conversation shows the (past its time, so missed) call.
    const missed = await createCall(
      server.ctx,
      peopleOf,
      dee.id,
      { calleeId: cai.id, kind: 'voice' },
      new Date(Date.now() - CALL_RING_TIMEOUT_MS - 10_000),
    )
    const onlyCall = await timeline(cai, dee)
    expect(onlyCall.chatId).toBeNull()
    expect(onlyCall.calls).toMatchObject([{ id: missed.id, status: 'missed', kind: 'voice', callerId: dee.id }])

    const first = await say(cai, dee, 'Can we talk?')
    const start = new Date()
    const video = await createCall(server.ctx, peopleOf, cai.id, { calleeId: dee.id, kind: 'video' }, start)
    await applyCallAction(server.ctx, peopleOf, video.id, dee.id, 'accept', new Date(start.getTime() + 4_000))
    await applyCallAction(server.ctx, peopleOf, video.id, dee.id, 'end', new Date(start.getTime() + 4_000 + 125_000))
    const second = await say(dee, cai, 'Thanks!')
    const declined = await startCall(dee, cai, 'voice')
    expect((await post(`/api/calls/${declined.id}/decline`, cai)).status).toBe(200)
    const ringing = await startCall(cai, dee, 'voice')

    const page = await timeline(dee, cai)
    expect(page.messages.map((m) => m.id)).toEqual([second, first])
    // The call still ringing is not in the conversation yet: it is not over.
    expect(page.calls.map((c) => [c.id, c.status])).toEqual([
      [declined.id, 'declined'],
      [video.id, 'ended'],
      [missed.id, 'missed'],
    ])
    const ended = page.calls.find((c) => c.id === video.id)!
    expect(ended.kind).toBe('video')
    expect(Date.parse(ended.endedAt!) - Date.parse(ended.acceptedAt!)).toBe(125_000)
    expect(page.calls.find((c) => c.id === declined.id)!.acceptedAt).toBeNull()
    expect(entries(page)).toEqual([declined.id, second, video.id, first, missed.id])

    // Hung up before an answer: over, so it joins the conversation, unanswered.
    expect((await post(`/api/calls/${ringing.id}/end`, cai)).status).toBe(200)
    const full = entries(await timeline(cai, dee))
    expect(full).toEqual([ringing.id, declined.id, second, video.id, first, missed.id])

    // Paged two entries at a time over messages and calls together: every entry once, in order.
    const paged: string[] = []
    let cursor: string | null = null
    do {
      const next: MessagesPage = await timeline(cai, dee, `?limit=2${cursor ? `&before=${cursor}` : ''}`)
      expect(next.messages.length + next.calls.length).toBeLessThanOrEqual(2)
      paged.push(...entries(next))
      cursor = next.nextCursor
    } while (cursor)
    expect(paged).toEqual(full)
    const forward = await timeline(cai, dee, `?limit=3&after=${encodeCursor(start.toISOString(), video.id)}`)
    expect(entries(forward)).toEqual([ringing.id, declined.id, second])

    // Eve opening a conversation with either of them sees none of their calls.
    for (const other of [cai, dee]) {
      const eves = await timeline(eve, other)
      expect(eves.calls).toEqual([])
      expect(eves.messages).toEqual([])
    }
    expect((await server.request(`/api/calls/${video.id}`, { cookie: eve.cookie })).status).toBe(403)
  })

  it('exposes the ICE servers (none by default)', async () => {
    const response = await server.request('/api/calls/config', { cookie: ada.cookie })
    expect(await response.json()).toEqual({ iceServers: [], ringTimeoutMs: CALL_RING_TIMEOUT_MS })
  })
})
