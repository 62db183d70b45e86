import type { AppContext } from '../../context'
import { sweepBookings } from './bookings.service'

/**
 * Runs sweepBookings every SWEEP_INTERVAL_MS (releases after AUTO_RELEASE_HOURS, reminders before a
 * call). The due times are in the bookings table, so a restart picks up where the last run stopped.
 * close() stops the timer and waits for a pass under way.
 */
export function startBookingSweeper(ctx: AppContext): { close: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const tick = () => {
    running = sweepBookings(ctx).catch((error: unknown) => ctx.logger.warn({ err: error }, 'booking sweep failed'))
  }
  const timer = setInterval(() => {
    if (!stopped) tick()
  }, ctx.config.consultations.sweepIntervalMs)
  timer.unref()
  tick()
  return {
    async close() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
