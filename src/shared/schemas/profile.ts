import { z } from 'zod'
import { capitalizeFirst } from '../names'
import { customUrlSchema } from './expert-application'
import { photoUrlSchema } from './upload'

/** A first or last name: letters (any script) with their marks, spaces, apostrophes, dots and hyphens; sign-up and settings alike. */
export const personNameSchema = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, `${label} can contain letters, spaces, apostrophes, dots and hyphens only`)
    // Accents and vowel signs stack a few deep in real names; dozens on one letter ("zalgo") draw over the page around the name.
    .refine((value) => !/\p{M}{5}/u.test(value), `${label} has too many accents on one letter`)
    .transform(capitalizeFirst)

/**
 * /settings and /expertsettings: what a user may change on their own account. `.strict()` refuses
 * every other key (points, rating, approved, status…) with a 400 that names it.
 */
export const profileSettingsSchema = z
  .object({
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    photoURL: photoUrlSchema,
    customURL: customUrlSchema,
  })
  .partial()
  .strict()

export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>

export const referralSubmitSchema = z
  .object({
    code: z
      .string('Enter a referral code')
      .trim()
      .regex(/^[A-Za-z0-9]{10}$/, 'A referral code is 10 letters and digits'),
  })
  .strict()

/**
 * DELETE /api/profile: the confirmation and, for an account with a password, the password (issue 18
 * item 8). An account without one (Google, sign-in link) needs a fresh sign-in instead.
 */
export const deleteAccountSchema = z
  .object({
    confirm: z.literal(true, 'Confirm that you want to delete your account'),
    password: z.string('Enter your password to confirm that it is you.').max(256, 'A password is at most 256 characters').optional(),
  })
  .strict()

export const pointsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
})

/** GET /api/profile: the signed-in account as its owner sees it (public parts plus private ones). */
/** GET and PATCH /api/profile: the signed-in person's own profile. */
export const ownProfileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
  customURL: z.string(),
  /** /user/{customURL} or /expert/{customURL} */
  publicPath: z.string(),
  points: z.number().int(),
  /** The balance by pocket (issue 20 item 4): bonus (sign-up, referrals), bought, earned (consultations, can be paid out); held: reserved for orders and bookings, not in `points`. */
  pockets: z.object({ bonus: z.number().int(), bought: z.number().int(), earned: z.number().int(), held: z.number().int() }),
  /** null for an expert account without a userProfiles record (FOOT-03). */
  referralCode: z.string().nullable(),
  referralSubmitted: z.boolean(),
  isApprovedExpert: z.boolean(),
  /** The account signs in with a password (deletion asks for it); false for Google-only or sign-in-link accounts. */
  hasPassword: z.boolean(),
  application: z
    .object({
      status: z.enum(['draft', 'pending', 'approved', 'rejected']),
      reviewReason: z.string().nullable(),
      suspended: z.boolean(),
      occupation: z.string(),
    })
    .nullable(),
})
export type OwnProfile = z.infer<typeof ownProfileSchema>
export const ownProfileAnswerSchema = z.object({ profile: ownProfileSchema })
export type OwnProfileAnswer = z.infer<typeof ownProfileAnswerSchema>

export const pointTransactionSchema = z.object({
  id: z.string(),
  /** The change of the person's balance: negative when points left them (a hold, a purchase in the shop). */
  amount: z.number().int(),
  reason: z.string(),
  /** The ledger's kind of transfer (bonus, referral, hold, release, refund, fee, purchase, order, payout, correction…). */
  kind: z.string(),
  /** For a hold and what resolved it: pending, posted or voided; otherwise null. */
  holdStatus: z.string().nullable(),
  createdAt: z.string(),
})
export type PointTransaction = z.infer<typeof pointTransactionSchema>

/** GET /api/profile/points */
export const pointsPageSchema = z.object({ transactions: z.array(pointTransactionSchema), nextCursor: z.string().nullable() })
export type PointsPage = z.infer<typeof pointsPageSchema>

/** GET /api/profile/custom-url-available and /api/experts/custom-url-available */
export const customUrlAvailabilitySchema = z.object({ available: z.boolean(), message: z.string() })
export type CustomUrlAvailability = z.infer<typeof customUrlAvailabilitySchema>

/** POST /api/profile/referral: the new balance; credited is false when the code's owner got nothing (already credited for this person). */
export const referralAnswerSchema = z.object({ points: z.number().int(), referralSubmitted: z.literal(true), credited: z.boolean() })
export type ReferralAnswer = z.infer<typeof referralAnswerSchema>

/** Owner-side reasons of the ledger, as a person reads them. */
export const POINT_REASON_LABELS: Record<string, string> = {
  signup: 'Welcome bonus',
  referral: 'Referral bonus',
  'referral-owner': 'A friend used your referral code',
  booking: 'Held for a consultation booking',
  'booking-cancelled': 'Consultation cancelled: points returned',
  'booking-completed': 'Consultation completed: points released',
  'booking-refunded': 'Consultation refunded',
}

const DECISION_LABELS: Record<string, string> = { refund: 'refunded in full', release: 'released to the expert', partial: 'paid in part' }

/** How the points history names an entry's reason; a dispute decision ("refund: why") reads as the operator's decision. */
export function pointReasonLabel(reason: string): string {
  const decision = /^(refund|release|partial): ([\s\S]*)$/.exec(reason)
  if (decision) return `Dispute decided, ${DECISION_LABELS[decision[1]!]}: ${decision[2]}`
  return POINT_REASON_LABELS[reason] ?? reason
}
