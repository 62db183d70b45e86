import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { MESSAGES } from '../../../../shared/messages'
import type { OkAnswer } from '../../../../shared/schemas/ok'
import { apiFetch } from '../../../lib/api'
import { ME_QUERY_KEY, useSession, type Me } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { useAuthDialogs } from '../../auth'

/** WELC-01/02: greets a new, verified user once; closing it is remembered on the server (CALL-16). */
export function WelcomeDialog() {
  const session = useSession()
  const { current } = useAuthDialogs()
  const client = useQueryClient()
  const [closed, setClosed] = useState(false)
  const me = session.me
  const open = Boolean(me && me.emailVerified && !me.hasSeenWelcomeMessage && !closed && current === null)

  const close = () => {
    setClosed(true)
    client.setQueryData<{ user: Me | null }>(ME_QUERY_KEY, (data) =>
      data?.user ? { user: { ...data.user, hasSeenWelcomeMessage: true } } : data,
    )
    apiFetch<OkAnswer>('/api/me/welcome-seen', { method: 'POST', json: {} }).catch((error: unknown) =>
      console.error('welcome flag not saved', error),
    )
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={`Welcome to Tio, ${me?.firstName ?? ''}!`.replace(', !', '!')}>
      <div className="flex flex-col gap-4">
        <p>Start every question with Tio, our AI assistant, and move to a verified human expert whenever you need one.</p>
        <p className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          You start with {MESSAGES.points(me?.points ?? 100)}.
        </p>
        <Button onClick={close}>Let’s go</Button>
      </div>
    </Dialog>
  )
}
