// Post collections and contact-form limits
// without zod, so a page that shows them does not load the schemas (issue 21 item 1).

/** The two collections of posts: /blog/{id} and /ExpertResources/{id}. */
export const POST_COLLECTIONS = ['blog', 'expert-resources'] as const
export type PostCollection = (typeof POST_COLLECTIONS)[number]
export const POSTS_PAGE_SIZE = 6
export const CONTACT_TOPICS = {
  general: 'General question',
  support: 'Help with my account',
  experts: 'Becoming or working as an expert',
  shop: 'Shop and Tio-Points',
  press: 'Press and media',
  partnerships: 'Partnerships',
  privacy: 'Privacy and my data',
} as const

export type ContactTopic = keyof typeof CONTACT_TOPICS
export const CONTACT_NAME_MAX = 100
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5_000
