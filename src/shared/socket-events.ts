/**
 * Realtime events between server and browser (Socket.IO). Features add their events here;
 * payloads that arrive from a client are validated with a zod schema before use.
 */
export const SOCKET_EVENTS = {
  /** server → client: the signed-in user's frame data changed (points, name, expert status): refetch /api/me */
  ME_CHANGED: 'me:changed',
  /** server → client: payload { points: number } */
  POINTS_CHANGED: 'points:changed',
  /** server → client: an expert application was reviewed; payload { status, reason? } */
  APPLICATION_REVIEWED: 'application:reviewed',
  /** server → client: a request from the client was refused; payload { event, code, message } */
  ERROR: 'tio:error',
  /** client → server: { toUserId, clientId, body }, answered by the ack callback with SendAck */
  CHAT_SEND: 'chat:send',
  /**
   * server → client: a message in one of the user's chats (ChatMessage); may repeat, dedupe by id. To the
   * receiver with a second argument, their UnreadCountEvent after it; not to the tab that sent it (its
   * acknowledgement carries the message).
   */
  CHAT_MESSAGE: 'chat:message',
  /** client → server: { chatId }, the user read that conversation */
  CHAT_READ: 'chat:read',
  /** server → client: ReadReceiptEvent */
  CHAT_READ_RECEIPT: 'chat:read-receipt',
  /** both ways: client sends { toUserId }, server pushes TypingEvent to that user */
  CHAT_TYPING: 'chat:typing',
  /** server → client: UnreadCountEvent, the user's unread messages (after a read; a new message carries it, see CHAT_MESSAGE) */
  CHAT_UNREAD: 'chat:unread',
  /** server → client: the user's contacts or blocks changed; payload { userId } (the other user) */
  CONTACTS_CHANGED: 'contacts:changed',
  /** server → client: a room (DATA-32) was created for the user; payload Room, from the receiver's side */
  ROOM_CREATED: 'room:created',
  /** server → client: a call of the user started or changed status; payload Call */
  CALL_UPDATED: 'call:updated',
  /** both ways: WebRTC signalling for a call (CallSignal; relayed with fromUserId to the other participant) */
  CALL_SIGNAL: 'call:signal',
  /** server → client: a booking of the user was made or changed state, after the commit; payload { bookingId, status } */
  BOOKING_CHANGED: 'booking:changed',
} as const

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS]
