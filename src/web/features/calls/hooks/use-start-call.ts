import { useState } from 'react'
import type { CallKind } from '../../../../shared/schemas/call'
import { getErrorMessage } from '../../../../shared/messages'
import { startCall } from '../calls-api'
import { announceCall } from '../call-updates'

/** Starts a ringing call to otherId (the calls layer takes it from there), with busy and error state. */
export function useStartCall(otherId: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const call = (kind: CallKind) => {
    setBusy(true)
    setError(null)
    startCall(otherId, kind)
      .then(announceCall)
      .catch((e: unknown) => setError(getErrorMessage(e)))
      .finally(() => setBusy(false))
  }
  return { call, busy, error }
}
