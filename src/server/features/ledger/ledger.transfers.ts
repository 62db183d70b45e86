import { randomUUID } from 'node:crypto'
import { SqliteAdapter, sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { ApiError } from '../../http/errors'
import { inTransaction } from '../../db/transaction'

/** A person's pockets, shown apart: sign-up and referral points, points bought, points earned from consultations. */
export const POCKETS = ['bonus', 'bought', 'earned'] as const
export type Pocket = (typeof POCKETS)[number]

/** Spending from a person takes the pockets in this order: gifts first, earnings (which can be paid out) last. */
export const SPEND_ORDER: readonly Pocket[] = ['bonus', 'bought', 'earned']

/**
 * platform: pays bonuses, collects fees and shop sales; world: the outside (points bought enter from
 * it, payouts leave to it); escrow: points held for a booking or an order.
 */
export const SYSTEM_ACCOUNTS = ['platform', 'world', 'escrow'] as const
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number]

/** The only accounts whose balance may go below zero: the sources of points. */
export const MAY_GO_NEGATIVE: ReadonlySet<string> = new Set<SystemAccount>(['platform', 'world'])

export type TransferKind =
  'purchase' | 'bonus' | 'referral' | 'hold' | 'release' | 'refund' | 'fee' | 'payout' | 'correction' | 'order' | 'closure'

/** One side of a transfer: a system account, one pocket of a person, or (as a source) a person's pockets in SPEND_ORDER. */
export type Party = SystemAccount | { userId: string; pocket: Pocket }
export type Source = Party | { userId: string }

/** The thing a transfer belongs to (a booking, an order, a payment). */
export interface BusinessObject {
  type: string
  id: string
}

export interface TransferHeader {
  /** Idempotency reference: the same reference twice moves points once. */
  reference: string
  kind: TransferKind
  reason: string
  object?: BusinessObject
}

export interface TransferResult {
  /** false when the reference had been used already: nothing moved this time. */
  applied: boolean
  transferId: string
  /** People whose balance changed (announce to them after the commit). */
  userIds: string[]
}

export const userAccountId = (userId: string, pocket: Pocket) => `u:${userId}:${pocket}`
export const accountOf = (party: Party) => (typeof party === 'string' ? party : userAccountId(party.userId, party.pocket))
const userOfAccount = (id: string) => (id.startsWith('u:') ? id.slice(2, id.lastIndexOf(':')) : null)

export const insufficientPoints = () => new ApiError(409, 'insufficient-points', 'You do not have enough Tio-Points for that.')

export function checkAmount(amount: number, allowZero = false) {
  if (!Number.isSafeInteger(amount) || amount < 0 || (amount === 0 && !allowZero)) {
    throw new ApiError(400, 'bad-request', 'amount: Tio-Points move in positive whole numbers')
  }
}

/**
 * Runs `fn` atomically: in a transaction of its own, or inside the caller's transaction within a
 * savepoint, so that a refusal (insufficient points, a failed statement) undoes only the ledger's
 * writes and leaves the caller free to handle it.
 */
export async function atomically<T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return inTransaction(db, fn)
  const name = sql.raw(`ledger_${randomUUID().replaceAll('-', '')}`)
  await sql`savepoint ${name}`.execute(db)
  try {
    const result = await fn(db)
    await sql`release savepoint ${name}`.execute(db)
    return result
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(db)
    await sql`release savepoint ${name}`.execute(db)
    throw error
  }
}

/** Creates a person's pocket accounts if they are missing. */
export async function ensureUserAccounts(trx: Kysely<DB>, userIds: string[], now = new Date().toISOString()) {
  const rows = [...new Set(userIds)].flatMap((userId) =>
    POCKETS.map((pocket) => ({ id: userAccountId(userId, pocket), user_id: userId, pocket, balance: 0, created_at: now })),
  )
  if (rows.length > 0)
    await trx
      .insertInto('ledger_accounts')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
}

/**
 * Locks the accounts for the rest of the transaction, in id order (so two transfers never wait on each
 * other in a cycle), and answers their balances. PostgreSQL: SELECT … FOR UPDATE. SQLite: a write
 * statement first takes the database's single write lock, so the balances read next stay current.
 */
async function lockAccounts(trx: Kysely<DB>, ids: string[]): Promise<Map<string, number>> {
  const sorted = [...new Set(ids)].sort()
  const sqlite = trx.getExecutor().adapter instanceof SqliteAdapter
  const read = async () => {
    if (sqlite)
      await trx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance` })
        .where('id', 'in', sorted)
        .execute()
    let query = trx.selectFrom('ledger_accounts').select(['id', 'balance']).where('id', 'in', sorted).orderBy('id')
    if (!sqlite) query = query.forUpdate()
    return new Map((await query.execute()).map((r) => [r.id, Number(r.balance)]))
  }
  let balances = await read()
  if (balances.size < sorted.length) {
    const missing = sorted.filter((id) => !balances.has(id))
    const people = missing.map(userOfAccount)
    if (people.some((p) => p === null)) throw new Error(`ledger: unknown account ${missing.join(', ')}`)
    await ensureUserAccounts(trx, people as string[])
    balances = await read()
  }
  return balances
}

export interface Leg {
  from: string
  to: string
  amount: number
}

/**
 * The one way points move: inside `trx`, lock the accounts, skip a reference already used, let
 * `plan` choose the legs from the locked balances, write the transfer, update the balances with
 * guarded statements (`balance >= amount`: zero rows updated = refused by the database) and record
 * one posting per account. Call through `atomically`.
 */
export async function writeTransfer(
  trx: Kysely<DB>,
  header: TransferHeader & { holdId?: string; id?: string },
  accounts: string[],
  plan: (balances: Map<string, number>) => Leg[],
  now = new Date().toISOString(),
): Promise<TransferResult> {
  const balances = await lockAccounts(trx, accounts)
  const existing = await trx.selectFrom('ledger_transfers').select('id').where('reference', '=', header.reference).executeTakeFirst()
  if (existing) return { applied: false, transferId: existing.id, userIds: [] }

  const net = new Map<string, number>()
  for (const leg of plan(balances)) {
    if (leg.amount === 0) continue
    checkAmount(leg.amount)
    for (const account of [leg.from, leg.to]) if (!balances.has(account)) throw new Error(`ledger: account ${account} was not locked`)
    net.set(leg.from, (net.get(leg.from) ?? 0) - leg.amount)
    net.set(leg.to, (net.get(leg.to) ?? 0) + leg.amount)
  }
  const amount = [...net.values()].reduce((sum, v) => sum + Math.max(0, v), 0)
  const id = header.id ?? randomUUID()
  const inserted = await trx
    .insertInto('ledger_transfers')
    .values({
      id,
      reference: header.reference,
      kind: header.kind,
      amount,
      reason: header.reason,
      object_type: header.object?.type ?? null,
      object_id: header.object?.id ?? null,
      hold_id: header.holdId ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const row = await trx.selectFrom('ledger_transfers').select('id').where('reference', '=', header.reference).executeTakeFirstOrThrow()
    return { applied: false, transferId: row.id, userIds: [] }
  }

  const postings = [...net].filter(([, change]) => change !== 0)
  for (const [account, change] of postings) {
    let update = trx
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${change}` })
      .where('id', '=', account)
    if (change < 0 && !MAY_GO_NEGATIVE.has(account)) update = update.where('balance', '>=', -change)
    const result = await update.executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw insufficientPoints()
  }
  if (postings.length > 0) {
    await trx
      .insertInto('ledger_postings')
      .values(
        postings.map(([account, change]) => ({
          id: randomUUID(),
          transfer_id: id,
          account_id: account,
          user_id: userOfAccount(account),
          amount: change,
          created_at: now,
        })),
      )
      .execute()
  }
  const userIds = [...new Set(postings.map(([account]) => userOfAccount(account)).filter((u): u is string => u !== null))]
  return { applied: true, transferId: id, userIds }
}

/** Takes `amount` from a person's pockets in SPEND_ORDER; refuses (409) when they hold less. */
export function splitBySpendOrder(userId: string, amount: number, balances: Map<string, number>): Record<Pocket, number> {
  let rest = amount
  const taken = { bonus: 0, bought: 0, earned: 0 }
  for (const pocket of SPEND_ORDER) {
    const take = Math.min(rest, balances.get(userAccountId(userId, pocket)) ?? 0)
    taken[pocket] = take
    rest -= take
  }
  if (rest > 0) throw insufficientPoints()
  return taken
}

export const personalAccounts = (userId: string) => POCKETS.map((pocket) => userAccountId(userId, pocket))

/** Moves points between two parties; a source of `{ userId }` alone spends from that person's pockets in SPEND_ORDER. */
export async function transfer(
  db: Kysely<DB>,
  input: TransferHeader & { from: Source; to: Party; amount: number },
): Promise<TransferResult> {
  checkAmount(input.amount)
  const to = accountOf(input.to)
  const from = input.from
  return atomically(db, (trx) => {
    if (typeof from !== 'string' && !('pocket' in from)) {
      return writeTransfer(trx, input, [...personalAccounts(from.userId), to], (balances) => {
        const taken = splitBySpendOrder(from.userId, input.amount, balances)
        return SPEND_ORDER.map((pocket) => ({ from: userAccountId(from.userId, pocket), to, amount: taken[pocket] }))
      })
    }
    const source = accountOf(from)
    return writeTransfer(trx, input, [source, to], () => [{ from: source, to, amount: input.amount }])
  })
}

/** A person pays `amount` to `to` (the platform for a shop order, usually), pockets in SPEND_ORDER. */
export function spend(db: Kysely<DB>, input: TransferHeader & { userId: string; to: Party; amount: number }): Promise<TransferResult> {
  return transfer(db, { ...input, from: { userId: input.userId } })
}
