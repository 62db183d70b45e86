import { useEffect, useRef, useState } from 'react'
import { cn } from './cn'

/**
 * A round photo of `name`, named after them; without a photo, or when it fails to load (a link that
 * went dead), their initials instead of a broken image. `decorative` where the name is already in the
 * same link, button or announcement, which would otherwise read it twice ("Ann Able Ann Able").
 */
export function Avatar({
  src,
  name,
  decorative = false,
  size = 48,
  className,
}: {
  src?: string | null
  name: string
  decorative?: boolean
  size?: number
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const img = useRef<HTMLImageElement>(null)
  // A server-rendered image can fail before React listens for its error event.
  useEffect(() => {
    const element = img.current
    if (element?.complete && element.naturalWidth === 0 && src) setFailed(src)
  }, [src])
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
  if (!src || failed === src) {
    return (
      <span
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        style={{ width: size, height: size }}
        className={cn('inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800', className)}
      >
        {initials}
      </span>
    )
  }
  return (
    <img
      ref={img}
      src={src}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('shrink-0 rounded-full bg-surface-muted object-cover', className)}
      style={{ width: size, height: size }}
    />
  )
}
