import { FeaturedExperts } from '../search'
import { Categories } from './components/categories'
import { Hero } from './components/hero'
import { HowItWorks } from './components/how-it-works'
import { WelcomeDialog } from './components/welcome-dialog'

/** Home (ROUTE-01): hero, featured experts carousel, category icons, how it works. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeaturedExperts />
      <Categories />
      <HowItWorks />
      <WelcomeDialog />
    </>
  )
}
