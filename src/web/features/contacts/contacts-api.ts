import { apiFetch } from '../../lib/api'
import type {
  BlockedAnswer,
  BlockedPage,
  ConnectedAnswer,
  ContactStatus,
  ContactStatusAnswer,
  ContactsPage,
} from '../../../shared/schemas/contact'

export const CONTACT_KEYS = {
  all: ['contacts'] as const,
  list: ['contacts', 'list'] as const,
  blocked: ['contacts', 'blocked'] as const,
  status: (userId: string) => ['contacts', 'status', userId] as const,
}

export async function fetchContactStatus(userId: string): Promise<ContactStatus> {
  const { statuses } = await apiFetch<ContactStatusAnswer>(`/api/contacts/status?ids=${encodeURIComponent(userId)}`)
  return statuses[userId] ?? { connected: false, blocked: false }
}

export const fetchContacts = (cursor?: string) =>
  apiFetch<ContactsPage>(`/api/contacts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)

export const fetchBlocked = (cursor?: string) =>
  apiFetch<BlockedPage>(`/api/blocks${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)

export const connect = (userId: string) => apiFetch<ConnectedAnswer>(`/api/contacts/${encodeURIComponent(userId)}`, { method: 'POST' })
export const removeContact = (userId: string) =>
  apiFetch<ConnectedAnswer>(`/api/contacts/${encodeURIComponent(userId)}`, { method: 'DELETE' })
export const block = (userId: string) => apiFetch<BlockedAnswer>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'POST' })
export const unblock = (userId: string) => apiFetch<BlockedAnswer>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' })
