import type { MetaDescriptor } from 'react-router'
import type { ContentImage } from '../../../../shared/schemas/content'

/** What a content page needs in <head>; built by its loader, where the public URL is known. */
export interface PageMetaData {
  title: string
  description: string
  /** Absolute canonical URL */
  url: string
  /** Absolute URL of the Open Graph image */
  image?: string
  imageAlt?: string
  type?: 'website' | 'article'
  publishedTime?: string
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** Open Graph wants a widely supported raster image: the cover as a 1200 px JPEG. */
export function ogImageUrl(publicUrl: string, image: ContentImage): string {
  return absoluteUrl(publicUrl, `${image.src}?w=1200&f=jpeg`)
}

/** Title, description, canonical link, Open Graph and Twitter card tags. */
export function contentMeta(meta: PageMetaData | undefined): MetaDescriptor[] {
  if (!meta) return [{ title: 'Tio' }]
  const title = meta.title === 'Tio' ? meta.title : `${meta.title} · Tio`
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.url },
    { property: 'og:site_name', content: 'Tio' },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.url },
    { property: 'og:type', content: meta.type ?? 'website' },
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.title },
    { name: 'twitter:description', content: meta.description },
  ]
  if (meta.image) {
    tags.push({ property: 'og:image', content: meta.image }, { name: 'twitter:image', content: meta.image })
    if (meta.imageAlt) tags.push({ property: 'og:image:alt', content: meta.imageAlt })
  }
  if (meta.publishedTime) tags.push({ property: 'article:published_time', content: meta.publishedTime })
  return tags
}
