/** An expert's request to cash out earned points; the points left the ledger when it was made. */
export interface PayoutsTable {
  id: string
  user_id: string
  points: number
  /** 'requested' | 'paid' | 'rejected' */
  status: string
  /** the operator's payment reference, once paid */
  reference: string | null
  /** the operator's reason, when rejected */
  reason: string | null
  decided_by: string | null
  created_at: string
  decided_at: string | null
}

export interface PayoutsTables {
  payouts: PayoutsTable
}
