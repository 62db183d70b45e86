/** Ratings of experts: the summary and texts an expert card or page shows. */
export { RatingSummary, ratingsText, responseRateText } from './components/trust-signals'
