/**
 * Events between the server's features and instances (server/bus: in process, through the cluster
 * primary, or Redis), by name with their payloads. Payloads cross the network as JSON. A feature adds its
 * event here; every event has a subscriber.
 */
export const BUS_EVENTS = {
  /** An expert's public data changed (profile, application, rating, offers, deletion): the search index and Tio Chat's fields re-read them. */
  EXPERTS_CHANGED: 'experts.changed',
  /** The experts were imported in bulk: the search index is rebuilt. */
  EXPERTS_REINDEX: 'experts.reindex',
  /** A booking was made: its expert is told (notifications). */
  BOOKING_CREATED: 'notifications.booking-created',
  /** A person's session ended (one, or all of them without sessionId): their sockets close on every instance. */
  SESSIONS_ENDED: 'sessions.ended',
} as const

export interface BusEvents {
  [BUS_EVENTS.EXPERTS_CHANGED]: { userId: string }
  [BUS_EVENTS.EXPERTS_REINDEX]: { reason: string }
  [BUS_EVENTS.BOOKING_CREATED]: { bookingId: string }
  [BUS_EVENTS.SESSIONS_ENDED]: { userId: string; sessionId?: string }
}

export type BusEventName = keyof BusEvents
