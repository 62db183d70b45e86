import { useQuery } from '@tanstack/react-query'
import type { OwnApplicationAnswer } from '../../../shared/schemas/expert-application'
import { apiFetch } from '../../lib/api'
import { APPLICATION_QUERY_KEY } from '../experts/expert-verification-page'
import { AvailabilitySection } from './availability-section'
import { OffersSection } from './offers-section'

/** The Offers and Availability sections of /expertsettings; a call's medium follows the expert's communication options. */
export function ConsultationSettings() {
  const query = useQuery({
    queryKey: APPLICATION_QUERY_KEY,
    queryFn: () => apiFetch<OwnApplicationAnswer>('/api/experts/application'),
  })
  const options = query.data?.application?.selectedOptions ?? { call: false, video: false }
  return (
    <>
      <OffersSection options={options} />
      <AvailabilitySection />
    </>
  )
}
