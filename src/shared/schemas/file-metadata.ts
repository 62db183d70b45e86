import { z } from 'zod'

/** A stored file's metadata (Firebase Storage's shape). */
export const fileMetadataSchema = z.object({
  id: z.string(),
  bucket: z.string(),
  fullPath: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  timeCreated: z.string(),
  updated: z.string(),
  md5Hash: z.string(),
  cacheControl: z.string().nullable(),
  contentDisposition: z.string().nullable(),
  contentEncoding: z.string().nullable(),
  contentLanguage: z.string().nullable(),
  customMetadata: z.record(z.string(), z.string()),
  url: z.string(),
})
export type FileMetadata = z.infer<typeof fileMetadataSchema>
/** GET /api/files/{id}/metadata */
export const fileMetadataAnswerSchema = z.object({ file: fileMetadataSchema })
export type FileMetadataAnswer = z.infer<typeof fileMetadataAnswerSchema>
/** DELETE /api/files/{id}: backToReview when a removed credential sends an approved expert back to review. */
export const fileDeletedSchema = z.object({ ok: z.literal(true), backToReview: z.boolean() })
export type FileDeleted = z.infer<typeof fileDeletedSchema>
