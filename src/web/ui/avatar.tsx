import { cn } from './cn'

/** A round photo; `name` is its text alternative (the person's name). */
export function Avatar({ src, name, size = 48, className }: { src?: string | null; name: string; size?: number; className?: string }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
  if (!src) {
    return (
      <span
        role="img"
        aria-label={name}
        style={{ width: size, height: size }}
        className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800', className)}
      >
        {initials}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-surface-muted object-cover', className)}
      style={{ width: size, height: size }}
    />
  )
}
