import type { MessageAttachment, MessageSource } from '../../../shared/schemas/chat'

/** A file already uploaded for the message: sent by its id, shown while pending like a stored one. */
export type OutboxAttachment = MessageAttachment & { id: string }

/**
 * Messages the user sent that the server has not acknowledged yet, kept in localStorage per user so
 * a reload or going offline loses nothing; each keeps its clientId, so a resend is stored once.
 */
export interface OutboxItem {
  clientId: string
  toUserId: string
  body: string
  /** 'tio-chat' for the first message of a Tio Chat handoff. */
  source?: MessageSource | null
  attachment?: OutboxAttachment | null
  createdAt: string
  /** The last refusal that will not fix itself by retrying (e.g. blocked); the item is kept for the user. */
  error?: string
  /** The server asked to wait (sending too fast): it is sent again shortly. */
  delayed?: boolean
}

const key = (userId: string) => `tio:chat-outbox:${userId}`
const listeners = new Set<() => void>()

export function readOutbox(userId: string): OutboxItem[] {
  if (typeof localStorage === 'undefined') return []
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]')
    return Array.isArray(value) ? (value as OutboxItem[]) : []
  } catch {
    return []
  }
}

function write(userId: string, items: OutboxItem[]) {
  localStorage.setItem(key(userId), JSON.stringify(items))
  for (const listener of listeners) listener()
}

export function addToOutbox(userId: string, item: OutboxItem) {
  write(userId, [...readOutbox(userId).filter((i) => i.clientId !== item.clientId), item])
}

export function removeFromOutbox(userId: string, clientId: string) {
  write(
    userId,
    readOutbox(userId).filter((i) => i.clientId !== clientId),
  )
}

export function updateOutboxItem(userId: string, clientId: string, change: Partial<Pick<OutboxItem, 'error' | 'delayed'>>) {
  write(
    userId,
    readOutbox(userId).map((i) => (i.clientId === clientId ? { ...i, ...change } : i)),
  )
}

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('tio:chat-outbox:')) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function newClientId(): string {
  return crypto.randomUUID()
}
