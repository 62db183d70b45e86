import type { CheckoutAnswer, PricingInfo, PurchaseAnswer } from '../../../shared/schemas/payments'
import { apiFetch } from '../../lib/api'

export const PAYMENT_KEYS = {
  pricing: ['payments', 'pricing'] as const,
  purchase: (id: string) => ['payments', 'purchase', id] as const,
}

export const fetchPricing = () => apiFetch<PricingInfo>('/api/payments/pricing')
export const startCheckout = (packId: string) => apiFetch<CheckoutAnswer>('/api/payments/checkout', { method: 'POST', json: { packId } })
export const fetchPurchase = (id: string) =>
  apiFetch<PurchaseAnswer>(`/api/payments/purchases/${encodeURIComponent(id)}`).then((r) => r.purchase)
export const payWithTestProvider = (id: string, outcome: 'paid' | 'failed' | 'cancelled') =>
  apiFetch<PurchaseAnswer>(`/api/payments/test/${encodeURIComponent(id)}`, { method: 'POST', json: { outcome } }).then((r) => r.purchase)
