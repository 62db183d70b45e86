import { z } from 'zod'

/**
 * Fields of an expert's profile that their public card (expert.ts) and their own view of their
 * application (expert-application.ts) both carry, in that order.
 */
export const expertProfileShape = {
  uid: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photoURL: z.string(),
  occupation: z.string(),
  yearsOfExperience: z.number(),
  description: z.string(),
  expertise_areas: z.array(z.string()),
  keywords: z.array(z.string()),
  city: z.string(),
}

/** How an expert can be reached and found: the communication options, the custom URL and the links. */
export const expertReachShape = {
  selectedOptions: z.object({ call: z.boolean(), email: z.boolean(), video: z.boolean() }),
  customURL: z.string(),
  twitterUrl: z.string(),
  linkedinUrl: z.string(),
  websiteUrl: z.string(),
}
