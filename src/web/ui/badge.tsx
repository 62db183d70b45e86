import type { ReactNode } from 'react'
import { cn } from './cn'

const TONES = {
  neutral: 'bg-surface-muted text-ink-muted',
  brand: 'bg-brand-50 text-brand-800 dark:bg-brand-900 dark:text-brand-100',
  success: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  warning: 'bg-amber-50 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
} as const

export function Badge({ tone = 'neutral', children, className }: { tone?: keyof typeof TONES; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[tone], className)}>
      {children}
    </span>
  )
}
