import { TZDate } from '@date-fns/tz'
import { BOOKING_HORIZON_DAYS, SLOT_STEP_MINUTES, WEEKDAYS, type Availability } from '../../../shared/schemas/consultation'

const MINUTE = 60_000
const STEP = SLOT_STEP_MINUTES * MINUTE

/** The grid cells (their UTC start times) that `minutes` from `start` cover. */
export function cellsFor(start: Date, minutes: number): string[] {
  const first = Math.floor(start.getTime() / STEP) * STEP
  const cells: string[] = []
  for (let t = first; t < start.getTime() + minutes * MINUTE; t += STEP) cells.push(new Date(t).toISOString())
  return cells
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The free starts (UTC ISO) of a call of `minutes` in the expert's weekly hours, read in the expert's
 * own time zone (so summer time moves them with the expert), from `from` for BOOKING_HORIZON_DAYS:
 * not on a day off, at least the minimum notice after `now`, and with the call plus the expert's
 * buffer on cells nobody holds. Pure: the clock and the taken cells are passed in.
 */
export function freeSlots(
  availability: Availability,
  minutes: number,
  now: Date,
  takenCells: ReadonlySet<string>,
  from: Date = now,
): string[] {
  const tz = availability.timeZone
  const earliest = Math.max(from.getTime(), now.getTime() + availability.minNoticeHours * 60 * MINUTE)
  const today = new TZDate(from.getTime(), tz)
  const slots: string[] = []
  for (let day = 0; day <= BOOKING_HORIZON_DAYS; day++) {
    const noon = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + day, 12, 0, tz)
    const date = `${noon.getFullYear()}-${pad(noon.getMonth() + 1)}-${pad(noon.getDate())}`
    if (availability.daysOff.includes(date)) continue
    const weekday = WEEKDAYS[(noon.getDay() + 6) % 7]!
    for (const [fromTime, toTime] of availability.weeklyHours[weekday] ?? []) {
      const [fh, fm] = fromTime.split(':').map(Number) as [number, number]
      const [th, tm] = toTime.split(':').map(Number) as [number, number]
      const rangeStart = new TZDate(noon.getFullYear(), noon.getMonth(), noon.getDate(), fh, fm, tz).getTime()
      const rangeEnd = new TZDate(noon.getFullYear(), noon.getMonth(), noon.getDate(), th, tm, tz).getTime()
      for (let start = Math.ceil(rangeStart / STEP) * STEP; start + minutes * MINUTE <= rangeEnd; start += STEP) {
        if (start < earliest) continue
        const cells = cellsFor(new Date(start), minutes + availability.bufferMinutes)
        if (cells.some((c) => takenCells.has(c))) continue
        slots.push(new Date(start).toISOString())
      }
    }
  }
  return slots
}
