import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createContentRoutes } from './content.routes'
import { createImageRenderer, warmCovers } from './content.service'
import { contentSettings } from './content-settings'
import { createContentStoreLoader } from './content.store'

/** Blog, resources, FAQ, help, company pages, sitemap data, images and the contact form. */
export function createContentFeature(ctx: AppContext): Feature {
  const content = createContentStoreLoader(contentSettings(ctx.config))
  const renderImage = createImageRenderer()
  let closed = false
  return {
    routes: { '/content': createContentRoutes(ctx, content, renderImage) },
    service: undefined,
    // The covers render in the background: listening, and the memory check, do not wait for them.
    warmUp: async () => {
      warmCovers(content, renderImage, () => closed).catch((error: unknown) => ctx.logger.warn({ err: error }, 'cover warm-up failed'))
      return 'post covers (rendering)'
    },
    close: async () => {
      closed = true
    },
  }
}
