import cluster from 'node:cluster'
import path from 'node:path'
import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createContentRoutes } from './content.routes'
import { contentSettings } from './content-settings'
import { createContentStoreLoader } from './content.store'
import { createImageRenderer, warmCovers } from './images'

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
  const renderImage = createImageRenderer(path.join(ctx.config.dataDir, 'cache', 'images'))
  let closed = false
  let covers: Promise<number> | undefined
  return {
    routes: { '/content': createContentRoutes(ctx, content, renderImage) },
    service: { coversRendered: () => covers ?? Promise.resolve(0) },
    // The covers render once, in the background: listening does not wait for them, and the start-up
    // memory check (WORKER_MEMORY_LIMIT_MB, right after the warm-up) runs before the first is rendered.
    // One worker of a machine renders them into the shared disk cache; the others read it when asked.
    warmUp: async () => {
      if (covers) return undefined
      if (cluster.isWorker && cluster.worker!.id !== 1) {
        covers = Promise.resolve(0)
        return undefined
      }
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
    // The warm-up stops after the cover it is rendering, and closing waits for that one to be written: a write
    // still in flight after close kept the process alive on a loaded machine (close-releases.test.ts in CI).
    close: async () => {
      closed = true
      await covers
    },
  }
}
