/** Public expert search over an in-memory index kept current through the event bus. */
export { createSearchFeature } from './search.feature'
export { buildIndex } from './search.service'
