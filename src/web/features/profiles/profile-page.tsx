import type { ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import type { OwnProfile } from '../../../shared/schemas/profile'
import { useSession } from '../../lib/session'
import { Avatar } from '../../ui/avatar'
import { Badge } from '../../ui/badge'
import { Card } from '../../ui/card'
import { Page } from '../../ui/page'
import { BlockedList, ContactsList } from '../contacts'
import { OwnPageFallback } from './components/own-page-fallback'
import { OwnSearchCard } from './components/own-search-card'
import { PointsLedger } from './components/points-ledger'
import { useOwnProfile } from './hooks/use-own-profile'

export type AccountVariant = 'user' | 'expert'

export const ACCOUNT_PATHS = {
  user: { profile: '/profile', settings: '/settings' },
  expert: { profile: '/expertprofile', settings: '/expertsettings' },
} as const

const STATUS_TEXT: Record<NonNullable<OwnProfile['application']>['status'], string> = {
  draft: 'Draft: not submitted yet',
  pending: 'Awaiting approval by the Tio team',
  approved: 'Approved: you are a verified Tio expert',
  rejected: 'Not approved yet',
}

/**
 * Which version of an own page this account gets: a regular user on /expertprofile or an approved
 * expert on /profile is sent to their own version (client-side, replacing the history entry).
 */
export function useAccountVariant(variant: AccountVariant, page: 'profile' | 'settings'): string | null {
  const session = useSession()
  if (session.status !== 'signed-in') return null
  const own: AccountVariant = session.me.isApprovedExpert ? 'expert' : 'user'
  return own === variant ? null : ACCOUNT_PATHS[own][page]
}

/**
 * /profile and /expertprofile: the account as others see it, plus its private parts (PROT-01, PROT-02).
 * `expertExtra` is shown to an approved expert after the points (the route passes the payouts card).
 */
export function ProfilePage({ variant, expertExtra }: { variant: AccountVariant; expertExtra?: ReactNode }) {
  const redirect = useAccountVariant(variant, 'profile')
  const query = useOwnProfile()
  const title = variant === 'expert' ? 'Your expert profile' : 'Your profile'
  if (redirect) return <Navigate to={redirect} replace />
  if (query.isPending || query.isError) {
    return <OwnPageFallback title={title} error={query.error} onRetry={() => void query.refetch()} />
  }
  const profile = query.data
  const settingsPath = ACCOUNT_PATHS[variant].settings
  return (
    <Page title={title}>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-3">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <Avatar src={profile.photoURL} name={profile.displayName} size={96} />
            <div className="min-w-0 flex-1">
              <h2 className="flex flex-wrap items-center gap-2 text-2xl font-bold" data-testid="profile-name">
                {profile.displayName}
                {profile.isApprovedExpert ? <Badge tone="success">Verified expert</Badge> : null}
              </h2>
              <p className="break-all text-ink-muted">{profile.email}</p>
              <p className="mt-1 font-semibold text-brand-700 dark:text-brand-300" data-testid="profile-points">
                {MESSAGES.points(profile.points)}
              </p>
              <p className="mt-1 text-sm">
                Public page:{' '}
                <Link className="break-all text-brand-700 underline dark:text-brand-300" to={profile.publicPath}>
                  {profile.publicPath}
                </Link>
              </p>
            </div>
            <Link
              to={settingsPath}
              className="inline-flex h-10 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-muted"
            >
              {/* Not 'Edit settings' or 'Become an expert': each would be a second link named like the nav's (NAV-08, NAV-12). */}
              Edit details
            </Link>
          </div>
        </Card>

        {variant === 'expert' && profile.isApprovedExpert ? (
          <OwnSearchCard customURL={profile.customURL} suspended={profile.application?.suspended ?? false} />
        ) : null}

        <Card className="lg:col-span-2">
          <h2 className="text-lg font-semibold">{MESSAGES.pointsName}</h2>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label="Balance by kind" data-testid="point-pockets">
            {(
              [
                ['Bonus', profile.pockets.bonus],
                ['Bought', profile.pockets.bought],
                ['Earned', profile.pockets.earned],
                ['Held for orders', profile.pockets.held],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-surface-muted p-2">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <PointsLedger />
          </div>
        </Card>

        {variant === 'expert' && profile.isApprovedExpert ? expertExtra : null}

        <Card className="lg:col-span-2">
          <h2 className="text-lg font-semibold">Consultations</h2>
          <p className="mt-2 text-sm text-ink-muted">
            {variant === 'expert'
              ? 'Bookings clients made with you, and your own bookings with other experts.'
              : 'Calls and written answers you booked with experts.'}
          </p>
          <p className="mt-2 text-sm">
            <Link className="text-brand-700 underline dark:text-brand-300" to="/consultations">
              Open your consultations
            </Link>
          </p>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <h2 className="text-lg font-semibold">Referral</h2>
            {profile.referralCode ? (
              <>
                <p className="mt-2 text-sm text-ink-muted">
                  Share your code: a friend who enters it in their settings earns you both {MESSAGES.pointsName}.
                </p>
                <p className="mt-2 font-mono text-lg tracking-wider" data-testid="referral-code">
                  {profile.referralCode}
                </p>
                <p className="mt-2 text-sm">
                  {profile.referralSubmitted ? (
                    "You have used a friend's referral code."
                  ) : (
                    <Link className="text-brand-700 underline dark:text-brand-300" to={`${settingsPath}#referral`}>
                      Enter a friend&apos;s referral code
                    </Link>
                  )}
                </p>
              </>
            ) : (
              <p className="mt-2 text-sm text-ink-muted">Referral codes belong to user profiles; this account has none.</p>
            )}
          </Card>
          <Card>
            <h2 className="text-lg font-semibold">Expert application</h2>
            {profile.application ? (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="profile-application-status">
                <Badge
                  tone={
                    profile.application.status === 'approved' ? 'success' : profile.application.status === 'rejected' ? 'warning' : 'brand'
                  }
                >
                  {profile.application.status}
                </Badge>
                {profile.application.suspended ? 'Suspended: hidden from search' : STATUS_TEXT[profile.application.status]}
              </p>
            ) : (
              <p className="mt-2 text-sm text-ink-muted">You have not applied to become a Tio expert.</p>
            )}
            {profile.application?.status === 'rejected' && profile.application.reviewReason ? (
              <p className="mt-1 text-sm text-ink-muted">Reason: {profile.application.reviewReason}</p>
            ) : null}
            <p className="mt-3 text-sm">
              <Link className="text-brand-700 underline dark:text-brand-300" to="/ExpertVerification">
                {profile.application ? 'Open your application' : 'Apply as an expert'}
              </Link>
            </p>
          </Card>
        </div>

        <Card className="lg:col-span-3">
          <h2 className="text-lg font-semibold">Contacts</h2>
          <ContactsList className="mt-3" />
        </Card>

        <Card className="lg:col-span-3">
          <h2 className="text-lg font-semibold">Blocked</h2>
          <BlockedList className="mt-3" />
        </Card>
      </div>
    </Page>
  )
}
