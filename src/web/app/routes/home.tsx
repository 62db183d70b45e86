import { HomePage } from '../../features/home/home-page'
import { pageMeta } from '../../ui/page'

export const meta = () =>
  pageMeta('Tio', 'Start with AI. Scale to Human. Ask Tio, then message, call and connect with verified human experts.')

export default function HomeRoute() {
  return <HomePage />
}
