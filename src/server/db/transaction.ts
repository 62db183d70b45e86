import type { Kysely, Transaction } from 'kysely'
import type { DB } from './schema'

/**
 * Registers a side effect of a unit of work (a socket emit, a bus publish, a mail) to run once its
 * transaction has committed: never before, and never when it rolls back.
 */
export type AfterCommit = (effect: () => unknown) => void

/**
 * The one way the server opens a transaction (eslint.config.js forbids `db.transaction()` elsewhere):
 * runs `work` in a transaction, then, once it committed, the effects `work` registered with
 * `afterCommit`, in order. Every effect runs even when one before it fails; the first failure is then
 * thrown (the writes stay committed). When `work` throws, nothing is committed and no effect runs.
 */
export async function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const effects: (() => unknown)[] = []
  const result = await db.transaction().execute((trx) => work(trx, (effect) => void effects.push(effect)))
  let failure: { error: unknown } | undefined
  for (const effect of effects) {
    try {
      await effect()
    } catch (error) {
      failure ??= { error }
    }
  }
  if (failure) throw failure.error
  return result
}
