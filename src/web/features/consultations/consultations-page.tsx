import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useSession } from '../../lib/session'
import { Card } from '../../ui/card'
import { LoadError } from '../../ui/load-error'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { BookingCard } from './booking-card'
import { isOpen } from './booking-status'
import { CONSULTATION_KEYS, fetchBookings } from './consultations-api'
import { useLiveBookings } from './use-live-bookings'

/** /consultations: both sides' bookings with their state and actions (issue 23 item 4). */
export function ConsultationsPage() {
  const session = useSession()
  const query = useQuery({ queryKey: CONSULTATION_KEYS.bookings, queryFn: fetchBookings })
  useLiveBookings()
  // The clock for "free until" and "started": read every 15 seconds, so the buttons follow time.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [])
  useEffect(() => {
    if (!query.data || !window.location.hash) return
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'center' })
  }, [query.data])
  const viewerId = session.me?.id
  const bookings = query.data ?? []
  const open = bookings.filter(isOpen)
  const past = bookings.filter((b) => !isOpen(b))
  return (
    <Page title="Consultations" lead="What you booked with experts, and what clients booked with you.">
      {query.isPending || !viewerId ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : bookings.length === 0 ? (
        <Card>
          <p>No consultations yet.</p>
          <p className="mt-2 text-sm">
            <Link className="text-brand-700 underline dark:text-brand-300" to="/ourexperts">
              Find an expert
            </Link>{' '}
            and book a call or a written answer from their page.
          </p>
        </Card>
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="open-bookings">
            <h2 id="open-bookings" className="text-lg font-semibold">
              Open
            </h2>
            {open.length ? (
              <div className="mt-3 grid gap-3">
                {open.map((b) => (
                  <BookingCard key={b.id} booking={b} viewerId={viewerId} now={now} />
                ))}
              </div>
            ) : (
              <p className="mt-2 text-sm text-ink-muted">Nothing open.</p>
            )}
          </section>
          {past.length ? (
            <section aria-labelledby="past-bookings">
              <h2 id="past-bookings" className="text-lg font-semibold">
                Past
              </h2>
              <div className="mt-3 grid gap-3">
                {past.map((b) => (
                  <BookingCard key={b.id} booking={b} viewerId={viewerId} now={now} />
                ))}
              </div>
            </section>
          ) : null}
        </div>
      )}
    </Page>
  )
}
