import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from './cn'

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted disabled:text-ink-muted',
  ghost: 'text-ink hover:bg-surface-muted',
  danger: 'bg-red-600 text-white hover:bg-red-700',
} as const

const SIZES = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm', lg: 'h-12 px-6 text-base' } as const

/** A button's look, for a link that reads as one (its target is another page, so it stays a link). */
export function buttonClasses({ variant = 'primary', size = 'md' }: Pick<ButtonProps, 'variant' | 'size'> = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
  )
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS
  size?: keyof typeof SIZES
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClasses({ variant, size }), className)} {...props} />
})
