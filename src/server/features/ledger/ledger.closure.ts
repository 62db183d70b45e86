import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { personalAccounts, writeTransfer } from './ledger.transfers'

/**
 * A deleted account's points go back to the platform (kind closure), inside the account-deletion
 * transaction: the ledger keeps every transfer, so its sums stay true, and the person's id in it is
 * an opaque key with no personal data behind it any more. Holds still pending are settled by their
 * feature (a booking is refunded or paid out as usual).
 */
export async function closeUserAccounts(trx: Kysely<DB>, userId: string): Promise<void> {
  const accounts = personalAccounts(userId)
  await writeTransfer(
    trx,
    { reference: `closure:${userId}`, kind: 'closure', reason: 'account-deleted' },
    [...accounts, 'platform'],
    (balances) => accounts.map((from) => ({ from, to: 'platform', amount: balances.get(from) ?? 0 })),
  )
}
