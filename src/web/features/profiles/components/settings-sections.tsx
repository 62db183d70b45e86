import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { fieldErrors } from '../../../../shared/field-errors'
import { MESSAGES, getErrorMessage } from '../../../../shared/messages'
import { capitalizeFirst } from '../../../../shared/names'
import { getPasswordHint, isPasswordValid } from '../../../../shared/password'
import { customUrlSchema } from '../../../../shared/schemas/expert-application'
import { profileSettingsSchema, referralSubmitSchema, type OwnProfile, type ProfileSettingsInput } from '../../../../shared/schemas/profile'
import { ApiClientError } from '../../../lib/api'
import { ME_QUERY_KEY, useSession } from '../../../lib/session'
import { Avatar } from '../../../ui/avatar'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { TextField } from '../../../ui/field'
import { useToast } from '../../../ui/toast'
import { UploadControl } from '../../uploads'
import { PROFILE_KEYS, changePassword, checkCustomUrl, submitReferral, updateProfile } from '../profile-api'

/** Field errors from the shared schema, keyed by field name. */
function schemaErrors(input: ProfileSettingsInput): Record<string, string> | null {
  const parsed = profileSettingsSchema.safeParse(input)
  return parsed.success ? null : fieldErrors(parsed.error.issues)
}

/** Saves part of the settings; failures show field errors or ERR-04 'An error occurred during profile update'. */
function useSaveSettings() {
  const client = useQueryClient()
  const { toast } = useToast()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const mutation = useMutation({
    mutationFn: updateProfile,
    onMutate: () => setNotice(null),
    onSuccess: (profile) => {
      setErrors({})
      setNotice({ ok: true, text: 'Saved.' })
      toast({ title: 'Settings saved', tone: 'success' })
      client.setQueryData(PROFILE_KEYS.profile, profile)
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
    },
    onError: (error) => {
      const fields = error instanceof ApiClientError ? error.fields : undefined
      setErrors(fields ?? {})
      setNotice({ ok: false, text: MESSAGES.profileUpdateError })
    },
  })
  const save = (input: ProfileSettingsInput) => {
    const fields = schemaErrors(input)
    if (fields) {
      setErrors(fields)
      setNotice({ ok: false, text: MESSAGES.profileUpdateError })
      return
    }
    mutation.mutate(input)
  }
  return { save, errors, notice, pending: mutation.isPending }
}

export function Notice({ notice }: { notice: { ok: boolean; text: string } | null }) {
  if (!notice) return <p role="status" className="sr-only" />
  return (
    <p
      role={notice.ok ? 'status' : 'alert'}
      className={notice.ok ? 'text-sm text-emerald-700 dark:text-emerald-400' : 'text-sm text-red-700 dark:text-red-400'}
    >
      {notice.text}
    </p>
  )
}

export function Section({ id, title, children }: { id?: string; title: string; children: React.ReactNode }) {
  return (
    <Card id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  )
}

export function NameSection({ profile }: { profile: OwnProfile }) {
  const [firstName, setFirstName] = useState(profile.firstName)
  const [lastName, setLastName] = useState(profile.lastName)
  const { save, errors, notice, pending } = useSaveSettings()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save({ firstName, lastName })
  }
  return (
    <Section id="name" title="Name">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(capitalizeFirst(e.target.value))}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(capitalizeFirst(e.target.value))}
            error={errors.lastName}
          />
        </div>
        <Notice notice={notice} />
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? MESSAGES.loading : 'Save name'}
          </Button>
        </div>
      </form>
    </Section>
  )
}

export function PhotoSection({ profile }: { profile: OwnProfile }) {
  const { save, errors, notice } = useSaveSettings()
  return (
    <Section id="photo" title="Photo">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar src={profile.photoURL} name={profile.displayName} size={96} />
        <div className="grid flex-1 gap-2">
          <UploadControl
            kind="avatars"
            label="Upload a new photo"
            hint="JPEG, PNG, WebP or GIF, up to 5 MB. It is cropped to a square."
            onUploaded={(file) => save({ photoURL: file.url })}
          />
          {errors.photoURL ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.photoURL}
            </p>
          ) : null}
          <Notice notice={notice} />
        </div>
      </div>
    </Section>
  )
}

export function CustomUrlSection({ profile, variant }: { profile: OwnProfile; variant: 'user' | 'expert' }) {
  const [value, setValue] = useState(profile.customURL)
  const [check, setCheck] = useState<{ available: boolean; message: string } | null>(null)
  const { save, errors, notice, pending } = useSaveSettings()
  const changed = value.trim().toLowerCase() !== profile.customURL.toLowerCase()

  // Live availability, 400 ms after the last keystroke; the previous request is cancelled.
  useEffect(() => {
    if (!changed) {
      setCheck(null)
      return
    }
    const parsed = customUrlSchema.safeParse(value)
    if (!parsed.success) {
      setCheck({ available: false, message: parsed.error.issues[0]!.message })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      checkCustomUrl(parsed.data, controller.signal)
        .then(setCheck)
        .catch(() => undefined)
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, changed])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save({ customURL: value })
  }
  const prefix = variant === 'expert' ? '/expert/' : '/user/'
  return (
    <Section id="custom-url" title="Public page address">
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <TextField
          label="Custom URL"
          value={value}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setValue(e.target.value.toLowerCase())}
          error={errors.customURL ?? (check && !check.available ? check.message : undefined)}
          hint={`Your page: ${prefix}${value || '…'} (3–30 characters of a-z, 0-9 and -)`}
        />
        {check?.available ? (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {check.message}
          </p>
        ) : null}
        <Notice notice={notice} />
        <div>
          <Button type="submit" disabled={pending || !changed || check?.available === false}>
            {pending ? MESSAGES.loading : 'Save address'}
          </Button>
        </div>
      </form>
    </Section>
  )
}

export function ReferralSection({ profile }: { profile: OwnProfile }) {
  const client = useQueryClient()
  const session = useSession()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const mutation = useMutation({
    mutationFn: submitReferral,
    onSuccess: () => {
      setError('')
      void client.invalidateQueries({ queryKey: PROFILE_KEYS.profile })
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY })
    },
    onError: (e) => setError(e instanceof ApiClientError ? (e.fields?.code ?? e.message) : MESSAGES.profileUpdateError),
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = referralSubmitSchema.safeParse({ code })
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message)
      return
    }
    mutation.mutate(parsed.data.code)
  }
  return (
    <Section id="referral" title="Referral">
      {profile.referralCode ? (
        <p className="text-sm">
          Your referral code:{' '}
          <span className="font-mono text-base tracking-wider" data-testid="settings-referral-code">
            {profile.referralCode}
          </span>
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Referral codes belong to user profiles; this account has none.</p>
      )}
      {profile.referralSubmitted ? (
        <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
          You have used a friend&apos;s referral code. Thank you!
          {session.me && !session.me.emailVerified ? ' The Tio-Points arrive for you both once your email address is verified.' : null}
        </p>
      ) : profile.referralCode ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3 sm:max-w-md">
          <TextField
            label="A friend's referral code"
            value={code}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setCode(e.target.value.trim())}
            error={error || undefined}
            hint={`You and your friend each get ${MESSAGES.pointsName}. You can do this once.`}
          />
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? MESSAGES.loading : 'Submit code'}
            </Button>
          </div>
        </form>
      ) : null}
    </Section>
  )
}

export function PasswordSection() {
  const [currentPassword, setCurrent] = useState('')
  const [newPassword, setNew] = useState('')
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setCurrent('')
      setNew('')
      setNotice({ ok: true, text: 'Password changed. Your other devices are signed out.' })
    },
    onError: (error) => {
      const code = error instanceof ApiClientError ? error.code : ''
      setNotice({
        ok: false,
        text:
          code === 'invalid-credentials' || code === 'invalid-password'
            ? 'Your current password is not correct.'
            : code === 'weak-password'
              ? MESSAGES.passwordCriteria
              : getErrorMessage(error),
      })
    },
  })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!currentPassword || !newPassword) return setNotice({ ok: false, text: MESSAGES.fillAllFields })
    if (!isPasswordValid(newPassword)) return setNotice({ ok: false, text: MESSAGES.passwordCriteria })
    mutation.mutate({ currentPassword, newPassword })
  }
  return (
    <Section id="password" title="Password">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          hint={
            newPassword ? (
              <span aria-live="polite">{getPasswordHint(newPassword)}</span>
            ) : (
              'At least 8 characters with a lowercase and an uppercase letter, a digit and one of @ $ ! % * ? &'
            )
          }
        />
        <Notice notice={notice} />
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? MESSAGES.loading : 'Change password'}
          </Button>
        </div>
      </form>
    </Section>
  )
}
