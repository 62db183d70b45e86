import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { WEEKDAYS, type Weekday } from '../../../shared/schemas/consultation-text'
import type { Availability } from '../../../shared/schemas/consultation'
import { getErrorMessage } from '../../../shared/messages'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { TextField } from '../../ui/field'
import { LoadError } from '../../ui/load-error'
import { Skeleton } from '../../ui/skeleton'
import { CONSULTATION_KEYS, fetchAvailability, saveAvailability } from './consultations-api'
import { ownTimeZone } from './format'
import { SaveRow } from './save-row'

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}
const SELECT = 'h-10 w-full rounded-lg border border-line bg-surface px-3 text-ink'

type Hours = Record<Weekday, [string, string][]>

/** What is wrong with the availability as typed, keyed by field, each message naming its field. */
export function availabilityErrors(hours: Hours, buffer: string, notice: string): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const day of WEEKDAYS) {
    hours[day].forEach(([from, to], i) => {
      if (!from || !to) errors[`${day}-${i}`] = `${DAY_NAMES[day]}: enter both a start and an end time.`
      else if (from >= to) errors[`${day}-${i}`] = `${DAY_NAMES[day]}: the end time must be after the start time.`
    })
  }
  const b = Number(buffer)
  if (buffer === '' || !Number.isInteger(b) || b < 0 || b > 120) errors.buffer = 'Buffer between calls: enter whole minutes from 0 to 120.'
  const n = Number(notice)
  if (notice === '' || !Number.isInteger(n) || n < 0 || n > 336)
    errors.notice = 'Minimum notice: enter whole hours from 0 to 336 (two weeks).'
  return errors
}

/** /expertsettings: when clients can book calls, in the expert's own time zone (issue 23 item 2). */
export function AvailabilitySection() {
  const query = useQuery({ queryKey: CONSULTATION_KEYS.availability, queryFn: fetchAvailability })
  return (
    <Card aria-labelledby="availability-title">
      <h2 id="availability-title" className="text-lg font-semibold">
        Availability
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Your weekly hours for booked calls. Clients see free times in their own time zone.</p>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <AvailabilityForm initial={query.data} />
        )}
      </div>
    </Card>
  )
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const client = useQueryClient()
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
    return [...new Set(['UTC', initial.timeZone, ...all])]
  }, [initial.timeZone])
  const [timeZone, setTimeZone] = useState(initial.timeZone)
  const [hours, setHours] = useState<Hours>(() => Object.fromEntries(WEEKDAYS.map((d) => [d, initial.weeklyHours[d] ?? []])) as Hours)
  const [buffer, setBuffer] = useState(String(initial.bufferMinutes))
  const [notice, setNotice] = useState(String(initial.minNoticeHours))
  const [daysOff, setDaysOff] = useState(initial.daysOff)
  const [newDayOff, setNewDayOff] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [saved, setSaved] = useState(false)
  const browserZone = ownTimeZone()
  const save = useMutation({
    mutationFn: saveAvailability,
    onSuccess: (data) => {
      client.setQueryData(CONSULTATION_KEYS.availability, data)
      setSaved(true)
    },
    onError: (error) => setFormError(getErrorMessage(error)),
  })
  const setRange = (day: Weekday, i: number, part: 0 | 1, value: string) =>
    setHours((h) => ({ ...h, [day]: h[day].map((r, j) => (j === i ? (part === 0 ? [value, r[1]] : [r[0], value]) : r)) }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    setFormError('')
    const found = availabilityErrors(hours, buffer, notice)
    setErrors(found)
    if (Object.keys(found).length) return
    const weeklyHours = Object.fromEntries(WEEKDAYS.filter((d) => hours[d].length).map((d) => [d, hours[d]])) as Availability['weeklyHours']
    save.mutate({ timeZone, weeklyHours, bufferMinutes: Number(buffer), minNoticeHours: Number(notice), daysOff })
  }
  const addDayOff = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDayOff)) {
      setErrors((e) => ({ ...e, dayOff: 'Day off: pick a date first.' }))
      return
    }
    setErrors(({ dayOff: _, ...rest }) => rest)
    setDaysOff((d) => [...new Set([...d, newDayOff])].sort())
    setNewDayOff('')
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Availability">
      <div className="flex flex-col gap-1">
        <label htmlFor="availability-zone" className="text-sm font-medium">
          Time zone
        </label>
        <select id="availability-zone" className={SELECT} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </select>
        {timeZone !== browserZone && zones.includes(browserZone) ? (
          <button
            type="button"
            className="self-start text-sm text-brand-700 underline dark:text-brand-300"
            onClick={() => setTimeZone(browserZone)}
          >
            Use this device&apos;s time zone ({browserZone})
          </button>
        ) : null}
      </div>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Weekly hours ({timeZone})</legend>
        {WEEKDAYS.map((day) => (
          <div key={day} className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[8rem_1fr] sm:items-start">
            <span className="pt-2 text-sm font-medium">{DAY_NAMES[day]}</span>
            <div className="grid gap-2">
              {hours[day].length === 0 ? <p className="pt-2 text-sm text-ink-muted">Not available</p> : null}
              {hours[day].map(([from, to], i) => (
                <div key={i} className="grid gap-1">
                  <div className="flex flex-wrap items-end gap-2">
                    <TextField
                      label={`${DAY_NAMES[day]} from`}
                      type="time"
                      step={900}
                      value={from}
                      onChange={(e) => setRange(day, i, 0, e.target.value)}
                      className="w-36"
                    />
                    <TextField
                      label={`${DAY_NAMES[day]} to`}
                      type="time"
                      step={900}
                      value={to}
                      onChange={(e) => setRange(day, i, 1, e.target.value)}
                      className="w-36"
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mb-1"
                      onClick={() => setHours((h) => ({ ...h, [day]: h[day].filter((_, j) => j !== i) }))}
                      aria-label={`Remove ${DAY_NAMES[day]} hours ${from}–${to}`}
                    >
                      Remove
                    </Button>
                  </div>
                  {errors[`${day}-${i}`] ? (
                    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                      {errors[`${day}-${i}`]}
                    </p>
                  ) : null}
                </div>
              ))}
              {hours[day].length < 6 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setHours((h) => ({ ...h, [day]: [...h[day], ['09:00', '17:00']] }))}
                  aria-label={`Add hours on ${DAY_NAMES[day]}`}
                >
                  Add hours
                </Button>
              ) : null}
            </div>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Buffer between calls"
          hint="Minutes kept free after each call"
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          value={buffer}
          onChange={(e) => setBuffer(e.target.value)}
          error={errors.buffer}
        />
        <TextField
          label="Minimum notice"
          hint="Hours between booking and the call"
          type="number"
          inputMode="numeric"
          min={0}
          max={336}
          value={notice}
          onChange={(e) => setNotice(e.target.value)}
          error={errors.notice}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label="Day off"
            type="date"
            value={newDayOff}
            onChange={(e) => setNewDayOff(e.target.value)}
            error={errors.dayOff}
            className="w-48"
          />
          <Button variant="secondary" className="mb-0.5" onClick={addDayOff}>
            Add day off
          </Button>
        </div>
        {daysOff.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Days off">
            {daysOff.map((d) => (
              <li key={d} className="flex items-center gap-1 rounded-full bg-surface-muted py-1 pl-3 pr-1 text-sm">
                {d}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDaysOff((all) => all.filter((x) => x !== d))}
                  aria-label={`Remove day off ${d}`}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">No days off.</p>
        )}
      </div>
      <SaveRow error={formError} pending={save.isPending} label="Save availability" saved={saved ? 'Availability saved.' : null} />
    </form>
  )
}
