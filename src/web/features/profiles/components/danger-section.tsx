import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import { MESSAGES, getErrorMessage } from '../../../../shared/messages'
import type { OwnProfile } from '../../../../shared/schemas/profile'
import { ApiClientError } from '../../../lib/api'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { TextField } from '../../../ui/field'
import { sendSignInLink, GoogleButton } from '../../auth'
import { deleteAccount, signOutEverywhere } from '../profile-api'
import { Notice, Section } from './settings-sections'

/**
 * An account without a password proves it is its owner by signing in again (Google, or a sign-in link
 * to its address); the server then accepts the deletion for a few minutes (issue 18 item 8).
 */
function SignInAgain({ profile, onSignedIn }: { profile: OwnProfile; onSignedIn: () => void }) {
  const { pathname } = useLocation()
  const link = useMutation({ mutationFn: () => sendSignInLink(profile.email, pathname) })
  return (
    <div className="grid gap-3">
      <GoogleButton onSignedIn={onSignedIn} />
      <Button variant="secondary" disabled={link.isPending || link.isSuccess} onClick={() => link.mutate()}>
        {link.isPending ? MESSAGES.loading : `Email a sign-in link to ${profile.email}`}
      </Button>
      <Notice
        notice={
          link.isSuccess
            ? { ok: true, text: 'Sent. Open the link in this browser, then delete your account from this page within 5 minutes.' }
            : link.isError
              ? { ok: false, text: getErrorMessage(link.error) }
              : null
        }
      />
    </div>
  )
}

function DeleteDialog({
  profile,
  open,
  onOpenChange,
  onDeleted,
}: {
  profile: OwnProfile
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [needsSignIn, setNeedsSignIn] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteAccount(profile.hasPassword ? password : undefined),
    onSuccess: onDeleted,
    onError: (e) => {
      if (e instanceof ApiClientError && e.code === 'reauthentication-required') setNeedsSignIn(true)
      setError(e instanceof ApiClientError ? (e.fields?.password ?? e.message) : MESSAGES.profileUpdateError)
    },
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (profile.hasPassword && !password) return setError(MESSAGES.reauthPasswordRequired)
    setError('')
    remove.mutate()
  }
  const close = (next: boolean) => {
    if (!next) {
      setPassword('')
      setError('')
    }
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={close} title="Delete your account?" description="Your personal data and files are removed for good.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {profile.hasPassword ? (
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error || undefined}
            hint="To be sure it is you, not someone at a computer you left signed in."
          />
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              Your account has no password. If you signed in more than 5 minutes ago, Tio asks you to sign in again first, to be sure it is
              you.
            </p>
            {error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            ) : null}
            {needsSignIn ? (
              <SignInAgain
                profile={profile}
                onSignedIn={() => {
                  setNeedsSignIn(false)
                  setError('')
                }}
              />
            ) : null}
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? MESSAGES.loading : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

export function DangerSection({ profile }: { profile: OwnProfile }) {
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState('')
  // A full load of the home page: the socket may already have told this tab its session ended, and the
  // page guard then sent it to /no-access (unmounting this section before the answer arrived).
  const leave = () => window.location.replace('/')
  const signOutAll = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: leave,
    onError: (e) => setError(getErrorMessage(e)),
  })
  return (
    <Section id="account" title="Sessions and account">
      <div className="grid gap-6">
        <div>
          <p className="text-sm text-ink-muted">
            Signed in on a shared or lost device? End every session of your account, this one included.
          </p>
          <Button variant="secondary" className="mt-2" disabled={signOutAll.isPending} onClick={() => signOutAll.mutate()}>
            {signOutAll.isPending ? MESSAGES.loading : 'Sign out of all devices'}
          </Button>
        </div>
        <div>
          <p className="text-sm text-ink-muted">
            Deleting your account removes your profile, photo, documents, contacts, {MESSAGES.pointsName}, expert application and the text
            of every message you sent. People you wrote to keep their side of the conversation, with your messages shown as removed and from
            &quot;Deleted user&quot;. This cannot be undone: download your data first if you want a copy.
          </p>
          <Button variant="danger" className="mt-2" onClick={() => setConfirming(true)}>
            Delete account
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      <DeleteDialog profile={profile} open={confirming} onOpenChange={setConfirming} onDeleted={() => void leave()} />
    </Section>
  )
}
