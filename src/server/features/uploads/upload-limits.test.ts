import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { createUpload, headUpload, patchUpload, uploadFile } from '../../../../tests/support/tus'
import { quotaExceededMessage } from '../../../shared/schemas/upload'

/** A PDF of `size` bytes (the type is read from its first bytes). */
const pdf = (size: number) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n')
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)])
}

describe.each(DIALECTS)('upload expiry and storage quota on %s (issue 18 item 5)', (dialect) => {
  let server: TestServer
  let user: TestUser
  const QUOTA_BYTES = 2048
  beforeAll(async () => {
    server = await startTestServer({ dialect, env: { UPLOAD_QUOTA_MB: String(QUOTA_BYTES / (1024 * 1024)), UPLOAD_EXPIRY_HOURS: '24' } })
    user = await createUser(server)
  }, 60_000)
  afterAll(() => server.close())

  const staged = (location: string) => path.join(server.dataDir, 'uploads', location.split('/').pop()!)

  it('an unfinished upload older than UPLOAD_EXPIRY_HOURS is deleted by the sweep; a recent one stays', async () => {
    const started = async () => {
      const { response, location } = await createUpload(server, user.cookie, { kind: 'documents', name: 'half.pdf', size: 1000 })
      expect(response.status).toBe(201)
      expect((await patchUpload(server, user.cookie, location!, 0, pdf(1000).subarray(0, 300))).status).toBe(204)
      return location!
    }
    const old = await started()
    const recent = await started()
    // Age the first one by 25 hours, as a day of waiting would.
    const info = JSON.parse(readFileSync(`${staged(old)}.json`, 'utf8')) as { creation_date: string }
    info.creation_date = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    writeFileSync(`${staged(old)}.json`, JSON.stringify(info))

    expect(await server.features.uploads.service.sweepExpired()).toBe(1)
    expect(existsSync(staged(old))).toBe(false)
    expect(existsSync(`${staged(old)}.json`)).toBe(false)
    expect((await headUpload(server, user.cookie, old)).status).toBe(404)
    expect(existsSync(staged(recent))).toBe(true)
    expect((await headUpload(server, user.cookie, recent)).status).toBe(200)
  })

  it('refuses an upload that would pass the quota before it starts (Upload-Length), with what to do', async () => {
    const owner = await createUser(server)
    await uploadFile(server, owner.cookie, 'documents', 'first.pdf', pdf(1500))
    const { response, location } = await createUpload(server, owner.cookie, { kind: 'documents', name: 'second.pdf', size: 1000 })
    expect(response.status).toBe(413)
    expect(location).toBeNull()
    expect(await response.json()).toEqual({ error: { code: 'storage-quota-exceeded', message: quotaExceededMessage(1500, QUOTA_BYTES) } })
    const files = await server.ctx.database.db.selectFrom('files').select('id').where('owner_id', '=', owner.id).execute()
    expect(files).toHaveLength(1)
    // What still fits is accepted; the quota is per person.
    expect((await createUpload(server, owner.cookie, { kind: 'documents', name: 'small.pdf', size: 500 })).response.status).toBe(201)
    expect((await createUpload(server, user.cookie, { kind: 'documents', name: 'other.pdf', size: 1000 })).response.status).toBe(201)
  })

  it('counts unfinished uploads in the quota: staging uploads that are never finished cannot pass it', async () => {
    const owner = await createUser(server)
    const first = await createUpload(server, owner.cookie, { kind: 'documents', name: 'never-finished.pdf', size: 1500 })
    expect(first.response.status).toBe(201)
    const second = await createUpload(server, owner.cookie, { kind: 'documents', name: 'another.pdf', size: 1000 })
    expect(second.response.status).toBe(413)
    expect(await second.response.json()).toEqual({
      error: { code: 'storage-quota-exceeded', message: quotaExceededMessage(1500, QUOTA_BYTES) },
    })
    // Cancelling the unfinished one gives its room back.
    const cancel = await server.request(first.location!, { method: 'DELETE', cookie: owner.cookie, headers: { 'Tus-Resumable': '1.0.0' } })
    expect(cancel.status).toBe(204)
    expect((await createUpload(server, owner.cookie, { kind: 'documents', name: 'another.pdf', size: 1000 })).response.status).toBe(201)
  })
})
