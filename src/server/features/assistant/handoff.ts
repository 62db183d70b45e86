import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AssistantBrief, AssistantBriefCard, AssistantHandedTo, AssistantHandoffInput } from '../../../shared/schemas/assistant'
import { BRIEF_PART_MAX, BRIEF_TRANSCRIPT_MAX } from '../../../shared/schemas/assistant-brief-text'
import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { messageSentAfter, type ChatSender } from '../chat'
import type { StoredMessage } from './assistant.service'
import { replyLanguage } from './assistant.engines'
import { expertPagesOf, listedExperts } from '../experts'

/**
 * "Ask this expert" from Tio Chat (issue 24 items 7 and 8): the brief drafted from the whole
 * conversation, sent (as the user edited it) with the first /chat message, and the step back once the
 * expert has replied.
 */

const LANGUAGE_NAMES: Record<AssistantLanguage, string> = {
  en: 'English',
  es: 'Spanish (español)',
  de: 'German (Deutsch)',
  fr: 'French (français)',
  pt: 'Portuguese (português)',
  it: 'Italian (italiano)',
}

const TRIED =
  /\b(tried|already|i've (used|called|done|put|replaced|checked|asked)|we've|have (used|called|done|replaced|checked)|did(n't| not) (work|help)|no luck|without success|ya (he|hemos)|intent[eé]|prob[eé]|versucht|schon|bereits|essay[eé]|d[eé]j[aà]|tent(ei|amos)|j[aá] (fiz|tentei)|provato|gi[aà])\b/i
const URGENT =
  /\b(urgent(ly)?|asap|as soon as possible|emergency|right now|immediately|today|tonight|tomorrow|this (week|weekend|morning|evening)|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the end of)|deadline|due (on|by)|urgente|hoy|mañana|dringend|sofort|heute|morgen|notfall|aujourd'hui|demain|hoje|amanh[aã]|oggi|domani|subito)\b/i
const PLACE =
  /\b(?:in|near|from|around|outside|en|cerca de|bei|nahe|près de|à|em|perto de|vicino a)\s+((?:[A-ZÁÉÍÓÚÀÂÊÎÔÛÄÖÜÑÇ][\p{L}'’-]+)(?:(?:,\s*|\s+)[A-ZÁÉÍÓÚÀÂÊÎÔÛÄÖÜÑÇ][\p{L}'’-]+){0,2})/u
const NOT_PLACES = new Set(
  'I January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday English Spanish German French Portuguese Italian Tio'.split(
    ' ',
  ),
)

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`)
/** A chat message's sentences, each as a sentence of the brief: capitalised, ending in a stop ("it smells" → "It smells."). */
const sentencesOf = (text: string) =>
  (text.match(/[^.!?\n]+[.!?…]*/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => /\p{L}|\p{N}/u.test(s))
    .map((s) => `${s.charAt(0).toLocaleUpperCase()}${s.slice(1)}${/[.!?…:;]$/.test(s) ? '' : '.'}`)

/**
 * The brief, drafted from every question the user put in this conversation (not the field names they
 * clicked): the problem in at most three sentences, what was tried, urgency, place, language.
 */
export function draftBrief(
  messages: StoredMessage[],
  isFieldName: (text: string) => boolean,
): { brief: AssistantBrief; language: AssistantLanguage } {
  const questions = messages.filter((m) => m.role === 'user' && !isFieldName(m.text.trim())).map((m) => m.text)
  const language = replyLanguage(messages.map((m) => ({ role: m.role, text: m.text })))
  const sentences = questions.flatMap(sentencesOf)
  const tried = sentences.filter((s) => TRIED.test(s))
  const problem = sentences.filter((s) => !tried.includes(s)).slice(0, 3)
  const urgency = sentences.find((s) => URGENT.test(s))
  let place: string | undefined
  for (const q of questions) {
    const found = PLACE.exec(q)?.[1]
    if (found && !NOT_PLACES.has(found.split(/[\s,]/)[0]!)) place = found
  }
  const brief: AssistantBrief = { problem: clip((problem.length ? problem : sentences.slice(0, 3)).join(' '), BRIEF_PART_MAX.problem) }
  if (tried.length) brief.tried = clip(tried.join(' '), BRIEF_PART_MAX.tried)
  if (urgency) brief.urgency = clip(urgency, BRIEF_PART_MAX.urgency)
  if (place) brief.place = clip(place, BRIEF_PART_MAX.place)
  if (language !== 'en') brief.language = LANGUAGE_NAMES[language]
  return { brief, language }
}

/** The conversation as the expert may read it (only if the user includes it), newest turns kept. */
function transcriptOf(messages: StoredMessage[]): { role: 'user' | 'assistant'; text: string }[] {
  const out: { role: 'user' | 'assistant'; text: string }[] = []
  let size = 0
  for (const m of [...messages].reverse()) {
    size += m.text.length
    if (size > BRIEF_TRANSCRIPT_MAX) break
    out.unshift({ role: m.role, text: m.text })
  }
  return out
}

/**
 * Sends the first message to the expert with the brief the user approved. A retry with the same
 * clientId stores neither twice (the message is kept once per clientId, the brief once per message).
 */
export async function sendHandoff(
  ctx: AppContext,
  chat: ChatSender,
  user: { id: string; emailVerified: boolean },
  conversationId: string,
  messages: StoredMessage[],
  input: AssistantHandoffInput,
  language: AssistantLanguage,
): Promise<{ messageId: string; url: string }> {
  const { db } = ctx.database
  const expert = await listedExperts(db).select('user_id').where('user_id', '=', input.expertId).executeTakeFirst()
  if (!expert) throw new ApiError(404, 'not-found', 'This expert is not available on Tio any more.')
  const sent = await chat.send({
    senderId: user.id,
    receiverId: input.expertId,
    clientId: input.clientId,
    body: input.message,
    source: 'tio-chat',
    senderVerified: user.emailVerified,
  })
  const brief: AssistantBrief & { lang: AssistantLanguage } = { ...withoutEmpty(input.brief), lang: language }
  await db
    .insertInto('assistant_handoffs')
    .values({
      id: randomUUID(),
      user_id: user.id,
      expert_id: input.expertId,
      conversation_id: conversationId,
      message_id: sent.message.id,
      brief: JSON.stringify(brief),
      transcript: input.includeTranscript ? JSON.stringify(transcriptOf(messages)) : null,
      created_at: sent.message.createdAt,
    })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .execute()
  if (!sent.duplicate) await chat.announce(sent)
  return { messageId: sent.message.id, url: `/chat?with=${encodeURIComponent(input.expertId)}` }
}

function withoutEmpty(brief: AssistantBrief): AssistantBrief {
  const out: AssistantBrief = { problem: brief.problem }
  for (const part of ['tried', 'urgency', 'place', 'language'] as const) if (brief[part]) out[part] = brief[part]
  return out
}

/** The briefs of the /chat conversation between two users (either may be the expert), oldest first. */
export async function briefsBetween(db: Kysely<DB>, me: string, other: string): Promise<AssistantBriefCard[]> {
  const rows = await db
    .selectFrom('assistant_handoffs')
    .select(['message_id', 'brief', 'transcript', 'created_at'])
    .where((eb) =>
      eb.or([eb.and([eb('user_id', '=', me), eb('expert_id', '=', other)]), eb.and([eb('user_id', '=', other), eb('expert_id', '=', me)])]),
    )
    .orderBy('created_at')
    .execute()
  return rows.map((r) => {
    const { lang, ...brief } = JSON.parse(r.brief) as AssistantBrief & { lang?: AssistantLanguage }
    return {
      messageId: r.message_id,
      brief,
      language: lang ?? 'en',
      transcript: r.transcript ? (JSON.parse(r.transcript) as AssistantBriefCard['transcript']) : null,
      createdAt: r.created_at,
    }
  })
}

/** The expert this Tio Chat conversation was handed to, once they have replied in /chat (else null). */
export async function handedTo(db: Kysely<DB>, userId: string, conversationId: string): Promise<AssistantHandedTo | null> {
  const handoffs = await db
    .selectFrom('assistant_handoffs')
    .select(['expert_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at', 'desc')
    .execute()
  for (const handoff of handoffs) {
    if (!(await messageSentAfter(db, handoff.expert_id, userId, handoff.created_at))) continue
    const [expert] = await expertPagesOf(db, [handoff.expert_id])
    if (expert) return { expertId: expert.user_id, name: expert.display_name, url: `/chat?with=${encodeURIComponent(expert.user_id)}` }
  }
  return null
}
