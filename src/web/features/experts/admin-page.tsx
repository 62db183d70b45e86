import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import type { ExpertApplicationView } from '../../../shared/schemas/expert-application'
import { apiFetch, ApiClientError } from '../../lib/api'
import { useSession } from '../../lib/session'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { TextAreaField, TextField } from '../../ui/field'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'

interface AdminApplication extends ExpertApplicationView {
  accountName: string
  accountEmail: string
}
interface AdminExpert {
  uid: string
  displayName: string
  email: string
  occupation: string
  customURL: string
  suspended: boolean
}

/** What everyone but an operator sees on /admin (ROLE-10): no application, only where to go instead. */
export function OperatorsOnly() {
  return (
    <Page title={MESSAGES.operatorsOnlyTitle} lead="This page is where Tio's operators review expert applications. Your account cannot open it.">
      <Link className="inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700" to="/">
        Back to home
      </Link>
    </Page>
  )
}

/** /admin: the operator console (ROLE-11, OPS-04). Everyone else sees that it is for operators only. */
export function AdminPage({ extra }: { extra?: ReactNode }) {
  const session = useSession()
  if (session.status === 'loading') return <div aria-busy="true" className="min-h-[60vh]" />
  if (!session.me?.isOperator) return <OperatorsOnly />
  return (
    <Page title="Operator console" lead="Review expert applications, oldest first, and manage approved experts.">
      <PendingQueue />
      <ExpertsPanel />
      {extra}
    </Page>
  )
}

function PendingQueue() {
  const client = useQueryClient()
  const query = useQuery({
    queryKey: ['admin', 'applications', 'pending'],
    queryFn: () => apiFetch<{ applications: AdminApplication[] }>('/api/admin/applications?status=pending'),
  })
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const decide = useMutation({
    mutationFn: ({ uid, decision, reason }: { uid: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiFetch(`/api/admin/applications/${encodeURIComponent(uid)}/${decision}`, {
        method: 'POST',
        json: decision === 'reject' ? { reason } : undefined,
      }),
    onSuccess: () => {
      setRejecting(null)
      setReason('')
      setError('')
      void client.invalidateQueries({ queryKey: ['admin'] })
    },
    onError: (e) => setError(e instanceof ApiClientError ? e.message : MESSAGES.profileUpdateError),
  })

  return (
    <section aria-labelledby="pending-heading" className="mb-12">
      <h2 id="pending-heading" className="mb-4 text-xl font-semibold">
        Pending applications
      </h2>
      {error ? <p role="alert" className="mb-3 text-red-700">{error}</p> : null}
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <p role="alert">{(query.error as Error).message}</p>
      ) : query.data.applications.length === 0 ? (
        <p className="text-ink-muted">No applications are waiting. All caught up.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2">Applicant</th>
                <th scope="col" className="p-2">Application</th>
                <th scope="col" className="p-2">Documents</th>
                <th scope="col" className="p-2">Decision</th>
              </tr>
            </thead>
            <tbody>
              {query.data.applications.map((a) => (
                <tr key={a.uid} className="border-b border-line align-top" data-testid="application-row">
                  <td className="p-2">
                    <div className="font-medium">{a.accountName}</div>
                    <div className="text-ink-muted">{a.accountEmail}</div>
                    <div className="text-ink-muted">Submitted {a.submittedAt ? new Date(a.submittedAt).toLocaleString() : '—'}</div>
                  </td>
                  <td className="p-2">
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      <dt className="text-ink-muted">Type</dt>
                      <dd>{a.accountType === 'business' ? 'Business' : 'Individual expert'}</dd>
                      <dt className="text-ink-muted">Occupation</dt>
                      <dd>{a.occupation}</dd>
                      <dt className="text-ink-muted">Experience</dt>
                      <dd>{a.yearsOfExperience} years</dd>
                      <dt className="text-ink-muted">Bio</dt>
                      <dd className="max-w-md">{a.description}</dd>
                      <dt className="text-ink-muted">Skills</dt>
                      <dd>{a.expertise_areas.join(', ')}</dd>
                      <dt className="text-ink-muted">Keywords</dt>
                      <dd>{a.keywords.join(', ')}</dd>
                      <dt className="text-ink-muted">Place</dt>
                      <dd>
                        {a.city}
                        {a.address ? `, ${a.address}` : ''}
                      </dd>
                      <dt className="text-ink-muted">Response</dt>
                      <dd>{a.responseRate}</dd>
                      <dt className="text-ink-muted">Offers</dt>
                      <dd>{(['call', 'email', 'video'] as const).filter((o) => a.selectedOptions[o]).join(', ') || 'none'}</dd>
                      <dt className="text-ink-muted">Custom URL</dt>
                      <dd>/expert/{a.customURL}</dd>
                      <dt className="text-ink-muted">Links</dt>
                      <dd>{[a.twitterUrl, a.linkedinUrl, a.websiteUrl].filter(Boolean).join(' · ') || 'none'}</dd>
                    </dl>
                  </td>
                  <td className="p-2">
                    {a.documents.length === 0 ? (
                      <span className="text-ink-muted">None</span>
                    ) : (
                      <ul>
                        {a.documents.map((d) => (
                          <li key={d.id}>
                            <a className="text-brand-700 underline" href={d.url} target="_blank" rel="noreferrer">
                              {d.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="p-2">
                    <div className="flex flex-col gap-2">
                      <Button
                        size="sm"
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ uid: a.uid, decision: 'approve' })}
                      >
                        {MESSAGES.approve}
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => setRejecting(a)}>
                        Reject
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null)
        }}
        title={`Reject ${rejecting?.accountName ?? ''}`}
      >
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault()
            if (rejecting) decide.mutate({ uid: rejecting.uid, decision: 'reject', reason })
          }}
        >
          <TextAreaField
            label="Reason (shown to the applicant)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            minLength={3}
            error={error || undefined}
          />
          <Button type="submit" variant="danger" disabled={decide.isPending || reason.trim().length < 3}>
            Reject application
          </Button>
        </form>
      </Dialog>
    </section>
  )
}

function ExpertsPanel() {
  const client = useQueryClient()
  const [q, setQ] = useState('')
  const query = useQuery({
    queryKey: ['admin', 'experts', q],
    queryFn: () => apiFetch<{ experts: AdminExpert[] }>(`/api/admin/experts?q=${encodeURIComponent(q)}`),
  })
  const toggle = useMutation({
    mutationFn: (e: AdminExpert) => apiFetch(`/api/admin/experts/${encodeURIComponent(e.uid)}/${e.suspended ? 'unsuspend' : 'suspend'}`, { method: 'POST' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'experts'] }),
  })
  return (
    <section aria-labelledby="experts-heading" className="mb-12">
      <h2 id="experts-heading" className="mb-4 text-xl font-semibold">
        Approved experts
      </h2>
      <TextField label="Find an expert" type="search" value={q} onChange={(e) => setQ(e.target.value)} className="mb-4 max-w-sm" />
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <p role="alert">{(query.error as Error).message}</p>
      ) : query.data.experts.length === 0 ? (
        <p className="text-ink-muted">No approved experts match.</p>
      ) : (
        <ul className="divide-y divide-line">
          {query.data.experts.map((e) => (
            <li key={e.uid} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <Link className="font-medium underline" to={`/expert/${e.customURL}`}>
                  {e.displayName}
                </Link>{' '}
                <span className="text-ink-muted">
                  {e.occupation} · {e.email}
                  {e.suspended ? ' · suspended' : ''}
                </span>
              </span>
              <Button size="sm" variant={e.suspended ? 'secondary' : 'danger'} disabled={toggle.isPending} onClick={() => toggle.mutate(e)}>
                {e.suspended ? `Restore ${e.displayName}` : `Suspend ${e.displayName}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
