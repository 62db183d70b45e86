import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Stripe's HTTP API (the outside boundary only): the endpoints Tio calls
 * (POST /v1/checkout/sessions, POST /v1/refunds) answered in Stripe's shapes from form-encoded
 * bodies with a Bearer key and Idempotency-Key, and webhooks delivered to Tio signed with Stripe's
 * scheme (Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")).
 */
export interface FakeStripe {
  url: string
  sessions: Map<string, FakeSession>
  refunds: { id: string; payment_intent: string; amount: number }[]
  /** The next refund request answers with a card error (Stripe's 402). */
  failNextRefund: () => void
  /** A Stripe event about a checkout session, as Stripe builds it. */
  event: (type: string, sessionId: string, session?: Partial<FakeSession>) => { id: string; payload: string }
  /** POSTs the event to Tio's webhook, signed with `secret` (a forged one: pass another secret). */
  deliver: (webhookUrl: string, event: { payload: string }, secret: string, options?: { timestamp?: number }) => Promise<Response>
  close: () => Promise<void>
}

export interface FakeSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid' | 'no_payment_required'
  client_reference_id: string | null
  metadata: Record<string, string>
  customer_email: string | null
  amount_total: number
  currency: string
  payment_intent: string | null
  success_url: string
  cancel_url: string
  url: string
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
  res.end(JSON.stringify(body))
}

export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

export async function startFakeStripe(options: { apiKey: string }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const refunds: FakeStripe['refunds'] = []
  const idempotent = new Map<string, { status: number; body: unknown }>()
  let failRefund = false

  const server = createServer((req, res) => {
    void (async () => {
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      }
      const key = req.headers['idempotency-key']
      const replay = typeof key === 'string' ? idempotent.get(`${req.url}:${key}`) : undefined
      if (replay) return send(res, replay.status, replay.body)
      const form = await readBody(req)
      const answer = (status: number, body: unknown) => {
        if (typeof key === 'string') idempotent.set(`${req.url}:${key}`, { status, body })
        send(res, status, body)
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const session: FakeSession = {
          id: id('cs'),
          object: 'checkout.session',
          mode: form.get('mode') ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: form.get('client_reference_id'),
          metadata: Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v])),
          customer_email: form.get('customer_email'),
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * Number(form.get('line_items[0][quantity]') ?? 1),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          payment_intent: null,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          url: '',
        }
        session.url = `${url}/checkout/${session.id}`
        sessions.set(session.id, session)
        return answer(200, session)
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        if (failRefund) {
          failRefund = false
          return answer(402, { error: { type: 'card_error', code: 'charge_disputed', message: 'This charge cannot be refunded.' } })
        }
        const refund = {
          id: id('re'),
          object: 'refund',
          status: 'succeeded',
          payment_intent: form.get('payment_intent') ?? '',
          amount: Number(form.get('amount')),
        }
        refunds.push(refund)
        return answer(200, refund)
      }
      send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    sessions,
    refunds,
    failNextRefund: () => {
      failRefund = true
    },
    event(type, sessionId, patch = {}) {
      const stored = sessions.get(sessionId)
      if (!stored) throw new Error(`fake Stripe: no session ${sessionId}`)
      Object.assign(stored, patch)
      const eventId = id('evt')
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...stored } },
      })
      return { id: eventId, payload }
    },
    deliver(webhookUrl, event, secret, deliverOptions = {}) {
      return fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signStripePayload(event.payload, secret, deliverOptions.timestamp),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: event.payload,
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
