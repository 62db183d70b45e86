import { useEffect, useRef, useState } from 'react'
import { cn } from './cn'

/**
 * A round photo of `name`; without a photo, or when it fails to load (a link that went dead), their
 * initials instead of a broken image. Decorative unless given a `label`: it almost always stands
 * beside the person's name, which a screen reader would otherwise read twice.
 */
export function Avatar({
  src,
  name,
  label,
  size = 48,
  className,
}: {
  src?: string | null
  name: string
  /** The text alternative, where no name is shown beside the photo. */
  label?: string
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
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
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
      alt={label ?? ''}
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
