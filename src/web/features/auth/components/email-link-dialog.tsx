import { useState, type FormEvent } from 'react'
import { EMAIL_FOR_SIGN_IN_KEY } from '../../../../shared/constants'
import { MESSAGES } from '../../../../shared/messages'
import { ApiClientError } from '../../../lib/api'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { sendSignInLink } from '../auth-api'
import type { AuthDialogProps } from './auth-dialogs-view'
import { clearOnClose, FormMessage, TextButton, type FormResult } from './text-button'

/** Email-link login popup (AUTH-04, CALL-09, ERR-08..11). */
export function EmailLinkDialog({ open, onOpenChange, api }: AuthDialogProps) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<FormResult | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setResult(null)
    try {
      await sendSignInLink(email)
      window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email.trim())
      setResult({ tone: 'success', text: MESSAGES.emailLinkSuccess })
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : 'network'
      const text =
        code === 'invalid-email'
          ? MESSAGES.emailLinkInvalid
          : code === 'quota-exceeded'
            ? MESSAGES.emailLinkQuota
            : `${code}: ${error instanceof Error ? error.message : String(error)}`
      setResult({ tone: 'error', text })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={clearOnClose(onOpenChange, () => setResult(null))}
      title="Sign in with an email link"
      description="We email you a link that signs you in, no password needed."
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {result ? <FormMessage tone={result.tone}>{result.text}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? MESSAGES.loading : 'Send link'}
        </Button>
      </form>
      <p className="mt-5 text-sm text-ink-muted">
        Prefer your password? <TextButton onClick={api.openLogin}>Login</TextButton>
      </p>
    </Dialog>
  )
}
