import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { PAYOUT_MESSAGES } from '../../../shared/schemas/payouts'
import { ApiClientError } from '../../lib/api'
import { ME_QUERY_KEY } from '../../lib/session'
import { useCursorPages } from '../../lib/use-cursor-pages'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { TextField } from '../../ui/field'
import { PagedList } from '../../ui/paged-list'
import { PayoutFacts } from './payout-facts'
import { PAYOUT_KEYS, fetchOwnPayouts, requestPayout } from './payouts-api'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })
const TONE = { requested: 'brand', paid: 'success', rejected: 'neutral' } as const

/** An expert's earned points and payout requests (issue 20 item 4). */
export function PayoutsCard() {
  const client = useQueryClient()
  const query = useCursorPages(PAYOUT_KEYS.own, fetchOwnPayouts)
  const first = query.data?.pages[0]
  const [points, setPoints] = useState('')
  const [error, setError] = useState('')
  const request = useMutation({
    mutationFn: () => requestPayout(Number(points)),
    onSuccess: () => {
      setPoints('')
      void client.invalidateQueries({ queryKey: PAYOUT_KEYS.own })
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
      void client.invalidateQueries({ queryKey: ['profile'] })
    },
    onError: (e) => setError(e instanceof ApiClientError ? (e.fields?.points ?? e.message) : String(e)),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError('')
    request.mutate()
  }
  return (
    <Card className="lg:col-span-2">
      <h2 className="text-lg font-semibold">{PAYOUT_MESSAGES.title}</h2>
      {first ? (
        <>
          <p className="mt-2 text-sm text-ink-muted">{PAYOUT_MESSAGES.explain(first.minimum)}</p>
          <p className="mt-2 font-semibold" data-testid="earned-points">
            {PAYOUT_MESSAGES.earned(first.earned)}
          </p>
          <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
            <TextField
              label={PAYOUT_MESSAGES.points}
              type="number"
              inputMode="numeric"
              min={first.minimum}
              max={first.earned}
              value={points}
              onChange={(e) => setPoints(e.target.value)}
              error={error || undefined}
              className="w-48"
            />
            <Button type="submit" disabled={request.isPending || !points}>
              {PAYOUT_MESSAGES.request}
            </Button>
          </form>
        </>
      ) : null}
      <PagedList
        className="mt-4"
        query={query}
        items={(page) => page.payouts}
        label="Payout requests"
        empty={PAYOUT_MESSAGES.none}
        more="Show older"
      >
        {(payout) => (
          <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{payout.points} Tio-Points</span>
              <PayoutFacts payout={payout} dateFormat={dateFormat} />
            </span>
            <Badge tone={TONE[payout.status]}>{PAYOUT_MESSAGES.statusLabel[payout.status]}</Badge>
          </li>
        )}
      </PagedList>
    </Card>
  )
}
