import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { BookingAction, BookingView } from '../../../shared/schemas/consultation'
import { getErrorMessage } from '../../../shared/messages'
import { ApiClientError } from '../../lib/api'
import { ME_QUERY_KEY } from '../../lib/session'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { TextAreaField } from '../../ui/field'
import { STATUS_LABELS, STATUS_TONES, canDeliver, nextStep } from './booking-status'
import { CONSULTATION_KEYS, actOnBooking } from './consultations-api'
import { formatWhen, offerLabel, ownTimeZone, points } from './format'
import { SlotPicker } from './slot-picker'

type Panel = 'none' | 'cancel' | 'confirm' | 'dispute' | 'propose'

/** One booking with what the viewer can do to it now (issue 23 item 4); the server decides again. */
export function BookingCard({ booking: b, viewerId, now }: { booking: BookingView; viewerId: string; now: number }) {
  const client = useQueryClient()
  const zone = ownTimeZone()
  const isExpert = viewerId === b.expertId
  const other = isExpert ? { name: b.clientName, id: b.clientId } : { name: b.expertName, id: b.expertId }
  const [panel, setPanel] = useState<Panel>('none')
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState('')
  const [proposal, setProposal] = useState('')
  const [day, setDay] = useState('')
  const [error, setError] = useState('')
  // The reason is asked for right away, and again when it was left empty.
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    if (panel === 'dispute') reasonRef.current?.focus()
  }, [panel])
  const act = useMutation({
    mutationFn: (input: { action: BookingAction; reason?: string; startsAt?: string }) => actOnBooking(b.id, input),
    onSuccess: () => {
      setPanel('none')
      setReason('')
      setError('')
      void client.invalidateQueries({ queryKey: CONSULTATION_KEYS.bookings })
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
      void client.invalidateQueries({ queryKey: ['profile'] })
    },
    onError: (e) => {
      setError(getErrorMessage(e))
      if (e instanceof ApiClientError && (e.code === 'invalid-booking-state' || e.code === 'slot-taken')) {
        void client.invalidateQueries({ queryKey: CONSULTATION_KEYS.bookings })
        void client.invalidateQueries({ queryKey: ['consultations', 'slots', b.expertId] })
      }
    },
  })
  const started = b.startsAt === null || Date.parse(b.startsAt) <= now
  const freeCancel = b.freeCancelUntil === null || Date.parse(b.freeCancelUntil) > now
  const canCancel = b.status === 'booked' && (isExpert || freeCancel)
  const canConfirm = !isExpert && b.status === 'delivered'
  const disputeOpen =
    (b.status === 'booked' && b.startsAt !== null && started) ||
    (b.status === 'delivered' && (!b.releaseDueAt || Date.parse(b.releaseDueAt) > now))
  const canPropose = b.status === 'booked' && b.startsAt !== null && !started
  const canAccept =
    b.status === 'booked' && b.proposedStartsAt !== null && b.proposedBy !== viewerId && Date.parse(b.proposedStartsAt) > now
  const open = (p: Panel) => {
    setError('')
    setPanel((current) => (current === p ? 'none' : p))
  }
  const dispute = (event: FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setReasonError('Reason for the dispute: say what went wrong.')
      return reasonRef.current?.focus()
    }
    setReasonError('')
    act.mutate({ action: 'dispute', reason: reason.trim() })
  }
  const cancelText = isExpert
    ? 'Cancelling returns all the points to your client.'
    : b.freeCancelUntil
      ? freeCancel
        ? `Free cancellation until ${formatWhen(b.freeCancelUntil, zone)}: all the points come back to you.`
        : `Free cancellation ended ${formatWhen(b.freeCancelUntil, zone)}. Ask ${b.expertName} to cancel, or open a dispute after the call.`
      : 'Free cancellation until the answer is delivered: all the points come back to you.'
  return (
    <article
      id={`booking-${b.id}`}
      className="rounded-xl border border-line p-4 target:ring-2 target:ring-brand-400"
      aria-labelledby={`booking-${b.id}-title`}
      data-testid="booking"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`booking-${b.id}-title`} className="font-semibold">
          {offerLabel(b)} {isExpert ? 'for' : 'with'} {other.name}
        </h3>
        <Badge tone={STATUS_TONES[b.status]}>{STATUS_LABELS[b.status]}</Badge>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">You are</dt>
        <dd>{isExpert ? 'the expert' : 'the client'}</dd>
        <dt className="text-ink-muted">When</dt>
        <dd>{b.startsAt ? `${formatWhen(b.startsAt, zone)} (${zone})` : `Written answer, booked ${formatWhen(b.createdAt, zone)}`}</dd>
        <dt className="text-ink-muted">Price</dt>
        <dd>{points(b.price)}</dd>
        {b.note ? (
          <>
            <dt className="text-ink-muted">Note</dt>
            <dd className="whitespace-pre-line break-words">{b.note}</dd>
          </>
        ) : null}
        {b.proposedStartsAt ? (
          <>
            <dt className="text-ink-muted">New time</dt>
            <dd>
              {formatWhen(b.proposedStartsAt, zone)}, proposed by {b.proposedBy === viewerId ? 'you' : other.name}
            </dd>
          </>
        ) : null}
        {b.disputeReason ? (
          <>
            <dt className="text-ink-muted">Dispute</dt>
            <dd className="break-words">{b.disputeReason}</dd>
          </>
        ) : null}
        {b.decision ? (
          <>
            <dt className="text-ink-muted">Decision</dt>
            <dd className="break-words">{b.decision}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{nextStep(b, viewerId)}</p>
      {b.status === 'booked' ? (
        <p className="mt-1 text-sm" data-testid="cancel-terms">
          {cancelText}
        </p>
      ) : null}

      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/chat?with=${encodeURIComponent(other.id)}`}
          className="inline-flex h-8 items-center rounded-full border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
        >
          Open conversation
        </Link>
        {!isExpert && b.expertPath ? (
          <Link to={b.expertPath} className="inline-flex h-8 items-center rounded-full px-3 text-sm font-semibold hover:bg-surface-muted">
            {b.expertName}&apos;s page
          </Link>
        ) : null}
        {canDeliver(b, viewerId, now) ? (
          <Button size="sm" disabled={act.isPending} onClick={() => act.mutate({ action: 'deliver' })}>
            Mark delivered
          </Button>
        ) : null}
        {canConfirm ? (
          <Button size="sm" aria-expanded={panel === 'confirm'} onClick={() => open('confirm')}>
            Confirm and release {points(b.price)}
          </Button>
        ) : null}
        {canAccept ? (
          <Button size="sm" disabled={act.isPending} onClick={() => act.mutate({ action: 'accept-proposal' })}>
            Accept new time
          </Button>
        ) : null}
        {canPropose ? (
          <Button size="sm" variant="secondary" aria-expanded={panel === 'propose'} onClick={() => open('propose')}>
            Propose a new time
          </Button>
        ) : null}
        {canCancel ? (
          <Button size="sm" variant="secondary" aria-expanded={panel === 'cancel'} onClick={() => open('cancel')}>
            Cancel booking
          </Button>
        ) : null}
        {disputeOpen ? (
          <Button size="sm" variant="secondary" aria-expanded={panel === 'dispute'} onClick={() => open('dispute')}>
            Open a dispute
          </Button>
        ) : null}
      </div>

      {panel === 'cancel' ? (
        <div className="mt-3 rounded-lg bg-surface-muted p-3 text-sm">
          <p>
            Cancel this booking? {isExpert ? `${b.clientName} gets all ${points(b.price)} back.` : `You get all ${points(b.price)} back.`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" variant="danger" disabled={act.isPending} onClick={() => act.mutate({ action: 'cancel' })}>
              Yes, cancel
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPanel('none')}>
              Keep it
            </Button>
          </div>
        </div>
      ) : null}
      {panel === 'confirm' ? (
        // Paying cannot be undone, and on a phone this button sits right above Open a dispute: asked once more, as cancelling is.
        <div className="mt-3 rounded-lg bg-surface-muted p-3 text-sm">
          <p>
            Release {points(b.price)} to {b.expertName}? This pays them and cannot be undone.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" disabled={act.isPending} onClick={() => act.mutate({ action: 'confirm' })}>
              Yes, release
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setPanel('none')}>
              Not yet
            </Button>
          </div>
        </div>
      ) : null}
      {panel === 'dispute' ? (
        <form className="mt-3 grid gap-2" onSubmit={dispute} noValidate>
          <TextAreaField
            ref={reasonRef}
            label="Reason for the dispute"
            hint="The Tio team reads it with your conversation and decides."
            maxLength={2000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError || undefined}
          />
          <Button type="submit" size="sm" className="justify-self-start" disabled={act.isPending}>
            Send dispute
          </Button>
        </form>
      ) : null}
      {panel === 'propose' ? (
        <div className="mt-3 grid gap-2">
          <SlotPicker expertId={b.expertId} kind={b.kind} value={proposal} onChange={setProposal} day={day} onDayChange={setDay} />
          <Button
            size="sm"
            className="justify-self-start"
            disabled={!proposal || act.isPending}
            onClick={() => act.mutate({ action: 'propose', startsAt: proposal })}
          >
            Propose this time
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </article>
  )
}
