import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { getErrorMessage, MESSAGES } from '../../../shared/messages'
import {
  ADMIN_APPLICATION_STATES,
  type AdminApplication,
  type AdminApplicationsPage,
  type AdminApplicationState,
} from '../../../shared/schemas/expert-application'
import type { ApplicationAnswer } from '../../../shared/schemas/application-review'
import { apiFetch } from '../../lib/api'
import { useCursorPages } from '../../lib/use-cursor-pages'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { TextAreaField, TextField } from '../../ui/field'
import { PagedList } from '../../ui/paged-list'
import { SegmentedFilter } from '../../ui/segmented-filter'
import { useToast } from '../../ui/toast'

type Decision = 'approve' | 'reject' | 'suspend' | 'unsuspend' | 'reopen'

const STATE_LABELS: Record<AdminApplicationState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  suspended: 'Suspended',
  rejected: 'Rejected',
}

/**
 * What the notice says after a decision, the decision its Undo takes (none for a Reopen, itself an
 * undo) and where else to undo it, for those who cannot reach the notice in time.
 */
const AFTER: Record<Decision, { done: (name: string) => string; undo?: Decision; elsewhere?: string }> = {
  approve: { done: (name) => `${name} is approved`, undo: 'reopen', elsewhere: 'Back to pending, under Approved' },
  reject: { done: (name) => `${name} is rejected; the reason was emailed`, undo: 'reopen', elsewhere: 'Back to pending, under Rejected' },
  suspend: { done: (name) => `${name} is suspended`, undo: 'unsuspend', elsewhere: 'Restore, under Suspended' },
  unsuspend: { done: (name) => `${name} is restored`, undo: 'suspend', elsewhere: 'Suspend, under Approved' },
  reopen: { done: (name) => `${name} is back in the pending queue` },
}

const decisionPath = (uid: string, decision: Decision) =>
  `/api/admin/${decision === 'suspend' || decision === 'unsuspend' ? 'experts' : 'applications'}/${encodeURIComponent(uid)}/${decision}`

function useDecision() {
  const client = useQueryClient()
  const { toast } = useToast()
  const send = (uid: string, decision: Decision, reason?: string) =>
    apiFetch<ApplicationAnswer>(decisionPath(uid, decision), { method: 'POST', json: decision === 'reject' ? { reason } : undefined })
  return useMutation({
    mutationFn: ({ application, decision, reason }: { application: AdminApplication; decision: Decision; reason?: string }) =>
      send(application.uid, decision, reason),
    onSuccess: (_, { application, decision }) => {
      void client.invalidateQueries({ queryKey: ['admin', 'applications'] })
      const { done, undo, elsewhere } = AFTER[decision]
      toast({
        title: done(application.accountName),
        tone: 'success',
        action: undo
          ? {
              label: 'Undo',
              altText: elsewhere ?? 'Undo',
              onClick: () => {
                void send(application.uid, undo)
                  .then(() => toast({ title: AFTER[undo].done(application.accountName), tone: 'info' }))
                  .catch((error: unknown) => toast({ title: getErrorMessage(error), tone: 'error' }))
                  .finally(() => void client.invalidateQueries({ queryKey: ['admin', 'applications'] }))
              },
            }
          : undefined,
      })
    },
    onError: (error) => toast({ title: getErrorMessage(error), tone: 'error' }),
  })
}

/** /admin: experts and applications, one server page at a time, by state, searched by name, email or occupation. */
export function ApplicationsConsole() {
  const [params, setParams] = useSearchParams()
  // The URL keeps the filter and the search (?state=&find=; ?q= would open the site's search).
  const [state, setState] = useState<AdminApplicationState>(() =>
    (ADMIN_APPLICATION_STATES as readonly string[]).includes(params.get('state') ?? '')
      ? (params.get('state') as AdminApplicationState)
      : 'pending',
  )
  const [search, setSearch] = useState(params.get('find') ?? '')
  const q = useDeferredValue(search.trim())
  const query = useCursorPages(['admin', 'applications', state, q], (cursor) =>
    apiFetch<AdminApplicationsPage>(
      `/api/admin/applications?${new URLSearchParams({ state, q, ...(cursor ? { cursor } : {}) }).toString()}`,
    ),
  )
  const decision = useDecision()
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null)
  const [suspending, setSuspending] = useState<AdminApplication | null>(null)
  // Written from this component's own state: the URL may not have caught up with the last change yet.
  const update = (next: { state: AdminApplicationState; find: string }) => {
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true, preventScrollReset: true })
  }

  return (
    <section aria-labelledby="experts-heading">
      <h2 id="experts-heading" className="mb-4 text-xl font-semibold">
        Experts and applications
      </h2>
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <SegmentedFilter
          legend="State"
          name="application-state"
          options={ADMIN_APPLICATION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))}
          value={state}
          onChange={(s) => {
            setState(s)
            update({ state: s, find: search.trim() })
          }}
        />
        <TextField
          label="Search by name, email or occupation"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            update({ state, find: e.target.value.trim() })
          }}
          className="w-full max-w-sm"
        />
      </div>
      <PagedList
        query={query}
        items={(page) => page.applications}
        label={`${STATE_LABELS[state]} applications`}
        empty={
          q
            ? `No ${state} application matches “${q}”.`
            : state === 'pending'
              ? 'No applications are waiting. All caught up.'
              : `No ${state} applications.`
        }
        more="Show more"
      >
        {(a) => (
          <ApplicationItem
            key={a.uid}
            application={a}
            state={state}
            busy={decision.isPending}
            onDecide={(d) => decision.mutate({ application: a, decision: d })}
            onReject={() => setRejecting(a)}
            onSuspend={() => setSuspending(a)}
          />
        )}
      </PagedList>
      <RejectDialog
        application={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          decision.mutate({ application: rejecting!, decision: 'reject', reason }, { onSuccess: () => setRejecting(null) })
        }
        busy={decision.isPending}
        error={decision.error ? getErrorMessage(decision.error) : undefined}
      />
      <Dialog
        open={suspending !== null}
        onOpenChange={(open) => {
          if (!open) setSuspending(null)
        }}
        title={`Suspend ${suspending?.accountName ?? ''}?`}
        description="Their public page and search listing disappear until you restore them, and they are told by email."
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setSuspending(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={decision.isPending}
            onClick={() => decision.mutate({ application: suspending!, decision: 'suspend' }, { onSuccess: () => setSuspending(null) })}
          >
            Suspend
          </Button>
        </div>
      </Dialog>
    </section>
  )
}

function ApplicationItem({
  application: a,
  state,
  busy,
  onDecide,
  onReject,
  onSuspend,
}: {
  application: AdminApplication
  state: AdminApplicationState
  busy: boolean
  onDecide: (decision: Decision) => void
  onReject: () => void
  onSuspend: () => void
}) {
  const when = state === 'pending' ? a.submittedAt : a.reviewedAt
  return (
    <li className="py-4" data-testid="application-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            {state === 'pending' ? (
              a.accountName
            ) : (
              <Link className="underline" to={`/expert/${a.customURL}`}>
                {a.accountName}
              </Link>
            )}
          </p>
          <p className="break-all text-sm text-ink-muted">{a.accountEmail}</p>
          <p className="text-sm text-ink-muted">
            {[a.occupation, a.city].filter(Boolean).join(' · ')}
            {when
              ? ` · ${state === 'pending' ? 'submitted' : 'reviewed'} ${new Date(when).toLocaleDateString('en-GB', { dateStyle: 'medium' })}`
              : ''}
          </p>
          {state === 'rejected' && a.reviewReason ? <p className="mt-1 text-sm">Reason given: {a.reviewReason}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {state === 'pending' ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => onDecide('approve')}>
                {MESSAGES.approve}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} onClick={onReject}>
                Reject
              </Button>
            </>
          ) : state === 'approved' ? (
            <Button size="sm" variant="danger" disabled={busy} onClick={onSuspend}>
              Suspend
            </Button>
          ) : state === 'suspended' ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('unsuspend')}>
              Restore
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => onDecide('reopen')}>
              Back to pending
            </Button>
          )}
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700 dark:text-brand-300">Application details</summary>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          <dt className="text-ink-muted">Type</dt>
          <dd>{a.accountType === 'business' ? 'Business' : 'Individual expert'}</dd>
          <dt className="text-ink-muted">Experience</dt>
          <dd>{a.yearsOfExperience} years</dd>
          <dt className="text-ink-muted">Bio</dt>
          <dd className="break-words">{a.description}</dd>
          <dt className="text-ink-muted">Skills</dt>
          <dd>{a.expertise_areas.join(', ')}</dd>
          <dt className="text-ink-muted">Keywords</dt>
          <dd>{a.keywords.join(', ')}</dd>
          <dt className="text-ink-muted">Place</dt>
          <dd>{[a.city, a.address].filter(Boolean).join(', ')}</dd>
          <dt className="text-ink-muted">Response</dt>
          <dd>{a.responseRate}</dd>
          <dt className="text-ink-muted">Offers</dt>
          <dd>{(['call', 'email', 'video'] as const).filter((o) => a.selectedOptions[o]).join(', ') || 'none'}</dd>
          <dt className="text-ink-muted">Custom URL</dt>
          <dd className="break-all">/expert/{a.customURL}</dd>
          <dt className="text-ink-muted">Links</dt>
          <dd className="break-all">{[a.twitterUrl, a.linkedinUrl, a.websiteUrl].filter(Boolean).join(' · ') || 'none'}</dd>
          <dt className="text-ink-muted">Documents</dt>
          <dd>
            {a.documents.length === 0 ? (
              'none'
            ) : (
              <ul>
                {a.documents.map((d) => (
                  <li key={d.id}>
                    <a className="break-all text-brand-700 underline" href={d.url} target="_blank" rel="noreferrer">
                      {d.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </details>
    </li>
  )
}

function RejectDialog({
  application,
  onClose,
  onReject,
  busy,
  error,
}: {
  application: AdminApplication | null
  onClose: () => void
  onReject: (reason: string) => void
  busy: boolean
  error?: string
}) {
  const [reason, setReason] = useState('')
  return (
    <Dialog
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('')
          onClose()
        }
      }}
      title={`Reject ${application?.accountName ?? ''}`}
      description="The applicant receives this reason by email and can change the application and send it again."
    >
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          onReject(reason.trim())
        }}
      >
        <TextAreaField
          label="Reason (shown to the applicant)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={3}
          error={error}
        />
        <Button type="submit" variant="danger" disabled={busy || reason.trim().length < 3}>
          Reject application
        </Button>
      </form>
    </Dialog>
  )
}
