import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { BookingView } from '../../../shared/schemas/consultation'
import { getErrorMessage } from '../../../shared/messages'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { CONSULTATION_KEYS, actOnBooking, fetchBookings } from './consultations-api'
import { STATUS_LABELS, STATUS_TONES, canDeliver, isOpen, nextStep } from './booking-status'
import { formatWhen, offerLabel, ownTimeZone, points } from './format'
import { useLiveBookings } from './use-live-bookings'

/** The pair's open bookings above their conversation, each with its state and a link to act on it (issue 23 item 2). */
export function ChatBookingCards({ viewerId, otherId }: { viewerId: string; otherId: string }) {
  const query = useQuery({ queryKey: CONSULTATION_KEYS.bookings, queryFn: fetchBookings, staleTime: 15_000 })
  useLiveBookings()
  const bookings = (query.data ?? []).filter(
    (b) => isOpen(b) && (b.clientId === otherId || b.expertId === otherId) && (b.clientId === viewerId || b.expertId === viewerId),
  )
  if (bookings.length === 0) return null
  return (
    <ul
      className="grid max-h-40 gap-2 overflow-y-auto border-b border-line bg-surface-muted px-3 py-2"
      aria-label="Bookings in this conversation"
    >
      {bookings.map((b) => (
        <li key={b.id} className="rounded-lg border border-line bg-surface p-2 text-sm" data-testid="chat-booking-card">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{offerLabel(b)}</span>
            <Badge tone={STATUS_TONES[b.status]}>{STATUS_LABELS[b.status]}</Badge>
            <span className="text-ink-muted">{points(b.price)}</span>
            {b.startsAt ? <span className="text-ink-muted">{formatWhen(b.startsAt, ownTimeZone())}</span> : null}
            <Link
              // At least 32 px high: a text-sized link is too small a target for a thumb.
              className="ml-auto inline-flex min-h-8 items-center text-brand-700 underline dark:text-brand-300"
              to={`/consultations#booking-${b.id}`}
            >
              Open booking
            </Link>
          </div>
          <p className="mt-1 text-ink-muted">{nextStep(b, viewerId)}</p>
          {canDeliver(b, viewerId, Date.now()) ? <MarkDelivered booking={b} /> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The expert answers or calls in this conversation, so the card asks them to mark it delivered here too
 * (the server refuses until the answer was written or the call took place, and says so).
 */
function MarkDelivered({ booking: b }: { booking: BookingView }) {
  const client = useQueryClient()
  const deliver = useMutation({
    mutationFn: () => actOnBooking(b.id, { action: 'deliver' }),
    onSettled: () => void client.invalidateQueries({ queryKey: CONSULTATION_KEYS.bookings }),
  })
  return (
    <div className="mt-1">
      <Button size="sm" disabled={deliver.isPending} onClick={() => deliver.mutate()}>
        Mark delivered
      </Button>
      {deliver.isError ? (
        <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
          {getErrorMessage(deliver.error)}
        </p>
      ) : null}
    </div>
  )
}
