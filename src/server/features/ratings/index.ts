/** Ratings and reviews of experts. */
export { createRatingsFeature } from './ratings.feature'
export { deleteRatingsBy } from './ratings.service'
