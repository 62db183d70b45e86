import type { ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import type { OwnProfile } from '../../../shared/schemas/profile'
import { Page } from '../../ui/page'
import { OwnPageFallback } from './components/own-page-fallback'
import { DangerSection } from './components/danger-section'
import { DataSection } from './components/data-section'
import { CustomUrlSection, NameSection, PasswordSection, PhotoSection, ReferralSection } from './components/settings-sections'
import { useOwnProfile } from './hooks/use-own-profile'
import { ACCOUNT_PATHS, useAccountVariant, type AccountVariant } from './profile-page'

/**
 * /settings and /expertsettings (PROT-04, PROT-05). The expert's own sections (their details,
 * offers, notifications) belong to other features: the /expertsettings route passes them in.
 */
export function SettingsPage({
  variant,
  expertSections,
}: {
  variant: AccountVariant
  expertSections?: (profile: OwnProfile) => ReactNode
}) {
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
        {/* An expert's custom URL is a field of the expert form; one control per value. */}
        {variant === 'expert' ? expertSections?.(profile) : <CustomUrlSection profile={profile} variant={variant} />}
        <ReferralSection profile={profile} />
        {profile.hasPassword ? <PasswordSection /> : null}
        <DataSection />
        <DangerSection profile={profile} />
      </div>
    </Page>
  )
}
