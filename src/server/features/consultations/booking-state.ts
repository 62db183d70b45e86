import { CALL_EARLY_MINUTES, type BookingAction, type BookingStatus } from '../../../shared/schemas/consultation'
import { ApiError } from '../../http/errors'

const HOUR = 3_600_000

export interface BookingState {
  status: string
  expert_id: string
  client_id: string
  kind: string
  starts_at: string | null
  delivered_at: string | null
  proposed_starts_at: string | null
  proposed_by: string | null
}

export interface BookingRules {
  freeCancelHours: number
  autoReleaseHours: number
}

/** What happens to the held points: nothing, paid to the expert (post) or back to the client (void). */
export type LedgerEffect = 'none' | 'post' | 'void'

export interface BookingPatch {
  status: BookingStatus
  effect: LedgerEffect
  set: Partial<{
    delivered_at: string
    release_due_at: string | null
    reminder_due_at: string | null
    cancelled_by: string
    dispute_reason: string
    disputed_by: string
    starts_at: string
    proposed_starts_at: string | null
    proposed_by: string | null
  }>
}

const refuse = (message: string) => new ApiError(409, 'invalid-booking-state', message)

/**
 * What `action` by `actorId` (or 'system' for the sweeper's auto-release) does to a booking at `now`.
 * Pure, with the clock passed in, like calls.service.ts's transitionCall; the caller writes the patch
 * with a compare-and-set on the status it read.
 *
 * booked → delivered (expert; a call from CALL_EARLY_MINUTES before its start) | cancelled (expert any time; client
 * until FREE_CANCEL_HOURS before the start, a written answer until it is delivered) | disputed (either,
 * once a call has started); delivered → completed (client confirms; the system after AUTO_RELEASE_HOURS)
 * | disputed (either, within AUTO_RELEASE_HOURS of delivery); a booked call's time moves when one
 * proposes a new start and the other accepts. completed, cancelled, refunded are final; disputed
 * waits for the operator.
 */
export function transitionBooking(
  booking: BookingState,
  action: BookingAction | 'auto-release',
  actorId: string,
  now: Date,
  rules: BookingRules,
  input: { reason?: string; startsAt?: string } = {},
): BookingPatch {
  const isExpert = actorId === booking.expert_id
  const isClient = actorId === booking.client_id
  if (action !== 'auto-release' && !isExpert && !isClient)
    throw new ApiError(403, 'forbidden', 'Only the two people of a booking can change it.')
  const at = now.toISOString()
  const started = booking.starts_at === null || Date.parse(booking.starts_at) <= now.getTime()
  const callMayHaveTakenPlace = booking.starts_at === null || Date.parse(booking.starts_at) - CALL_EARLY_MINUTES * 60_000 <= now.getTime()
  const status = booking.status as BookingStatus
  switch (action) {
    case 'deliver':
      if (!isExpert) throw new ApiError(403, 'forbidden', 'Only the expert marks a consultation delivered.')
      if (status !== 'booked') throw refuse(`This booking is ${status}: it cannot be delivered now.`)
      if (!callMayHaveTakenPlace) throw refuse('The call has not started yet.')
      return {
        status: 'delivered',
        effect: 'none',
        set: { delivered_at: at, release_due_at: new Date(now.getTime() + rules.autoReleaseHours * HOUR).toISOString() },
      }
    case 'confirm':
      if (!isClient) throw new ApiError(403, 'forbidden', 'Only the client confirms a consultation.')
      if (status !== 'delivered') throw refuse(`This booking is ${status}: there is nothing to confirm.`)
      return { status: 'completed', effect: 'post', set: { release_due_at: null } }
    case 'auto-release':
      if (
        status !== 'delivered' ||
        !booking.delivered_at ||
        Date.parse(booking.delivered_at) + rules.autoReleaseHours * HOUR > now.getTime()
      ) {
        throw refuse('Not due for release.')
      }
      return { status: 'completed', effect: 'post', set: { release_due_at: null } }
    case 'cancel': {
      if (status !== 'booked') throw refuse(`This booking is ${status}: it can no longer be cancelled.`)
      if (isClient && booking.starts_at && Date.parse(booking.starts_at) - now.getTime() < rules.freeCancelHours * HOUR) {
        throw refuse(
          `A booking can be cancelled free of charge until ${rules.freeCancelHours} hours before it starts. Ask the expert, or open a dispute after the call.`,
        )
      }
      return { status: 'cancelled', effect: 'void', set: { cancelled_by: actorId, reminder_due_at: null } }
    }
    case 'dispute': {
      const open = (status === 'booked' && started && booking.starts_at !== null) || status === 'delivered'
      if (!open)
        throw refuse(
          status === 'booked'
            ? 'A dispute can be opened once the call has started.'
            : `This booking is ${status}: a dispute can no longer be opened.`,
        )
      if (status === 'delivered' && Date.parse(booking.delivered_at!) + rules.autoReleaseHours * HOUR <= now.getTime())
        throw refuse('The dispute window has closed.')
      if (!input.reason) throw new ApiError(400, 'bad-request', 'reason: say what went wrong', { reason: 'Say what went wrong' })
      return { status: 'disputed', effect: 'none', set: { dispute_reason: input.reason, disputed_by: actorId, release_due_at: null } }
    }
    case 'propose':
      if (status !== 'booked' || !booking.starts_at) throw refuse('Only a booked call can move to another time.')
      if (started) throw refuse('The call has started already.')
      if (!input.startsAt) throw new ApiError(400, 'bad-request', 'startsAt: pick the new time', { startsAt: 'Pick the new time' })
      return { status: 'booked', effect: 'none', set: { proposed_starts_at: input.startsAt, proposed_by: actorId } }
    case 'accept-proposal':
      if (status !== 'booked' || !booking.proposed_starts_at) throw refuse('There is no new time to accept.')
      if (booking.proposed_by === actorId) throw new ApiError(403, 'forbidden', 'The other person accepts your proposal.')
      if (Date.parse(booking.proposed_starts_at) <= now.getTime()) throw refuse('The proposed time has passed.')
      return {
        status: 'booked',
        effect: 'none',
        set: { starts_at: booking.proposed_starts_at, proposed_starts_at: null, proposed_by: null },
      }
  }
}
