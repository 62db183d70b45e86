import { useEffect, useState, type FormEvent } from 'react'
import { RELOAD_AFTER_VERIFIED_MS, VERIFICATION_POLL_MS } from '../../../../shared/constants'
import { MESSAGES } from '../../../../shared/messages'
import { capitalizeFirst } from '../../../../shared/names'
import { getPasswordHint, isPasswordValid } from '../../../../shared/password'
import { apiFetch, ApiClientError } from '../../../lib/api'
import type { MeAnswer } from '../../../../shared/schemas/me'
import { useRefreshSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { signUpWithPassword } from '../auth-api'
import type { AuthDialogProps } from './auth-dialogs-view'
import { GoogleButton } from './google-button'
import { FormMessage, TextButton } from './text-button'

type Step = 'form' | 'loading' | 'sent' | 'verified'

const EMPTY = { firstName: '', lastName: '', email: '', password: '', referralCode: '' }

/**
 * Sign up popup (AUTH-03, STATE-03..06): form → loading → 'Verification email sent' while polling
 * every 2 s → the verified message → reload 2 s later.
 */
export function SignUpDialog({ open, onOpenChange, api }: AuthDialogProps) {
  const refresh = useRefreshSession()
  const [step, setStep] = useState<Step>('form')
  const [values, setValues] = useState(EMPTY)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (step !== 'sent') return
    const timer = window.setInterval(() => {
      apiFetch<MeAnswer>('/api/me')
        .then(({ user }) => {
          if (user?.emailVerified) setStep('verified')
        })
        .catch(() => {})
    }, VERIFICATION_POLL_MS)
    return () => window.clearInterval(timer)
  }, [step])

  useEffect(() => {
    if (step !== 'verified') return
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_VERIFIED_MS)
    return () => window.clearTimeout(timer)
  }, [step])

  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = field === 'firstName' || field === 'lastName' ? capitalizeFirst(event.target.value) : event.target.value
    setValues((v) => ({ ...v, [field]: value }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { firstName, lastName, email, password, referralCode } = values
    if (![firstName, lastName, email, password].every((v) => v.trim())) return setError(MESSAGES.fillAllFields)
    if (!isPasswordValid(password)) return setError(MESSAGES.passwordCriteria)
    setError(null)
    setStep('loading')
    try {
      await signUpWithPassword({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email,
        password,
        referralCode: referralCode.trim() || undefined,
      })
      setStep('sent')
      // The new account is signed in, unverified (STATE-01): the nav shows it at once, and its account
      // button opens the verify popup (NAV-23) even if this box is closed before the email is verified.
      void refresh()
    } catch (err) {
      setStep('form')
      if (
        err instanceof ApiClientError &&
        [
          'bad-request',
          'email-already-in-use',
          'missing-fields',
          'weak-password',
          'rate-limited',
          'verification-email-failed',
          'forbidden-origin',
        ].includes(err.code)
      ) {
        setError(err.message)
      } else {
        setError(MESSAGES.signUpError)
      }
    }
  }

  const hint = getPasswordHint(values.password)
  const hintOk = hint === MESSAGES.passwordHintOk

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing while waiting for verification keeps the account; the popup starts fresh next time.
        if (!next && step !== 'loading') setStep('form')
        onOpenChange(next)
      }}
      title="Sign up"
      description="Create your free Tio account."
    >
      {step === 'form' ? (
        <>
          <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="First name" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
              <TextField label="Last name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
            </div>
            <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              hint={
                values.password ? (
                  <span
                    aria-live="polite"
                    className={cn(hintOk ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-800 dark:text-amber-300')}
                  >
                    {hint}
                  </span>
                ) : (
                  'At least 8 characters with a lowercase and an uppercase letter, a number and one of @ $ ! % * ? &'
                )
              }
            />
            <TextField
              label="Referral code (optional)"
              autoComplete="off"
              value={values.referralCode}
              onChange={set('referralCode')}
              hint="A friend's code: you both receive Tio-Points once you verify your email."
            />
            {error ? <FormMessage tone="error">{error}</FormMessage> : null}
            <Button type="submit" size="lg">
              Sign up
            </Button>
          </form>
          <div className="mt-4">
            <GoogleButton redirect={typeof window !== 'undefined' && window.innerWidth >= 1024} onSignedIn={api.close} />
          </div>
          <p className="mt-5 text-sm text-ink-muted">
            Already have an account? <TextButton onClick={api.openLogin}>Login</TextButton>
          </p>
        </>
      ) : step === 'loading' ? (
        <div role="status" className="flex flex-col items-center gap-3 py-8 text-ink-muted">
          <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
          {MESSAGES.loading}
        </div>
      ) : step === 'sent' ? (
        <div role="status" className="flex flex-col gap-2 py-4">
          <p className="text-lg font-semibold">{MESSAGES.verificationEmailSent}</p>
          <p className="text-sm text-ink-muted">
            We sent a link to {values.email}. Open it to verify your address; this box notices it on its own.
          </p>
        </div>
      ) : (
        <div role="status" className="py-4">
          <FormMessage tone="success">{MESSAGES.emailVerified}</FormMessage>
        </div>
      )}
    </Dialog>
  )
}
