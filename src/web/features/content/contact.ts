import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { contactFieldErrors, type ContactMessageInput } from '../../../shared/schemas/content'
import { CONTACT_TOPICS, type ContactTopic } from '../../../shared/schemas/content-constants'
import { loadCompanyPage } from './loaders'

export type ContactValues = { name: string; email: string; topic: string; message: string; submissionId: string }
export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, string>>
export type ContactActionData =
  | { ok: true; name: string; email: string }
  | { ok: false; errors: ContactFieldErrors; formError?: string; values: ContactValues }

function isTopic(value: string | null): value is ContactTopic {
  return value !== null && value in CONTACT_TOPICS
}

/** The contact page, with the topic and the start of the message pre-filled from ?topic=…&subject=…. */
export async function loadContactPage(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url)
  const topic = url.searchParams.get('topic')
  const subject = url.searchParams.get('subject')?.slice(0, 200) ?? ''
  const { page, meta } = await loadCompanyPage(args, 'contact-us', '/ContactUs')
  return {
    page,
    meta,
    initial: {
      name: '',
      email: '',
      topic: isTopic(topic) ? topic : '',
      message: subject ? `${subject}\n\n` : '',
      submissionId: crypto.randomUUID(),
    } satisfies ContactValues,
  }
}

/** The form without JavaScript: validated here, then sent to the API like the enhanced form does. */
export async function submitContactForm({ request, context }: ActionFunctionArgs) {
  const form = await request.formData()
  const values: ContactValues = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    topic: String(form.get('topic') ?? ''),
    message: String(form.get('message') ?? ''),
    submissionId: String(form.get('submissionId') ?? ''),
  }
  const input = { ...values, submissionId: values.submissionId || undefined }
  const errors = contactFieldErrors(input)
  if (errors) return data<ContactActionData>({ ok: false, errors, values }, { status: 400 })
  const response = await context.fetchApi('/api/content/contact-messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(input),
  })
  if (response.ok) return data<ContactActionData>({ ok: true, name: values.name.trim(), email: values.email.trim() })
  const body = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: ContactFieldErrors } } | null
  return data<ContactActionData>(
    {
      ok: false,
      errors: body?.error?.fields ?? {},
      formError: body?.error?.message ?? 'Your message could not be sent. Please try again.',
      values,
    },
    { status: response.status },
  )
}
