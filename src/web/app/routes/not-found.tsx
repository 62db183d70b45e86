import { data } from 'react-router'
import { NotFound, notFoundMeta } from '../layout/not-found'

export function loader() {
  // The catch-all route answers with a real 404 status, not a 200 page that says "not found".
  return data(null, { status: 404 })
}

export const meta = notFoundMeta

export default function NotFoundRoute() {
  return <NotFound />
}
