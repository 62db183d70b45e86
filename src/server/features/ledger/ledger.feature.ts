import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { announceBalances, balances, type Balances } from './ledger.read'

/**
 * What other features call on the ledger outside a transaction. Moving points (transfer, spend, hold,
 * postHold, voidHold) takes the caller's transaction instead, so those are imported from the ledger's
 * entry point (index.ts) and run inside it.
 */
export interface LedgerService {
  balances: (userId: string) => Promise<Balances>
  /** Sends each person their new balances (after the commit that changed them). */
  announce: (userIds: string[]) => Promise<void>
}

/** The Tio-Points ledger (docs/ledger.md); its operators' console is the ledger-admin feature. */
export function createLedgerFeature(ctx: AppContext): Feature<LedgerService> {
  const { db } = ctx.database
  return {
    service: {
      balances: (userId) => balances(db, userId),
      announce: (userIds) => announceBalances(db, ctx.emitToUser, userIds),
    },
  }
}
