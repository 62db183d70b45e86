import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { BUS_EVENTS } from '../../../shared/bus-events'
import type { PushService } from '../push'
import { createNotificationsRoutes } from './notifications.routes'
import { notifyNewBookings, sweepNotifications } from './notifications.sweep'

/**
 * Experts' notifications (issue 23 item 6): new bookings, unread messages, the daily summary, and the
 * measured response rate. A sweeper every SWEEP_INTERVAL_MS does what is due (the due times are in
 * the database, each claimed by compare-and-set); close() stops it and waits for a pass under way.
 */
export function createNotificationsFeature(ctx: AppContext, deps: { push: Pick<PushService, 'sendPushToUser'> }): Feature {
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const run = (pass: () => Promise<unknown>) => {
    if (stopped) return
    running = running.then(pass).catch((error: unknown) => ctx.logger.warn({ err: error }, 'notifications sweep failed'))
  }
  const timer = setInterval(() => run(() => sweepNotifications(ctx, deps.push)), ctx.config.consultations.sweepIntervalMs)
  timer.unref()
  run(() => sweepNotifications(ctx, deps.push))
  const unsubscribe = ctx.bus.subscribe(BUS_EVENTS.BOOKING_CREATED, () => run(() => notifyNewBookings(ctx, deps.push)))
  return {
    routes: { '/notifications': createNotificationsRoutes() },
    service: undefined,
    async close() {
      stopped = true
      clearInterval(timer)
      await (
        await unsubscribe
      )()
      await running
    },
  }
}
