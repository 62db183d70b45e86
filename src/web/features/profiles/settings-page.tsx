import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Link, Navigate } from 'react-router'
import type { OwnApplicationAnswer } from '../../../shared/schemas/expert-application'
import { apiFetch } from '../../lib/api'
import { Card } from '../../ui/card'
import { LoadError } from '../../ui/load-error'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { APPLICATION_QUERY_KEY } from '../experts/application-query'
import { OwnPageFallback } from './components/own-page-fallback'
import { DangerSection } from './components/danger-section'
import { DataSection } from './components/data-section'
import { CustomUrlSection, NameSection, PasswordSection, PhotoSection, ReferralSection } from './components/settings-sections'
import { useOwnProfile } from './hooks/use-own-profile'
import { ACCOUNT_PATHS, useAccountVariant, type AccountVariant } from './profile-page'

// Offers and Availability load only for an approved expert (the settings pages' script budget).
// Expert-only parts load for experts alone, keeping /settings within its script budget (issue 21 item 1).
const ApplicationForm = lazy(() => import('../experts/expert-verification-page').then((m) => ({ default: m.ApplicationForm })))
const NotificationSettingsSection = lazy(() => import('../notifications/notification-settings').then((m) => ({ default: m.NotificationSettingsSection })))
const ConsultationSettings = lazy(() => import('../consultations/consultation-settings').then((m) => ({ default: m.ConsultationSettings })))

/** /settings and /expertsettings (PROT-04, PROT-05). */
export function SettingsPage({ variant }: { variant: AccountVariant }) {
  const redirect = useAccountVariant(variant, 'settings')
  const query = useOwnProfile()
  const title = variant === 'expert' ? 'Expert settings' : 'Settings'
  if (redirect) return <Navigate to={redirect} replace />
  if (query.isPending || query.isError) {
    return <OwnPageFallback title={title} error={query.error} onRetry={() => void query.refetch()} />
  }
  const profile = query.data
  return (
    <Page
      title={title}
      lead={
        <>
          Changes show on{' '}
          <Link className="text-brand-700 underline dark:text-brand-300" to={ACCOUNT_PATHS[variant].profile}>
            your profile
          </Link>{' '}
          and your public page at once.
        </>
      }
    >
      <div className="grid gap-6">
        <NameSection profile={profile} />
        <PhotoSection profile={profile} />
        {/* An expert's custom URL is a field of the expert form below; one control per value. */}
        {variant === 'expert' ? <ExpertDetailsSection /> : <CustomUrlSection profile={profile} variant={variant} />}
        {variant === 'expert' && profile.isApprovedExpert ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ConsultationSettings />
          </Suspense>
        ) : null}
        {variant === 'expert' ? (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <NotificationSettingsSection />
          </Suspense>
        ) : null}
        <ReferralSection profile={profile} />
        {profile.hasPassword ? <PasswordSection /> : null}
        <DataSection />
        <DangerSection profile={profile} />
      </div>
    </Page>
  )
}

/**
 * The expert fields (DATA-15..30) with the application form of /ExpertVerification: an approved
 * expert's edit is live at once; a new occupation or account type goes back to review.
 */
function ExpertDetailsSection() {
  const query = useQuery({
    queryKey: APPLICATION_QUERY_KEY,
    queryFn: () => apiFetch<OwnApplicationAnswer>('/api/experts/application'),
  })
  return (
    <Card aria-labelledby="expert-details-title">
      <h2 id="expert-details-title" className="text-lg font-semibold">
        Expert details
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Edits are saved as you type and are live at once. A new occupation or account type (saved only with its own button) and a change
        of credential documents go back to review by the Tio team.
      </p>
      <div className="mt-4">
        {query.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <ApplicationForm key={query.data.application?.status ?? 'none'} application={query.data.application} />
          </Suspense>
        )}
      </div>
    </Card>
  )
}
