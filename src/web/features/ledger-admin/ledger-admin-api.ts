import type { LedgerFilter, LedgerPage, LedgerSummary, LedgerTotals, OverviewSeries } from '../../../shared/schemas/ledger-admin'
import type { PurchaseAnswer } from '../../../shared/schemas/payments'
import { apiFetch } from '../../lib/api'

export const LEDGER_KEYS = {
  summary: ['admin', 'ledger', 'summary'] as const,
  transfers: (filter: LedgerFilter) => ['admin', 'ledger', 'transfers', filter] as const,
  totals: (filter: LedgerFilter) => ['admin', 'ledger', 'totals', filter] as const,
  overview: (days: number) => ['admin', 'ledger', 'overview', days] as const,
}

export function filterQuery(filter: LedgerFilter, cursor?: string): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value)
  if (cursor) query.set('cursor', cursor)
  return query.toString()
}

export const fetchSummary = () => apiFetch<LedgerSummary>('/api/admin/ledger/summary')
export const fetchTransfers = (filter: LedgerFilter) => (cursor?: string) =>
  apiFetch<LedgerPage>(`/api/admin/ledger/transfers?${filterQuery(filter, cursor)}`)
export const fetchTotals = (filter: LedgerFilter) => apiFetch<LedgerTotals>(`/api/admin/ledger/totals?${filterQuery(filter)}`)
export const fetchOverview = (days: number) => apiFetch<OverviewSeries>(`/api/admin/ledger/overview?days=${days}`)
export const refundPurchase = (purchaseId: string) =>
  apiFetch<PurchaseAnswer>(`/api/admin/payments/${encodeURIComponent(purchaseId)}/refund`, { method: 'POST', json: {} }).then(
    (r) => r.purchase,
  )
