import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { MAX_PRICE, OFFER_KINDS, OFFER_LABELS, type OfferKind, type OfferMedium } from '../../../shared/schemas/consultation-text'
import type { ExpertOffers } from '../../../shared/schemas/consultation'
import { getErrorMessage } from '../../../shared/messages'
import { useSession } from '../../lib/session'
import { Card } from '../../ui/card'
import { TextField } from '../../ui/field'
import { LoadError } from '../../ui/load-error'
import { Skeleton } from '../../ui/skeleton'
import { CONSULTATION_KEYS, fetchOffers, saveOffers } from './consultations-api'
import { SaveRow } from './save-row'

interface Row {
  kind: OfferKind
  medium: OfferMedium | null
  label: string
}

const rowKey = (r: Pick<Row, 'kind' | 'medium'>) => `${r.kind}:${r.medium ?? ''}`

/** The offers an expert can set: a written answer, and each call length in each medium their communication options allow. */
export function offerRows(options: { call: boolean; video: boolean }): Row[] {
  const media: OfferMedium[] = [...(options.call ? (['voice'] as const) : []), ...(options.video ? (['video'] as const) : [])]
  return OFFER_KINDS.flatMap((kind): Row[] =>
    kind === 'answer'
      ? [{ kind, medium: null, label: OFFER_LABELS.answer }]
      : media.map((medium) => ({ kind, medium, label: `${OFFER_LABELS[kind]}, ${medium}` })),
  )
}

/** Checks a price as typed; answers what to fix, naming the offer. */
export function priceError(label: string, value: string): string | null {
  const n = Number(value)
  if (value.trim() === '' || !Number.isInteger(n) || n < 1 || n > MAX_PRICE)
    return `${label}: enter a whole number of Tio-Points from 1 to ${MAX_PRICE}.`
  return null
}

/** /expertsettings: what the expert offers and at what price (issue 23 item 1). */
export function OffersSection({ options }: { options: { call: boolean; video: boolean } }) {
  const session = useSession()
  const expertId = session.me?.id ?? ''
  const query = useQuery({ queryKey: CONSULTATION_KEYS.offers(expertId), queryFn: () => fetchOffers(expertId), enabled: Boolean(expertId) })
  return (
    <Card aria-labelledby="offers-title">
      <h2 id="offers-title" className="text-lg font-semibold">
        Offers
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        What clients can book and pay for in Tio-Points. The points are held when a client books and paid to you once the consultation is
        delivered. Without offers, clients message you as before.
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <OffersForm initial={query.data} rows={offerRows(options)} expertId={expertId} callsAllowed={options.call || options.video} />
        )}
      </div>
    </Card>
  )
}

function OffersForm({
  initial,
  rows,
  expertId,
  callsAllowed,
}: {
  initial: ExpertOffers
  rows: Row[]
  expertId: string
  callsAllowed: boolean
}) {
  const client = useQueryClient()
  const [enabled, setEnabled] = useState(() => new Set(initial.offers.map(rowKey)))
  const [prices, setPrices] = useState<Record<string, string>>(() =>
    Object.fromEntries(initial.offers.map((o) => [rowKey(o), String(o.price)])),
  )
  const [freeFirstMessage, setFreeFirstMessage] = useState(initial.freeFirstMessage)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState('')
  const [saved, setSaved] = useState(false)
  const save = useMutation({
    mutationFn: saveOffers,
    onSuccess: (data) => {
      client.setQueryData(CONSULTATION_KEYS.offers(expertId), data)
      setSaved(true)
    },
    onError: (error) => setFormError(getErrorMessage(error)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaved(false)
    setFormError('')
    const found: Record<string, string> = {}
    const chosen = rows.filter((r) => enabled.has(rowKey(r)))
    for (const r of chosen) {
      const problem = priceError(r.label, prices[rowKey(r)] ?? '')
      if (problem) found[rowKey(r)] = problem
    }
    setErrors(found)
    if (Object.keys(found).length) return
    save.mutate({ offers: chosen.map((r) => ({ kind: r.kind, medium: r.medium, price: Number(prices[rowKey(r)]) })), freeFirstMessage })
  }
  const toggle = (key: string, on: boolean) =>
    setEnabled((current) => {
      const next = new Set(current)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Offers">
      <ul className="grid gap-3">
        {rows.map((r) => {
          const key = rowKey(r)
          const on = enabled.has(key)
          return (
            <li key={key} className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[1fr_12rem] sm:items-start">
              <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
                <input type="checkbox" className="h-4 w-4" checked={on} onChange={(e) => toggle(key, e.target.checked)} />
                Offer {r.label.toLowerCase()}
              </label>
              {on ? (
                <TextField
                  label={r.kind === 'answer' ? `${r.label}: price per question` : `${r.label}: price`}
                  hint="Tio-Points"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_PRICE}
                  value={prices[key] ?? ''}
                  onChange={(e) => setPrices((p) => ({ ...p, [key]: e.target.value }))}
                  error={errors[key]}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
      {callsAllowed ? null : (
        <p className="text-sm text-ink-muted">
          To offer calls, turn on voice or video calls among your communication options in the expert details below.
        </p>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={freeFirstMessage}
          onChange={(e) => setFreeFirstMessage(e.target.checked)}
        />
        <span>
          <span className="font-medium">Free first message</span>
          <span className="block text-ink-muted">Clients can write to you once without booking; your page says so.</span>
        </span>
      </label>
      <SaveRow
        error={formError}
        pending={save.isPending}
        label="Save offers"
        saved={saved ? 'Offers saved: they show on your public page.' : null}
      />
    </form>
  )
}
