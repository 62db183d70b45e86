import { useNavigate } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import type { PublicExpert } from '../../../shared/schemas/expert'
import type { PublicUser } from '../../../shared/schemas/expert-application'
import { useSession } from '../../lib/session'
import { ConnectButton } from '../contacts'
import { Avatar } from '../../ui/avatar'
import { Badge } from '../../ui/badge'
import { Card } from '../../ui/card'
import { RatingSummary, responseRateText } from '../ratings'

/**
 * Message + Connect, hidden for visitors (Connect) and on one's own page (STATE-12, STATE-13). 'Message'
 * is a button, as on a search result: a link named 'Message' would also match the nav's 'Messages'.
 */
function Actions({ uid }: { uid: string }) {
  const session = useSession()
  const navigate = useNavigate()
  if (session.me?.id === uid) return null
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => void navigate(`/chat?with=${encodeURIComponent(uid)}`, { state: { otherUserUID: uid } })}
        className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        {MESSAGES.message}
      </button>
      {session.status === 'signed-in' ? (
        <ConnectButton userId={uid} className="inline-flex h-10 items-center rounded-lg border border-line px-4 text-sm font-medium" />
      ) : null}
    </div>
  )
}

export function PublicExpertView({ expert }: { expert: PublicExpert }) {
  const links = [
    ['Twitter', expert.twitterUrl],
    ['LinkedIn', expert.linkedinUrl],
    ['Website', expert.websiteUrl],
  ].filter(([, url]) => url)
  const offers = (['call', 'email', 'video'] as const).filter((o) => expert.selectedOptions[o])
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col items-start gap-6 sm:flex-row">
          <Avatar src={expert.photoURL} name={expert.displayName} size={112} />
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-bold tracking-tight">{expert.displayName}</h1>
            <p className="mt-1 text-lg text-ink-muted">
              {expert.occupation}
              {expert.city ? ` · ${expert.city}` : ''}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <RatingSummary expert={expert} />
              {expert.accountType === 'business' ? <Badge tone="brand">Business</Badge> : <Badge tone="success">Verified expert</Badge>}
            </div>
            <p className="mt-2 text-sm text-ink-muted">
              {expert.yearsOfExperience} years of experience · {responseRateText(expert)}
              {offers.length ? ` · Offers ${offers.join(', ')}` : ''}
            </p>
          </div>
        </div>
        <p className="mt-6 whitespace-pre-line">{expert.description}</p>
        {expert.expertise_areas.length ? (
          <section className="mt-6" aria-labelledby="skills-heading">
            <h2 id="skills-heading" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
              Skills
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {expert.expertise_areas.map((skill) => (
                <li key={skill}>
                  <Badge>{skill}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {links.length || expert.email ? (
          <ul className="mt-6 flex flex-wrap gap-4 text-sm">
            {links.map(([label, url]) => (
              <li key={label}>
                <a className="text-brand-700 underline" href={url} rel="noopener noreferrer nofollow" target="_blank">
                  {label}
                </a>
              </li>
            ))}
            {expert.email ? (
              <li>
                <a className="text-brand-700 underline" href={`mailto:${expert.email}`}>
                  Email {expert.firstName}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        <Actions uid={expert.uid} />
      </Card>
    </div>
  )
}

export function PublicUserView({ user }: { user: PublicUser }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <Card className="flex flex-col items-start gap-6 p-6 sm:flex-row sm:p-8">
        <Avatar src={user.photoURL} name={user.displayName} size={112} />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{user.displayName}</h1>
          <p className="mt-1 text-ink-muted">Tio member since {new Date(user.memberSince).getFullYear()}</p>
          <Actions uid={user.uid} />
        </div>
      </Card>
    </div>
  )
}
