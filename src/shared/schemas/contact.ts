import { z } from 'zod'

/** Another user as lists show them: name and photo from their profile, or 'Deleted user'. */
export interface Person {
  id: string
  name: string
  photoURL: string
  /** /user/{customURL} or /expert/{customURL}, when they have a public page. */
  profilePath: string | null
  deleted: boolean
}

export interface Contact extends Person {
  connectedAt: string
  blocked: boolean
}

/** Someone the viewer blocked (GET /api/blocks). */
export interface BlockedPerson extends Person {
  blockedAt: string
}

export interface BlockedPage {
  blocked: BlockedPerson[]
  nextCursor: string | null
}

export interface ContactsPage {
  contacts: Contact[]
  nextCursor: string | null
}

export const contactStatusSchema = z.object({
  connected: z.boolean(),
  /** The viewer blocked this user. */
  blocked: z.boolean(),
})
export type ContactStatus = z.infer<typeof contactStatusSchema>
/** GET /api/contacts/status */
export const contactStatusAnswerSchema = z.object({ statuses: z.record(z.string(), contactStatusSchema) })
export type ContactStatusAnswer = z.infer<typeof contactStatusAnswerSchema>

/** GET /api/contacts/status?ids=a,b,c (at most 100 ids). */
export const contactStatusQuerySchema = z.object({
  ids: z
    .string({ message: 'ids is required' })
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(100)).min(1, 'ids must name at least one user').max(100, 'ids can name at most 100 users')),
})

export const contactsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
