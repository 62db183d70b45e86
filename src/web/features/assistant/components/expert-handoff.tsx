import { lazy, Suspense, useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import type { AssistantHandoff } from '../../../../shared/schemas/assistant'
import { chatText } from '../../../../shared/schemas/assistant-chat-text'
import { priceText } from '../../../../shared/schemas/assistant-price-text'
import type { PublicExpert } from '../../../../shared/schemas/expert'
import { Avatar } from '../../../ui/avatar'
import { Button } from '../../../ui/button'
import { RatingSummary } from '../../ratings'
import { ConnectButton } from '../../contacts'
import { PriceSummary } from '../../consultations'
import { WaitlistButton } from './waitlist-button'

// The brief (issue 24 item 7) loads when "Ask this expert" is pressed, not with the answer.
const BriefDialog = lazy(() => import('./brief-dialog'))

/**
 * The handoff at the end of an answer: up to three matching approved experts (spec §1, "Scale to Human"),
 * and "Tell me when one joins" when the best field has nobody yet. "Ask this expert" shows the brief of
 * conversation `conversationId` before anything is sent; `onContact` replaces messaging (a visitor is
 * asked to sign up or log in first).
 */
export function ExpertHandoff({
  handoff,
  conversationId,
  onContact,
}: {
  handoff: AssistantHandoff
  conversationId?: string
  onContact?: () => void
}) {
  const navigate = useNavigate()
  const headingId = useId()
  const [asking, setAsking] = useState<PublicExpert | null>(null)
  // The answer's own words follow its language, the buttons, response time and price on the cards too; the
  // experts' own words (names, occupations) do not.
  const { language } = handoff
  const t = chatText(language)
  const waitlist = handoff.waitFor ? (
    <WaitlistButton field={handoff.waitFor} label={handoff.waitForLabel} language={handoff.language ?? 'en'} onSignIn={onContact} />
  ) : null
  if (handoff.experts.length === 0) return waitlist
  return (
    <section aria-labelledby={headingId} className="mt-4">
      {waitlist}
      <h3 id={headingId} lang={language} className="text-sm font-semibold text-ink-muted">
        {t.experts}
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {handoff.experts.map((expert) => {
          return (
            <li key={expert.uid} className="flex flex-col rounded-xl border border-line bg-surface p-4" data-testid="expert-card">
              <div className="flex items-center gap-3">
                <Avatar src={expert.photoURL} name={expert.displayName} size={48} />
                <div className="min-w-0">
                  <Link to={`/expert/${encodeURIComponent(expert.customURL)}`} className="block truncate font-semibold hover:underline">
                    {expert.displayName}
                  </Link>
                  <p className="truncate text-sm text-ink-muted">{expert.occupation}</p>
                </div>
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <RatingSummary expert={expert} size={14} compact />
                <span aria-hidden="true">·</span>
                <span lang={language}>{t.responds(expert.responseRate, expert.responseRateSource === 'measured')}</span>
                {expert.priceFrom !== undefined ? (
                  <>
                    <span aria-hidden="true">·</span>
                    <PriceSummary expert={expert} className="text-ink" text={priceText(language)} lang={language} />
                  </>
                ) : null}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  lang={language}
                  aria-label={t.askThisExpertNamed(expert.displayName)}
                  onClick={() => (onContact || !conversationId ? onContact?.() : setAsking(expert))}
                >
                  {t.askThisExpert}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  lang={language}
                  aria-label={t.messageNamed(expert.displayName)}
                  onClick={() =>
                    onContact
                      ? onContact()
                      : void navigate(`/chat?with=${encodeURIComponent(expert.uid)}`, { state: { otherUserUID: expert.uid } })
                  }
                >
                  {t.message}
                </Button>
                <ConnectButton userId={expert.uid} labels={t} lang={language} />
              </div>
            </li>
          )
        })}
      </ul>
      {asking && conversationId ? (
        <Suspense fallback={null}>
          <BriefDialog conversationId={conversationId} expert={asking} language={handoff.language} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
