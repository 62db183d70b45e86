import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { OfferKind } from '../../../shared/schemas/consultation'
import { LoadError } from '../../ui/load-error'
import { Skeleton } from '../../ui/skeleton'
import { cn } from '../../ui/cn'
import { CONSULTATION_KEYS, fetchSlots } from './consultations-api'
import { formatDay, formatTime, formatWhen, ownTimeZone } from './format'

const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso))

/**
 * The expert's free starts for a call, shown in the viewer's own time zone (said on the page), one
 * day at a time; `value` is the chosen start (UTC ISO).
 */
export function SlotPicker({
  expertId,
  kind,
  value,
  onChange,
  day,
  onDayChange,
}: {
  expertId: string
  kind: OfferKind
  value: string
  onChange: (iso: string) => void
  day: string
  onDayChange: (day: string) => void
}) {
  const zone = ownTimeZone()
  const query = useQuery({
    queryKey: CONSULTATION_KEYS.slots(expertId, kind),
    queryFn: () => fetchSlots(expertId, kind),
    staleTime: 30_000,
  })
  const days = useMemo(() => {
    const byDay = new Map<string, string[]>()
    for (const slot of query.data?.slots ?? []) {
      const key = dayKey(slot, zone)
      byDay.set(key, [...(byDay.get(key) ?? []), slot])
    }
    return byDay
  }, [query.data, zone])
  if (query.isPending) return <Skeleton className="h-32 w-full" />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  if (days.size === 0)
    return <p className="text-sm text-ink-muted">No free times in the next four weeks. Message the expert to ask for another time.</p>
  const shownDay = days.has(day) ? day : [...days.keys()][0]!
  const slots = days.get(shownDay)!
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-muted" data-testid="slot-time-zone">
        Times are shown in your time zone, {zone}.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor="slot-day" className="text-sm font-medium">
          Day
        </label>
        <select
          id="slot-day"
          className="h-10 rounded-lg border border-line bg-surface px-3 text-ink"
          value={shownDay}
          onChange={(e) => onDayChange(e.target.value)}
        >
          {[...days.entries()].map(([key, list]) => (
            <option key={key} value={key}>
              {formatDay(list[0]!, zone)} ({list.length} free)
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Time</legend>
        <div className="mt-1 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {slots.map((slot) => (
            <label
              key={slot}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-lg border text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
                value === slot
                  ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                  : 'border-line',
              )}
            >
              <input type="radio" name="slot" className="sr-only" value={slot} checked={value === slot} onChange={() => onChange(slot)} />
              {formatTime(slot, zone)}
            </label>
          ))}
        </div>
      </fieldset>
      {value ? <CancellationTerms startsAt={value} freeCancelHours={query.data.freeCancelHours} zone={zone} /> : null}
    </div>
  )
}

/** What cancelling the chosen time would cost, said before booking: free until some hours before the call. */
function CancellationTerms({ startsAt, freeCancelHours, zone }: { startsAt: string; freeCancelHours: number; zone: string }) {
  const until = Date.parse(startsAt) - freeCancelHours * 3_600_000
  return (
    <p className="text-sm" data-testid="cancellation-terms">
      {until > Date.now()
        ? `Free cancellation until ${formatWhen(new Date(until).toISOString(), zone)}: all the points come back to you.`
        : `This call is less than ${freeCancelHours} hours away, so you cannot cancel it yourself: only the expert can, which returns your points.`}
    </p>
  )
}
