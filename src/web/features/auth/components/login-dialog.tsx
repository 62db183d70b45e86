import { useState, type FormEvent } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import { ApiClientError } from '../../../lib/api'
import { useRefreshSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { signInWithPassword } from '../auth-api'
import type { AuthDialogProps } from './auth-dialogs-view'
import { GoogleButton } from './google-button'
import { FormMessage, TextButton } from './text-button'

/** Login popup (AUTH-02): Email and Password, Enter submits; a failure offers the reset popup (ERR-01). */
export function LoginDialog({ open, onOpenChange, api }: AuthDialogProps) {
  const refresh = useRefreshSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  /** What went wrong, and whether to offer the spec's reset link (ERR-01): not when waiting or another address helps. */
  const [failure, setFailure] = useState<{ message: string; offerReset: boolean } | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setFailure(null)
    try {
      await signInWithPassword(email, password)
      await refresh()
      setPassword('')
      api.close()
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : 'invalid-credentials'
      const credentials = ['invalid-credentials', 'invalid-email', 'missing-fields', 'bad-request'].includes(code)
      setFailure({
        message: credentials || !(error instanceof Error) ? MESSAGES.loginWrongCredentials : error.message,
        offerReset: !['rate-limited', 'forbidden-origin'].includes(code),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={MESSAGES.login} description="Welcome back to Tio.">
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {failure ? (
          <FormMessage tone="error">
            <span className="block">{failure.message}</span>
            {failure.offerReset ? (
              /* A link, as ERR-01 names it, that opens the Password reset popup in place. */
              <a
                href="#password-reset"
                className="font-semibold underline"
                onClick={(event) => {
                  event.preventDefault()
                  api.openReset()
                }}
              >
                {MESSAGES.forgotPassword}
              </a>
            ) : null}
          </FormMessage>
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? MESSAGES.loading : MESSAGES.login}
        </Button>
      </form>
      <div className="mt-4 flex flex-col gap-3">
        <GoogleButton onSignedIn={api.close} />
        <Button variant="secondary" className="w-full" onClick={api.openEmailLink}>
          Sign in with an email link
        </Button>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 text-sm">
        <TextButton onClick={api.openReset}>Forgot password?</TextButton>
        <span className="text-ink-muted">
          New to Tio? <TextButton onClick={api.openSignUp}>Sign up</TextButton>
        </span>
      </div>
    </Dialog>
  )
}
