import { z } from 'zod'
import { BRIEF_PART_MAX } from './assistant-brief-text'
import {
  ASSISTANT_LANGUAGES,
  ASSISTANT_MESSAGE_MAX,
  ASSISTANT_MESSAGES,
  ASSISTANT_TITLE_MAX,
  ASSISTANT_VISITOR_MAX_QUESTIONS,
  type AssistantLanguage,
} from './assistant-text'
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants'
import { clientIdSchema } from './chat'
import { publicExpertSchema } from './expert'

export * from './assistant-text'

/** POST /api/assistant/conversations/:id/messages */
export const assistantMessageInputSchema = z.object({
  text: z
    .string({ message: ASSISTANT_MESSAGES.empty })
    .trim()
    .min(1, ASSISTANT_MESSAGES.empty)
    .max(ASSISTANT_MESSAGE_MAX, ASSISTANT_MESSAGES.tooLong),
})
export type AssistantMessageInput = z.infer<typeof assistantMessageInputSchema>

/**
 * POST /api/assistant/visitor (a visitor's questions so far, the new one last: Tio answers the last)
 * and POST /api/assistant/claim (after signing in: the visitor's questions become a saved conversation).
 * Only questions travel; the server replays its own answers, so nothing a browser claims Tio said is stored.
 */
export const assistantVisitorInputSchema = z.object({
  questions: z
    .array(assistantMessageInputSchema.shape.text)
    .min(1, ASSISTANT_MESSAGES.empty)
    .max(ASSISTANT_VISITOR_MAX_QUESTIONS, `Sign up or log in to ask more than ${ASSISTANT_VISITOR_MAX_QUESTIONS} questions.`),
})
export type AssistantVisitorInput = z.infer<typeof assistantVisitorInputSchema>

/** POST /api/assistant/conversations and PATCH /api/assistant/conversations/:id */
export const assistantConversationInputSchema = z.object({
  title: z
    .string({ message: 'Enter a name for the conversation.' })
    .trim()
    .min(1, 'Enter a name for the conversation.')
    .max(ASSISTANT_TITLE_MAX, `Keep the name under ${ASSISTANT_TITLE_MAX} characters.`),
})
export const assistantConversationCreateSchema = assistantConversationInputSchema.partial()
export type AssistantConversationInput = z.infer<typeof assistantConversationInputSchema>

export const assistantConversationSchema = z.object({ id: z.string(), title: z.string(), createdAt: z.string(), updatedAt: z.string() })
export type AssistantConversation = z.infer<typeof assistantConversationSchema>
/** GET /api/assistant/conversations */
export const assistantConversationsSchema = z.object({ conversations: z.array(assistantConversationSchema) })
export type AssistantConversations = z.infer<typeof assistantConversationsSchema>

/** What a reply was: the offline engine's classification ('llm' for the model's replies). */
export const ASSISTANT_REPLY_KINDS = ['greeting', 'tio', 'experts', 'clarify', 'no-answer', 'llm', 'stopped'] as const
export type AssistantReplyKind = (typeof ASSISTANT_REPLY_KINDS)[number]

/** The handoff a reply ends with: matching experts and a summary to prefill the first message. */
export const assistantHandoffSchema = z.object({
  occupations: z.array(z.object({ title: z.string(), description: z.string() })),
  experts: z.array(publicExpertSchema),
  /** The user's question in their own words, for the first message to an expert (editable). */
  summary: z.string(),
  /** A clarifying question's candidate fields, offered as buttons: choosing one answers the question. */
  choices: z.array(z.string()).optional(),
  /** The language Tio answered in (its buttons and the brief's labels follow it). */
  language: z.enum(ASSISTANT_LANGUAGES).optional(),
  /** The best field has no approved expert yet: "Tell me when one joins" is offered for it (issue 24 item 5). */
  waitFor: z.string().optional(),
})
export type AssistantHandoff = z.infer<typeof assistantHandoffSchema>

/** POST /api/assistant/visitor: one answer to a visitor (not stored). */
export const assistantVisitorReplySchema = z.object({
  text: z.string(),
  kind: z.enum(ASSISTANT_REPLY_KINDS),
  handoff: assistantHandoffSchema.nullable(),
})
export type AssistantVisitorReply = z.infer<typeof assistantVisitorReplySchema>

/** What the expert reads first, drawn from the Tio Chat conversation and edited by the user (issue 24 item 7). */
export interface AssistantBrief {
  /** The problem in two or three sentences. */
  problem: string
  tried?: string
  urgency?: string
  place?: string
  language?: string
}

const briefPart = (max: number) => z.string().trim().max(max, `Keep each part of the brief under ${max} characters.`)
export const assistantBriefSchema = z.object({
  problem: briefPart(BRIEF_PART_MAX.problem).min(1, 'Say in a sentence or two what the problem is.'),
  tried: briefPart(BRIEF_PART_MAX.tried).optional(),
  urgency: briefPart(BRIEF_PART_MAX.urgency).optional(),
  place: briefPart(BRIEF_PART_MAX.place).optional(),
  language: briefPart(BRIEF_PART_MAX.language).optional(),
})

/** GET /api/assistant/conversations/:id/brief: the brief drafted from the whole conversation. */
export interface AssistantBriefDraft {
  brief: AssistantBrief
  /** The language Tio answered in (the labels follow it). */
  language: AssistantLanguage
}

/** POST /api/assistant/conversations/:id/handoff: the brief the user approved, sent with the first message. */
export const assistantHandoffInputSchema = z.object({
  expertId: z.string().min(1).max(100),
  clientId: clientIdSchema,
  message: z.string().trim().min(1, 'Write a first message to the expert.').max(CHAT_MESSAGE_MAX_LENGTH),
  brief: assistantBriefSchema,
  includeTranscript: z.boolean().default(false),
})
export type AssistantHandoffInput = z.infer<typeof assistantHandoffInputSchema>

/** A brief as the expert and the user see it in /chat, above the message it came with. */
export interface AssistantBriefCard {
  messageId: string
  brief: AssistantBrief
  language: AssistantLanguage
  /** Only when the user chose to include it. */
  transcript: { role: 'user' | 'assistant'; text: string }[] | null
  createdAt: string
}

/** A Tio Chat conversation handed to an expert who has replied (issue 24 item 8): Tio steps back. */
export interface AssistantHandedTo {
  expertId: string
  name: string
  /** The /chat conversation with them. */
  url: string
}

/** POST and DELETE /api/assistant/waitlist: "tell me when one joins" for a field. */
export const assistantWaitlistInputSchema = z.object({
  field: z.string().trim().min(1).max(120),
  language: z.enum(ASSISTANT_LANGUAGES).default('en'),
})
/** GET /api/assistant/briefs?with= : the briefs of the /chat conversation with another user. */
export const assistantBriefsQuerySchema = z.object({ with: z.string().min(1).max(100) })

export interface AssistantSource {
  title: string
  url: string
}

/** The data parts of Tio Chat's UI message stream (AI SDK `data-*` parts). */
export type AssistantDataParts = {
  handoff: AssistantHandoff
}

export interface AssistantMessageMetadata {
  kind?: AssistantReplyKind
  engine?: 'offline' | 'llm'
  createdAt?: string
}

/** GET /api/assistant/status */
export const assistantStatusSchema = z.object({
  engine: z.enum(['offline', 'llm']),
  quota: z.object({ used: z.number().int().min(0), limit: z.number().int().min(0) }),
})
export type AssistantStatus = z.infer<typeof assistantStatusSchema>

/** GET /api/smart and /api/smart/:id */
export const smartAnswerSummarySchema = z.object({
  id: z.string(),
  question: z.string(),
  description: z.string(),
  /** The occupation of the experts who can help further. */
  field: z.string(),
})
export type SmartAnswerSummary = z.infer<typeof smartAnswerSummarySchema>
export const smartAnswerDetailSchema = smartAnswerSummarySchema.extend({
  related: z.array(z.string()),
  /** Rendered from Tio's own Markdown and sanitised on the server. */
  html: z.string(),
})
export type SmartAnswerDetail = z.infer<typeof smartAnswerDetailSchema>
export const smartAnswersAnswerSchema = z.object({ answers: z.array(smartAnswerSummarySchema) })
export type SmartAnswersAnswer = z.infer<typeof smartAnswersAnswerSchema>
export const smartAnswerAnswerSchema = z.object({ answer: smartAnswerDetailSchema })
export type SmartAnswerAnswer = z.infer<typeof smartAnswerAnswerSchema>

/** GET /api/smart query string. */
/** GET /api/assistant/understand?q= (the search panel's "Looks like…" when a query finds no expert). */
export const assistantUnderstandQuerySchema = z.object({ q: z.string().trim().min(1, ASSISTANT_MESSAGES.empty).max(ASSISTANT_MESSAGE_MAX) })
/** The fields Tio Chat reads in a query, best first, only those with approved experts (empty when none fits). */
export const assistantUnderstandingSchema = z.object({ fields: z.array(z.object({ title: z.string(), description: z.string() })) })
export type AssistantUnderstanding = z.infer<typeof assistantUnderstandingSchema>
export const ASSISTANT_UNDERSTAND_RATE_POINTS = 30

export const smartQuerySchema = z.object({ q: z.string().trim().max(200).default('') })
