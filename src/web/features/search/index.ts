/** Expert search: the expert card, the featured experts and the search state other pages open. */
export { ExpertCard } from './components/expert-card'
export { FeaturedExperts } from './components/featured-experts'
export { OPEN_SEARCH_STATE } from './hooks/use-url-search'
