import type {
  Availability,
  BookingAction,
  BookingAnswer,
  BookingsAnswer,
  DisputesAnswer,
  ExpertOffers,
  OfferKind,
  OfferMedium,
  OffersInput,
  SlotsAnswer,
} from '../../../shared/schemas/consultation'
import { apiFetch } from '../../lib/api'

export const CONSULTATION_KEYS = {
  offers: (expertId: string) => ['consultations', 'offers', expertId] as const,
  availability: ['consultations', 'availability'] as const,
  slots: (expertId: string, kind: OfferKind) => ['consultations', 'slots', expertId, kind] as const,
  bookings: ['consultations', 'bookings'] as const,
  disputes: ['admin', 'disputes'] as const,
}

const path = (id: string) => encodeURIComponent(id)

export const fetchOffers = (expertId: string) => apiFetch<ExpertOffers>(`/api/consultations/offers/${path(expertId)}`)
export const saveOffers = (input: OffersInput) => apiFetch<ExpertOffers>('/api/consultations/offers', { method: 'PUT', json: input })
export const fetchAvailability = () => apiFetch<Availability>('/api/consultations/availability')
export const saveAvailability = (input: Availability) =>
  apiFetch<Availability>('/api/consultations/availability', { method: 'PUT', json: input })
export const fetchSlots = (expertId: string, kind: OfferKind) =>
  apiFetch<SlotsAnswer>(`/api/consultations/slots/${path(expertId)}?kind=${kind}`)
export const fetchBookings = () => apiFetch<BookingsAnswer>('/api/consultations/bookings').then((r) => r.bookings)
export const createBooking = (input: {
  expertId: string
  kind: OfferKind
  medium: OfferMedium | null
  startsAt?: string
  note: string
  price: number
  requestId: string
}) => apiFetch<BookingAnswer>('/api/consultations/bookings', { method: 'POST', json: input }).then((r) => r.booking)
export const actOnBooking = (id: string, input: { action: BookingAction; reason?: string; startsAt?: string }) =>
  apiFetch<BookingAnswer>(`/api/consultations/bookings/${path(id)}/actions`, { method: 'POST', json: input }).then((r) => r.booking)
export const fetchDisputes = () => apiFetch<DisputesAnswer>('/api/consultations/disputes').then((r) => r.bookings)
export const decideDispute = (id: string, input: { outcome: 'refund' | 'release' | 'partial'; expertAmount?: number; reason: string }) =>
  apiFetch<BookingAnswer>(`/api/consultations/disputes/${path(id)}/decision`, { method: 'POST', json: input }).then((r) => r.booking)
