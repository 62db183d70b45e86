/** Experts' payouts of earned points. */
export { createPayoutsFeature } from './payouts.feature'
