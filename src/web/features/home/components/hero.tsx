import { ArrowRight, Sparkles } from 'lucide-react'
import { useNavigate } from 'react-router'
import { MESSAGES } from '../../../../shared/messages'
import { useSession } from '../../../lib/session'
import { Button } from '../../../ui/button'
import { useAuthDialogs } from '../../auth'

/** HERO-01..05: the tagline and 'Chat with Tio' (disabled 'Loading...' while the session is unknown). */
export function Hero() {
  const session = useSession()
  const { openLogin } = useAuthDialogs()
  const navigate = useNavigate()
  const loading = session.status === 'loading'
  const chat = () => {
    if (session.status === 'signed-in') void navigate('/chatbot')
    else openLogin()
  }
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative -mt-16 overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface pt-16 dark:from-brand-900/40"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-24 size-[28rem] rounded-full bg-accent-500/15 blur-3xl"
      />
      <div aria-hidden="true" className="pointer-events-none absolute -left-40 top-40 size-[24rem] rounded-full bg-brand-400/20 blur-3xl" />
      <div className="relative mx-auto flex max-w-5xl flex-col items-center px-4 pb-20 pt-16 text-center sm:pt-24 lg:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface/70 px-3 py-1 text-sm font-semibold text-brand-800 dark:border-brand-800 dark:text-brand-100">
          <Sparkles aria-hidden="true" className="size-4" /> AI first, experts when it matters
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {MESSAGES.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-ink-muted text-pretty sm:text-xl">
          Ask Tio anything. When you need a person, Tio finds the right verified expert, and you message, call or connect in one click.
        </p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
          <Button size="lg" className="min-w-52 shadow-lg shadow-brand-600/25" disabled={loading} onClick={chat}>
            {loading ? MESSAGES.loading : MESSAGES.chatWithTio}
            {loading ? null : <ArrowRight aria-hidden="true" className="size-5" />}
          </Button>
          <a
            href="#how-it-works"
            className="rounded-full px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40"
          >
            How it works
          </a>
        </div>
      </div>
    </section>
  )
}
