import { Link } from 'react-router'
import { MESSAGES } from '../../../shared/messages'

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{MESSAGES.notFoundTitle}</h1>
      <p className="mt-4 text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <Link className="mt-8 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700" to="/">
        Back to home
      </Link>
    </section>
  )
}
