import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { RESPONSE_RATES } from '../../../shared/constants'
import { fieldErrors } from '../../../shared/field-errors'
import { MESSAGES } from '../../../shared/messages'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import {
  expertApplicationDraftSchema,
  type ExpertApplicationDraft,
  type ExpertApplicationView,
} from '../../../shared/schemas/expert-application'
import { ApiClientError } from '../../lib/api'
import { resendVerificationEmail } from '../auth'
import { useRefreshSession, useSession } from '../../lib/session'
import { useSocketEvent } from '../../lib/socket'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { TextAreaField, TextField } from '../../ui/field'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { PhotoSection, useOwnProfile } from '../profiles'
import { CredentialDocuments } from '../uploads'
import { APPLICATION_QUERY_KEY, ownApplicationQuery, saveApplication, submitApplication } from './application-api'

interface FormState {
  accountType: 'expert' | 'business'
  occupation: string
  yearsOfExperience: string
  description: string
  expertise_areas: string
  keywords: string
  city: string
  address: string
  responseRate: (typeof RESPONSE_RATES)[number]
  call: boolean
  email: boolean
  video: boolean
  customURL: string
  twitterUrl: string
  linkedinUrl: string
  websiteUrl: string
}

const EMPTY: FormState = {
  accountType: 'expert',
  occupation: '',
  yearsOfExperience: '0',
  description: '',
  expertise_areas: '',
  keywords: '',
  city: '',
  address: '',
  responseRate: 'Within One Day',
  call: false,
  email: true,
  video: false,
  customURL: '',
  twitterUrl: '',
  linkedinUrl: '',
  websiteUrl: '',
}

function fromView(a: ExpertApplicationView): FormState {
  return {
    accountType: a.accountType,
    occupation: a.occupation,
    yearsOfExperience: String(a.yearsOfExperience),
    description: a.description,
    expertise_areas: a.expertise_areas.join(', '),
    keywords: a.keywords.join(', '),
    city: a.city,
    address: a.address,
    responseRate: a.responseRate,
    call: a.selectedOptions.call,
    email: a.selectedOptions.email,
    video: a.selectedOptions.video,
    customURL: a.customURL,
    twitterUrl: a.twitterUrl,
    linkedinUrl: a.linkedinUrl,
    websiteUrl: a.websiteUrl,
  }
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

function toDraft(f: FormState): ExpertApplicationDraft {
  return {
    accountType: f.accountType,
    occupation: f.occupation,
    yearsOfExperience: Number(f.yearsOfExperience),
    description: f.description,
    expertise_areas: splitList(f.expertise_areas),
    keywords: splitList(f.keywords),
    city: f.city,
    address: f.address,
    responseRate: f.responseRate,
    selectedOptions: { call: f.call, email: f.email, video: f.video },
    // Left empty, the application keeps its address or gets the account's own (DATA-25, DATA-10).
    customURL: f.customURL.trim() === '' ? undefined : f.customURL,
    twitterUrl: f.twitterUrl,
    linkedinUrl: f.linkedinUrl,
    websiteUrl: f.websiteUrl,
  }
}

const STATUS_TEXT: Record<ExpertApplicationView['status'], string> = {
  draft: 'Draft: not yet submitted',
  pending: 'Submitted: your application awaits approval by the Tio team',
  approved: 'Approved: you are a verified Tio expert',
  rejected: 'Not approved yet: see the reason below, update and submit again',
}

/** /ExpertVerification: apply to become an expert; the draft is kept on the server (GEN-11, PROT-06). */
export function ExpertVerificationPage() {
  const session = useSession()
  const query = useQuery(ownApplicationQuery)
  const client = useQueryClient()
  const refreshSession = useRefreshSession()
  // The operator's decision arrives live: refresh the application and the nav (expert links).
  useSocketEvent(SOCKET_EVENTS.APPLICATION_REVIEWED, () => {
    void client.invalidateQueries({ queryKey: APPLICATION_QUERY_KEY })
    void refreshSession()
  })
  useSocketEvent(SOCKET_EVENTS.ME_CHANGED, () => void refreshSession())

  if (query.isPending) {
    return (
      <Page title="Become a Tio expert">
        <Skeleton className="h-96 w-full" />
      </Page>
    )
  }
  if (query.isError) {
    return (
      <Page title="Become a Tio expert">
        <p role="alert">{(query.error as Error).message}</p>
      </Page>
    )
  }
  const application = query.data.application
  return (
    <Page
      title="Become a Tio expert"
      lead="Tell us about your expertise. The Tio team checks every application and your credentials before you appear in search."
    >
      {session.me && !session.me.emailVerified ? <VerifyEmailNotice email={session.me.email} /> : null}
      {application ? <StatusPanel application={application} isApprovedExpert={session.me?.isApprovedExpert ?? false} /> : null}
      <ApplicationPhoto />
      {/* A new form for each reviewed state; a first autosave (none → draft) keeps the one being typed in. */}
      <ApplicationForm key={application && application.status !== 'draft' ? application.status : 'draft'} application={application} />
    </Page>
  )
}

/** Why an unverified account cannot submit yet, with the way out: a new verification mail. */
function VerifyEmailNotice({ email }: { email: string }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const resend = useMutation({
    mutationFn: () => resendVerificationEmail(email),
    onSuccess: () => setResult({ ok: true, text: MESSAGES.verificationEmailSent }),
    onError: (error) =>
      setResult({
        ok: false,
        text: error instanceof ApiClientError && error.status === 429 ? error.message : MESSAGES.verificationEmailError,
      }),
  })
  return (
    <Card className="mb-8 p-5" data-testid="verify-email-notice">
      <h2 className="text-lg font-semibold">Please verify your email</h2>
      <p className="mt-2">{MESSAGES.verifyToApply}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? MESSAGES.loading : 'Resend verification email'}
        </Button>
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className="text-sm">
            {result.text}
          </p>
        ) : null}
      </div>
    </Card>
  )
}

/**
 * The photo clients will see on the card: the account's photo, uploaded through the avatar pipeline
 * (type decided by the bytes, re-encoded), saved on the profile and the application alike.
 */
function ApplicationPhoto() {
  const profile = useOwnProfile()
  if (!profile.data) return null
  return (
    <div className="mb-8">
      <PhotoSection profile={profile.data} />
    </div>
  )
}

function StatusPanel({ application, isApprovedExpert }: { application: ExpertApplicationView; isApprovedExpert: boolean }) {
  const tone = application.status === 'approved' ? 'success' : application.status === 'rejected' ? 'warning' : 'brand'
  return (
    <Card className="mb-8 p-5" aria-live="polite">
      <h2 className="text-lg font-semibold">Application status</h2>
      <p className="mt-2 flex flex-wrap items-center gap-2" data-testid="application-status">
        <Badge tone={tone}>{application.status}</Badge>
        <span>{STATUS_TEXT[application.status]}</span>
      </p>
      {application.status === 'rejected' && application.reviewReason ? (
        <p className="mt-2 text-ink-muted">Reason: {application.reviewReason}</p>
      ) : null}
      {isApprovedExpert ? (
        <p className="mt-2">
          <Link className="text-brand-700 underline" to="/expertprofile">
            Open your expert profile
          </Link>
        </p>
      ) : null}
    </Card>
  )
}

export function ApplicationForm({ application }: { application: ExpertApplicationView | null }) {
  const client = useQueryClient()
  const [form, setForm] = useState<FormState>(application ? fromView(application) : EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const [dirty, setDirty] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const noticeRef = useRef<HTMLParagraphElement>(null)
  /** Bumped when the person must look somewhere: the first field in error, or else the notice (issue 22 item 4). */
  const [showProblem, setShowProblem] = useState(0)
  useEffect(() => {
    if (!showProblem) return
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const target = field ?? noticeRef.current
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    field?.focus({ preventScroll: true })
  }, [showProblem])
  const failed = (error: unknown) => {
    const fields = error instanceof ApiClientError && error.fields ? error.fields : {}
    setErrors(fields)
    // Field errors show under their fields in the field's own words; the notice only points at them.
    setNotice(
      Object.keys(fields).length > 0
        ? MESSAGES.fixHighlightedFields
        : error instanceof ApiClientError
          ? error.message
          : MESSAGES.profileUpdateError,
    )
    setShowProblem((n) => n + 1)
  }

  const save = useMutation({
    mutationFn: ({ draft }: { draft: ExpertApplicationDraft; auto: boolean }) => saveApplication(draft),
    onSuccess: (result, { auto }) => {
      setDirty(false)
      client.setQueryData(APPLICATION_QUERY_KEY, { application: result.application })
      // A quiet autosave leaves a problem the person has yet to read (a refused submit) on screen.
      if (auto && showProblem) return
      setErrors({})
      setShowProblem(0)
      setNotice(
        result.backToReview
          ? 'Saved. Your change goes back to review by the Tio team.'
          : result.application.status === 'approved'
            ? 'Saved. Your changes are live.'
            : 'Draft saved.',
      )
    },
    onError: failed,
  })
  const submit = useMutation({
    mutationFn: submitApplication,
    onSuccess: (result) => {
      setErrors({})
      setNotice('Application submitted. It awaits approval by the Tio team.')
      client.setQueryData(APPLICATION_QUERY_KEY, result)
      // The new status shows above the form, which starts afresh for it: bring the status into view.
      window.setTimeout(() =>
        document.querySelector('[data-testid="application-status"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      )
    },
    onError: failed,
  })

  const status = application?.status ?? 'draft'
  // An approved expert's new occupation or account type goes back to review: only on an explicit save.
  const needsReview =
    status === 'approved' &&
    application !== null &&
    (form.occupation.trim() !== application.occupation || form.accountType !== application.accountType)

  // Autosave: 1.5 s after the last change, when the draft is valid and saving it changes nothing else.
  useEffect(() => {
    if (!dirty || needsReview || submit.isPending) return
    const timer = setTimeout(() => {
      const draft = toDraft(form)
      if (expertApplicationDraftSchema.safeParse(draft).success && !save.isPending) save.mutate({ draft, auto: true })
    }, 1500)
    return () => clearTimeout(timer)
  }, [form, dirty, needsReview, submit.isPending])

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setDirty(true)
  }
  const check = (): ExpertApplicationDraft | null => {
    const parsed = expertApplicationDraftSchema.safeParse(toDraft(form))
    if (parsed.success) return parsed.data
    setErrors(fieldErrors(parsed.error.issues))
    setNotice(MESSAGES.fixHighlightedFields)
    setShowProblem((n) => n + 1)
    return null
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const draft = check()
    if (draft) submit.mutate(draft)
  }
  const text = (key: keyof FormState, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={String(form[key])} onChange={(e) => set(key, e.target.value as never)} error={errors[key]} {...extra} />
  )
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Account type</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['expert', 'Individual expert'],
              ['business', 'Business'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="accountType" checked={form.accountType === value} onChange={() => set('accountType', value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('occupation', 'Occupation', { placeholder: 'e.g. Family Lawyer', required: true })}
        {text('yearsOfExperience', 'Years of experience', { type: 'number', min: 0, max: 80, inputMode: 'numeric' })}
      </div>
      <TextAreaField
        label="Bio"
        value={form.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        hint="What you help people with, in a few sentences (at least 20 characters)."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('expertise_areas', 'Skills', { hint: 'Separate skills with commas, e.g. Family law, Mediation' })}
        {text('keywords', 'Keywords', { hint: 'Words people may search for, separated by commas' })}
        {text('city', 'City')}
        {text('address', 'Address', { hint: 'Private: never shown on your public page' })}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="responseRate" className="text-sm font-medium">
          Response rate
        </label>
        <select
          id="responseRate"
          className="w-full rounded-lg border border-line bg-surface px-3 py-2"
          value={form.responseRate}
          onChange={(e) => set('responseRate', e.target.value as FormState['responseRate'])}
        >
          {RESPONSE_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">How clients can reach you</legend>
        <div className="flex flex-wrap gap-4">
          {(['call', 'email', 'video'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 capitalize">
              <input type="checkbox" checked={form[option]} onChange={(e) => set(option, e.target.checked)} />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('customURL', 'Custom URL', {
          hint: 'Optional: 3–30 characters of a-z, 0-9 and -; your page will be /expert/your-url. Left empty, Tio picks one.',
        })}
        {text('twitterUrl', 'Twitter link')}
        {text('linkedinUrl', 'LinkedIn link')}
        {text('websiteUrl', 'Website')}
      </div>
      <CredentialDocuments
        documents={application?.documents ?? []}
        canUpload={Boolean(application)}
        approved={status === 'approved'}
        onChange={() => void client.invalidateQueries({ queryKey: APPLICATION_QUERY_KEY })}
      />
      {needsReview ? (
        <p className="text-sm font-medium" data-testid="review-warning">
          A new occupation or account type goes back to review by the Tio team: you are hidden from search until it is approved again. Other
          changes are saved as you type and are live at once.
        </p>
      ) : null}
      {notice ? (
        <p ref={noticeRef} role="status" className="text-sm">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant={needsReview ? 'primary' : 'secondary'}
          disabled={save.isPending}
          onClick={() => {
            const draft = check()
            if (draft) save.mutate({ draft, auto: false })
          }}
        >
          {save.isPending
            ? MESSAGES.loading
            : needsReview
              ? 'Save and send to review'
              : status === 'approved'
                ? 'Save changes'
                : 'Save draft'}
        </Button>
        {status !== 'approved' ? (
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? MESSAGES.loading : status === 'pending' ? 'Update application' : 'Submit application'}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
