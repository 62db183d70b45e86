import { useState } from 'react'
import { PAYOUT_MESSAGES, PAYOUT_STATUSES, type Payout, type PayoutStatus } from '../../../shared/schemas/payouts'
import { useCursorPages } from '../../lib/use-cursor-pages'
import { useDecision } from '../../lib/use-decision'
import { CompactSelect } from '../../ui/compact-select'
import { DecisionButtons, DecisionDialog } from '../../ui/decision-dialog'
import { TextField } from '../../ui/field'
import { PagedList } from '../../ui/paged-list'
import { PanelSection } from '../../ui/panel-section'
import { PayoutFacts } from './payout-facts'
import { PAYOUT_KEYS, decidePayout, fetchAdminPayouts } from './payouts-api'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const STATUS_OPTIONS = PAYOUT_STATUSES.map((s) => ({ value: s, label: PAYOUT_MESSAGES.statusLabel[s] }))

/** The operators' payout queue: pay outside Tio and record the reference, or reject (the points go back). */
export function AdminPayoutsPanel() {
  const [status, setStatus] = useState<PayoutStatus>('requested')
  const query = useCursorPages(PAYOUT_KEYS.admin(status), fetchAdminPayouts(status))
  const decision = useDecision(({ payout, paid }: { payout: Payout; paid: boolean }, text) =>
    decidePayout(payout.id, paid ? { paid: text } : { rejected: text }),
  )
  const paid = decision.deciding?.paid
  return (
    <PanelSection title="Payouts" actions={<CompactSelect label="Status" options={STATUS_OPTIONS} value={status} onChange={setStatus} />}>
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
              <PayoutFacts payout={payout} dateFormat={dateFormat} />
            </span>
            {payout.status === 'requested' ? (
              <DecisionButtons
                choices={[
                  { choice: true, label: 'Mark paid', ariaLabel: `Mark paid: ${payout.points} points for ${payout.expert?.email ?? ''}` },
                  { choice: false, label: 'Reject', ariaLabel: `Reject: ${payout.points} points for ${payout.expert?.email ?? ''}` },
                ]}
                onChoose={(choice) => decision.setDeciding({ payout, paid: choice })}
              />
            ) : null}
          </li>
        )}
      </PagedList>
      <DecisionDialog
        decision={decision}
        title={paid ? 'Mark payout paid' : 'Reject payout'}
        submit={paid ? 'Mark paid' : 'Reject and return the points'}
        danger={!paid}
        disabled={!decision.text.trim()}
      >
        <TextField
          label={paid ? 'Payment reference' : 'Reason (shown to the expert)'}
          required
          value={decision.text}
          onChange={(e) => decision.setText(e.target.value)}
        />
      </DecisionDialog>
    </PanelSection>
  )
}
