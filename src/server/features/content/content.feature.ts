import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createContentRoutes } from './content.routes'
import { createImageRenderer, warmCovers } from './content.service'
import { contentSettings } from './content-settings'
import { createContentStoreLoader } from './content.store'

/** Blog, resources, FAQ, help, company pages, sitemap data, images and the contact form. */
export interface ContentService {
  /**
   * Resolves with the number of post covers the warm-up rendered once it is done (0 before the
   * warm-up starts): the search benchmark times requests after it, not while the encoder shares the cores.
   */
  coversRendered: () => Promise<number>
}

export function createContentFeature(ctx: AppContext): Feature<ContentService> {
  const content = createContentStoreLoader(contentSettings(ctx.config))
  const renderImage = createImageRenderer()
  let closed = false
  let covers: Promise<number> | undefined
  return {
    routes: { '/content': createContentRoutes(ctx, content, renderImage) },
    service: { coversRendered: () => covers ?? Promise.resolve(0) },
    // The covers render once, in the background: listening does not wait for them, and the start-up
    // memory check (WORKER_MEMORY_LIMIT_MB, right after the warm-up) runs before the first is rendered.
    warmUp: async () => {
      if (covers) return undefined
      covers = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        const started = performance.now()
        try {
          const rendered = await warmCovers(content, renderImage, () => closed)
          const ms = Math.round(performance.now() - started)
          ctx.logger.info({ covers: rendered, ms }, `post covers rendered: ${rendered} in ${ms} ms`)
          return rendered
        } catch (error) {
          ctx.logger.warn({ err: error }, 'cover warm-up failed')
          return 0
        }
      })
      return undefined
    },
    close: async () => {
      closed = true
    },
  }
}
