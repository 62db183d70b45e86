import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/database'
import type { DB } from '../../db/schema'
import { deleteAssistantDataOf } from '../assistant'
import { eraseSentMessages, forgetSentAttachments } from '../chat'
import { closeUserAccounts } from '../ledger'
import { deleteRatingsBy } from '../ratings'

/**
 * Personal data in tables without a cascading foreign key to `user`, each removed by its feature's
 * service inside the account-deletion transaction. A hook returns the experts whose public record
 * changed, announced to search after the commit. Add a line when a feature stores such data.
 */
export type AccountDeletionHook = (trx: Kysely<DB>, userId: string, dialect: Dialect) => Promise<string[] | void>

export const accountDeletionHooks: AccountDeletionHook[] = [
  (trx, userId) => deleteAssistantDataOf(trx, userId),
  (trx, userId) => eraseSentMessages(trx, userId),
  (trx, userId, dialect) => deleteRatingsBy(trx, dialect, userId),
  (trx, userId) => closeUserAccounts(trx, userId),
  (trx, userId) => forgetSentAttachments(trx, userId),
]

/** Runs every hook in the caller's transaction; returns the expert ids to announce after the commit. */
export async function eraseAccountData(trx: Kysely<DB>, userId: string, dialect: Dialect): Promise<string[]> {
  const changed = new Set<string>()
  for (const hook of accountDeletionHooks) for (const id of (await hook(trx, userId, dialect)) ?? []) changed.add(id)
  return [...changed]
}
