import type {
  AssistantBrief,
  AssistantBriefDraft,
  AssistantBriefs,
  AssistantConversation,
  AssistantConversationDetail,
  AssistantConversations,
  AssistantHandoffAnswer,
  AssistantStatus,
  AssistantVisitorReply,
  AssistantWaitlist,
} from '../../../shared/schemas/assistant'
import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import { chatText } from '../../../shared/schemas/assistant-chat-text'
import { apiFetch } from '../../lib/api'

export const assistantApi = {
  status: () => apiFetch<AssistantStatus>('/api/assistant/status'),
  list: () => apiFetch<AssistantConversations>('/api/assistant/conversations'),
  create: () => apiFetch<AssistantConversation>('/api/assistant/conversations', { method: 'POST', json: {} }),
  get: (id: string) => apiFetch<AssistantConversationDetail>(`/api/assistant/conversations/${encodeURIComponent(id)}`),
  rename: (id: string, title: string) =>
    apiFetch<AssistantConversation>(`/api/assistant/conversations/${encodeURIComponent(id)}`, { method: 'PATCH', json: { title } }),
  /** A visitor's questions so far (the new one last): Tio's answer to the last. */
  askAsVisitor: (questions: string[]) => apiFetch<AssistantVisitorReply>('/api/assistant/visitor', { method: 'POST', json: { questions } }),
  /** After signing in: the visitor's questions become a saved conversation. */
  claim: (questions: string[]) => apiFetch<AssistantConversation>('/api/assistant/claim', { method: 'POST', json: { questions } }),
  /** The brief "Ask this expert" shows before anything is sent (drafted from the whole conversation). */
  brief: (id: string) => apiFetch<AssistantBriefDraft>(`/api/assistant/conversations/${encodeURIComponent(id)}/brief`),
  handoff: (
    id: string,
    input: { expertId: string; clientId: string; message: string; brief: AssistantBrief; includeTranscript: boolean },
  ) =>
    apiFetch<AssistantHandoffAnswer>(`/api/assistant/conversations/${encodeURIComponent(id)}/handoff`, {
      method: 'POST',
      json: input,
    }),
  /** The "From Tio Chat" cards of the /chat conversation with another user. */
  briefs: (otherId: string) => apiFetch<AssistantBriefs>(`/api/assistant/briefs?with=${encodeURIComponent(otherId)}`),
  waitlist: () => apiFetch<AssistantWaitlist>('/api/assistant/waitlist'),
  wait: (field: string, language: AssistantLanguage) =>
    apiFetch<AssistantWaitlist>('/api/assistant/waitlist', { method: 'POST', json: { field, language } }),
  stopWaiting: (field: string) => apiFetch<AssistantWaitlist>('/api/assistant/waitlist', { method: 'DELETE', json: { field } }),
  remove: (id: string) => apiFetch<void>(`/api/assistant/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
}

/**
 * The AI SDK transport throws the response body as the message: show our API's message when it is one,
 * else our own in the conversation's language.
 */
export function chatErrorMessage(error: Error | undefined, language?: AssistantLanguage): string | null {
  if (!error) return null
  try {
    const body = JSON.parse(error.message) as { error?: { message?: string } }
    if (body.error?.message) return body.error.message
  } catch {
    // not JSON
  }
  return error.message && error.message.length < 200 ? error.message : chatText(language).couldNotAnswer
}
