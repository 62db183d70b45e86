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
import { RatingSummary, ratingsText, responseRateText } from '../../ratings'
import { ConnectButton } from '../../contacts'
import { PriceSummary } from '../../consultations'

function years(n: number) {
  return `${n} ${n === 1 ? 'year' : 'years'} of experience`
}

const shortYears = (n: number) => `${n} ${n === 1 ? 'yr' : 'yrs'} experience`

const ICON_LINK =
  'inline-flex size-7 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink sm:size-8'

function Tags({ label, items, className }: { label: string; items: string[]; className?: string }) {
  if (items.length === 0) return null
  return (
    <div className={className}>
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

  // Beside the rating on a wider screen; in the button row on a phone, where the rating shares its line with the price.
  const contactLinks = (
    <>
      {expert.selectedOptions.email && expert.email ? (
        <a href={`mailto:${expert.email}`} className={ICON_LINK} aria-label={`Email ${expert.displayName}`} title="Email">
          <Mail aria-hidden="true" size={16} />
        </a>
      ) : null}
      {links.map(({ href, label, Icon }) => (
        <a
          key={label}
          href={withProtocol(href)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${expert.displayName} on ${label}`}
          title={label}
          className={ICON_LINK}
        >
          <Icon aria-hidden="true" size={16} />
        </a>
      ))}
    </>
  )
  // On a phone the card is compact, so that three results show at once (issue 22 item 4): a smaller
  // avatar, a one-line bio, icon-only Email and Details, and skills and keywords folded into the details.
  return (
    <article className={cn('rounded-2xl border border-line bg-surface p-2.5 shadow-sm sm:p-4', className)} aria-label={expert.displayName}>
      <div className="flex gap-3">
        <Link to={profile} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={expert.photoURL} name={expert.displayName} size={56} className="size-10! sm:size-14!" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-x-2 gap-y-1 sm:flex-wrap">
            <h3 className="min-w-0 truncate text-sm font-semibold sm:text-base sm:whitespace-normal" title={expert.displayName}>
              <Link to={profile} onClick={onNavigate} className="hover:underline">
                {expert.displayName}
              </Link>
            </h3>
            <Badge tone="success" className="shrink-0 px-1.5 sm:px-2.5">
              <BadgeCheck aria-hidden="true" size={14} />
              <span className="max-sm:sr-only">Verified</span>
            </Badge>
          </div>
          <p className="truncate text-xs text-ink sm:text-sm sm:whitespace-normal" title={expert.occupation}>
            <span>{expert.occupation}</span>
            <span className="text-ink-muted sm:hidden"> · {shortYears(expert.yearsOfExperience)}</span>
          </p>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted sm:mt-1">
            <RatingSummary expert={expert} compact="phone" />
            <PriceSummary expert={expert} className="text-ink" />
            <span className="max-sm:hidden">{years(expert.yearsOfExperience)}</span>
            {expert.city ? <span className="max-sm:hidden">{expert.city}</span> : null}
            <span className="-my-1 ml-auto inline-flex items-center max-sm:hidden">{contactLinks}</span>
          </div>
        </div>
      </div>

      {expert.description ? <p className="mt-1 line-clamp-1 text-sm text-ink sm:mt-3 sm:line-clamp-3">{expert.description}</p> : null}

      <div className="mt-3 space-y-2 max-sm:hidden">
        <Tags label="Skills" items={expert.expertise_areas} />
        <Tags label="Keywords" items={expert.keywords} />
      </div>

      <div className="mt-2 flex items-center gap-2 sm:mt-4 sm:flex-wrap">
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
        {session.status === 'signed-in' && !isOwn ? <ConnectButton userId={expert.uid} /> : null}
        <span className="ml-auto inline-flex items-center sm:hidden">{contactLinks}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={open ? 'Hide details' : 'Details'}
          title={open ? 'Hide details' : 'Details'}
          onClick={() => setOpen((v) => !v)}
          className="ml-auto inline-flex h-8 min-w-8 items-center justify-center gap-1 rounded-full text-sm font-semibold text-brand-700 hover:bg-surface-muted sm:px-3 dark:text-brand-200"
        >
          <span className="max-sm:hidden">{open ? 'Hide details' : 'Details'}</span>
          <ChevronDown aria-hidden="true" size={16} className={cn('transition-transform', open && 'rotate-180')} />
        </button>
      </div>

      <div id={detailsId} hidden={!open} className="mt-3 border-t border-line pt-3">
        <div className="mb-3 space-y-2 sm:hidden">
          <Tags label="Skills" items={expert.expertise_areas} />
          <Tags label="Keywords" items={expert.keywords} />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">Responds</dt>
          <dd>{responseRateText(expert, false)}</dd>
          <dt className="text-ink-muted">Talks by</dt>
          <dd>{(['call', 'video', 'email'] as const).filter((k) => expert.selectedOptions[k]).join(', ') || 'Messages only'}</dd>
          {expert.priceFrom !== undefined ? (
            <>
              <dt className="text-ink-muted">Prices</dt>
              <dd>
                {MESSAGES.priceFromLabel(expert.priceFrom)}
                {expert.freeFirstMessage ? `; ${MESSAGES.firstMessageFree.toLowerCase()}` : ''}
              </dd>
            </>
          ) : null}
          <dt className="text-ink-muted">Rating</dt>
          <dd>{expert.ratingCount ? ratingsText(expert) : 'New on Tio: no ratings yet'}</dd>
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
      </div>
    </article>
  )
}
