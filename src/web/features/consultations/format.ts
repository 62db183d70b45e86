import { OFFER_LABELS } from '../../../shared/schemas/consultation-text'
import type { Offer } from '../../../shared/schemas/consultation'

/** The viewer's own time zone, as the browser knows it. */
export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export const formatWhen = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))

export const formatDay = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(new Date(iso))

export const formatTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone }).format(new Date(iso))

export const points = (n: number) => `${n} Tio-Points`

/** "30-minute call (video)" or "Written answer". */
export const offerLabel = (offer: Pick<Offer, 'kind' | 'medium'>) =>
  `${OFFER_LABELS[offer.kind]}${offer.medium ? ` (${offer.medium})` : ''}`

/** The cheapest price of a set of offers, for "from N points". */
export const cheapest = (offers: readonly Offer[]) => (offers.length ? Math.min(...offers.map((o) => o.price)) : null)
