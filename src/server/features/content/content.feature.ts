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
  let coversStarted = false
  return {
    routes: { '/content': createContentRoutes(ctx, content, renderImage) },
    service: undefined,
    // The covers render once, in the background: listening does not wait for them, and the start-up
    // memory check (WORKER_MEMORY_LIMIT_MB, right after the warm-up) runs before the first is rendered.
    warmUp: async () => {
      if (coversStarted) return undefined
      coversStarted = true
      setImmediate(() => {
        warmCovers(content, renderImage, () => closed).catch((error: unknown) => ctx.logger.warn({ err: error }, 'cover warm-up failed'))
      })
      return undefined
    },
    close: async () => {
      closed = true
    },
  }
}
