import type { ContentImage } from '../../../../shared/schemas/content'
import { cn } from '../../../ui/cn'

const WIDTHS = [320, 480, 640, 800, 960, 1200]

function srcSet(image: ContentImage, format: 'avif' | 'webp' | 'jpeg') {
  return WIDTHS.filter((w) => w <= image.width || w === WIDTHS[0])
    .map((w) => `${image.src}?w=${w}&f=${format} ${w}w`)
    .join(', ')
}

/**
 * A cover in AVIF or WebP (JPEG for old browsers) at the width the layout needs, with its intrinsic
 * width and height set so nothing shifts while it loads. Lazy unless it is above the fold (`priority`).
 */
export function CoverImage({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ContentImage
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
      <img
        src={`${image.src}?w=800&f=jpeg`}
        srcSet={srcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('h-auto w-full bg-surface-muted object-cover', className)}
      />
    </picture>
  )
}
