import type { UIMessage, UIMessageStreamWriter } from 'ai'
import type { AssistantDataParts, AssistantHandoff, AssistantMessageMetadata, AssistantReplyKind } from '../../../shared/schemas/assistant'
import type { PublicExpert } from '../../../shared/schemas/expert'
import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import { excerpt, GREETING, type Analysis, type ChatTurn, type OfflineBrain } from './assistant.engine'
import { descriptionIn } from './knowledge/descriptions'
import { titleIn } from './knowledge/titles'
import { PHRASES, saysNote } from './phrases'
import { normalise } from './text'
import { detectLanguage } from './translate'

/**
 * The two engines of Tio Chat behind one interface: the embedded offline assistant, and any
 * OpenAI-compatible model (config.ai) with read-only tools. Both write the same AI SDK UI message
 * stream: text parts, then a `data-handoff` part with the matching experts.
 */
export type TioUIMessage = UIMessage<AssistantMessageMetadata, AssistantDataParts>
export type TioWriter = UIMessageStreamWriter<TioUIMessage>

export interface EngineDeps {
  brain: OfflineBrain
  /** Approved experts for occupations, most relevant first (never the asking user). */
  findExperts: (occupations: string[]) => Promise<PublicExpert[]>
}

export interface EngineRun {
  /** This conversation only (its owner's turns and the replies); the new user message is last. */
  history: ChatTurn[]
  writer: TioWriter
  signal: AbortSignal
}

export interface EngineResult {
  text: string
  kind: AssistantReplyKind
  handoff: AssistantHandoff | null
}

export interface AssistantEngine {
  name: 'offline' | 'llm'
  run: (run: EngineRun) => Promise<EngineResult>
}

const SUMMARY_MAX = 800

/** Greetings too short for detectLanguage that still say which language to answer in. */
const GREETINGS: [AssistantLanguage, RegExp][] = [
  ['es', /^(hola|buenos dias|buenas( tardes| noches)?|gracias)\b/],
  ['fr', /^(bonjour|bonsoir|salut|coucou|merci)\b/],
  ['de', /^(hallo|guten (tag|morgen|abend)|servus|moin|danke)\b/],
  ['pt', /^(ola|oi|bom dia|boa (tarde|noite)|obrigad[oa])\b/],
  ['it', /^(ciao|buongiorno|buonasera|grazie)\b/],
]

/**
 * The language Tio answers in: that of the user's latest message when it says enough to tell
 * (a clicked field name or "ok" does not), else of their earlier ones.
 */
export function replyLanguage(history: ChatTurn[]): AssistantLanguage {
  const users = history.filter((t) => t.role === 'user').map((t) => t.text)
  for (const text of users.reverse()) {
    const greeting = GREETINGS.find(([, re]) => re.test(normalise(text.trim())))
    if (greeting) return greeting[0]
    const language = detectLanguage(text)
    if (language !== 'en' || text.trim().split(/\s+/).length >= 4) return language
  }
  return 'en'
}

export function summaryOf(question: string): string {
  const clean = question.replace(/\s+\n/g, '\n').trim()
  return clean.length <= SUMMARY_MAX ? clean : `${clean.slice(0, SUMMARY_MAX).replace(/\s+\S*$/, '')}…`
}

const listOf = (items: string[], or = 'or') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`

/**
 * A help page or smart answer quoted in a reply: its linked title and an excerpt, all inside the quote,
 * which is the only quote an offline reply has, so the conversation view can mark it as English text.
 */
function quoted(passage: { title: string; url: string; text: string }, max: number): string {
  const text = excerpt(passage.text, max)
  // Numbered steps, flattened into one line by plainText, are a list again.
  const body = (/^1\.\s/.test(text) ? text.replace(/\s+(?=\d{1,2}\.\s)/g, '\n') : text)
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')
  return `> **[${passage.title}](${passage.url})**\n>\n${body}`
}

/** A field as a handoff lists it: its canonical title, and its description in the reply's language. */
export const describeIn =
  (language: AssistantLanguage) =>
  (o: { title: string; description: string }): { title: string; description: string } => ({
    title: o.title,
    description: descriptionIn(language, o.title, o.description),
  })

export interface ReplyOptions {
  /** The not-a-professional note was already given in this conversation (it is said once). */
  noteShown?: boolean
  /** The best field has no approved expert: the experts shown are of these nearest fields. */
  nearest?: string[]
  /** The language of the user's message: the reply's fixed phrases follow it (issue 24 item 1). */
  language?: AssistantLanguage
}

/** The offline assistant's Markdown reply for an analysis (and the experts found for it). */
export function composeOfflineReply(analysis: Analysis, experts: PublicExpert[], lastUserText: string, options: ReplyOptions = {}): string {
  const norm = lastUserText.trim().toLowerCase()
  const language = options.language ?? 'en'
  const p = PHRASES[language]
  const note = options.noteShown ? '' : `${p.note} `
  const inEnglish = p.inEnglish ? ` ${p.inEnglish}` : ''
  // Fields are named and described in the reply's language; the handoff keeps their canonical titles.
  const named = (title: string) => titleIn(language, title)
  const bold = (titles: string[]) =>
    listOf(
      titles.map((t) => `**${named(t)}**`),
      p.or,
    )
  switch (analysis.kind) {
    case 'greeting': {
      // Chatter and small talk ("lol my cat is judging me", "who are you?") get no "Hi!" of their own.
      const opener = /^(thanks|thank you|thx|ty|cheers|gracias|merci|danke|obrigad|grazie)/.test(norm)
        ? p.greeting.thanks
        : /^(bye|goodbye|see you|adios|au revoir|tschuss|adeus|tchau|arrivederci)/.test(norm)
          ? p.greeting.bye
          : GREETING.test(normalise(norm))
            ? p.greeting.hi
            : ''
      return opener ? `${opener} ${p.greeting.body}` : p.greeting.body
    }
    case 'tio': {
      if (!analysis.passages.length) return p.tioTeam
      const parts = analysis.passages.map(({ passage }) => quoted(passage, 360))
      return `${p.helpPages}${inEnglish}\n\n${parts.join('\n\n')}\n\n${p.helpMore}`
    }
    case 'clarify':
      if (analysis.occupations.length > 0) return p.clarifyFields(bold(analysis.occupations.map((o) => o.title)))
      return p.clarifyOpen
    case 'no-answer':
      return `${note}${p.noAnswer}`
    case 'experts': {
      const [first, ...rest] = analysis.occupations
      if (!first) return p.note
      let text = p.sounds(named(first.title), descriptionIn(language, first.title, first.description))
      if (rest.length) text += ` ${p.alsoHelp(bold(rest.slice(0, 2).map((o) => o.title)))}`
      const quote = analysis.passages[0]
      if (quote) {
        text += `\n\n${p.smartAnswer}${inEnglish}\n\n${quoted(quote.passage, 320)}`
      }
      const nearest = options.nearest ?? []
      if (nearest.length && experts.length) text += `\n\n${p.nearest(named(first.title), bold(nearest))} ${p.waitlist}`
      else if (!experts.length) text += `\n\n${p.none(named(first.title))} ${p.waitlist}`
      text += `\n\n${note}${p.expertCan}`
      if (experts.length) text += ` ${p.askThisExpert}`
      return text
    }
  }
}

function writeTextChunks(writer: TioWriter, id: string, chunks: string[]) {
  for (const delta of chunks) writer.write({ type: 'text-delta', id, delta })
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const onAbort = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })

/** Answers without streaming (the benchmark and the stream below share it). */
export async function offlineAnswer(
  deps: EngineDeps,
  history: ChatTurn[],
): Promise<EngineResult & { analysis: Analysis; language: AssistantLanguage }> {
  const analysis = deps.brain.analyze(history)
  let fields = analysis.occupations.slice(0, 3)
  let nearest: string[] = []
  // Never a dead end: when the best field has no approved expert, the nearest fields that have one, if any is
  // close (else the reply says so, with a link to browse every expert and the waitlist).
  if (analysis.kind === 'experts' && fields[0] && deps.brain.expertsOf(fields[0].title).length === 0) {
    const withExperts = deps.brain.nearestWithExperts([...analysis.occupations, ...analysis.alternatives])
    if (withExperts.length) {
      fields = withExperts
      nearest = withExperts.map((o) => o.title)
    } else fields = fields.slice(0, 1)
  }
  const experts = analysis.kind === 'experts' ? await deps.findExperts(fields.map((o) => o.title)) : []
  const lastUser = [...history].reverse().find((t) => t.role === 'user')?.text ?? ''
  const noteShown = history.some((t) => t.role === 'assistant' && saysNote(t.text))
  const language = replyLanguage(history)
  const text = composeOfflineReply(analysis, experts, lastUser, { noteShown, nearest, language })
  const summary = summaryOf(analysis.question)
  const describe = describeIn(language)
  const best = analysis.occupations[0]
  const waitFor =
    analysis.kind === 'experts' && best && deps.brain.expertsOf(best.title).length === 0
      ? { waitFor: best.title, waitForLabel: titleIn(language, best.title) }
      : {}
  const handoff: AssistantHandoff | null =
    analysis.kind === 'experts'
      ? {
          occupations: [...analysis.occupations.slice(0, 1), ...fields]
            .filter((o, i, all) => all.indexOf(o) === i)
            .slice(0, 4)
            .map(describe),
          experts,
          summary,
          language,
          ...waitFor,
        }
      : analysis.kind === 'clarify' && analysis.occupations.length
        ? {
            occupations: analysis.occupations.map(describe),
            experts: [],
            summary,
            choices: analysis.occupations.map((o) => o.title),
            choiceLabels: analysis.occupations.map((o) => titleIn(language, o.title)),
            language,
          }
        : null
  return { text, kind: analysis.kind, handoff, analysis, language }
}

export function createOfflineEngine(deps: EngineDeps, options: { wordDelayMs?: number } = {}): AssistantEngine {
  const delay = options.wordDelayMs ?? 12
  return {
    name: 'offline',
    async run({ history, writer, signal }) {
      const result = await offlineAnswer(deps, history)
      const id = 'text-0'
      writer.write({ type: 'text-start', id })
      // Stream word by word, like a model would; stops early when the user presses Stop.
      const pieces = result.text.match(/\S+\s*|\s+/g) ?? [result.text]
      let sent = ''
      for (let i = 0; i < pieces.length; i += 3) {
        if (signal.aborted) break
        const chunk = pieces.slice(i, i + 3)
        writeTextChunks(writer, id, [chunk.join('')])
        sent += chunk.join('')
        if (delay > 0) await pause(delay, signal)
      }
      writer.write({ type: 'text-end', id })
      if (signal.aborted) return { text: sent, kind: 'stopped', handoff: null }
      if (result.handoff) writer.write({ type: 'data-handoff', data: result.handoff })
      return { text: result.text, kind: result.kind, handoff: result.handoff }
    },
  }
}
