import { useQuery } from '@tanstack/react-query'
import type { AssistantBriefCard } from '../../../../shared/schemas/assistant'
import { BRIEF_PARTS, BRIEF_TEXT } from '../../../../shared/schemas/assistant-brief-text'
import { assistantApi } from '../assistant-api'

/** The "From Tio Chat" briefs of the /chat conversation with `otherId`, by the message they came with. */
export function useTioChatBriefs(otherId: string, enabled: boolean): Map<string, AssistantBriefCard> {
  const query = useQuery({
    queryKey: ['assistant', 'briefs', otherId],
    queryFn: () => assistantApi.briefs(otherId),
    enabled,
    staleTime: 60_000,
  })
  return new Map((query.data?.briefs ?? []).map((b) => [b.messageId, b]))
}

/**
 * What the person wrote to Tio Chat, as they approved it (issue 24 item 7): shown in /chat above the
 * message it came with, to both sides. The transcript only when they chose to include it.
 */
export function TioChatBriefCard({ card }: { card: AssistantBriefCard }) {
  const t = BRIEF_TEXT.en
  return (
    <section
      aria-label={t.card}
      data-testid="tio-chat-brief"
      className="mb-1 w-full max-w-[80%] rounded-xl border border-brand-300 bg-brand-50 p-3 text-sm text-ink dark:border-brand-700 dark:bg-brand-950"
    >
      <h3 className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t.card}</h3>
      <dl className="mt-2 grid gap-1.5">
        {BRIEF_PARTS.filter((part) => card.brief[part]).map((part) => (
          <div key={part}>
            <dt className="font-semibold">{t.parts[part]}</dt>
            <dd className="whitespace-pre-wrap">{card.brief[part]}</dd>
          </div>
        ))}
      </dl>
      {card.transcript ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold">{t.transcript}</summary>
          <ol className="mt-1 space-y-1">
            {card.transcript.map((turn, i) => (
              <li key={i} className="whitespace-pre-wrap">
                <span className="font-semibold">{turn.role === 'user' ? 'Them: ' : 'Tio: '}</span>
                {turn.text}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  )
}
