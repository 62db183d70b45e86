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
  /** The matching fields: their canonical titles, and their descriptions in the reply's language. */
  occupations: z.array(z.object({ title: z.string(), description: z.string() })),
  experts: z.array(publicExpertSchema),
  /** The user's question in their own words, for the first message to an expert (editable). */
  summary: z.string(),
  /** A clarifying question's candidate fields, offered as buttons: choosing one answers the question. */
  choices: z.array(z.string()).optional(),
  /** The buttons' labels, in the reply's language, one per choice (the choice itself is what is sent). */
  choiceLabels: z.array(z.string()).optional(),
  /** The language Tio answered in (its buttons and the brief's labels follow it). */
  language: z.enum(ASSISTANT_LANGUAGES).optional(),
  /** The best field has no approved expert yet: "Tell me when one joins" is offered for it (issue 24 item 5). */
  waitFor: z.string().optional(),
  /** waitFor's name in the reply's language. */
  waitForLabel: z.string().optional(),
})
export type AssistantHandoff = z.infer<typeof assistantHandoffSchema>

/** POST /api/assistant/visitor: one answer to a visitor (not stored). */
export const assistantVisitorReplySchema = z.object({
  text: z.string(),
  kind: z.enum(ASSISTANT_REPLY_KINDS),
  handoff: assistantHandoffSchema.nullable(),
  /** The language of the answer: the conversation view's own words follow it (issue 24 item 1). */
  language: z.enum(ASSISTANT_LANGUAGES),
})
export type AssistantVisitorReply = z.infer<typeof assistantVisitorReplySchema>

/** What the expert reads first, drawn from the Tio Chat conversation and edited by the user (issue 24 item 7). */
export const assistantBriefViewSchema = z.object({
  /** The problem in two or three sentences. */
  problem: z.string(),
  tried: z.string().optional(),
  urgency: z.string().optional(),
  place: z.string().optional(),
  language: z.string().optional(),
})
export type AssistantBrief = z.infer<typeof assistantBriefViewSchema>

const briefPart = (max: number) => z.string().trim().max(max, `Keep each part of the brief under ${max} characters.`)
export const assistantBriefSchema = z.object({
  problem: briefPart(BRIEF_PART_MAX.problem).min(1, 'Say in a sentence or two what the problem is.'),
  tried: briefPart(BRIEF_PART_MAX.tried).optional(),
  urgency: briefPart(BRIEF_PART_MAX.urgency).optional(),
  place: briefPart(BRIEF_PART_MAX.place).optional(),
  language: briefPart(BRIEF_PART_MAX.language).optional(),
})

/** GET /api/assistant/conversations/:id/brief: the brief drafted from the whole conversation. */
export const assistantBriefDraftSchema = z.object({
  brief: assistantBriefViewSchema,
  /** The language Tio answered in (the labels follow it). */
  language: z.enum(ASSISTANT_LANGUAGES),
})
export type AssistantBriefDraft = z.infer<typeof assistantBriefDraftSchema>

/** POST /api/assistant/conversations/:id/handoff: the brief the user approved, sent with the first message. */
export const assistantHandoffInputSchema = z.object({
  expertId: z.string().min(1).max(100),
  clientId: clientIdSchema,
  message: z.string().trim().min(1, 'Write a first message to the expert.').max(CHAT_MESSAGE_MAX_LENGTH),
  brief: assistantBriefSchema,
  includeTranscript: z.boolean().default(false),
})
export type AssistantHandoffInput = z.infer<typeof assistantHandoffInputSchema>

/** POST /api/assistant/conversations/:id/handoff: the first /chat message sent, and where its conversation is. */
export const assistantHandoffAnswerSchema = z.object({ messageId: z.string(), url: z.string() })
export type AssistantHandoffAnswer = z.infer<typeof assistantHandoffAnswerSchema>

/** A brief as the expert and the user see it in /chat, above the message it came with. */
export const assistantBriefCardSchema = z.object({
  messageId: z.string(),
  brief: assistantBriefViewSchema,
  language: z.enum(ASSISTANT_LANGUAGES),
  /** Only when the user chose to include it. */
  transcript: z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string() })).nullable(),
  createdAt: z.string(),
})
export type AssistantBriefCard = z.infer<typeof assistantBriefCardSchema>
/** GET /api/assistant/briefs?with= */
export const assistantBriefsSchema = z.object({ briefs: z.array(assistantBriefCardSchema) })
export type AssistantBriefs = z.infer<typeof assistantBriefsSchema>

/** A Tio Chat conversation handed to an expert who has replied (issue 24 item 8): Tio steps back. */
export const assistantHandedToSchema = z.object({
  expertId: z.string(),
  name: z.string(),
  /** The /chat conversation with them. */
  url: z.string(),
})
export type AssistantHandedTo = z.infer<typeof assistantHandedToSchema>

/** GET, POST and DELETE /api/assistant/waitlist: the fields the user waits for an expert of. */
export const assistantWaitlistSchema = z.object({ fields: z.array(z.string()) })
export type AssistantWaitlist = z.infer<typeof assistantWaitlistSchema>

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
  /** An answer's language, that of the user's messages (issue 24 item 1): the conversation view's own words follow it. */
  language?: AssistantLanguage
}

/** A stored message as the AI SDK's UIMessage: its text, and the handoff it ended with. */
export const assistantStoredMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  parts: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('text'), text: z.string() }),
      z.object({ type: z.literal('data-handoff'), data: assistantHandoffSchema }),
    ]),
  ),
  metadata: z.object({
    kind: z.enum(ASSISTANT_REPLY_KINDS).optional(),
    createdAt: z.string().optional(),
    /** Of an answer (see AssistantMessageMetadata). */
    language: z.enum(ASSISTANT_LANGUAGES).optional(),
  }),
})
/** GET /api/assistant/conversations/:id: one conversation, its messages, and the expert it was handed to. */
export const assistantConversationDetailSchema = z.object({
  conversation: assistantConversationSchema,
  messages: z.array(assistantStoredMessageSchema),
  handedTo: assistantHandedToSchema.nullable(),
})
export type AssistantConversationDetail = z.infer<typeof assistantConversationDetailSchema>

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
/**
 * The fields Tio Chat reads in a query, best first, only those with approved experts (empty when none fits);
 * `search`: the words that find the field's experts in the expert search (they may write it differently).
 */
export const assistantUnderstandingSchema = z.object({
  fields: z.array(z.object({ title: z.string(), description: z.string(), search: z.string().optional() })),
})
export type AssistantUnderstanding = z.infer<typeof assistantUnderstandingSchema>
export const ASSISTANT_UNDERSTAND_RATE_POINTS = 30

export const smartQuerySchema = z.object({ q: z.string().trim().max(200).default('') })
