import { z } from 'zod'

export type { FileMetadata } from './file-metadata'

/** Upload kinds; each kind is also the storage bucket of its files (DATA-34). */
export const UPLOAD_KINDS = {
  avatars: {
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    label: 'a JPEG, PNG, WebP or GIF image',
  },
  documents: {
    maxBytes: 20 * 1024 * 1024,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
    label: 'a PDF, JPEG or PNG file',
  },
  /** Files sent in a chat message (issue 22 item 2): readable only by the two people of the conversation. */
  attachments: {
    maxBytes: 20 * 1024 * 1024,
    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    label: 'an image (JPEG, PNG or WebP) or a PDF',
  },
} as const

export type UploadKind = keyof typeof UPLOAD_KINDS

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_KINDS, value)
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB`
}

export function tooLargeMessage(kind: UploadKind): string {
  return `This file is too large: the limit is ${formatBytes(UPLOAD_KINDS[kind].maxBytes)}.`
}

/** The per-person storage quota (UPLOAD_QUOTA_MB) would be passed: what is used, and what to do. */
export function quotaExceededMessage(usedBytes: number, quotaBytes: number): string {
  return `Your files already take ${formatBytes(usedBytes)} of your ${formatBytes(quotaBytes)} of storage, and this file does not fit. Delete files you no longer need, or choose a smaller file.`
}

export function wrongTypeMessage(kind: UploadKind): string {
  return `This file type is not accepted: upload ${UPLOAD_KINDS[kind].label}.`
}

/** GET /api/files/:id/metadata: the stored metadata with the specification's field names. */

/** A photo is a default avatar or an avatar the user uploaded (/api/files/{id}); the server checks ownership. */
export const photoUrlSchema = z
  .string('Photo is required')
  .trim()
  .regex(/^\/(avatars\/avatar-[1-9]\.svg|api\/files\/[A-Za-z0-9-]{1,64})$/, 'Photo must be a default avatar or an image you uploaded')

export const PHOTO_NOT_OWN_MESSAGE = 'Photo must be a default avatar or an image you uploaded'

/** A stored file's id in a path (/api/files/:id). */
export const fileIdParamSchema = z.object({ id: z.string().min(1).max(64) })
