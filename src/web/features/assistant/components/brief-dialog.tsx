import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { AssistantBrief } from '../../../../shared/schemas/assistant'
import { BRIEF_PART_MAX, BRIEF_PARTS, briefText, type BriefPart } from '../../../../shared/schemas/assistant-brief-text'
import type { AssistantLanguage } from '../../../../shared/schemas/assistant-text'
import type { PublicExpert } from '../../../../shared/schemas/expert'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextAreaField } from '../../../ui/field'
import { assistantApi } from '../assistant-api'

/**
 * "Ask this expert" from Tio Chat (issue 24 item 7): before anything is sent, the brief drawn from the
 * whole conversation, each part editable or removable, the first message, and (off by default) the
 * transcript. Sending stores the brief with the first /chat message, then opens that conversation.
 */
export default function BriefDialog({
  conversationId,
  expert,
  language,
  onClose,
}: {
  conversationId: string
  expert: PublicExpert
  language?: AssistantLanguage
  onClose: () => void
}) {
  const navigate = useNavigate()
  const [brief, setBrief] = useState<Partial<Record<BriefPart, string>> | null>(null)
  const [lang, setLang] = useState<AssistantLanguage>(language ?? 'en')
  const [message, setMessage] = useState('')
  const [includeTranscript, setIncludeTranscript] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [clientId] = useState(() => crypto.randomUUID())
  const t = briefText(lang)

  useEffect(() => {
    let cancelled = false
    assistantApi
      .brief(conversationId)
      .then((draft) => {
        if (cancelled) return
        setBrief({ ...draft.brief })
        setLang(draft.language)
        setMessage(briefText(draft.language).draft(expert.firstName || expert.displayName, draft.brief.problem))
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'Could not draft the brief.'))
    return () => {
      cancelled = true
    }
  }, [conversationId, expert])

  async function send() {
    if (!brief) return
    setBusy(true)
    setError(null)
    try {
      const parts: AssistantBrief = { problem: brief.problem?.trim() ?? '' }
      for (const part of BRIEF_PARTS) if (part !== 'problem' && brief[part]?.trim()) parts[part] = brief[part].trim()
      const sent = await assistantApi.handoff(conversationId, { expertId: expert.uid, clientId, message, brief: parts, includeTranscript })
      void navigate(sent.url, { state: { otherUserUID: expert.uid } })
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not send to the expert.')
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${t.title}: ${expert.displayName}`}
      titleLang={lang}
      className="max-w-lg"
    >
      {!brief ? (
        error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p role="status">…</p>
        )
      ) : (
        <form
          className="mt-3 flex flex-col gap-3"
          lang={lang}
          data-testid="brief-form"
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          {BRIEF_PARTS.filter((part) => brief[part] !== undefined).map((part) => (
            <div key={part} className="flex items-start gap-2">
              <TextAreaField
                className="min-w-0 flex-1"
                label={t.parts[part]}
                value={brief[part]}
                maxLength={BRIEF_PART_MAX[part]}
                rows={part === 'problem' ? 4 : 2}
                required={part === 'problem'}
                onChange={(event) => setBrief({ ...brief, [part]: event.target.value })}
              />
              {part === 'problem' ? null : (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="mt-6"
                  aria-label={`${t.remove}: ${t.parts[part]}`}
                  onClick={() => {
                    const next = { ...brief }
                    delete next[part]
                    setBrief(next)
                  }}
                >
                  {t.remove}
                </Button>
              )}
            </div>
          ))}
          <TextAreaField label={t.message} value={message} rows={3} required onChange={(event) => setMessage(event.target.value)} />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={includeTranscript}
              onChange={(event) => setIncludeTranscript(event.target.checked)}
            />
            <span>
              {t.includeTranscript}
              <span className="block text-ink-muted">{t.transcriptNote}</span>
            </span>
          </label>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {t.send}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
