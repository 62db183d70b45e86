import { Hono, type Context } from 'hono'
import { fileIdParamSchema } from '../../../shared/schemas/upload'
import type { AppEnv } from '../../http/app-env'
import { ApiError, notFound } from '../../http/errors'
import { requireActionLimit } from '../../http/action-limits'
import { isOperator, requireUser } from '../../http/guards'
import { validate } from '../../http/validate'
import { MESSAGES } from '../../../shared/messages'
import { contentDisposition, withTypeExtension } from './file-names'
import { canReadFile, findFile, isSentAttachment, toMetadata, type Uploads, type UploadsDeps } from './uploads.service'

/**
 * /api/uploads: the tus protocol (creation, HEAD for the offset, PATCH chunks, DELETE to cancel),
 * signed-in users only. The JSON body limit of the API skips this path; tus enforces the sizes.
 */
export function createUploadsRoutes(uploads: Uploads) {
  // Hono answers HEAD through the GET routes (c.req.raw.method stays HEAD), so GET is listed here.
  return new Hono<AppEnv>().on(['POST', 'GET', 'PATCH', 'DELETE', 'OPTIONS'], '*', async (c) => {
    const method = c.req.raw.method
    if (method !== 'OPTIONS' && !c.var.user) throw new ApiError(401, 'unauthorized')
    if (method === 'GET') throw new ApiError(405, 'method-not-allowed', 'Read finished files at /api/files/{id}.')
    // Each new upload counts; its chunks (PATCH) and HEADs do not.
    if (method === 'POST' && c.var.user) await requireActionLimit(c.var.ctx, 'uploads', c.var.user)
    if (c.var.user) uploads.owners.set(c.req.raw, { id: c.var.user.id, emailVerified: c.var.user.emailVerified })
    return uploads.handle(c.req.raw)
  })
}

/** The file named in the path, if this visitor may read it: 404 when there is none, 401 or 403 when not theirs to read. */
async function readableFile(c: Context<AppEnv, string, { out: { param: { id: string } } }>, deps: Pick<UploadsDeps, 'messageCarrying'>) {
  const { ctx, user } = c.var
  const row = await findFile(ctx.database.db, c.req.valid('param').id)
  if (!row) throw notFound('No such file.')
  const reader = user && { id: user.id, isOperator: isOperator(ctx.config.adminEmails, user) }
  if (!(await canReadFile(ctx.database.db, deps, row, reader))) throw new ApiError(user ? 403 : 401, user ? 'forbidden' : 'unauthorized')
  return row
}

/** /api/files/:id (content) and /api/files/:id/metadata; avatars are public, documents and message attachments private. */
export function createFilesRoutes(uploads: Uploads, deps: Pick<UploadsDeps, 'messageCarrying'>) {
  return new Hono<AppEnv>()
    .get('/:id/metadata', validate('param', fileIdParamSchema), async (c) => {
      const row = await readableFile(c, deps)
      return c.json({ file: toMetadata(row) })
    })
    .get('/:id', validate('param', fileIdParamSchema), async (c) => {
      const row = await readableFile(c, deps)
      const body = await uploads.storage.read(row.full_path)
      if (!body) throw notFound('The file content is missing.')
      const headers: Record<string, string> = {
        'content-type': row.content_type,
        'content-length': String(row.size),
        'x-content-type-options': 'nosniff',
        // Stored files are data, never a page: nothing in them may run.
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        etag: `"${row.md5_hash}"`,
      }
      if (row.cache_control) headers['cache-control'] = row.cache_control
      // Built again from the name: a header holds Latin-1 only, and files stored before this rule kept
      // names such as "日本語.pdf" in a header that failed every download.
      if (row.content_disposition)
        headers['content-disposition'] = contentDisposition(
          row.content_disposition.startsWith('inline') ? 'inline' : 'attachment',
          withTypeExtension(row.name, row.content_type),
        )
      if (c.req.header('if-none-match') === headers.etag) return c.body(null, 304, headers)
      return c.body(body, 200, headers)
    })
    .delete('/:id', requireUser, validate('param', fileIdParamSchema), async (c) => {
      const row = await findFile(c.var.ctx.database.db, c.req.valid('param').id)
      if (!row) throw notFound('No such file.')
      if (row.owner_id !== c.var.user.id) throw new ApiError(403, 'forbidden')
      if (await isSentAttachment(c.var.ctx.database.db, deps, row)) throw new ApiError(409, 'attachment-in-use', MESSAGES.attachmentSent)
      return c.json({ ok: true, ...(await uploads.deleteOwnFile(row)) })
    })
}
