import type { BookingStatus, BookingView } from '../../../shared/schemas/consultation'

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
