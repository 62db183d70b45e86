// Tio Chat limits and texts
// without zod, so a page that shows them does not load the schemas (issue 21 item 1).

/** Tio Chat limits (REQ: input length, per-user rate limit, daily quota). */
export const ASSISTANT_MESSAGE_MAX = 2_000
export const ASSISTANT_TITLE_MAX = 80
export const ASSISTANT_DAILY_QUOTA = 50
export const ASSISTANT_RATE_POINTS = 10
export const ASSISTANT_RATE_WINDOW_SECONDS = 60
/** Visitors (not signed in): questions per IP per window, and questions per conversation before signing up. */
export const ASSISTANT_VISITOR_RATE_POINTS = 6
export const ASSISTANT_VISITOR_RATE_WINDOW_SECONDS = 60
export const ASSISTANT_VISITOR_MAX_QUESTIONS = 6
export const ASSISTANT_MESSAGES = {
  offlineNote: "I'm Tio's offline assistant, not a professional: I match your question with Tio's knowledge base and our experts' fields.",
  quotaReached: `You've reached today's limit of ${ASSISTANT_DAILY_QUOTA} messages to Tio Chat. It resets at midnight (UTC); our experts are still here for you in the meantime.`,
  rateLimited: 'You are sending messages faster than Tio can answer. Wait a minute and try again.',
  tooLong: `Keep your message under ${ASSISTANT_MESSAGE_MAX} characters.`,
  empty: 'Write a message first.',
} as const

/** The languages Tio Chat reads and answers in (issue 24 item 1). */
export const ASSISTANT_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'it'] as const
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number]
