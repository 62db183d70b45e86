import { useEffect, useState } from 'react'
import { briefText } from '../../../../shared/schemas/assistant-brief-text'
import type { AssistantLanguage } from '../../../../shared/schemas/assistant-text'
import { Button } from '../../../ui/button'
import { assistantApi } from '../assistant-api'

/**
 * "Tell me when one joins" (issue 24 item 5): the best field has no approved expert yet; Tio emails when
 * the first one is approved. A visitor is asked to sign up or log in (`onSignIn`) first.
 */
export function WaitlistButton({
  field,
  label = field,
  language,
  onSignIn,
}: {
  field: string
  /** The field's name in `language` (`field` is what the waitlist keeps). */
  label?: string
  language: AssistantLanguage
  onSignIn?: () => void
}) {
  const t = briefText(language)
  const [waiting, setWaiting] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (onSignIn) return
    let cancelled = false
    assistantApi
      .waitlist()
      .then((r) => !cancelled && setWaiting(r.fields.some((f) => f.toLowerCase() === field.toLowerCase())))
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [field, onSignIn])

  async function toggle() {
    if (onSignIn) return onSignIn()
    setBusy(true)
    setError(null)
    try {
      const r = waiting ? await assistantApi.stopWaiting(field) : await assistantApi.wait(field, language)
      setWaiting(r.fields.some((f) => f.toLowerCase() === field.toLowerCase()))
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Try again in a moment.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" lang={language} data-testid="waitlist">
      {waiting ? (
        <p role="status" className="text-sm">
          {t.waitlistDone(label)}
        </p>
      ) : null}
      <Button size="sm" variant={waiting ? 'ghost' : 'secondary'} disabled={busy} onClick={() => void toggle()}>
        {waiting ? t.waitlistCancel : t.waitlist}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
