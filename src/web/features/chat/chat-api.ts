import { apiFetch } from '../../lib/api'
import type { ChatListPage, MessagesPage, ReadAnswer, UnreadCountEvent } from '../../../shared/schemas/chat'

export const CHAT_KEYS = {
  all: ['chat'] as const,
  unread: ['chat', 'unread'] as const,
  list: ['chat', 'list'] as const,
  allMessages: ['chat', 'messages'] as const,
  messages: (otherId: string) => ['chat', 'messages', otherId] as const,
}

export const fetchChats = (cursor?: string) => apiFetch<ChatListPage>(`/api/chats${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)

export const fetchMessages = (otherId: string, before?: string) =>
  apiFetch<MessagesPage>(`/api/chats/with/${encodeURIComponent(otherId)}/messages${before ? `?before=${encodeURIComponent(before)}` : ''}`)

export const markRead = (otherId: string) => apiFetch<ReadAnswer>(`/api/chats/with/${encodeURIComponent(otherId)}/read`, { method: 'POST' })

export const fetchUnread = () => apiFetch<UnreadCountEvent>('/api/chats/unread')
