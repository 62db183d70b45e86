import type { BookingStatus, BookingView } from '../../../shared/schemas/consultation'
import { CALL_EARLY_MINUTES } from '../../../shared/schemas/consultation-text'

export const STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  disputed: 'In dispute',
  refunded: 'Refunded',
}

export const STATUS_TONES: Record<BookingStatus, 'brand' | 'success' | 'neutral' | 'warning'> = {
  booked: 'brand',
  delivered: 'brand',
  completed: 'success',
  cancelled: 'neutral',
  disputed: 'warning',
  refunded: 'neutral',
}

export const isOpen = (b: Pick<BookingView, 'status'>) => b.status === 'booked' || b.status === 'delivered' || b.status === 'disputed'

/** The expert may mark it delivered: booked, and a call from CALL_EARLY_MINUTES before its start (the server's rule). */
export function canDeliver(b: BookingView, viewerId: string, now: number): boolean {
  const mayHaveTakenPlace = b.startsAt === null || Date.parse(b.startsAt) - CALL_EARLY_MINUTES * 60_000 <= now
  return viewerId === b.expertId && b.status === 'booked' && mayHaveTakenPlace
}

/** What the booking waits for, said to the viewer. */
export function nextStep(b: BookingView, viewerId: string): string {
  const expert = viewerId === b.expertId
  switch (b.status) {
    case 'booked':
      if (b.kind === 'answer')
        return expert ? 'Write your answer in the conversation, then mark it delivered.' : `${b.expertName} answers in your conversation.`
      return expert
        ? 'Call your client at the booked time from the conversation, then mark it delivered.'
        : `${b.expertName} calls you at the booked time in your conversation.`
    case 'delivered':
      return expert
        ? 'Waiting for the client to confirm; the points are released to you automatically if nobody disputes.'
        : 'Confirm that you received it, or open a dispute if something went wrong.'
    case 'disputed':
      return 'The Tio team is reviewing the dispute; both of you will get its decision by email.'
    case 'completed':
      return expert ? 'The points were paid to you.' : 'The points were paid to the expert.'
    case 'cancelled':
      return 'The held points were returned to the client.'
    case 'refunded':
      return 'The points were returned to the client.'
  }
}
