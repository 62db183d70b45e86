import { data } from 'react-router'
import { pageMeta } from '../../ui/page'
import { NotFound } from '../layout/not-found'

export function loader() {
  // The catch-all route answers with a real 404 status, not a 200 page that says "not found".
  return data(null, { status: 404 })
}

export const meta = () => pageMeta('Page not found', 'This page does not exist on Tio.')

export default function NotFoundRoute() {
  return <NotFound />
}
