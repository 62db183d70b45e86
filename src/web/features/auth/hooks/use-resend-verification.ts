import { useState } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import { ApiClientError } from '../../../lib/api'
import { resendVerificationEmail } from '../auth-api'
import type { FormResult } from '../components/text-button'

/** Sends the verification email again and says how it went: sent, the rate limit's message, or ERR-05. */
export function useResendVerification(email: string) {
  const [result, setResult] = useState<FormResult | null>(null)
  const [busy, setBusy] = useState(false)
  const resend = async () => {
    setBusy(true)
    setResult(null)
    try {
      await resendVerificationEmail(email)
      setResult({ tone: 'success', text: MESSAGES.verificationEmailSent })
    } catch (error) {
      const limited = error instanceof ApiClientError && error.status === 429
      setResult({ tone: 'error', text: limited ? error.message : MESSAGES.verificationEmailError })
    } finally {
      setBusy(false)
    }
  }
  return { result, clear: () => setResult(null), busy, resend }
}
