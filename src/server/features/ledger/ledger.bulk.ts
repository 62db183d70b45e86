import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { atomically, checkAmount, userAccountId, type Pocket, type SystemAccount, type TransferKind } from './ledger.transfers'

export interface Grant {
  userId: string
  pocket: Pocket
  amount: number
  /** The system account paying (platform for bonuses, world for points bought). */
  from: Exclude<SystemAccount, 'escrow'>
  kind: TransferKind
  reason: string
  /** Must be new: a reference used before fails the whole batch. */
  reference: string
  createdAt: string
}

/** Rows per statement, well under both databases' parameter limits. */
const BATCH = 500

/**
 * Credits many people at once in one transaction (demo seed, expert import): the same transfers,
 * postings and balances as `transfer`, written as a few large statements. Only for fresh references
 * and a source that may go negative, so nothing can be refused halfway.
 */
export async function grantMany(db: Kysely<DB>, grants: Grant[]): Promise<void> {
  if (grants.length === 0) return
  for (const g of grants) checkAmount(g.amount)
  await atomically(db, async (trx) => {
    const perAccount = new Map<string, { userId: string; pocket: Pocket; amount: number; createdAt: string }>()
    const perSource = new Map<string, number>()
    const transfers = []
    const postings = []
    for (const g of grants) {
      const account = userAccountId(g.userId, g.pocket)
      const row = perAccount.get(account) ?? { userId: g.userId, pocket: g.pocket, amount: 0, createdAt: g.createdAt }
      row.amount += g.amount
      perAccount.set(account, row)
      perSource.set(g.from, (perSource.get(g.from) ?? 0) + g.amount)
      const id = randomUUID()
      transfers.push({
        id,
        reference: g.reference,
        kind: g.kind,
        amount: g.amount,
        reason: g.reason,
        object_type: null,
        object_id: null,
        hold_id: null,
        created_at: g.createdAt,
      })
      postings.push({
        id: randomUUID(),
        transfer_id: id,
        account_id: account,
        user_id: g.userId,
        amount: g.amount,
        created_at: g.createdAt,
      })
      postings.push({ id: randomUUID(), transfer_id: id, account_id: g.from, user_id: null, amount: -g.amount, created_at: g.createdAt })
    }
    const accounts = [...perAccount].map(([id, a]) => ({
      id,
      user_id: a.userId,
      pocket: a.pocket,
      balance: a.amount,
      created_at: a.createdAt,
    }))
    for (let i = 0; i < accounts.length; i += BATCH) {
      await trx
        .insertInto('ledger_accounts')
        .values(accounts.slice(i, i + BATCH))
        .onConflict((oc) => oc.column('id').doUpdateSet({ balance: sql`ledger_accounts.balance + excluded.balance` }))
        .execute()
    }
    for (let i = 0; i < transfers.length; i += BATCH)
      await trx
        .insertInto('ledger_transfers')
        .values(transfers.slice(i, i + BATCH))
        .execute()
    for (let i = 0; i < postings.length; i += BATCH)
      await trx
        .insertInto('ledger_postings')
        .values(postings.slice(i, i + BATCH))
        .execute()
    for (const [source, amount] of perSource) {
      await trx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance - ${amount}` })
        .where('id', '=', source)
        .execute()
    }
  })
}
