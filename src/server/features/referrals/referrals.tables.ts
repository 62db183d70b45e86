/** A submitted referral code: credited to both sides once the new account's email is verified. */
export interface ReferralsTable {
  referred_id: string
  referrer_id: string
  /** 'pending' (email not verified yet) | 'credited' | 'capped' (the referrer reached the monthly cap) */
  status: string
  created_at: string
  credited_at: string | null
}

export interface ReferralsTables {
  referrals: ReferralsTable
}
