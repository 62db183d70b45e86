import { useActionData, useLoaderData, type MetaArgs } from 'react-router'
import { CompanyPage } from '../../features/content/components/company-page'
import { ContactForm } from '../../features/content/components/contact-form'
import { loadContactPage, submitContactForm, type ContactActionData } from '../../features/content/contact'
import { contentMeta } from '../../features/content/lib/meta'

export const loader = loadContactPage
export const action = submitContactForm
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => contentMeta(loaderData?.meta)

export default function ContactUsRoute() {
  const { page, initial } = useLoaderData<typeof loader>()
  const actionData = useActionData<ContactActionData>()
  return (
    <CompanyPage page={page}>
      <div className="mt-10 rounded-2xl border border-line bg-surface-raised p-5 sm:p-8">
        <ContactForm key={initial.submissionId} initial={initial} actionData={actionData} />
      </div>
    </CompanyPage>
  )
}
