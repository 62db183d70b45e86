import { MessageSquareText, PhoneCall, UserCheck } from 'lucide-react'

const STEPS = [
  {
    title: 'Ask Tio',
    text: 'Describe your question to Tio, our AI assistant. Many answers end right there, instantly.',
    icon: MessageSquareText,
  },
  { title: 'Get matched to an expert', text: 'When it needs a human, Tio suggests verified experts who know the field.', icon: UserCheck },
  { title: 'Message, call, connect', text: 'Chat with the expert, call them, or add them to your contacts for later.', icon: PhoneCall },
] as const

/** A short "how it works": ask Tio → matched to an expert → message, call, connect. */
export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 bg-surface-muted py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="how-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          How Tio works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="relative rounded-2xl border border-line bg-surface-raised p-6 shadow-sm">
              <span className="absolute right-5 top-5 text-4xl font-black text-brand-100 dark:text-brand-900" aria-hidden="true">
                {index + 1}
              </span>
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
