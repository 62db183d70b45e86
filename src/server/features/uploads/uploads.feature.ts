import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createFilesRoutes, createUploadsRoutes } from './uploads.routes'
import { createUploads } from './uploads.service'

/** Resumable uploads (tus) and the stored files they become. */
export function createUploadsFeature(ctx: AppContext): Feature {
  const uploads = createUploads(ctx)
  return { routes: { '/uploads': createUploadsRoutes(uploads), '/files': createFilesRoutes(uploads) }, service: undefined }
}
