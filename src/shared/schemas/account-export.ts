import { z } from 'zod'

/** DELETE /api/profile */
export const accountDeletedSchema = z.object({ deleted: z.literal(true) })
export type AccountDeleted = z.infer<typeof accountDeletedSchema>

const rows = z.array(z.record(z.string(), z.unknown()))
/** GET /api/profile/export: everything stored about the account, saved by the browser as a JSON file. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  about: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    photo: z.string().nullable(),
    createdAt: z.string().nullable(),
    signInMethods: z.array(z.object({ method: z.string(), since: z.string() })),
  }),
  profile: z.record(z.string(), z.unknown()).nullable(),
  expertApplications: rows,
  applicationReviews: rows,
  conversations: rows,
  tioChat: rows,
  tioChatRequests: z.object({ waitingFor: rows, briefsSent: rows }),
  contacts: rows,
  blocked: rows,
  ratingsGiven: rows,
  points: z.object({ balance: z.unknown(), entries: rows }),
  purchases: rows,
  shopOrders: rows,
  payouts: rows,
  bookings: rows,
  referrals: z.unknown(),
  calls: rows,
  contactFormMessages: rows,
  pushDevices: rows,
  uploads: rows,
  unfinishedUploads: z.number().int(),
})
export type AccountExport = z.infer<typeof accountExportSchema>
