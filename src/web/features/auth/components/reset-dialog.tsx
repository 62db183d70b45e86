import { useState, type FormEvent } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import { ApiClientError } from '../../../lib/api'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { requestPasswordReset } from '../auth-api'
import type { AuthDialogProps } from './auth-dialogs-view'
import { clearOnClose, FormMessage, TextButton } from './text-button'

/** Password reset popup (AUTH-05, CALL-08, ERR-06, ERR-07). */
export function ResetDialog({ open, onOpenChange, api }: AuthDialogProps) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [state, setState] = useState<'idle' | 'sent' | { error: string }>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setState('idle')
    try {
      await requestPasswordReset(email)
      setState('sent')
    } catch (error) {
      const limited = error instanceof ApiClientError && error.status === 429
      setState({ error: limited ? error.message : MESSAGES.resetFailure })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={clearOnClose(onOpenChange, () => setState('idle'))}
      title="Password reset"
      description="Enter your account's email and we send you a link to choose a new password."
    >
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {state === 'sent' ? (
          <FormMessage tone="success">
            {MESSAGES.resetSuccessLead}{' '}
            <button type="button" className="font-semibold underline" onClick={api.openLogin}>
              {MESSAGES.resetSuccessLink}
            </button>
          </FormMessage>
        ) : typeof state === 'object' ? (
          <FormMessage tone="error">{state.error}</FormMessage>
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? MESSAGES.loading : 'Send reset email'}
        </Button>
      </form>
      <p className="mt-5 text-sm text-ink-muted">
        Remembered it? <TextButton onClick={api.openLogin}>Login</TextButton>
      </p>
    </Dialog>
  )
}
