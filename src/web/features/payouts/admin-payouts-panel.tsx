import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { getErrorMessage } from '../../../shared/messages'
import { PAYOUT_MESSAGES, PAYOUT_STATUSES, type Payout, type PayoutStatus } from '../../../shared/schemas/payouts'
import { useCursorPages } from '../../lib/use-cursor-pages'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { TextField } from '../../ui/field'
import { PagedList } from '../../ui/paged-list'
import { PAYOUT_KEYS, decidePayout, fetchAdminPayouts } from './payouts-api'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** The operators' payout queue: pay outside Tio and record the reference, or reject (the points go back). */
export function AdminPayoutsPanel() {
  const client = useQueryClient()
  const [status, setStatus] = useState<PayoutStatus>('requested')
  const query = useCursorPages(PAYOUT_KEYS.admin(status), fetchAdminPayouts(status))
  const [deciding, setDeciding] = useState<{ payout: Payout; paid: boolean } | null>(null)
  const [text, setText] = useState('')
  const decide = useMutation({
    mutationFn: () => decidePayout(deciding!.payout.id, deciding!.paid ? { paid: text } : { rejected: text }),
    onSuccess: () => {
      setDeciding(null)
      setText('')
      void client.invalidateQueries({ queryKey: ['admin'] })
    },
  })
  return (
    <section aria-labelledby="payouts-admin-heading" className="mb-12">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="payouts-admin-heading" className="text-xl font-semibold">
          Payouts
        </h2>
        <label className="flex items-center gap-2 text-sm">
          Status
          <select
            className="h-8 rounded-lg border border-line bg-surface px-2"
            value={status}
            onChange={(e) => setStatus(e.target.value as PayoutStatus)}
          >
            {PAYOUT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYOUT_MESSAGES.statusLabel[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedList
        query={query}
        items={(page) => page.payouts}
        label={`Payouts: ${status}`}
        empty="No payouts in this state."
        more="More payouts"
      >
        {(payout) => (
          <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm" data-testid="admin-payout">
            <span>
              <span className="font-medium">{payout.points} Tio-Points</span> · {payout.expert?.name} &lt;{payout.expert?.email}&gt;
              <span className="block text-ink-muted">
                {dateFormat.format(new Date(payout.createdAt))}
                {payout.reference ? ` · ${payout.reference}` : ''}
                {payout.reason ? ` · ${payout.reason}` : ''}
              </span>
            </span>
            {payout.status === 'requested' ? (
              <span className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => setDeciding({ payout, paid: true })}
                  aria-label={`Mark paid: ${payout.points} points for ${payout.expert?.email ?? ''}`}
                >
                  Mark paid
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDeciding({ payout, paid: false })}
                  aria-label={`Reject: ${payout.points} points for ${payout.expert?.email ?? ''}`}
                >
                  Reject
                </Button>
              </span>
            ) : null}
          </li>
        )}
      </PagedList>
      <Dialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={deciding?.paid ? 'Mark payout paid' : 'Reject payout'}
      >
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            decide.mutate()
          }}
        >
          <TextField
            label={deciding?.paid ? 'Payment reference' : 'Reason (shown to the expert)'}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {decide.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {getErrorMessage(decide.error)}
            </p>
          ) : null}
          <Button type="submit" variant={deciding?.paid ? 'primary' : 'danger'} disabled={decide.isPending || !text.trim()}>
            {deciding?.paid ? 'Mark paid' : 'Reject and return the points'}
          </Button>
        </form>
      </Dialog>
    </section>
  )
}
