import { z } from 'zod'
import { RESPONSE_RATES } from '../constants'
import { withProtocol } from '../names'
import { expertProfileShape, expertReachShape } from './expert-profile'
import { photoUrlSchema } from './upload'

/** Spec §3 expertApplications, as the applicant edits it (never rating, points, approved, status, suspended). */
const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`)
const list = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label}: remove the empty entry`).max(60, `${label}: each entry must be at most 60 characters`))
    .max(20, `${label}: at most 20 entries`)
const link = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .transform(withProtocol)
    .refine((value) => value === '' || URL.canParse(value), `${label} must be a web address like example.com`)

export const CUSTOM_URL_PATTERN = /^[a-z0-9-]{3,30}$/
export const customUrlSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(CUSTOM_URL_PATTERN, 'Custom URL must be 3–30 characters of a-z, 0-9 and -')

export const ACCOUNT_TYPES = ['expert', 'business'] as const

/** A draft: every field optional, each checked when present. `.strict()` refuses unknown keys (e.g. approved). */
export const expertApplicationDraftSchema = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES, 'Choose an account type: individual expert or business'),
    occupation: text('Occupation', 100),
    yearsOfExperience: z
      .number('Years of experience must be a number')
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience cannot be negative')
      .max(80, 'Years of experience must be at most 80'),
    description: text('Bio', 2000),
    expertise_areas: list('Skills'),
    keywords: list('Keywords'),
    city: text('City', 100),
    address: text('Address', 200),
    responseRate: z.enum(RESPONSE_RATES, `Response rate must be one of: ${RESPONSE_RATES.join(', ')}`),
    selectedOptions: z.object({ call: z.boolean(), email: z.boolean(), video: z.boolean() }).strict(),
    customURL: customUrlSchema,
    twitterUrl: link('Twitter link'),
    linkedinUrl: link('LinkedIn link'),
    websiteUrl: link('Website link'),
    photoURL: z.union([z.literal(''), photoUrlSchema], 'Photo must be a default avatar or an image you uploaded'),
  })
  .partial()
  .strict()

export type ExpertApplicationDraft = z.infer<typeof expertApplicationDraftSchema>

/** What submitting requires on top of the draft rules. */
export const expertApplicationSubmitSchema = z.object({
  occupation: z.string().min(2, 'Occupation is required'),
  yearsOfExperience: z.number(),
  description: z.string().min(20, 'Bio must be at least 20 characters'),
  expertise_areas: z.array(z.string()).min(1, 'Add at least one skill'),
  city: z.string().min(1, 'City is required'),
  customURL: customUrlSchema,
})

export const APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const fileSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
})
export type FileSummary = z.infer<typeof fileSummarySchema>

/** The applicant's own view of the application (private fields included). */
export const expertApplicationViewSchema = z.object({
  ...expertProfileShape,
  email: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  address: z.string(),
  rating: z.number(),
  ratingCount: z.number().int(),
  responseRate: z.enum(RESPONSE_RATES),
  ...expertReachShape,
  status: z.enum(APPLICATION_STATUSES),
  approved: z.boolean(),
  suspended: z.boolean(),
  reviewReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documents: z.array(fileSummarySchema),
})
export type ExpertApplicationView = z.infer<typeof expertApplicationViewSchema>

/** GET /api/experts/application: the signed-in person's application, or null before the first save. */
export const ownApplicationAnswerSchema = z.object({ application: expertApplicationViewSchema.nullable() })
export type OwnApplicationAnswer = z.infer<typeof ownApplicationAnswerSchema>
/** PUT /api/experts/application: the saved draft; backToReview when an approved expert's change goes back to review. */
export const savedApplicationAnswerSchema = z.object({ application: expertApplicationViewSchema, backToReview: z.boolean() })
export type SavedApplicationAnswer = z.infer<typeof savedApplicationAnswerSchema>

/** What the operator console filters applications by: suspended is an approved expert hidden from search. */
export const ADMIN_APPLICATION_STATES = ['pending', 'approved', 'suspended', 'rejected'] as const
export type AdminApplicationState = (typeof ADMIN_APPLICATION_STATES)[number]

export const ADMIN_PAGE_SIZE = 20

/** GET /api/admin/applications: one server page of applications in a state, optionally searched by name, email or occupation. */
export const adminApplicationsQuerySchema = z.object({
  state: z.enum(ADMIN_APPLICATION_STATES).default('pending'),
  q: z.string().trim().max(100).default(''),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ADMIN_PAGE_SIZE),
})
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>

/** An application as the operator sees it: the applicant's account name and email beside it. */
export const adminApplicationSchema = expertApplicationViewSchema.extend({ accountName: z.string(), accountEmail: z.string() })
export type AdminApplication = z.infer<typeof adminApplicationSchema>

export const adminApplicationsPageSchema = z.object({ applications: z.array(adminApplicationSchema), nextCursor: z.string().nullable() })
export type AdminApplicationsPage = z.infer<typeof adminApplicationsPageSchema>

export const rejectSchema = z
  .object({ reason: z.string().trim().min(3, 'Give a reason the applicant will see (at least 3 characters)').max(1000) })
  .strict()

/** A regular user's public page (/user/{customURL}): name and photo only. */
export const publicUserSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoURL: z.string(),
  customURL: z.string(),
  memberSince: z.string(),
})
export type PublicUser = z.infer<typeof publicUserSchema>
/** GET /api/users/{customURL} */
export const userPageAnswerSchema = z.object({ user: publicUserSchema })
export type UserPageAnswer = z.infer<typeof userPageAnswerSchema>

/** GET /api/experts/custom-url-available and /api/profile/custom-url-available */
export const customUrlAvailableQuerySchema = z.object({ value: z.string().max(200) })
/** A user id in a path (/api/admin/applications/:userId/...). */
export const userIdParamSchema = z.object({ userId: z.string().min(1).max(100) })
