/**
 * The Tio-Points ledger (docs/ledger.md): accounts with their balance, append-only transfers (one per
 * idempotency reference), their postings (one signed amount per account touched) and holds.
 */
export interface LedgerAccountsTable {
  /** `platform`, `world`, `escrow`, or `u:<userId>:<pocket>` */
  id: string
  user_id: string | null
  /** bonus | bought | earned for a person; platform | world | escrow for the system accounts */
  pocket: string
  balance: number
  created_at: string
}

export interface LedgerTransfersTable {
  id: string
  /** The caller's idempotency reference: at most one transfer each. */
  reference: string
  kind: string
  /** Total moved (the sum of the positive postings). */
  amount: number
  reason: string
  object_type: string | null
  object_id: string | null
  /** The hold this transfer creates or resolves. */
  hold_id: string | null
  created_at: string
}

/** One row per (transfer, account): the signed change of that account's balance. */
export interface LedgerPostingsTable {
  id: string
  transfer_id: string
  account_id: string
  user_id: string | null
  amount: number
  created_at: string
}

/** Points a person reserved in escrow; status changes once, pending → posted | voided. */
export interface LedgerHoldsTable {
  id: string
  user_id: string
  amount: number
  /** How many of the held points came from each pocket: returned there on void. */
  from_bonus: number
  from_bought: number
  from_earned: number
  status: string
  posted_amount: number | null
  object_type: string | null
  object_id: string | null
  created_at: string
  resolved_at: string | null
}

export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable
  ledger_transfers: LedgerTransfersTable
  ledger_postings: LedgerPostingsTable
  ledger_holds: LedgerHoldsTable
}
