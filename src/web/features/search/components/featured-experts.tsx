/** Placeholder until expert search lands: the home page renders <FeaturedExperts /> (CAR-01..03). */
export function FeaturedExperts() {
  return null
}
