import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAuthDialogs } from '../auth'
import { useSession } from '../../lib/session'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Page } from '../../ui/page'

const WHY = [
  ['Clients who are ready', 'People arrive after a conversation with Tio’s assistant, with a clear question for a human.'],
  ['Your own public page', 'A page at /expert/your-name with your skills, links, rating and how to reach you.'],
  ['Message, call or video', 'Choose how clients contact you and how fast you usually reply.'],
  ['Earn Tio-Points', 'Build your reputation and points as you help people.'],
] as const

const STEPS = [
  'Sign up and confirm your email address.',
  'Fill in your application: occupation, experience, bio, skills and how clients can reach you.',
  'Upload your credentials (diploma, licence or certificate) if the Tio team asks for them.',
  'The Tio team reviews your application, usually within two working days, and emails you the decision.',
  'Once approved you appear in expert search and get your public expert page.',
] as const

/** /BecomeAnExpert: why and how, then sign up; after sign-in the visitor continues to /ExpertVerification. */
export function BecomeAnExpertPage() {
  const session = useSession()
  const dialogs = useAuthDialogs()
  const navigate = useNavigate()
  const wantsToApply = typeof window !== 'undefined' && sessionStorage.getItem('tio:after-sign-in') === '/ExpertVerification'
  useEffect(() => {
    if (session.status === 'signed-in' && wantsToApply) {
      sessionStorage.removeItem('tio:after-sign-in')
      void navigate('/ExpertVerification')
    }
  }, [session.status, wantsToApply, navigate])

  const start = () => {
    sessionStorage.setItem('tio:after-sign-in', '/ExpertVerification')
    dialogs.openSignUp()
  }
  return (
    <Page
      title="Become a Tio expert"
      lead="Share what you know with people who need it. Tio brings you clients who have already started with AI and now want a human."
    >
      <section aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl font-semibold">
          Why become a Tio expert
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {WHY.map(([title, text]) => (
            <li key={title}>
              <Card className="h-full p-5">
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-2 text-ink-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-heading" className="mt-12">
        <h2 id="how-heading" className="text-2xl font-semibold">
          How verification works
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className="mt-12 flex flex-wrap items-center gap-4">
        {session.status === 'signed-in' ? (
          <Link
            to="/ExpertVerification"
            className="inline-flex h-12 items-center rounded-lg bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
          >
            Start your application
          </Link>
        ) : (
          <>
            <Button size="lg" onClick={start}>
              Sign up to apply
            </Button>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => {
                sessionStorage.setItem('tio:after-sign-in', '/ExpertVerification')
                dialogs.openLogin()
              }}
            >
              I already have an account
            </Button>
          </>
        )}
      </div>
    </Page>
  )
}
