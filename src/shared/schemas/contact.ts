import { z } from 'zod'

/** Another user as lists show them: name and photo from their profile, or 'Deleted user'. */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  photoURL: z.string(),
  /** /user/{customURL} or /expert/{customURL}, when they have a public page. */
  profilePath: z.string().nullable(),
  deleted: z.boolean(),
})
export type Person = z.infer<typeof personSchema>

export const contactSchema = personSchema.extend({ connectedAt: z.string(), blocked: z.boolean() })
export type Contact = z.infer<typeof contactSchema>

/** Someone the viewer blocked (GET /api/blocks). */
export const blockedPersonSchema = personSchema.extend({ blockedAt: z.string() })
export type BlockedPerson = z.infer<typeof blockedPersonSchema>

export const blockedPageSchema = z.object({ blocked: z.array(blockedPersonSchema), nextCursor: z.string().nullable() })
export type BlockedPage = z.infer<typeof blockedPageSchema>

/** GET /api/contacts */
export const contactsPageSchema = z.object({ contacts: z.array(contactSchema), nextCursor: z.string().nullable() })
export type ContactsPage = z.infer<typeof contactsPageSchema>

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
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(100)).min(1, 'ids must name at least one user').max(100, 'ids can name at most 100 users')),
})

export const contactsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})

/** POST and DELETE /api/contacts/{userId} */
export const connectedAnswerSchema = z.object({ connected: z.boolean() })
export type ConnectedAnswer = z.infer<typeof connectedAnswerSchema>
/** POST and DELETE /api/blocks/{userId} */
export const blockedAnswerSchema = z.object({ blocked: z.boolean() })
export type BlockedAnswer = z.infer<typeof blockedAnswerSchema>
