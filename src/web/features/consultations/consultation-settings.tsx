import { AvailabilitySection } from './availability-section'
import { OffersSection } from './offers-section'

/**
 * The Offers and Availability sections of /expertsettings; a call's medium follows the expert's
 * communication options (from their application: the route passes them).
 */
export function ConsultationSettings({ options }: { options: { call: boolean; video: boolean } }) {
  return (
    <>
      <OffersSection options={options} />
      <AvailabilitySection />
    </>
  )
}
