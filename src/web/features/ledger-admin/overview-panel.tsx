import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { OverviewSeries } from '../../../shared/schemas/ledger-admin'
import { CompactSelect } from '../../ui/compact-select'
import { LoadError } from '../../ui/load-error'
import { PanelSection } from '../../ui/panel-section'
import { Skeleton } from '../../ui/skeleton'
import { LEDGER_KEYS, fetchOverview } from './ledger-admin-api'
import type { ChartSeries } from './overview-chart'

// uPlot and its CSS load only here, when the operator opens the overview (route chunk budget, issue 21).
const OverviewChart = lazy(() => import('./overview-chart'))
const PERIODS = [7, 30, 90].map((days) => ({ value: days, label: `${days} days` }))

function NumbersTable({ data, series, caption }: { data: OverviewSeries; series: ChartSeries[]; caption: string }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-ink-muted">Show the numbers</summary>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="p-1">
                Day
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="p-1 text-right">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((day, i) => (
              <tr key={day} className="border-t border-line">
                <th scope="row" className="p-1 font-normal">
                  {day}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="p-1 text-right">
                    {s.values[i]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

/** /admin's overview: points bought, spent, held, paid out per day; sign-ups, Tio Chat handoffs and consultations per day. */
export function OverviewPanel() {
  const [days, setDays] = useState(30)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const query = useQuery({ queryKey: LEDGER_KEYS.overview(days), queryFn: () => fetchOverview(days) })
  const charts = useMemo(() => {
    const d = query.data
    if (!d) return []
    return [
      {
        title: 'Tio-Points per day',
        series: [
          { label: 'Bought', values: d.bought, color: '#2563eb' },
          { label: 'Spent', values: d.spent, color: '#16a34a' },
          { label: 'Held', values: d.held, color: '#d97706' },
          { label: 'Paid out', values: d.paidOut, color: '#9333ea' },
        ],
      },
      {
        title: 'Activity per day',
        series: [
          { label: 'Sign-ups', values: d.signups, color: '#2563eb' },
          { label: 'AI-to-human handoffs', values: d.handoffs, color: '#16a34a' },
          { label: 'Consultations', values: d.consultations, color: '#dc2626' },
        ],
      },
    ]
  }, [query.data])
  return (
    <PanelSection title="Overview" actions={<CompactSelect label="Period" options={PERIODS} value={days} onChange={setDays} />}>
      {query.isPending ? (
        <Skeleton className="h-56 w-full" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-2">
          {charts.map((chart) => (
            <figure key={chart.title} className="min-w-0" data-testid="overview-chart">
              <figcaption className="mb-2 font-medium">{chart.title}</figcaption>
              {mounted ? (
                <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                  <OverviewChart days={query.data.days} series={chart.series} title={chart.title} />
                </Suspense>
              ) : null}
              <NumbersTable data={query.data} series={chart.series} caption={chart.title} />
            </figure>
          ))}
        </div>
      )}
    </PanelSection>
  )
}
