import type { Kysely } from 'kysely'
import type { ResponseRate } from '../../../shared/constants'
import type { DB } from '../../db/schema'
import { firstRepliesTo } from '../chat'

/** Conversations an expert needs in the window before the measured rate replaces the self-declared one. */
export const MEASURED_MIN_CONVERSATIONS = 5
export const MEASURE_WINDOW_DAYS = 90
const HOUR = 3_600_000
const DAY = 24 * HOUR

export const rateOf = (minutes: number): ResponseRate =>
  minutes <= 60 ? 'Within An Hour' : minutes <= 24 * 60 ? 'Within One Day' : 'More Than A Day'

/**
 * The expert's measured response rate: for each conversation in which someone wrote to them in the
 * last 90 days, the time from that person's first message in the window to the expert's first reply
 * after it (unanswered for over a day counts as over a day; unanswered and younger is left out).
 * The median sets the rate once there are 5 such conversations; null before.
 */
export async function measureResponseRate(
  db: Kysely<DB>,
  expertId: string,
  now = new Date(),
): Promise<{ rate: ResponseRate | null; conversations: number; medianMinutes: number | null }> {
  const since = new Date(now.getTime() - MEASURE_WINDOW_DAYS * DAY).toISOString()
  const rows = await firstRepliesTo(db, expertId, since)
  const waits: number[] = []
  for (const row of rows) {
    const asked = Date.parse(row.asked)
    if (row.replied) waits.push((Date.parse(row.replied) - asked) / 60_000)
    else if (now.getTime() - asked > DAY) waits.push(Number.POSITIVE_INFINITY)
  }
  if (waits.length < MEASURED_MIN_CONVERSATIONS) return { rate: null, conversations: waits.length, medianMinutes: null }
  waits.sort((a, b) => a - b)
  const mid = waits.length / 2
  const median = waits.length % 2 ? waits[Math.floor(mid)]! : (waits[mid - 1]! + waits[mid]!) / 2
  return { rate: rateOf(median), conversations: waits.length, medianMinutes: Number.isFinite(median) ? Math.round(median) : null }
}
