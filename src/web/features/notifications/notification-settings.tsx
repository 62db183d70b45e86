import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { getErrorMessage } from '../../../shared/messages'
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  type NotificationKind,
  type NotificationPrefs,
} from '../../../shared/schemas/notifications-text'
import { apiFetch } from '../../lib/api'
import { Card } from '../../ui/card'
import { LoadError } from '../../ui/load-error'
import { Skeleton } from '../../ui/skeleton'

const PREFS_KEY = ['notifications', 'preferences'] as const
const PREFS_URL = '/api/notifications/preferences'

/**
 * An expert's email notifications, one switch per kind (issue 23 item 6). Each email's unsubscribe
 * link turns one kind off; this is where it is turned back on. Saved on change.
 */
export function NotificationSettingsSection() {
  const client = useQueryClient()
  const query = useQuery({ queryKey: PREFS_KEY, queryFn: () => apiFetch<NotificationPrefs>(PREFS_URL) })
  // What the person just switched, shown at once: the query's own update reaches React a tick later, and a
  // controlled checkbox would spring back in between. Cleared when the server's answer arrives.
  const [switched, setSwitched] = useState<Partial<NotificationPrefs>>({})
  useEffect(() => setSwitched({}), [query.dataUpdatedAt])
  const mutation = useMutation({
    mutationFn: (change: Partial<NotificationPrefs>) => apiFetch<NotificationPrefs>(PREFS_URL, { method: 'PUT', json: change }),
    onSuccess: (prefs) => client.setQueryData(PREFS_KEY, prefs),
    // A failure puts the switch back to what the server holds.
    onError: () => {
      setSwitched({})
      void client.invalidateQueries({ queryKey: PREFS_KEY })
    },
  })
  const toggle = (kind: NotificationKind, on: boolean) => {
    setSwitched((shown) => ({ ...shown, [kind]: on }))
    mutation.mutate({ [kind]: on })
  }
  return (
    <Card aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title" className="text-lg font-semibold">
        Email notifications
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        So that no client waits. Browser notifications come too where you allowed them on this device.
      </p>
      {query.isPending ? (
        <Skeleton className="mt-4 h-28 w-full" />
      ) : query.isError ? (
        <LoadError className="mt-4" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <fieldset className="mt-4 grid gap-3" disabled={mutation.isPending}>
          <legend className="sr-only">Send me an email for</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3 rounded-lg border border-line p-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-600"
                checked={switched[kind] ?? query.data[kind]}
                onChange={(event) => toggle(kind, event.target.checked)}
                aria-describedby={`notification-${kind}-hint`}
              />
              <span>
                <span className="block font-medium">{NOTIFICATION_LABELS[kind].title}</span>
                <span id={`notification-${kind}-hint`} className="block text-sm text-ink-muted">
                  {NOTIFICATION_LABELS[kind].hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p
        role={mutation.isError ? 'alert' : 'status'}
        className={mutation.isError ? 'mt-2 text-sm text-red-700 dark:text-red-400' : 'mt-2 text-sm text-emerald-700 dark:text-emerald-400'}
      >
        {mutation.isError
          ? `${getErrorMessage(mutation.error)} Try again.`
          : mutation.isPending
            ? 'Saving…'
            : mutation.isSuccess
              ? 'Saved.'
              : ''}
      </p>
    </Card>
  )
}
