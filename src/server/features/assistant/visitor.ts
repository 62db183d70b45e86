import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import type { ChatTurn } from './assistant.engine'
import { offlineAnswer, type EngineDeps, type EngineResult } from './assistant.engines'

/** An answer and the language it is in (the conversation view's own words follow it). */
export type VisitorReply = EngineResult & { language: AssistantLanguage }

/**
 * Tio's answers to a visitor's questions, replayed in order with the conversation so far (a follow-up is
 * read with the earlier turns). Visitors only ever send their questions: the answers are always Tio's own,
 * both when a visitor asks and when their questions become a saved conversation after signing in.
 * The offline engine answers visitors even when a model is configured (no model cost before signing up).
 */
export async function replayQuestions(deps: EngineDeps, questions: string[]): Promise<{ question: string; reply: VisitorReply }[]> {
  const history: ChatTurn[] = []
  const out: { question: string; reply: VisitorReply }[] = []
  for (const question of questions) {
    history.push({ role: 'user', text: question })
    const { text, kind, handoff, analysis, language } = await offlineAnswer(deps, history)
    history.push({ role: 'assistant', text, kind: analysis.kind })
    out.push({ question, reply: { text, kind, handoff, language } })
  }
  return out
}
