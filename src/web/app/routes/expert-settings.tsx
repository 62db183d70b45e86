import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { ownApplicationQuery } from '../../features/experts'
import { ExpertDetailsSection } from '../../features/experts/expert-details-section'
import { SettingsPage } from '../../features/profiles/settings-page'
import { pageMeta } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'

export const meta = () => pageMeta('Expert settings', 'Your Tio expert settings.')

// Offers and Availability load only for an approved expert, notifications for experts alone (the settings pages' script budget).
const ConsultationSettings = lazy(() =>
  import('../../features/consultations/consultation-settings').then((m) => ({ default: m.ConsultationSettings })),
)
const NotificationSettingsSection = lazy(() =>
  import('../../features/notifications/notification-settings').then((m) => ({ default: m.NotificationSettingsSection })),
)

/** Offers and availability: a call's medium follows the communication options of the expert's application. */
function ConsultationSection() {
  const options = useQuery(ownApplicationQuery).data?.application?.selectedOptions ?? { call: false, video: false }
  return <ConsultationSettings options={options} />
}

/** /expertsettings: the account's settings with the expert's own sections, each from its feature. */
export default function ExpertSettingsRoute() {
  return (
    <SettingsPage
      variant="expert"
      expertSections={(profile) => (
        <>
          <ExpertDetailsSection />
          {profile.isApprovedExpert ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ConsultationSection />
            </Suspense>
          ) : null}
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <NotificationSettingsSection />
          </Suspense>
        </>
      )}
    />
  )
}
