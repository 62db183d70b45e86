import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { DisputeView } from '../../../shared/schemas/consultation'
import { getErrorMessage } from '../../../shared/messages'
import { Button } from '../../ui/button'
import { TextAreaField, TextField } from '../../ui/field'
import { LoadError } from '../../ui/load-error'
import { Skeleton } from '../../ui/skeleton'
import { CONSULTATION_KEYS, decideDispute, fetchDisputes } from './consultations-api'
import { formatWhen, offerLabel, points } from './format'

type Outcome = 'refund' | 'partial' | 'release'
const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'refund', label: 'Refund the client in full' },
  { value: 'partial', label: 'Pay the expert part' },
  { value: 'release', label: 'Release all to the expert' },
]

/** /admin/disputes: open disputes with the booking, the pair's messages and calls, and the decision (issue 23 item 4). */
export function AdminDisputesPanel() {
  const query = useQuery({ queryKey: CONSULTATION_KEYS.disputes, queryFn: fetchDisputes })
  return (
    <section aria-labelledby="disputes-heading" className="mb-12">
      <h2 id="disputes-heading" className="mb-4 text-xl font-semibold">
        Disputes
      </h2>
      {query.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-ink-muted">No open disputes.</p>
      ) : (
        <div className="grid gap-4">
          {query.data.map((d) => (
            <DisputeCard key={d.id} dispute={d} />
          ))}
        </div>
      )}
    </section>
  )
}

function DisputeCard({ dispute: d }: { dispute: DisputeView }) {
  const client = useQueryClient()
  const [outcome, setOutcome] = useState<Outcome>('refund')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({})
  const decide = useMutation({
    mutationFn: () =>
      decideDispute(d.id, { outcome, reason: reason.trim(), ...(outcome === 'partial' ? { expertAmount: Number(amount) } : {}) }),
    onSuccess: () => void client.invalidateQueries({ queryKey: CONSULTATION_KEYS.disputes }),
    onError: (e) => setErrors({ form: getErrorMessage(e) }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: typeof errors = {}
    const n = Number(amount)
    if (outcome === 'partial' && (amount === '' || !Number.isInteger(n) || n < 0 || n > d.price))
      found.amount = `Points to the expert: a whole number from 0 to ${d.price}.`
    if (!reason.trim()) found.reason = 'Reason: say why; both people see it.'
    setErrors(found)
    if (Object.keys(found).length === 0) decide.mutate()
  }
  const name = (id: string) => (id === d.expertId ? d.expertName : d.clientName)
  return (
    <article className="rounded-xl border border-line p-4" aria-labelledby={`dispute-${d.id}`} data-testid="dispute">
      <h3 id={`dispute-${d.id}`} className="font-semibold">
        {offerLabel(d)}: {d.clientName} (client) and {d.expertName} (expert)
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">Price held</dt>
        <dd>{points(d.price)}</dd>
        <dt className="text-ink-muted">Booked</dt>
        <dd>{formatWhen(d.createdAt)}</dd>
        {d.startsAt ? (
          <>
            <dt className="text-ink-muted">Call time</dt>
            <dd>{formatWhen(d.startsAt)}</dd>
          </>
        ) : null}
        {d.deliveredAt ? (
          <>
            <dt className="text-ink-muted">Delivered</dt>
            <dd>{formatWhen(d.deliveredAt)}</dd>
          </>
        ) : null}
        {d.note ? (
          <>
            <dt className="text-ink-muted">Client&apos;s note</dt>
            <dd className="whitespace-pre-line break-words">{d.note}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">Reason</dt>
        <dd className="break-words font-medium">{d.disputeReason}</dd>
      </dl>
      {d.expertPath ? (
        <p className="mt-2 text-sm">
          <Link className="text-brand-700 underline dark:text-brand-300" to={d.expertPath}>
            {d.expertName}&apos;s public page
          </Link>
        </p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">Calls since the booking ({d.calls.length})</summary>
        {d.calls.length ? (
          <ul className="mt-1 grid gap-1">
            {d.calls.map((c) => (
              <li key={c.id}>
                {c.kind} call {formatWhen(c.createdAt)}: {c.acceptedAt ? `answered ${formatWhen(c.acceptedAt)}` : 'not answered'}
                {c.endedAt ? `, ended ${formatWhen(c.endedAt)}` : ''} ({c.status})
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-ink-muted">No call between them in Tio since the booking.</p>
        )}
      </details>
      <details className="mt-2 text-sm" open>
        <summary className="cursor-pointer font-medium">Conversation since the booking ({d.messages.length})</summary>
        {d.messages.length ? (
          <ol className="mt-1 grid max-h-60 gap-1 overflow-y-auto" aria-label="Messages since the booking">
            {d.messages.map((m) => (
              <li key={m.id} className="break-words">
                <span className="font-medium">{name(m.senderId)}</span> <span className="text-ink-muted">{formatWhen(m.createdAt)}</span>:{' '}
                {m.body}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-ink-muted">No messages since the booking.</p>
        )}
      </details>
      <form
        className="mt-4 grid gap-3"
        onSubmit={submit}
        noValidate
        aria-label={`Decide the dispute between ${d.clientName} and ${d.expertName}`}
      >
        <fieldset>
          <legend className="text-sm font-medium">Decision</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {OUTCOMES.map((o) => (
              <label key={o.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`outcome-${d.id}`}
                  value={o.value}
                  checked={outcome === o.value}
                  onChange={() => setOutcome(o.value)}
                />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
        {outcome === 'partial' ? (
          <TextField
            label="Points to the expert"
            hint={`The rest of the ${points(d.price)} goes back to the client.`}
            type="number"
            inputMode="numeric"
            min={0}
            max={d.price}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={errors.amount}
            className="w-56"
          />
        ) : null}
        <TextAreaField
          label="Reason"
          hint="Both people see it, in their points history and by email."
          maxLength={2000}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={decide.isPending}>
          Decide
        </Button>
      </form>
    </article>
  )
}
