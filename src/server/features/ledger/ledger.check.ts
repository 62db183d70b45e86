import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { MAY_GO_NEGATIVE } from './ledger.transfers'

export interface LedgerProblem {
  account?: string
  transfer?: string
  hold?: string
  problem: string
}

export interface LedgerReport {
  ok: boolean
  accounts: number
  transfers: number
  holds: number
  problems: LedgerProblem[]
}

/**
 * The ledger's invariants (docs/ledger.md): each account's balance is the sum of its postings; no
 * balance below zero but the platform's and the world's; each transfer's postings sum to zero, and
 * so do all balances; every hold is pending, posted or voided, took its amount into escrow once and
 * gave it back out exactly once if resolved (never twice). Reads everything: for checks, not requests.
 */
export async function checkLedger(db: Kysely<DB>): Promise<LedgerReport> {
  const problems: LedgerProblem[] = []
  const accounts = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_postings')
          .select(['account_id', (e) => e.fn.sum<number>('amount').as('total')])
          .groupBy('account_id')
          .as('s'),
      (join) => join.onRef('s.account_id', '=', 'a.id'),
    )
    .select(['a.id', 'a.balance', 's.total'])
    .execute()
  let sum = 0
  for (const a of accounts) {
    const balance = Number(a.balance)
    const total = Number(a.total ?? 0)
    sum += balance
    if (balance !== total) problems.push({ account: a.id, problem: `balance ${balance} but its postings sum to ${total}` })
    if (balance < 0 && !MAY_GO_NEGATIVE.has(a.id)) problems.push({ account: a.id, problem: `negative balance ${balance}` })
  }
  if (sum !== 0) problems.push({ problem: `the balances of all accounts sum to ${sum}, not 0` })

  const unbalanced = await db
    .selectFrom('ledger_postings')
    .select(['transfer_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('transfer_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute()
  for (const t of unbalanced) problems.push({ transfer: t.transfer_id, problem: `postings sum to ${Number(t.total)}, not 0` })

  const transfers = await db
    .selectFrom('ledger_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const holds = await db
    .selectFrom('ledger_holds as h')
    .leftJoin('ledger_transfers as t', 't.hold_id', 'h.id')
    .leftJoin('ledger_postings as p', (join) => join.onRef('p.transfer_id', '=', 't.id').on('p.account_id', '=', 'escrow'))
    .select([
      'h.id',
      'h.status',
      'h.amount',
      sql<number>`coalesce(sum(case when p.amount > 0 then p.amount else 0 end), 0)`.as('into_escrow'),
      sql<number>`coalesce(sum(case when p.amount < 0 then -p.amount else 0 end), 0)`.as('out_of_escrow'),
    ])
    .groupBy(['h.id', 'h.status', 'h.amount'])
    .execute()
  let pending = 0
  for (const h of holds) {
    const amount = Number(h.amount)
    const into = Number(h.into_escrow)
    const out = Number(h.out_of_escrow)
    if (!['pending', 'posted', 'voided'].includes(h.status)) problems.push({ hold: h.id, problem: `unknown status ${h.status}` })
    if (into !== amount) problems.push({ hold: h.id, problem: `${into} points went into escrow for a hold of ${amount}` })
    const expectedOut = h.status === 'pending' ? 0 : amount
    if (out !== expectedOut) {
      problems.push({
        hold: h.id,
        problem:
          out > expectedOut
            ? `${h.status} but ${out} points left escrow for it: resolved twice`
            : `${h.status} but ${out} of ${amount} points left escrow`,
      })
    }
    if (h.status === 'pending') pending += amount
  }
  const escrow = accounts.find((a) => a.id === 'escrow')
  if (escrow && Number(escrow.balance) !== pending)
    problems.push({ account: 'escrow', problem: `balance ${Number(escrow.balance)} but pending holds total ${pending}` })
  return { ok: problems.length === 0, accounts: accounts.length, transfers: Number(transfers.n), holds: holds.length, problems }
}
