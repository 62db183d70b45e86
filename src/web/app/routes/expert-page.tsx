import { lazy, Suspense } from 'react'
import { data, type LoaderFunctionArgs, type MetaArgs } from 'react-router'
import { useLoaderData, useRouteLoaderData } from 'react-router'
import type { ExpertOffers } from '../../../shared/schemas/consultation'
import type { ExpertPageAnswer } from '../../../shared/schemas/expert'
import { PublicExpertView } from '../../features/experts/public-pages'
import { ExpertRatings } from '../../features/ratings/components/expert-ratings'
import { NotFound } from '../layout/not-found'
import { pageMeta } from '../../ui/page'

// Rendered on the server with the page; its script loads beside the page's, not before it (issue 21 item 1).
const BookingPanel = lazy(() => import('../../features/consultations/booking-panel').then((m) => ({ default: m.BookingPanel })))

/** Server-rendered public expert page (ROUTE-25): unknown or suspended → not-found with status 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const response = await context.fetchApi(`/api/experts/${encodeURIComponent(params.customURL ?? '')}`)
  if (!response.ok) return data({ expert: null, offers: null, publicUrl: context.publicUrl }, { status: 404 })
  const { expert } = (await response.json()) as ExpertPageAnswer
  const offersResponse = await context.fetchApi(`/api/consultations/offers/${encodeURIComponent(expert.uid)}`)
  const offers: ExpertOffers = offersResponse.ok ? ((await offersResponse.json()) as ExpertOffers) : { offers: [], freeFirstMessage: false }
  return { expert, offers, publicUrl: context.publicUrl }
}

export function meta({ data: loaded }: MetaArgs<typeof loader>) {
  const expert = loaded?.expert
  if (!expert) return pageMeta('Page not found', 'This page does not exist on Tio.')
  const description = `${expert.occupation} in ${expert.city}. ${expert.description}`.slice(0, 160)
  const image = `${loaded.publicUrl}${expert.photoURL}`
  return [
    ...pageMeta(`${expert.displayName}, ${expert.occupation}`, description),
    { property: 'og:type', content: 'profile' },
    { property: 'og:title', content: `${expert.displayName} · Tio expert` },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:url', content: `${loaded.publicUrl}/expert/${expert.customURL}` },
  ]
}

export default function ExpertPageRoute() {
  const { expert, offers, publicUrl } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<{ nonce?: string }>('root')
  if (!expert) return <NotFound />
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: expert.displayName,
    jobTitle: expert.occupation,
    description: expert.description,
    image: `${publicUrl}${expert.photoURL}`,
    url: `${publicUrl}/expert/${expert.customURL}`,
    address: expert.city ? { '@type': 'PostalAddress', addressLocality: expert.city } : undefined,
    knowsAbout: expert.expertise_areas,
    sameAs: [expert.twitterUrl, expert.linkedinUrl, expert.websiteUrl].filter(Boolean),
    aggregateRating: expert.ratingCount
      ? { '@type': 'AggregateRating', ratingValue: expert.rating, ratingCount: expert.ratingCount, bestRating: 5 }
      : undefined,
  }
  return (
    <>
      <script
        type="application/ld+json"
        nonce={root?.nonce}
        // JSON data, not executed; '<' escaped so a bio cannot close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <PublicExpertView expert={expert} />
      <Suspense fallback={null}>
        <BookingPanel
          expertId={expert.uid}
          expertName={expert.firstName || expert.displayName}
          initialOffers={offers ?? { offers: [], freeFirstMessage: false }}
        />
      </Suspense>
      <ExpertRatings expertId={expert.uid} expertName={expert.firstName || expert.displayName} rated={expert} />
    </>
  )
}
