import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createConsultationsRoutes } from './consultations.routes'
import { startBookingSweeper } from './consultations.sweeper'

/** Paid consultations with held points; the sweeper settles due bookings (its timer stopped by close()). */
export function createConsultationsFeature(ctx: AppContext): Feature {
  const sweeper = startBookingSweeper(ctx)
  return { routes: { '/consultations': createConsultationsRoutes() }, service: undefined, close: sweeper.close }
}
