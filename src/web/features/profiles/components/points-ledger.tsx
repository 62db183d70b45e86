import { MESSAGES } from '../../../../shared/messages'
import { pointReasonLabel } from '../../../../shared/schemas/profile'
import { useCursorPages } from '../../../lib/use-cursor-pages'
import { PagedList } from '../../../ui/paged-list'
import { PROFILE_KEYS, fetchPoints } from '../profile-api'

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/** The Tio-Points ledger, newest first, a page at a time from the server. */
export function PointsLedger() {
  const query = useCursorPages(PROFILE_KEYS.points, fetchPoints)
  return (
    <PagedList
      query={query}
      items={(page) => page.transactions}
      label={`${MESSAGES.pointsName} history`}
      empty={`No ${MESSAGES.pointsName} yet.`}
      more="Show older"
    >
      {(row) => (
        <li key={row.id} className="flex items-center justify-between gap-4 py-2 text-sm">
          <span>
            <span className="font-medium">{pointReasonLabel(row.reason)}</span>
            <span className="block text-ink-muted">{dateFormat.format(new Date(row.createdAt))}</span>
          </span>
          <span className={row.amount >= 0 ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-red-700'}>
            {row.amount >= 0 ? '+' : '−'}
            {Math.abs(row.amount)}
          </span>
        </li>
      )}
    </PagedList>
  )
}
