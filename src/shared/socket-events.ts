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
} as const

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS]
