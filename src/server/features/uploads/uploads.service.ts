import { createHash, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { FileStore } from '@tus/file-store'
import { Server as TusServer, type Upload } from '@tus/server'
import { fileTypeFromBuffer } from 'file-type'
import type { Kysely, Selectable } from 'kysely'
import sharp, { type Sharp } from 'sharp'
import {
  UPLOAD_KINDS,
  isUploadKind,
  quotaExceededMessage,
  tooLargeMessage,
  wrongTypeMessage,
  type FileMetadata,
  type UploadKind,
} from '../../../shared/schemas/upload'
import { ERROR_MESSAGES } from '../../../shared/messages'
import type { AppContext } from '../../context'
import type { FilesTable } from '../../db/core.tables'
import type { FileSummary } from '../../../shared/schemas/expert-application'
import type { DB } from '../../db/schema'
import { cleanFileName, contentDisposition, withTypeExtension } from './file-names'
import { createLocalStorage, type FileStorage } from './storage'

export const UPLOADS_PATH = '/api/uploads'
export const AVATAR_SIZE = 512
/** The longest side of an image sent in a message, once re-encoded. */
export const ATTACHMENT_IMAGE_MAX = 2560
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes))

type FileRow = Selectable<FilesTable>

export interface Uploads {
  tus: TusServer
  /** Passes a request to tus, then removes the staging copy of an upload it finished. */
  handle: (req: Request) => Promise<Response>
  storage: FileStorage
  /** Who sends each request: set by the route before the request reaches tus. */
  owners: WeakMap<Request, Uploader>
  /** Deletes the unfinished uploads older than UPLOAD_EXPIRY_HOURS from DATA_DIR/uploads; answers how many. */
  sweepExpired: () => Promise<number>
  /** The owner removes a file; removing a credential document sends an approved expert back to review. */
  deleteOwnFile: (row: FileRow) => Promise<{ backToReview: boolean }>
}

/** What uploads needs of other features, given by the composition root (features/index.ts). */
export interface UploadsDeps {
  /** Credential documents were added or removed: an approved expert goes back to review. Answers whether they did. */
  credentialsChanged: (userId: string) => Promise<boolean>
  /**
   * The message that carries this file, if it was sent (chat's read, given by the composition root:
   * chat imports uploads, since an attachment is the sender's file).
   */
  messageCarrying: (db: Kysely<DB>, fileId: string) => Promise<{ receiverId: string } | undefined>
  /** Which of these files were sent in a message (chat's read, as above). */
  sentAttachmentsAmong: (db: Kysely<DB>, fileIds: readonly string[]) => Promise<Set<string>>
}

interface Uploader {
  id: string
  emailVerified: boolean
}

/** tus errors: the status and body the client sees (tus-js-client shows the body in its error). */
const REFUSAL_CODES: Record<number, string> = { 403: 'email-not-verified', 413: 'payload-too-large' }

function refuse(status_code: number, message: string, code = REFUSAL_CODES[status_code] ?? 'bad-request') {
  return { status_code, body: JSON.stringify({ error: { code, message } }) }
}

/** Bytes of the finished files a person stores. */
async function storedBytes(db: Kysely<DB>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/**
 * Bytes declared by a person's unfinished uploads (tus staging, DATA_DIR/uploads): they take the disk
 * until finished or swept, so the quota counts them. Reads the staging folder's few small records.
 */
async function stagedBytes(datastore: FileStore, ownerId: string): Promise<number> {
  let total = 0
  for (const id of (await datastore.configstore.list?.()) ?? []) {
    const upload = await datastore.configstore.get(id).catch(() => undefined)
    if (upload?.metadata?.ownerId === ownerId) total += upload.size ?? 0
  }
  return total
}

/** Finished files: DATA_DIR/files. */
export function fileStorage(ctx: AppContext): FileStorage {
  return createLocalStorage(path.join(ctx.config.dataDir, 'files'))
}

/** The uploads pipeline of one app: a tus server staging into DATA_DIR/uploads, finished files in storage. */
export function createUploads(ctx: AppContext, deps: UploadsDeps): Uploads {
  const storage = fileStorage(ctx)
  // tus's expiration extension: Upload-Expires on every answer, and deleteExpired() for the sweep.
  const datastore = new FileStore({
    directory: path.join(ctx.config.dataDir, 'uploads'),
    expirationPeriodInMilliseconds: ctx.config.uploads.expiryHours * 60 * 60 * 1000,
  })
  const owners = new WeakMap<Request, Uploader>()
  const uploaderOf = (req: Request) => {
    const uploader = owners.get(req)
    if (!uploader) throw refuse(401, 'Please log in to continue.')
    return uploader
  }
  const ownerOf = (req: Request) => uploaderOf(req).id
  // Uploads a request finished: their staging copy goes once tus is done with the request (a POST
  // that carries the whole file reads the upload again after onUploadFinish, for Upload-Expires).
  const finished = new WeakMap<Request, string>()
  const tus: TusServer = new TusServer({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // CORS only for Tio's own pages, never `*`: another site has no business reading upload answers.
    allowedOrigins: (origin) => ctx.config.allowedOrigins.includes(origin),
    // At creation the per-kind limit of onUploadCreate decides, with its own message (0 = no cap
    // here); afterwards this caps every body.
    maxSize: (req) => (req.method === 'POST' ? 0 : LARGEST_UPLOAD),
    async onUploadCreate(req, upload) {
      const { id: owner, emailVerified } = uploaderOf(req)
      const kind = upload.metadata?.kind
      if (!isUploadKind(kind)) throw refuse(400, `Say what the upload is for: kind must be one of ${Object.keys(UPLOAD_KINDS).join(', ')}.`)
      // Credential documents belong to an application, which only a verified address may submit.
      if (kind === 'documents' && !emailVerified) throw refuse(403, ERROR_MESSAGES['email-not-verified'])
      if (upload.size === undefined) throw refuse(400, 'Send the file size (Upload-Length) when creating the upload.')
      if (upload.size > UPLOAD_KINDS[kind].maxBytes) throw refuse(413, tooLargeMessage(kind))
      if (upload.size === 0) throw refuse(400, 'This file is empty.')
      // Before a byte is sent: the declared size (Upload-Length) must fit in what is left of the quota.
      // Finished files and unfinished uploads alike: otherwise an account could stage any number of
      // uploads, each within the quota, and never finish them (probed: 14 of 20 MB against 200 MB).
      const used = (await storedBytes(ctx.database.db, owner)) + (await stagedBytes(datastore, owner))
      if (used + upload.size > ctx.config.uploads.quotaBytes) {
        throw refuse(413, quotaExceededMessage(used, ctx.config.uploads.quotaBytes), 'storage-quota-exceeded')
      }
      const name = cleanFileName(upload.metadata?.filename ?? '')
      return { metadata: { kind, filename: name, ownerId: owner } }
    },
    async onIncomingRequest(req, uploadId) {
      const owner = ownerOf(req)
      if (req.method === 'POST') return
      // Another user's upload answers like an unknown one.
      const upload = await datastore.getUpload(uploadId).catch(() => null)
      if (!upload || upload.metadata?.ownerId !== owner) throw { status_code: 404, body: 'The upload was not found\n' }
    },
    async onUploadFinish(req, upload) {
      const owner = ownerOf(req)
      try {
        const file = await finishUpload(ctx, deps, storage, owner, upload, path.join(ctx.config.dataDir, 'uploads', upload.id))
        finished.set(req, upload.id)
        return {
          // A small file finishes with the POST that creates it (creation-with-upload): that answer
          // stays 201, which is when tus names the upload's Location, which tus clients require.
          status_code: req.method === 'POST' ? 201 : 200,
          headers: { 'Tio-File-Id': file.id, 'Content-Type': 'application/json' },
          body: JSON.stringify({ file }),
        }
      } catch (error) {
        await datastore.remove(upload.id).catch(() => undefined)
        if (error && typeof error === 'object' && 'status_code' in error) throw error
        ctx.logger.error({ err: error, uploadId: upload.id }, 'upload processing failed')
        throw refuse(422, 'This file could not be processed. Try another file.')
      }
    },
  })
  const sweepExpired = async () => {
    try {
      return await datastore.deleteExpired()
    } catch (error) {
      // Another instance sharing DATA_DIR may have removed an upload first; the next sweep goes on.
      ctx.logger.warn({ err: error }, 'expired uploads sweep failed')
      return 0
    }
  }
  const handle = async (req: Request) => {
    const response = await tus.handleWeb(req)
    const id = finished.get(req)
    // The tus staging copy is no longer needed once the file is stored.
    if (id) await datastore.remove(id).catch(() => undefined)
    return response
  }
  const deleteOwnFile = async (row: FileRow) => {
    await deleteFile(ctx, row)
    return { backToReview: row.bucket === 'documents' ? await deps.credentialsChanged(row.owner_id) : false }
  }
  return { tus, handle, storage, owners, sweepExpired, deleteOwnFile }
}

interface Processed {
  data: Uint8Array
  contentType: string
  name: string
  custom: Record<string, string>
}

/**
 * Decides the type from the bytes. Images that other people see are re-encoded: avatars resized to a
 * square WebP, message attachments turned upright and capped at ATTACHMENT_IMAGE_MAX in their own
 * format; both lose EXIF and other metadata (a phone photo carries where it was taken).
 */
export async function processFile(kind: UploadKind, name: string, bytes: Buffer): Promise<Processed> {
  const detected = await fileTypeFromBuffer(bytes)
  const allowed: readonly string[] = UPLOAD_KINDS[kind].types
  if (!detected || !allowed.includes(detected.mime)) throw refuse(415, wrongTypeMessage(kind))
  const custom: Record<string, string> = { originalName: name, originalSize: String(bytes.length), originalType: detected.mime }
  const reencode = (pipeline: (image: Sharp) => Sharp) =>
    pipeline(sharp(bytes, { animated: false, limitInputPixels: 40_000_000 }).rotate())
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw refuse(415, wrongTypeMessage(kind))
      })
  if (kind === 'avatars') {
    const { data } = await reencode((image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 85 }))
    // An avatar and its metadata are public: the name the file had on the uploader's computer is not kept.
    const { originalName: _private, ...shown } = custom
    return {
      data,
      contentType: 'image/webp',
      name: 'avatar.webp',
      custom: { ...shown, width: String(AVATAR_SIZE), height: String(AVATAR_SIZE) },
    }
  }
  if (kind === 'attachments' && detected.mime.startsWith('image/')) {
    const { data, info } = await reencode((image) =>
      image
        .resize(ATTACHMENT_IMAGE_MAX, ATTACHMENT_IMAGE_MAX, { fit: 'inside', withoutEnlargement: true })
        .toFormat(...SAME_FORMAT[detected.mime]!),
    )
    const typed = withTypeExtension(name, detected.mime)
    return { data, contentType: detected.mime, name: typed, custom: { ...custom, width: String(info.width), height: String(info.height) } }
  }
  return { data: bytes, contentType: detected.mime, name: withTypeExtension(name, detected.mime), custom }
}

/** Re-encoding options that keep an image in its own format (PNG stays lossless: a screenshot keeps its text sharp). */
const SAME_FORMAT: Record<string, Parameters<Sharp['toFormat']>> = {
  'image/jpeg': ['jpeg', { quality: 85, mozjpeg: true }],
  'image/png': ['png', { compressionLevel: 9 }],
  'image/webp': ['webp', { quality: 85 }],
}

/** How a stored file is served: avatars are public and cached for good, images in messages shown inline. */
function servingHeaders(kind: UploadKind, contentType: string, name: string) {
  const inline = kind === 'avatars' || (kind === 'attachments' && contentType.startsWith('image/'))
  return {
    // A message's file may be revalidated (etag), so that the access check runs on every use.
    cache_control:
      kind === 'avatars' ? 'public, max-age=31536000, immutable' : kind === 'attachments' ? 'private, no-cache' : 'private, no-store',
    content_disposition: contentDisposition(inline ? 'inline' : 'attachment', name),
  }
}

async function finishUpload(
  ctx: AppContext,
  deps: UploadsDeps,
  storage: FileStorage,
  ownerId: string,
  upload: Upload,
  stagedPath: string,
): Promise<FileMetadata> {
  const kind = upload.metadata?.kind
  if (!isUploadKind(kind)) throw refuse(400, 'Unknown upload kind.')
  const name = upload.metadata?.filename ?? 'file'
  const processed = await processFile(kind, name, await readFile(stagedPath))
  const id = randomUUID()
  const fullPath = `${kind}/${ownerId}/${id}`
  await storage.put(fullPath, processed.data)
  const now = new Date().toISOString()
  const row: FileRow = {
    id,
    owner_id: ownerId,
    bucket: kind,
    full_path: fullPath,
    name: processed.name,
    size: processed.data.byteLength,
    content_type: processed.contentType,
    time_created: now,
    updated: now,
    md5_hash: createHash('md5').update(processed.data).digest('base64'),
    ...servingHeaders(kind, processed.contentType, processed.name),
    content_encoding: null,
    content_language: null,
    custom_metadata: JSON.stringify({ ...processed.custom, uploadId: upload.id }),
  }
  try {
    await ctx.database.db.insertInto('files').values(row).execute()
  } catch (error) {
    await storage.remove(fullPath)
    throw error
  }
  if (kind === 'documents') await deps.credentialsChanged(ownerId)
  return toMetadata(row)
}

function parseCustom(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json)
    if (!value || typeof value !== 'object') return {}
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
  } catch {
    return {}
  }
}

export function toMetadata(row: FileRow): FileMetadata {
  return {
    id: row.id,
    bucket: row.bucket,
    fullPath: row.full_path,
    name: row.name,
    size: Number(row.size),
    contentType: row.content_type,
    timeCreated: row.time_created,
    updated: row.updated,
    md5Hash: row.md5_hash,
    cacheControl: row.cache_control,
    contentDisposition: row.content_disposition,
    contentEncoding: row.content_encoding,
    contentLanguage: row.content_language,
    customMetadata: parseCustom(row.custom_metadata),
    url: `/api/files/${row.id}`,
  }
}

export async function findFile(db: Kysely<DB>, id: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A person's documents (the expert application's attachments), oldest first. */
export async function documentsOf(db: Kysely<DB>, userId: string): Promise<FileSummary[]> {
  const files = await db
    .selectFrom('files')
    .select(['id', 'name', 'size', 'content_type'])
    .where('owner_id', '=', userId)
    .where('bucket', '=', 'documents')
    .orderBy('time_created')
    .execute()
  return files.map((f) => ({ id: f.id, name: f.name, size: Number(f.size), contentType: f.content_type, url: `/api/files/${f.id}` }))
}

export interface FileViewer {
  id: string
  isOperator: boolean
}

/**
 * Avatars are public; a file sent in a message only for the two people of that conversation (not the
 * operator); everything else only for its owner and the operator.
 */
export async function canReadFile(
  db: Kysely<DB>,
  deps: Pick<UploadsDeps, 'messageCarrying'>,
  row: FileRow,
  viewer: FileViewer | null,
): Promise<boolean> {
  if (row.bucket === 'avatars') return true
  if (!viewer) return false
  if (viewer.id === row.owner_id) return true
  if (row.bucket === 'attachments') {
    // The owner is the sender, so the only other reader is the receiver of the message that carries it.
    return (await deps.messageCarrying(db, row.id))?.receiverId === viewer.id
  }
  return viewer.isOperator
}

/** True when the file was sent in a message: it stays with the conversation. */
export async function isSentAttachment(db: Kysely<DB>, deps: Pick<UploadsDeps, 'messageCarrying'>, row: FileRow): Promise<boolean> {
  if (row.bucket !== 'attachments') return false
  return Boolean(await deps.messageCarrying(db, row.id))
}

export async function deleteFile(ctx: AppContext, row: FileRow): Promise<void> {
  await ctx.database.db.deleteFrom('files').where('id', '=', row.id).execute()
  await fileStorage(ctx).remove(row.full_path)
}

/** Removes every stored file of a user from storage (their rows go with the user row's cascade). */
export async function removeUserFiles(ctx: AppContext, userId: string): Promise<void> {
  const storage = fileStorage(ctx)
  const rows = await ctx.database.db.selectFrom('files').select(['id', 'full_path']).where('owner_id', '=', userId).execute()
  for (const row of rows) await storage.remove(row.full_path)
}
