import { AtSign, BadgeCheck, Briefcase, ChevronDown, Globe, Mail, MessageCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { MESSAGES } from '../../../../shared/messages'
import { withProtocol } from '../../../../shared/names'
import type { PublicExpert } from '../../../../shared/schemas/expert'
import { useSession } from '../../../lib/session'
import { Avatar } from '../../../ui/avatar'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { RatingSummary, ratingsText, responseRateText } from '../../ratings/components/trust-signals'
import { ConnectButton } from '../../contacts/components/connect-button'

function years(n: number) {
  return `${n} ${n === 1 ? 'year' : 'years'} of experience`
}

function Tags({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</h4>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Badge tone={label === 'Skills' ? 'brand' : 'neutral'}>{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * One expert as search shows it (SEARCH-06..19): avatar, verified badge, stars, name (to the public
 * page), social links, email shortcut, Message, Connect, role, experience, bio, skills, keywords
 * and expandable details. Reusable wherever an expert is presented (assistant cards).
 */
export function ExpertCard({ expert, onNavigate, className }: { expert: PublicExpert; onNavigate?: () => void; className?: string }) {
  const session = useSession()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const isOwn = session.status === 'signed-in' && session.me.id === expert.uid
  const links = [
    { href: expert.twitterUrl, label: 'Twitter', Icon: AtSign },
    { href: expert.linkedinUrl, label: 'LinkedIn', Icon: Briefcase },
    { href: expert.websiteUrl, label: 'Website', Icon: Globe },
  ].filter((l) => l.href)
  const profile = `/expert/${expert.customURL}`

  return (
    <article className={cn('rounded-2xl border border-line bg-surface p-4 shadow-sm', className)} aria-label={expert.displayName}>
      <div className="flex gap-3">
        <Link to={profile} onClick={onNavigate} tabIndex={-1} aria-hidden="true">
          <Avatar src={expert.photoURL} name={expert.displayName} size={56} />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="text-base font-semibold">
              <Link to={profile} onClick={onNavigate} className="hover:underline">
                {expert.displayName}
              </Link>
            </h3>
            <Badge tone="success">
              <BadgeCheck aria-hidden="true" size={14} />
              Verified
            </Badge>
          </div>
          <p className="text-sm text-ink">{expert.occupation}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <RatingSummary expert={expert} />
            <span>{years(expert.yearsOfExperience)}</span>
            {expert.city ? <span>{expert.city}</span> : null}
          </div>
        </div>
      </div>

      {expert.description ? <p className="mt-3 line-clamp-3 text-sm text-ink">{expert.description}</p> : null}

      <div className="mt-3 space-y-2">
        <Tags label="Skills" items={expert.expertise_areas} />
        <Tags label="Keywords" items={expert.keywords} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {!isOwn ? (
          <Button
            size="sm"
            onClick={() => {
              onNavigate?.()
              void navigate(`/chat?with=${encodeURIComponent(expert.uid)}`, { state: { otherUserUID: expert.uid } })
            }}
          >
            <MessageCircle aria-hidden="true" size={16} />
            {MESSAGES.message}
          </Button>
        ) : null}
        {session.status === 'signed-in' && !isOwn ? (
          <ConnectButton userId={expert.uid} />
        ) : null}
        {expert.selectedOptions.email && expert.email ? (
          <a
            href={`mailto:${expert.email}`}
            className="inline-flex h-8 items-center gap-1 rounded-full border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
            aria-label={`Email ${expert.displayName}`}
          >
            <Mail aria-hidden="true" size={16} />
            Email
          </a>
        ) : null}
        {links.map(({ href, label, Icon }) => (
          <a
            key={label}
            href={withProtocol(href)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${expert.displayName} on ${label}`}
            className="inline-flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <Icon aria-hidden="true" size={16} />
          </a>
        ))}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
          className="ml-auto inline-flex h-8 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-surface-muted dark:text-brand-200"
        >
          {open ? 'Hide details' : 'Details'}
          <ChevronDown aria-hidden="true" size={16} className={cn('transition-transform', open && 'rotate-180')} />
        </button>
      </div>

      <dl id={detailsId} hidden={!open} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
        <dt className="text-ink-muted">Responds</dt>
        <dd>{responseRateText(expert, false)}</dd>
        <dt className="text-ink-muted">Talks by</dt>
        <dd>
          {(['call', 'video', 'email'] as const).filter((k) => expert.selectedOptions[k]).join(', ') || 'Messages only'}
        </dd>
        <dt className="text-ink-muted">Rating</dt>
        <dd>
          {expert.ratingCount ? ratingsText(expert) : 'New on Tio: no ratings yet'}
        </dd>
        {expert.city ? (
          <>
            <dt className="text-ink-muted">Based in</dt>
            <dd>{expert.city}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">Account</dt>
        <dd>{expert.accountType === 'business' ? 'Business' : 'Expert'}</dd>
        {expert.description ? (
          <>
            <dt className="text-ink-muted">About</dt>
            <dd>{expert.description}</dd>
          </>
        ) : null}
      </dl>
    </article>
  )
}
