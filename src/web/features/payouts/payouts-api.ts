import type { OwnPayouts, PayoutAnswer, PayoutStatus, PayoutsPage } from '../../../shared/schemas/payouts'
import { apiFetch } from '../../lib/api'

export const PAYOUT_KEYS = {
  own: ['payouts'] as const,
  admin: (status: PayoutStatus) => ['admin', 'payouts', status] as const,
}

export const fetchOwnPayouts = (cursor?: string) =>
  apiFetch<OwnPayouts>(cursor ? `/api/payouts?cursor=${encodeURIComponent(cursor)}` : '/api/payouts')
export const requestPayout = (points: number) =>
  apiFetch<PayoutAnswer>('/api/payouts', { method: 'POST', json: { points } }).then((r) => r.payout)
export const fetchAdminPayouts = (status: PayoutStatus) => (cursor?: string) =>
  apiFetch<PayoutsPage>(`/api/admin/payouts?status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
export const decidePayout = (id: string, decision: { paid: string } | { rejected: string }) =>
  'paid' in decision
    ? apiFetch<PayoutAnswer>(`/api/admin/payouts/${encodeURIComponent(id)}/paid`, {
        method: 'POST',
        json: { reference: decision.paid },
      })
    : apiFetch<PayoutAnswer>(`/api/admin/payouts/${encodeURIComponent(id)}/reject`, {
        method: 'POST',
        json: { reason: decision.rejected },
      })
