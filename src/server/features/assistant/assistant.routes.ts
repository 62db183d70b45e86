import { createUIMessageStream, createUIMessageStreamResponse } from 'ai'
import { Hono } from 'hono'
import {
  ASSISTANT_DAILY_QUOTA,
  ASSISTANT_MESSAGES,
  assistantConversationCreateSchema,
  assistantConversationInputSchema,
  assistantMessageInputSchema,
  assistantBriefsQuerySchema,
  assistantHandoffInputSchema,
  assistantUnderstandQuerySchema,
  assistantVisitorInputSchema,
  assistantWaitlistInputSchema,
  type AssistantBriefDraft,
  smartQuerySchema,
  type AssistantUnderstanding,
  type AssistantStatus,
  type AssistantVisitorReply,
} from '../../../shared/schemas/assistant'
import type { AppContext } from '../../context'
import type { AppEnv } from '../../http/app-env'
import { limitPerIp, requireWithinIpLimit, requireWithinLimit } from '../../http/ip-limit'
import { ApiError, notFound } from '../../http/errors'
import { requireUser } from '../../http/guards'
import { requireActionLimit } from '../../http/action-limits'
import type { RateLimit } from '../../http/rate-limit'
import { validate } from '../../http/validate'
import type { OfflineBrain } from './assistant.engine'
import { createOfflineEngine, replyLanguage, type AssistantEngine, type TioUIMessage } from './assistant.engines'
import { createLlmEngine, draftBriefWithModel, ModelReplyError } from './llm-engine'
import {
  addMessage,
  createConversation,
  deleteConversation,
  findExperts,
  getConversation,
  listConversations,
  listMessages,
  messagesToday,
  renameConversation,
  titleFrom,
  type StoredMessage,
} from './assistant.service'
import type { SmartAnswer } from './knowledge'
import { briefsBetween, draftBrief, handedTo, sendHandoff } from './handoff'
import { joinWaitlist, leaveWaitlist, waitingFields, WAITLIST_MAX_FIELDS } from './waitlist'
import type { ChatSender } from '../chat'
import { replayQuestions } from './visitor'
import { briefText } from '../../../shared/schemas/assistant-brief-text'
import { chatText } from '../../../shared/schemas/assistant-chat-text'
import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import type { Context } from 'hono'
import { PHRASES } from './phrases'
import { createMiddleware } from 'hono/factory'
import { renderMarkdown } from '../content'
import { inTransaction } from '../../db/transaction'

/** What the assistant's routes share, built once per server by assistant.feature.ts. */
export interface AssistantDeps {
  brain: () => Promise<OfflineBrain>
  smartAnswers: () => Promise<SmartAnswer[]>
  limit: RateLimit
  /** Visitors' questions, per IP. */
  visitorLimit: RateLimit
  /** The search panel's "what Tio understood", per IP. */
  understandLimit: RateLimit
  /** Sends the first /chat message of "Ask this expert". */
  chat: ChatSender
}

export async function engineFor(ctx: AppContext, brain: OfflineBrain, userId: string): Promise<AssistantEngine> {
  const deps = {
    brain,
    findExperts: (occupations: string[]) =>
      findExperts(
        ctx.database.db,
        occupations.map((o) => brain.expertsOf(o)),
        { excludeUserId: userId },
      ),
  }
  return ctx.config.ai ? createLlmEngine(ctx.config.ai, deps) : createOfflineEngine(deps)
}

/** A stored message as the AI SDK's UIMessage (what useChat resumes with); an answer with its language. */
export function toUIMessage(m: StoredMessage, language?: AssistantLanguage): TioUIMessage {
  const parts: TioUIMessage['parts'] = [{ type: 'text', text: m.text }]
  if (m.handoff) parts.push({ type: 'data-handoff', data: m.handoff })
  return { id: m.id, role: m.role, parts, metadata: { kind: m.kind ?? undefined, createdAt: m.createdAt, language } }
}

/** Each stored answer's language, read again from the user's messages before it (as when it was written). */
function withLanguages(messages: StoredMessage[]): TioUIMessage[] {
  return messages.map((m, i) =>
    toUIMessage(m, m.role === 'assistant' ? replyLanguage(messages.slice(0, i).map((t) => ({ role: t.role, text: t.text }))) : undefined),
  )
}

/** A Tio Chat refusal in the language of the message refused (issue 24 item 1), labelled as such. */
function refusalIn(c: Context, language: AssistantLanguage) {
  c.header('Content-Language', language)
  return PHRASES[language]
}

/** Tio Chat: conversations (owner only; anyone else gets 404) and the streamed assistant. */
export function createAssistantRoutes(deps: AssistantDeps) {
  return (
    new Hono<AppEnv>()
      // Try before signing up (issue 24 item 6): a visitor's questions answered, nothing stored.
      .post(
        '/visitor',
        // Every request a stranger sends counts, a malformed one too; the refusal is in the language
        // of the questions when the body holds them (Hono keeps the parsed body for the validator).
        createMiddleware<AppEnv>(async (c, next) => {
          const body = (await c.req.json().catch(() => null)) as { questions?: unknown } | null
          const questions = Array.isArray(body?.questions) ? body.questions.filter((q): q is string => typeof q === 'string') : []
          const language = replyLanguage(questions.map((text) => ({ role: 'user', text })))
          await requireWithinIpLimit(c, deps.visitorLimit, refusalIn(c, language).rateLimited)
          await next()
        }),
        validate('json', assistantVisitorInputSchema),
        async (c) => {
          const { ctx } = c.var
          const { questions } = c.req.valid('json')
          const brain = await deps.brain()
          const findExpertsOf = (occupations: string[]) =>
            findExperts(
              ctx.database.db,
              occupations.map((o) => brain.expertsOf(o)),
            )
          const turns = await replayQuestions({ brain, findExperts: findExpertsOf }, questions)
          const reply: AssistantVisitorReply = turns[turns.length - 1]!.reply
          return c.json(reply)
        },
      )
      // Never a dead end (issue 24 item 5): what Tio Chat reads in a search that found no expert.
      .get(
        '/understand',
        limitPerIp(deps.understandLimit, ASSISTANT_MESSAGES.rateLimited),
        validate('query', assistantUnderstandQuerySchema),
        async (c) => {
          const brain = await deps.brain()
          const analysis = brain.analyze([{ role: 'user', text: c.req.valid('query').q }])
          const candidates =
            analysis.kind === 'experts' || analysis.kind === 'clarify' ? [...analysis.occupations, ...analysis.alternatives] : []
          const understanding: AssistantUnderstanding = {
            // Only fields close to what the query is about: none is better than an unrelated one.
            fields: brain
              .nearestWithExperts(candidates, candidates[0], 2)
              .map((o) => ({ title: o.title, description: o.description, search: brain.searchAs(o.title) })),
          }
          return c.json(understanding)
        },
      )
      .use(requireUser)
      .get('/status', async (c) => {
        const used = await messagesToday(c.var.ctx.database.db, c.var.user.id)
        const status: AssistantStatus = {
          engine: c.var.ctx.config.ai ? 'llm' : 'offline',
          quota: { used, limit: ASSISTANT_DAILY_QUOTA },
        }
        return c.json(status)
      })
      .get('/conversations', async (c) => {
        return c.json({ conversations: await listConversations(c.var.ctx.database.db, c.var.user.id) })
      })
      .post('/conversations', validate('json', assistantConversationCreateSchema), async (c) => {
        const { title } = c.req.valid('json')
        await requireActionLimit(c.var.ctx, 'assistant-conversations', c.var.user)
        return c.json(await createConversation(c.var.ctx.database.db, c.var.user.id, title), 201)
      })
      .get('/conversations/:id', async (c) => {
        const { db } = c.var.ctx.database
        const conversation = await getConversation(db, c.var.user.id, c.req.param('id'))
        if (!conversation) throw notFound('This conversation does not exist.')
        const messages = await listMessages(db, c.var.user.id, conversation.id)
        return c.json({ conversation, messages: withLanguages(messages), handedTo: await handedTo(db, c.var.user.id, conversation.id) })
      })
      // The brief "Ask this expert" shows before anything is sent (issue 24 item 7).
      .get('/conversations/:id/brief', async (c) => {
        const { db } = c.var.ctx.database
        const conversation = await getConversation(db, c.var.user.id, c.req.param('id'))
        if (!conversation) throw notFound('This conversation does not exist.')
        const messages = await listMessages(db, c.var.user.id, conversation.id)
        const brain = await deps.brain()
        // The brief is about the problem the person is on now, not one they left earlier in the conversation.
        const thread = brain.currentThread(messages)
        const draft: AssistantBriefDraft = draftBrief(thread, (text) => Boolean(brain.occupation(text)))
        const { ai } = c.var.ctx.config
        if (ai) {
          // The model's draft_brief call; the offline draft stands in when it is missing or malformed.
          const drafted = await draftBriefWithModel(
            ai,
            thread.map((m) => ({ role: m.role, text: m.text })),
          ).catch((error: unknown) => {
            c.var.log.warn({ err: error }, 'the model could not draft the brief')
            return null
          })
          if (drafted) draft.brief = drafted
        }
        return c.json(draft)
      })
      .post('/conversations/:id/handoff', validate('json', assistantHandoffInputSchema), async (c) => {
        const { ctx, user } = c.var
        const { db } = ctx.database
        const conversation = await getConversation(db, user.id, c.req.param('id'))
        if (!conversation) throw notFound('This conversation does not exist.')
        const messages = await listMessages(db, user.id, conversation.id)
        const { language } = draftBrief(messages, () => false)
        return c.json(await sendHandoff(ctx, deps.chat, user, conversation.id, messages, c.req.valid('json'), language), 201)
      })
      // The "From Tio Chat" cards of the /chat conversation with another user (either side sees them).
      .get('/briefs', validate('query', assistantBriefsQuerySchema), async (c) => {
        return c.json({ briefs: await briefsBetween(c.var.ctx.database.db, c.var.user.id, c.req.valid('query').with) })
      })
      // "Tell me when one joins" (issue 24 item 5).
      .get('/waitlist', async (c) => c.json({ fields: await waitingFields(c.var.ctx.database.db, c.var.user.id) }))
      .post('/waitlist', validate('json', assistantWaitlistInputSchema), async (c) => {
        const { field, language } = c.req.valid('json')
        const waiting = await waitingFields(c.var.ctx.database.db, c.var.user.id)
        if (waiting.length >= WAITLIST_MAX_FIELDS && !waiting.some((f) => f.toLowerCase() === field.toLowerCase()))
          throw new ApiError(
            409,
            'waitlist-full',
            `You can wait for at most ${WAITLIST_MAX_FIELDS} fields at once. Leave one to add another.`,
          )
        await joinWaitlist(c.var.ctx.database.db, c.var.user.id, field, language)
        return c.json({ fields: await waitingFields(c.var.ctx.database.db, c.var.user.id) }, 201)
      })
      .delete('/waitlist', validate('json', assistantWaitlistInputSchema), async (c) => {
        await leaveWaitlist(c.var.ctx.database.db, c.var.user.id, c.req.valid('json').field)
        return c.json({ fields: await waitingFields(c.var.ctx.database.db, c.var.user.id) })
      })
      // The visitor's conversation moves into the account that just signed up or in (issue 24 item 6).
      .post('/claim', validate('json', assistantVisitorInputSchema), async (c) => {
        const { ctx, user } = c.var
        const { db } = ctx.database
        const { questions } = c.req.valid('json')
        const refusal = refusalIn(c, replyLanguage(questions.map((text) => ({ role: 'user', text }))))
        await requireWithinLimit(c, deps.limit, user.id, refusal.rateLimited)
        if ((await messagesToday(db, user.id)) + questions.length > ASSISTANT_DAILY_QUOTA) {
          throw new ApiError(429, 'quota-exceeded', refusal.quotaReached)
        }
        const brain = await deps.brain()
        const findExpertsOf = (occupations: string[]) =>
          findExperts(
            db,
            occupations.map((o) => brain.expertsOf(o)),
            { excludeUserId: user.id },
          )
        const turns = await replayQuestions({ brain, findExperts: findExpertsOf }, questions)
        const conversation = await inTransaction(db, async (trx) => {
          const created = await createConversation(trx, user.id, titleFrom(questions[0]!))
          // Written at once, so each turn gets its own milliseconds: the transcript reads back in its order.
          const start = Date.now() - 2 * turns.length
          for (const [index, { question, reply }] of turns.entries()) {
            await addMessage(trx, user.id, created.id, { role: 'user', text: question }, start + 2 * index)
            await addMessage(
              trx,
              user.id,
              created.id,
              { role: 'assistant', text: reply.text, kind: reply.kind, handoff: reply.handoff },
              start + 2 * index,
            )
          }
          return created
        })
        return c.json(conversation, 201)
      })
      .patch('/conversations/:id', validate('json', assistantConversationInputSchema), async (c) => {
        const updated = await renameConversation(c.var.ctx.database.db, c.var.user.id, c.req.param('id'), c.req.valid('json').title)
        if (!updated) throw notFound('This conversation does not exist.')
        return c.json(updated)
      })
      .delete('/conversations/:id', async (c) => {
        const deleted = await deleteConversation(c.var.ctx.database.db, c.var.user.id, c.req.param('id'))
        if (!deleted) throw notFound('This conversation does not exist.')
        return c.body(null, 204)
      })
      .post('/conversations/:id/messages', validate('json', assistantMessageInputSchema), async (c) => {
        const { ctx, user } = c.var
        const { db } = ctx.database
        const conversation = await getConversation(db, user.id, c.req.param('id'))
        if (!conversation) throw notFound('This conversation does not exist.')
        const { text } = c.req.valid('json')
        // Only this conversation of this user is ever given to the engine.
        const earlier = await listMessages(db, user.id, conversation.id)
        // The AI steps back once the expert it handed this conversation to has replied (issue 24 item 8), saying so in the user's language.
        const handed = await handedTo(db, user.id, conversation.id)
        const language = replyLanguage([...earlier.map((m) => ({ role: m.role, text: m.text })), { role: 'user', text }])
        const refusal = refusalIn(c, language)
        if (handed) throw new ApiError(409, 'handed-over', briefText(language).handedOver(handed.name))
        await requireWithinLimit(c, deps.limit, user.id, refusal.rateLimited)
        if ((await messagesToday(db, user.id)) >= ASSISTANT_DAILY_QUOTA) {
          throw new ApiError(429, 'quota-exceeded', refusal.quotaReached)
        }
        const history = [
          ...earlier.map((m) => ({
            role: m.role,
            text: m.text,
            kind: m.kind && m.kind !== 'llm' && m.kind !== 'stopped' ? m.kind : undefined,
          })),
          { role: 'user' as const, text },
        ]
        const engine = await engineFor(ctx, await deps.brain(), user.id)
        const signal = c.req.raw.signal
        const log = c.var.log
        const askedAt = Date.now()
        const stream = createUIMessageStream<TioUIMessage>({
          execute: async ({ writer }) => {
            const replyId = crypto.randomUUID()
            writer.write({ type: 'start', messageId: replyId, messageMetadata: { engine: engine.name, language } })
            const result = await engine.run({ history, writer, signal })
            // The question and its answer are stored together, once the answer is complete: a failed
            // answer (a malformed tool call, a model error) leaves nothing half-way (issue 24 item 9).
            await inTransaction(db, async (trx) => {
              await addMessage(trx, user.id, conversation.id, { role: 'user', text }, askedAt)
              if (earlier.length === 0 && conversation.title === 'New conversation') {
                await renameConversation(trx, user.id, conversation.id, titleFrom(text))
              }
              if (result.text || result.handoff) {
                await addMessage(trx, user.id, conversation.id, {
                  id: replyId,
                  role: 'assistant',
                  text: result.text,
                  kind: result.kind,
                  handoff: result.handoff,
                })
              }
            })
            writer.write({ type: 'finish', messageMetadata: { kind: result.kind, engine: engine.name, language } })
          },
          onError: (error) => {
            if (error instanceof ModelReplyError) return chatText(language).modelUnreadable
            log.error({ err: error }, 'assistant reply failed')
            return chatText(language).couldNotAnswer
          },
        })
        // Its language, as the refusals above say theirs (the view labels a stream error with it).
        return createUIMessageStreamResponse({ stream, headers: { 'Content-Language': language } })
      })
  )
}

const summaryOf = (a: SmartAnswer) => ({ id: a.id, question: a.question, description: a.description, field: a.field })

/** /api/smart: the public library of smart answers (list, search, one answer rendered as sanitised HTML). */
export function createSmartRoutes(deps: AssistantDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', smartQuerySchema), async (c) => {
      const { q } = c.req.valid('query')
      const answers = await deps.smartAnswers()
      if (!q) return c.json({ answers: answers.map(summaryOf) })
      const brain = await deps.brain()
      const ids = brain.searchPassages(q, ['smart']).map((r) => r.passage.id.replace(/^smart:/, ''))
      const byId = new Map(answers.map((a) => [a.id, a]))
      return c.json({ answers: ids.flatMap((id) => (byId.has(id) ? [summaryOf(byId.get(id)!)] : [])) })
    })
    .get('/:id', async (c) => {
      const answer = (await deps.smartAnswers()).find((a) => a.id === c.req.param('id'))
      if (!answer) throw notFound('There is no smart answer at this address.')
      return c.json({ answer: { ...summaryOf(answer), related: answer.related, html: renderMarkdown(answer.body).html } })
    })
}
