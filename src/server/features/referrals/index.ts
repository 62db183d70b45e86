/** Referrals and the points they earn (the code a new account enters is checked by profiles). */
export { creditReferral, recordReferral, type ReferralRules } from './referrals.service'
export { createReferralsFeature, type ReferralsService } from './referrals.feature'
