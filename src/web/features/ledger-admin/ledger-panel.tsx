import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { getErrorMessage } from '../../../shared/messages'
import { LEDGER_KINDS, type LedgerFilter, type LedgerRow } from '../../../shared/schemas/ledger-admin'
import { useCursorPages } from '../../lib/use-cursor-pages'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/field'
import { LoadError } from '../../ui/load-error'
import { PagedList } from '../../ui/paged-list'
import { Skeleton } from '../../ui/skeleton'
import { useToast } from '../../ui/toast'
import { LEDGER_KEYS, fetchSummary, fetchTotals, fetchTransfers, filterQuery, refundPurchase } from './ledger-admin-api'

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' })

function Summary() {
  const query = useQuery({ queryKey: LEDGER_KEYS.summary, queryFn: fetchSummary })
  if (query.isPending) return <Skeleton className="mb-6 h-20 w-full" />
  if (query.isError) return <LoadError className="mb-6" error={query.error} onRetry={() => void query.refetch()} />
  const s = query.data
  const facts: [string, string][] = [
    ['Platform balance', `${s.platform}`],
    ['Held in escrow', `${s.escrow}`],
    ['World (bought in − paid out)', `${s.world}`],
    ['Pending payouts', `${s.pendingPayouts.count} (${s.pendingPayouts.points} points)`],
    ['Orders to fulfil', `${s.placedOrders}`],
    ['Checkouts not yet paid', `${s.pendingPurchases}`],
  ]
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Ledger summary">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-line p-3">
          <dt className="text-xs text-ink-muted">{label}</dt>
          <dd className="text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Totals({ filter }: { filter: LedgerFilter }) {
  const query = useQuery({ queryKey: LEDGER_KEYS.totals(filter), queryFn: () => fetchTotals(filter) })
  if (query.isPending) return <Skeleton className="mb-6 h-16 w-full" />
  if (query.isError) return <LoadError className="mb-6" error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.totals.length === 0) return <p className="mb-6 text-sm text-ink-muted">No transfers match.</p>
  return (
    <div className="mb-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">Totals by kind</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-1">
              Kind
            </th>
            <th scope="col" className="p-1 text-right">
              Transfers
            </th>
            <th scope="col" className="p-1 text-right">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.totals.map((t) => (
            <tr key={t.kind} className="border-b border-line">
              <th scope="row" className="p-1 font-normal">
                {t.kind}
              </th>
              <td className="p-1 text-right">{t.count}</td>
              <td className="p-1 text-right">{t.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function TransferItem({ row }: { row: LedgerRow }) {
  const client = useQueryClient()
  const { toast } = useToast()
  const refund = useMutation({
    mutationFn: () => refundPurchase(row.object!.id),
    onSuccess: (p) => {
      toast({ tone: 'success', title: `Refunded ${p.refundedPoints} points` })
      void client.invalidateQueries({ queryKey: ['admin', 'ledger'] })
    },
    onError: (e) => toast({ tone: 'error', title: getErrorMessage(e) }),
  })
  return (
    <li className="grid gap-1 py-2 text-sm sm:grid-cols-[10rem_6rem_5rem_1fr_auto] sm:items-start sm:gap-3" data-testid="ledger-row">
      <time dateTime={row.createdAt} className="text-ink-muted">
        {timeFormat.format(new Date(row.createdAt))}
      </time>
      <span className="font-medium">{row.kind}</span>
      <span className="font-semibold">{row.amount}</span>
      <span className="min-w-0 break-words">
        {row.reason}
        <span className="block text-xs text-ink-muted">
          {row.postings.map((p) => `${p.email ? `${p.email} ` : ''}${p.account} ${p.amount > 0 ? '+' : ''}${p.amount}`).join(' · ')}
        </span>
      </span>
      {row.kind === 'purchase' && row.object?.type === 'purchase' ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={refund.isPending}
          onClick={() => refund.mutate()}
          aria-label={`Refund unspent points of purchase ${row.object.id}`}
        >
          Refund unspent
        </Button>
      ) : (
        <span />
      )}
    </li>
  )
}

const EMPTY_FILTER: LedgerFilter = {}

/** Every point, for the operators: filter by person, kind and dates; totals by kind; CSV; a page at a time. */
export function LedgerPanel() {
  const [draft, setDraft] = useState<LedgerFilter>(EMPTY_FILTER)
  const [filter, setFilter] = useState<LedgerFilter>(EMPTY_FILTER)
  const transfers = useCursorPages(LEDGER_KEYS.transfers(filter), fetchTransfers(filter))
  const apply = (e: FormEvent) => {
    e.preventDefault()
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v)) as LedgerFilter)
  }
  return (
    <section aria-labelledby="ledger-heading" className="mb-12">
      <h2 id="ledger-heading" className="mb-4 text-xl font-semibold">
        Tio-Points ledger
      </h2>
      <Summary />
      <form className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" onSubmit={apply} aria-label="Filter the ledger">
        <TextField
          label="Person (email or id)"
          value={draft.user ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, user: e.target.value }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="ledger-kind" className="text-sm font-medium">
            Kind
          </label>
          <select
            id="ledger-kind"
            className="h-10 rounded-lg border border-line bg-surface px-3"
            value={draft.kind ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, kind: e.target.value }))}
          >
            <option value="">All kinds</option>
            {LEDGER_KINDS.map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </div>
        <TextField
          label="From (UTC day)"
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
        <TextField
          label="To (UTC day)"
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <a
            className="inline-flex h-10 items-center rounded-lg border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
            href={`/api/admin/ledger/export.csv?${filterQuery(filter)}`}
            download
          >
            Export CSV
          </a>
        </div>
      </form>
      <Totals filter={filter} />
      <PagedList
        query={transfers}
        items={(page) => page.transfers}
        label="Ledger transfers"
        empty="No transfers match."
        more="Older transfers"
      >
        {(row) => <TransferItem key={row.id} row={row} />}
      </PagedList>
    </section>
  )
}
