// The review length limit, without zod, so the expert page's review form does not load the schemas up front (issue 21 item 1).
export const RATING_REVIEW_MAX_LENGTH = 1_000
