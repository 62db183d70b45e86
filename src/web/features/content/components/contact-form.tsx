import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_TOPICS } from '../../../../shared/schemas/content-constants'
import type { ContactMessageAnswer } from '../../../../shared/schemas/content'
import { ApiClientError, apiFetch } from '../../../lib/api'
import { Button } from '../../../ui/button'
import { TextAreaField, TextField } from '../../../ui/field'
import type { ContactActionData, ContactFieldErrors, ContactValues } from '../contact'

const FIELD_ORDER = ['name', 'email', 'topic', 'message'] as const

// The shared schema brings zod: loaded when the form is first used, not with the page (issue 21 item 1).
const loadValidation = () => import('../../../../shared/schemas/content')

/**
 * The contact form. Without JavaScript it posts to the page's action; with JavaScript it checks the
 * fields first (the same shared schema as the server) and sends them to the API directly.
 */
export function ContactForm({ initial, actionData }: { initial: ContactValues; actionData?: ContactActionData }) {
  const failed = actionData && !actionData.ok ? actionData : undefined
  const [values, setValues] = useState<ContactValues>(failed?.values ?? initial)
  const [errors, setErrors] = useState<ContactFieldErrors>(failed?.errors ?? {})
  const [formError, setFormError] = useState<string | undefined>(failed?.formError)
  const [sent, setSent] = useState<{ name: string; email: string } | null>(actionData?.ok ? actionData : null)
  const [sending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  const focusFirstError = (fieldErrors: ContactFieldErrors) => {
    const first = FIELD_ORDER.find((f) => fieldErrors[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return
    const input = { ...values, submissionId: values.submissionId || undefined }
    setFormError(undefined)
    setSending(true)
    try {
      const fieldErrors = (await loadValidation()).contactFieldErrors(input)
      if (fieldErrors) {
        setErrors(fieldErrors)
        focusFirstError(fieldErrors)
        return
      }
      setErrors({})
      await apiFetch<ContactMessageAnswer>('/api/content/contact-messages', { method: 'POST', json: input })
      setSent({ name: values.name.trim(), email: values.email.trim() })
    } catch (error) {
      if (error instanceof ApiClientError && error.fields) {
        setErrors(error.fields as ContactFieldErrors)
        focusFirstError(error.fields as ContactFieldErrors)
      }
      setFormError(error instanceof Error ? error.message : 'Your message could not be sent. Please try again.')
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div ref={confirmationRef} tabIndex={-1} role="status" className="rounded-2xl border border-accent-600 bg-surface-muted p-6 focus:outline-none">
        <h2 className="text-xl font-bold">Thank you, {sent.name}. Your message was sent.</h2>
        <p className="mt-2 text-ink-muted">
          A person on the Tio team will reply to <strong className="text-ink">{sent.email}</strong>, usually within one working day.
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setValues({ ...initial, submissionId: crypto.randomUUID() })
            setSent(null)
          }}
        >
          Send another message
        </Button>
      </div>
    )
  }

  const set = (field: keyof ContactValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }))

  const errorCount = Object.values(errors).filter(Boolean).length
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} onFocus={() => void loadValidation()} aria-labelledby="contact-form-title" className="flex flex-col gap-5">
      <h2 id="contact-form-title" className="text-xl font-bold">
        Send us a message
      </h2>
      {errorCount || formError ? (
        <div role="alert" className="rounded-lg border border-red-600 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {formError ?? `Please fix ${errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked below.`}
        </div>
      ) : null}
      <input type="hidden" name="submissionId" value={values.submissionId} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
          required
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          hint="We reply to this address."
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="contact-topic" className="text-sm font-medium">
          Topic
        </label>
        <select
          id="contact-topic"
          name="topic"
          required
          value={values.topic}
          onChange={set('topic')}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'contact-topic-error' : undefined}
          className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-600"
        >
          <option value="">Choose a topic</option>
          {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.topic ? (
          <p id="contact-topic-error" className="text-sm text-red-700 dark:text-red-400">
            {errors.topic}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Message"
        name="message"
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX}
        required
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        hint="Tell us what you need; include your account email if it is different."
      />
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  )
}
