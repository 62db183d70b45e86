import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { MESSAGES } from '../../../shared/messages'
import { getPasswordHint, isPasswordValid } from '../../../shared/password'
import { ApiClientError } from '../../lib/api'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { cn } from '../../ui/cn'
import { TextField } from '../../ui/field'
import { useAuthDialogs } from './auth-dialogs'
import { resetPassword } from './auth-api'
import { FormMessage } from './components/text-button'

/** The page a reset email links to (CALL-08): a new password under the rule of §5. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { openLogin, openReset } = useAuthDialogs()
  const [password, setPassword] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'done' | { error: string; expired?: boolean }>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isPasswordValid(password)) return setState({ error: MESSAGES.passwordCriteria })
    setState('busy')
    try {
      await resetPassword(token, password)
      setState('done')
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : ''
      setState({ error: error instanceof Error ? error.message : MESSAGES.signUpError, expired: code === 'invalid-token' })
    }
  }

  const hint = getPasswordHint(password)
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Choose a new password</h1>
      <Card className="mt-8 p-6">
        {!token ? (
          <div className="flex flex-col gap-4">
            <p>This link is incomplete. Ask for a new password reset email.</p>
            <Button onClick={openReset}>Password reset</Button>
          </div>
        ) : state === 'done' ? (
          <div className="flex flex-col gap-4">
            <FormMessage tone="success">Your password has been changed. You can now log in with it.</FormMessage>
            <Button onClick={openLogin}>{MESSAGES.login}</Button>
          </div>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={
                password ? (
                  <span
                    aria-live="polite"
                    className={cn(
                      hint === MESSAGES.passwordHintOk ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-800 dark:text-amber-300',
                    )}
                  >
                    {hint}
                  </span>
                ) : (
                  'At least 8 characters with a lowercase and an uppercase letter, a number and one of @ $ ! % * ? &'
                )
              }
            />
            {typeof state === 'object' ? (
              <FormMessage tone="error">
                {state.error}{' '}
                {state.expired ? (
                  <button type="button" className="font-semibold underline" onClick={openReset}>
                    Send a new link
                  </button>
                ) : null}
              </FormMessage>
            ) : null}
            <Button type="submit" size="lg" disabled={state === 'busy'}>
              {state === 'busy' ? MESSAGES.loading : 'Save new password'}
            </Button>
          </form>
        )}
      </Card>
    </div>
  )
}
