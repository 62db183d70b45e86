import type { Call, CallSignal, RelayedCallSignal, Room } from './schemas/call'
import type {
  ChatMessage,
  ReadReceiptEvent,
  SendAck,
  SocketReadInput,
  SocketSendInput,
  SocketTypingInput,
  TypingEvent,
  UnreadCountEvent,
} from './schemas/chat'
import type { ApplicationStatus } from './schemas/expert-application'

/**
 * Realtime events between server and browser (Socket.IO). Features add their events here and their
 * payloads to the two maps below; payloads that arrive from a client are validated with a zod schema
 * before use (server/realtime/client-events.ts).
 */
export const SOCKET_EVENTS = {
  /** server → client: the signed-in user's frame data changed (points, name, expert status): refetch /api/me */
  ME_CHANGED: 'me:changed',
  /** server → client: the user's points balance */
  POINTS_CHANGED: 'points:changed',
  /** server → client: an expert application was reviewed */
  APPLICATION_REVIEWED: 'application:reviewed',
  /** server → client: a request from the client was refused */
  ERROR: 'tio:error',
  /** client → server: a message, answered by the ack callback with SendAck */
  CHAT_SEND: 'chat:send',
  /**
   * server → client: a message in one of the user's chats; may repeat, dedupe by id. To the receiver
   * with a second argument, their unread count after it; not to the tab that sent it (its
   * acknowledgement carries the message).
   */
  CHAT_MESSAGE: 'chat:message',
  /** client → server: the user read that conversation */
  CHAT_READ: 'chat:read',
  /** server → client: the other person (or another tab) read a conversation */
  CHAT_READ_RECEIPT: 'chat:read-receipt',
  /** both ways: client sends { toUserId }, server pushes TypingEvent to that user */
  CHAT_TYPING: 'chat:typing',
  /** server → client: the user's unread messages (after a read; a new message carries it, see CHAT_MESSAGE) */
  CHAT_UNREAD: 'chat:unread',
  /** server → client: the user's contacts or blocks changed with the user `userId` */
  CONTACTS_CHANGED: 'contacts:changed',
  /** server → client: a room (DATA-32) was created for the user, from the receiver's side */
  ROOM_CREATED: 'room:created',
  /** server → client: a call of the user started or changed status */
  CALL_UPDATED: 'call:updated',
  /** both ways: WebRTC signalling for a call (relayed with fromUserId to the other participant) */
  CALL_SIGNAL: 'call:signal',
  /** server → client: a booking of the user was made or changed state, after the commit; payload { bookingId, status } */
  BOOKING_CHANGED: 'booking:changed',
} as const

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS]

/** A client event the server refused: the acknowledgement's answer and, with `event`, SOCKET_EVENTS.ERROR's payload. */
export interface SocketRefusal {
  ok: false
  code: string
  message: string
}
export type SocketAnswer<T extends object = object> = ({ ok: true } & T) | SocketRefusal

/** What the server emits, by event: Socket.IO's ServerToClientEvents (listeners take these arguments). */
export interface ServerToClientEvents {
  [SOCKET_EVENTS.ME_CHANGED]: (payload: Record<string, never>) => void
  [SOCKET_EVENTS.POINTS_CHANGED]: (payload: { points: number }) => void
  [SOCKET_EVENTS.APPLICATION_REVIEWED]: (payload: { status: ApplicationStatus; reason?: string }) => void
  [SOCKET_EVENTS.ERROR]: (payload: { event: string; code: string; message: string }) => void
  [SOCKET_EVENTS.CHAT_MESSAGE]: (message: ChatMessage, unread?: UnreadCountEvent) => void
  [SOCKET_EVENTS.CHAT_READ_RECEIPT]: (receipt: ReadReceiptEvent) => void
  [SOCKET_EVENTS.CHAT_TYPING]: (typing: TypingEvent) => void
  [SOCKET_EVENTS.CHAT_UNREAD]: (unread: UnreadCountEvent) => void
  [SOCKET_EVENTS.CONTACTS_CHANGED]: (payload: { userId: string }) => void
  [SOCKET_EVENTS.ROOM_CREATED]: (room: Room) => void
  [SOCKET_EVENTS.CALL_UPDATED]: (call: Call) => void
  [SOCKET_EVENTS.CALL_SIGNAL]: (signal: RelayedCallSignal) => void
  [SOCKET_EVENTS.BOOKING_CHANGED]: (payload: { bookingId: string; status: string }) => void
}

/** What a client may send, by event, with the acknowledgement's answer: Socket.IO's ClientToServerEvents. */
export interface ClientToServerEvents {
  [SOCKET_EVENTS.CHAT_SEND]: (payload: SocketSendInput, ack: (answer: SendAck) => void) => void
  [SOCKET_EVENTS.CHAT_READ]: (payload: SocketReadInput, ack?: (answer: SocketAnswer<{ receipt: ReadReceiptEvent | null }>) => void) => void
  [SOCKET_EVENTS.CHAT_TYPING]: (payload: SocketTypingInput, ack?: (answer: SocketAnswer) => void) => void
  [SOCKET_EVENTS.CALL_SIGNAL]: (payload: CallSignal, ack?: (answer: SocketAnswer) => void) => void
}

export type ServerEventName = keyof ServerToClientEvents
export type ClientEventName = keyof ClientToServerEvents
/** The answer a client event's acknowledgement gets. */
export type ClientEventAnswer<E extends ClientEventName> = Parameters<NonNullable<Parameters<ClientToServerEvents[E]>[1]>>[0]
