/**
 * Expert applications, their review and public expert pages. The feature alone writes
 * expert_applications; other features change an expert's record through expert-records.ts, which
 * announces experts.changed.
 */
export { createExpertsFeature, type ExpertsService } from './experts.feature'
export { expertIdentityOf, expertRecordOf } from './experts.service'
export { toPublicExpert, withPriceSummary } from './public-expert'
export {
  announceExpertsChanged,
  claimResponseChecks,
  lockExpertRecords,
  responseChecksDue,
  setAccountDetails,
  setMeasuredResponseRate,
  setRatingSummary,
  type AccountDetails,
} from './expert-records'
export {
  approvedExpertCardsOf,
  expertFirstNamesOf,
  expertHasCustomUrl,
  expertIdsFrom,
  expertPagesOf,
  expertRecordsAfter,
  isListedExpert,
  listedExperts,
} from './listed-experts'
