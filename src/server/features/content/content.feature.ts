import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createContentRoutes } from './content.routes'
import { createImageRenderer } from './content.service'
import { contentSettings } from './content-settings'
import { createContentStoreLoader } from './content.store'

/** Blog, resources, FAQ, help, company pages, sitemap data, images and the contact form. */
export function createContentFeature(ctx: AppContext): Feature {
  return { routes: { '/content': createContentRoutes(ctx, createContentStoreLoader(contentSettings(ctx.config)), createImageRenderer()) }, service: undefined }
}
