import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { ExpertOffers, Offer } from '../../../shared/schemas/consultation'
import { getErrorMessage, MESSAGES } from '../../../shared/messages'
import { BUY_POINTS_PATH } from '../../../shared/schemas/payments-text'
import { ApiClientError } from '../../lib/api'
import { ME_QUERY_KEY, useSessionAfterHydration } from '../../lib/session'
import { Button, buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'
import { TextAreaField } from '../../ui/field'
import { useAuthDialogs } from '../auth'
import { CONSULTATION_KEYS, createBooking, fetchOffers } from './consultations-api'
import { formatWhen, offerLabel, ownTimeZone, points } from './format'
import { SlotPicker } from './slot-picker'

const keyOf = (o: Pick<Offer, 'kind' | 'medium'>) => `${o.kind}:${o.medium ?? ''}`
const newRequestId = () => crypto.randomUUID()

/** An expert's priced offers on their public page, and booking one (issue 23 items 1–3). */
export function BookingPanel({
  expertId,
  expertName,
  initialOffers,
}: {
  expertId: string
  expertName: string
  initialOffers: ExpertOffers
}) {
  const query = useQuery({
    queryKey: CONSULTATION_KEYS.offers(expertId),
    queryFn: () => fetchOffers(expertId),
    initialData: initialOffers,
    staleTime: 30_000,
  })
  const { offers, freeFirstMessage } = query.data
  if (offers.length === 0 && !freeFirstMessage) return null
  return (
    <section className="mx-auto max-w-3xl px-4 pb-8" aria-labelledby="consultations-heading">
      <Card className="p-6 sm:p-8">
        <h2 id="consultations-heading" className="text-xl font-semibold">
          Book a consultation
        </h2>
        {freeFirstMessage ? (
          <p className="mt-1 text-sm text-emerald-700 dark:text-emerald-400">Your first message to {expertName} is free.</p>
        ) : null}
        {offers.length ? (
          <BookingBody expertId={expertId} expertName={expertName} offers={offers} onPriceChanged={() => void query.refetch()} />
        ) : null}
      </Card>
    </section>
  )
}

/**
 * Each price is shown once: as the choices of the booking form to whoever can book, else as a list with
 * what to do next (log in, verify the address, or, for the expert, where to change them).
 */
function BookingBody({ expertId, expertName, offers, onPriceChanged }: BookingFormProps) {
  // The panel hydrates after its chunk loads, when the session may be known already: the server's HTML had none.
  const session = useSessionAfterHydration()
  const { openLogin } = useAuthDialogs()
  // Logging in from here replaces the button that had the focus with the form: the focus goes to its first choice.
  const [loggingIn, setLoggingIn] = useState(false)
  if (session.status === 'signed-in' && session.me.id !== expertId && session.me.emailVerified)
    return (
      <BookingForm
        focusFirstChoice={loggingIn}
        expertId={expertId}
        expertName={expertName}
        offers={offers}
        onPriceChanged={onPriceChanged}
        balance={session.me.points}
      />
    )
  return (
    <>
      <ul className="mt-3 grid gap-1 text-sm" aria-label="Prices" data-testid="expert-prices">
        {offers.map((o) => (
          <li key={keyOf(o)} className="flex justify-between gap-4 border-b border-line py-1 last:border-0">
            <span>{offerLabel(o)}</span>
            <span className="font-semibold">{points(o.price)}</span>
          </li>
        ))}
      </ul>
      {session.status !== 'signed-in' ? (
        <p className="mt-4 text-sm">
          <Button
            variant="secondary"
            onClick={() => {
              setLoggingIn(true)
              openLogin()
            }}
            disabled={session.status === 'loading'}
          >
            Log in to book
          </Button>
        </p>
      ) : session.me.id === expertId ? (
        <p className="mt-4 text-sm text-ink-muted">This is how clients see your prices. Change them in your expert settings.</p>
      ) : (
        // Points are spent from a confirmed address only (the server refuses 'email-not-verified'): said before a choice is made.
        <p className="mt-4 text-sm" role="note" data-testid="verify-to-book">
          {MESSAGES.verifyToBook(session.me.email)}
        </p>
      )}
    </>
  )
}

interface BookingFormProps {
  expertId: string
  expertName: string
  offers: Offer[]
  onPriceChanged: () => void
}

function BookingForm({
  expertId,
  expertName,
  offers,
  onPriceChanged,
  balance,
  focusFirstChoice,
}: BookingFormProps & { balance: number; focusFirstChoice: boolean }) {
  const client = useQueryClient()
  const choices = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusFirstChoice) choices.current?.querySelector('input')?.focus()
  }, [focusFirstChoice])
  const [choice, setChoice] = useState('')
  const [slot, setSlot] = useState('')
  const [day, setDay] = useState('')
  const [note, setNote] = useState('')
  const [requestId, setRequestId] = useState(newRequestId)
  const [error, setError] = useState<{ message: string; getPoints?: boolean } | null>(null)
  const [booked, setBooked] = useState<{ label: string; startsAt: string | null } | null>(null)
  // The form shrinks once booked: on a phone its top, where the confirmation shows, is then above the screen.
  const bookedRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (booked) bookedRef.current?.focus()
  }, [booked])
  const offer = offers.find((o) => keyOf(o) === choice)
  const isCall = offer ? offer.kind !== 'answer' : false
  const short = offer ? offer.price > balance : false
  const book = useMutation({
    mutationFn: () =>
      createBooking({
        expertId,
        kind: offer!.kind,
        medium: offer!.medium,
        startsAt: isCall ? slot : undefined,
        note,
        price: offer!.price,
        requestId,
      }),
    onSuccess: (booking) => {
      setBooked({ label: offerLabel(booking), startsAt: booking.startsAt })
      setChoice('')
      setSlot('')
      setNote('')
      setRequestId(newRequestId())
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
      void client.invalidateQueries({ queryKey: CONSULTATION_KEYS.bookings })
      void client.invalidateQueries({ queryKey: ['consultations', 'slots', expertId] })
    },
    onError: (e) => {
      setRequestId(newRequestId())
      const code = e instanceof ApiClientError ? e.code : ''
      if (code === 'slot-taken') {
        setSlot('')
        void client.invalidateQueries({ queryKey: ['consultations', 'slots', expertId] })
        setError({ message: 'Someone has just booked this time. The free times are updated: pick another one.' })
      } else if (code === 'insufficient-points') {
        setError({ message: getErrorMessage(e), getPoints: true })
        void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
      } else {
        if (code === 'price-changed') onPriceChanged()
        setError({ message: getErrorMessage(e) })
      }
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (!offer) return setError({ message: 'Consultation: choose what you want to book.' })
    if (isCall && !slot) return setError({ message: 'Time: pick a free time for the call.' })
    if (short)
      return setError({ message: `You need ${points(offer.price)} for this booking and have ${points(balance)}.`, getPoints: true })
    book.mutate()
  }
  return (
    <form className="mt-5 grid gap-4" onSubmit={submit} noValidate aria-label={`Book ${expertName}`}>
      {booked ? (
        <div
          ref={bookedRef}
          tabIndex={-1}
          role="status"
          className="scroll-mt-24 rounded-lg bg-emerald-50 p-3 focus:outline-none text-sm text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50"
        >
          <p className="font-semibold">
            Booked: {booked.label}
            {booked.startsAt ? `, ${formatWhen(booked.startsAt, ownTimeZone())}` : ''}.
          </p>
          <p>
            The points are held until the consultation is delivered. A confirmation is on its way by email. See it in{' '}
            <Link className="underline" to="/consultations">
              your consultations
            </Link>{' '}
            or{' '}
            <Link className="underline" to={`/chat?with=${encodeURIComponent(expertId)}`}>
              your conversation with {expertName}
            </Link>
            .
          </p>
        </div>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium">Consultation</legend>
        <div ref={choices} className="mt-1 grid gap-2" data-testid="expert-prices">
          {offers.map((o) => (
            <label
              key={keyOf(o)}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand-600"
            >
              <input
                type="radio"
                name="offer"
                value={keyOf(o)}
                checked={choice === keyOf(o)}
                onChange={() => {
                  setChoice(keyOf(o))
                  setSlot('')
                  setError(null)
                  setBooked(null)
                }}
              />
              <span className="flex-1">{offerLabel(o)}</span>
              <span className="font-semibold">{points(o.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {offer && isCall ? (
        <SlotPicker expertId={expertId} kind={offer.kind} value={slot} onChange={setSlot} day={day} onDayChange={setDay} />
      ) : null}
      {offer ? (
        <>
          <TextAreaField
            label={offer.kind === 'answer' ? 'Your question' : 'Note for the expert'}
            hint={
              offer.kind === 'answer' ? `${expertName} answers in your Tio conversation.` : 'What you would like to talk about (optional).'
            }
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-surface-muted p-3 text-sm" aria-label="Price">
            <dt>Price</dt>
            <dd className="text-right font-semibold">{points(offer.price)}</dd>
            <dt>Your balance</dt>
            <dd className="text-right">{points(balance)}</dd>
            <dt>Balance after booking</dt>
            <dd className={short ? 'text-right font-semibold text-red-700' : 'text-right font-semibold'} data-testid="balance-after">
              {short ? 'Not enough Tio-Points' : points(balance - offer.price)}
            </dd>
          </dl>
          <p className="text-xs text-ink-muted">
            The points are held until the consultation is delivered, then paid to {expertName}. Cancelling in time returns them.
          </p>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error.message}{' '}
          {error.getPoints ? (
            <Link className="font-semibold underline" to={BUY_POINTS_PATH}>
              Get Tio-Points
            </Link>
          ) : null}
        </p>
      ) : null}
      {offer && short ? (
        // No Confirm that can only fail: the way on is getting points.
        <div className="grid justify-items-start gap-2 text-sm" data-testid="short-balance">
          <p>You need {points(offer.price - balance)} more for this.</p>
          <Link className={buttonClasses()} to={BUY_POINTS_PATH}>
            Get Tio-Points
          </Link>
        </div>
      ) : offer ? (
        <Button type="submit" disabled={book.isPending} className="justify-self-start">
          {book.isPending ? 'Booking…' : `Confirm booking for ${points(offer.price)}`}
        </Button>
      ) : null}
    </form>
  )
}
