import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ChatMessage, MessagesPage, SendAck } from '../../../shared/schemas/chat'
import { UPLOAD_KINDS } from '../../../shared/schemas/upload'
import { DEMO_OPERATOR_EMAIL } from '../../config'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { nextEvent } from '../../../../tests/support/socket-client'
import { realtimeSuite } from '../../../../tests/support/realtime-suite'
import { createUpload, patchUpload, uploadFile } from '../../../../tests/support/tus'
import { DIALECTS, type TestServer } from '../../../../tests/support/test-server'
import { MESSAGES } from '../../../shared/messages'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

/** A 3000×1000 phone photo with EXIF that re-encoding must drop. */
const photo = () =>
  sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#aa8844' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'gps-of-the-damp-wall' } } })
    .toBuffer()

describe.each(DIALECTS)('attachments in chat messages on %s (issue 22 item 2)', (dialect) => {
  let server: TestServer
  let ada: TestUser
  let bob: TestUser
  let eve: TestUser
  const socketOf = realtimeSuite(dialect, (suite) => ({ server, ada, bob, eve } = suite))
  const send = (from: TestUser, to: TestUser, json: Record<string, unknown>) =>
    server.request(`/api/chats/with/${to.id}/messages`, { method: 'POST', cookie: from.cookie, json: { clientId: randomUUID(), ...json } })
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error

  it('sends a photo over the socket: stored re-encoded without EXIF, shown to both, readable by the receiver', async () => {
    const file = await uploadFile(server, ada.cookie, 'attachments', 'wall.jpg', await photo())
    const [adaSocket, bobSocket] = await Promise.all([socketOf(ada), socketOf(bob)])
    const arrived = nextEvent<ChatMessage>(bobSocket, SOCKET_EVENTS.CHAT_MESSAGE, (m) => m.senderId === ada.id)
    // No text: a file alone is a message.
    const ack = (await adaSocket.emitWithAck(SOCKET_EVENTS.CHAT_SEND, {
      toUserId: bob.id,
      clientId: randomUUID(),
      attachmentId: file.id,
    })) as SendAck
    expect(ack.ok).toBe(true)
    const expected = { url: `/api/files/${file.id}`, name: 'wall.jpg', contentType: 'image/jpeg' }
    expect(ack.ok && ack.message.attachment).toMatchObject(expected)
    expect((await arrived).attachment).toMatchObject(expected)

    const history = (await (await server.request(`/api/chats/with/${ada.id}/messages`, { cookie: bob.cookie })).json()) as MessagesPage
    expect(history.messages[0]).toMatchObject({ body: '', attachment: expected })

    const asBob = await server.request(file.url, { cookie: bob.cookie })
    expect(asBob.status).toBe(200)
    expect(asBob.headers.get('content-disposition')).toMatch(/^inline/)
    const bytes = Buffer.from(await asBob.arrayBuffer())
    const info = await sharp(bytes).metadata()
    expect([info.format, info.width, info.height]).toEqual(['jpeg', 2560, 853])
    expect(info.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('gps-of-the-damp-wall'))).toBe(false)
    expect((await server.request(file.url, { cookie: ada.cookie })).status).toBe(200)
    expect((await server.request(`/api/files/${file.id}/metadata`, { cookie: bob.cookie })).status).toBe(200)
  })

  it('a PDF with text over HTTP: the receiver downloads it, a third user and the operator get 403, a visitor 401', async () => {
    const file = await uploadFile(server, ada.cookie, 'attachments', 'contract.pdf', PDF)
    const response = await send(ada, bob, { body: 'The contract', attachmentId: file.id })
    expect(response.status).toBe(201)
    const { message } = (await response.json()) as { message: ChatMessage }
    expect(message.attachment).toEqual({ url: file.url, name: 'contract.pdf', size: PDF.length, contentType: 'application/pdf' })
    const asBob = await server.request(file.url, { cookie: bob.cookie })
    expect(asBob.status).toBe(200)
    expect(asBob.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await asBob.arrayBuffer()).equals(PDF)).toBe(true)

    expect((await server.request(file.url, { cookie: eve.cookie })).status).toBe(403)
    expect((await server.request(`/api/files/${file.id}/metadata`, { cookie: eve.cookie })).status).toBe(403)
    expect((await server.request(file.url)).status).toBe(401)
    // Not even the operator, who may open credential documents.
    const operator = await createUser(server, { email: DEMO_OPERATOR_EMAIL })
    expect((await server.request(file.url, { cookie: operator.cookie })).status).toBe(403)
    const diploma = await uploadFile(server, ada.cookie, 'documents', 'diploma.pdf', PDF)
    expect((await server.request(diploma.url, { cookie: operator.cookie })).status).toBe(200)
    // Sent, it stays with the conversation: its sender cannot pull it from under the receiver.
    expect((await server.request(file.url, { method: 'DELETE', cookie: ada.cookie })).status).toBe(409)
    expect((await server.request(file.url, { cookie: bob.cookie })).status).toBe(200)
  })

  it("refuses someone else's file, another kind of file, and a file sent twice, storing nothing", async () => {
    const countOf = async (sender: TestUser) =>
      (await server.ctx.database.db.selectFrom('messages').select('id').where('sender_id', '=', sender.id).execute()).length
    const before = await countOf(ada)
    const evesFile = await uploadFile(server, eve.cookie, 'attachments', 'eve.pdf', PDF)
    const notYours = await send(ada, bob, { body: 'look', attachmentId: evesFile.id })
    expect(notYours.status).toBe(400)
    expect(await errorOf(notYours)).toMatchObject({ code: 'bad-attachment', message: expect.stringMatching(/attach a file you uploaded/) })
    // Nor does sending it make the receiver a reader of Eve's file.
    expect((await server.request(evesFile.url, { cookie: bob.cookie })).status).toBe(403)

    const document = await uploadFile(server, ada.cookie, 'documents', 'diploma.pdf', PDF)
    expect((await send(ada, bob, { attachmentId: document.id })).status).toBe(400)
    expect((await send(ada, bob, { attachmentId: 'no-such-file' })).status).toBe(400)
    expect(await countOf(ada)).toBe(before)

    const once = await uploadFile(server, ada.cookie, 'attachments', 'once.pdf', PDF)
    expect((await send(ada, bob, { attachmentId: once.id })).status).toBe(201)
    const again = await send(ada, eve, { attachmentId: once.id })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('attachment-in-use')
    expect((await server.request(once.url, { cookie: eve.cookie })).status).toBe(403)

    // Two sends of one file at once: one message carries it, the other is told.
    const raced = await uploadFile(server, ada.cookie, 'attachments', 'raced.pdf', PDF)
    const statuses = await Promise.all([send(ada, bob, { attachmentId: raced.id }), send(ada, eve, { attachmentId: raced.id })]).then((r) =>
      r.map((x) => x.status),
    )
    expect(statuses.sort()).toEqual([201, 409])
    const carriers = await server.ctx.database.db.selectFrom('messages').select('id').where('attachment_id', '=', raced.id).execute()
    expect(carriers).toHaveLength(1)
  })

  it('refuses nothing to send, a wrong content type by its bytes, and a file over the limit', async () => {
    const empty = await send(ada, bob, { body: '  ' })
    expect(empty.status).toBe(400)
    expect((await errorOf(empty)).message).toMatch(/Write a message first/)

    const script = Buffer.from('#!/bin/sh\necho pwned\n')
    const { location } = await createUpload(server, ada.cookie, { kind: 'attachments', name: 'photo.png', size: script.length })
    const refused = await patchUpload(server, ada.cookie, location!, 0, script)
    expect(refused.status).toBe(415)
    expect(await refused.text()).toContain('This file type is not accepted: upload an image (JPEG, PNG or WebP) or a PDF.')
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const gifUpload = await createUpload(server, ada.cookie, { kind: 'attachments', name: 'a.gif', size: gif.length })
    expect((await patchUpload(server, ada.cookie, gifUpload.location!, 0, gif)).status).toBe(415)

    const tooBig = await createUpload(server, ada.cookie, {
      kind: 'attachments',
      name: 'big.pdf',
      size: UPLOAD_KINDS.attachments.maxBytes + 1,
    })
    expect(tooBig.response.status).toBe(413)
    expect(await tooBig.response.text()).toContain('This file is too large: the limit is 20 MB.')
  })

  it("deletes the sender's files with their account; the receiver keeps the message, without the file or its text", async () => {
    const zoe = await createUser(server)
    const file = await uploadFile(server, zoe.cookie, 'attachments', 'plan.pdf', PDF)
    const sent = await send(zoe, bob, { body: 'my plan', attachmentId: file.id })
    expect(sent.status).toBe(201)
    const db = server.ctx.database.db
    const { full_path } = await db.selectFrom('files').select('full_path').where('id', '=', file.id).executeTakeFirstOrThrow()
    expect(existsSync(path.join(server.dataDir, 'files', full_path))).toBe(true)

    expect(
      (await server.request('/api/profile', { method: 'DELETE', json: { confirm: true, password: zoe.password }, cookie: zoe.cookie }))
        .status,
    ).toBe(200)
    expect(existsSync(path.join(server.dataDir, 'files', full_path))).toBe(false)
    expect(await db.selectFrom('files').select('id').where('id', '=', file.id).executeTakeFirst()).toBeUndefined()
    expect((await server.request(file.url, { cookie: bob.cookie })).status).toBe(404)
    const history = (await (await server.request(`/api/chats/with/${zoe.id}/messages`, { cookie: bob.cookie })).json()) as MessagesPage
    // The text goes with the account too (issue 18 finding 6); the card still says which file it was.
    expect(history.messages[0]).toMatchObject({ body: MESSAGES.messageRemovedWithAccount, attachment: { url: null, name: 'plan.pdf' } })
  })
  it('removes an attachment never sent once older than UPLOAD_EXPIRY_HOURS, bytes and row; a sent one and a recent one stay', async () => {
    const kai = await createUser(server)
    const sentFile = await uploadFile(server, kai.cookie, 'attachments', 'sent.pdf', PDF)
    expect((await send(kai, bob, { body: 'sent', attachmentId: sentFile.id })).status).toBe(201)
    const unsent = await uploadFile(server, kai.cookie, 'attachments', 'forgotten.pdf', PDF)
    const db = server.ctx.database.db
    const stored = async (id: string) => {
      const row = await db.selectFrom('files').select('full_path').where('id', '=', id).executeTakeFirst()
      return Boolean(row && existsSync(path.join(server.dataDir, 'files', row.full_path)))
    }
    const sweep = server.features.uploads.service.sweepUnsent

    // Today both are recent: nothing of Kai's goes.
    await sweep()
    expect([await stored(sentFile.id), await stored(unsent.id)]).toEqual([true, true])

    // A day and an hour later (UPLOAD_EXPIRY_HOURS defaults to 24), the unsent one goes.
    expect(await sweep(Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1)
    expect([await stored(sentFile.id), await stored(unsent.id)]).toEqual([true, false])
    expect((await server.request(unsent.url, { cookie: kai.cookie })).status).toBe(404)
    expect((await server.request(sentFile.url, { cookie: bob.cookie })).status).toBe(200)
    // Sending it now is refused with a message, and stores nothing.
    const late = await send(kai, bob, { body: 'late', attachmentId: unsent.id })
    expect(late.status).toBeGreaterThanOrEqual(400)
    expect(late.status).toBeLessThan(500)
    expect((await errorOf(late)).message).toBeTruthy()
  })
})
