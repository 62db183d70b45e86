import type { AssistantVisitorReply } from '../../../shared/schemas/assistant'

/**
 * A visitor's Tio Chat conversation, kept in this tab only (sessionStorage) until they sign up or log in;
 * then its questions are claimed into their account (POST /api/assistant/claim) and it is cleared.
 */
export interface VisitorTurn {
  id: string
  question: string
  reply: AssistantVisitorReply
}

const KEY = 'tio-visitor-chat'

export function loadVisitorTurns(): VisitorTurn[] {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown
    return Array.isArray(parsed) ? (parsed as VisitorTurn[]).filter((t) => typeof t?.question === 'string' && t.reply) : []
  } catch {
    return []
  }
}

export function saveVisitorTurns(turns: VisitorTurn[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(turns))
  } catch {
    // Storage full or blocked: the conversation still shows, it just will not move into the account.
  }
}

export function clearVisitorTurns(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // blocked storage: nothing to clear
  }
}
