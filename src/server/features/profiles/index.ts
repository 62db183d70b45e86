/** The account: profile, settings, data export and deletion; the feature alone writes profiles and the account rows. */
export { createProfilesFeature } from './profiles.feature'
export { ensureProfile } from './profile-creation'
export { isCustomUrlFree, profileCardsOf } from './profile-reads'
export { markWelcomeSeen, profileOf } from './profiles.service'
export { applyReferralCode } from './referral-code'
export { REAUTHENTICATION_LIMIT } from './reauthentication'
