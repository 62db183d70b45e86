import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { createFilesRoutes, createUploadsRoutes } from './uploads.routes'
import { createUploads, type Uploads, type UploadsDeps } from './uploads.service'

const HOUR_MS = 60 * 60 * 1000

/**
 * Resumable uploads (tus) and the stored files they become. A timer deletes the unfinished uploads
 * older than UPLOAD_EXPIRY_HOURS (checked every quarter of that, at most hourly); close() stops it.
 */
export function createUploadsFeature(ctx: AppContext, deps: UploadsDeps): Feature<Pick<Uploads, 'sweepExpired'>> {
  const uploads = createUploads(ctx, deps)
  const every = Math.min(HOUR_MS, (ctx.config.uploads.expiryHours * HOUR_MS) / 4)
  const sweeper = setInterval(() => void uploads.sweepExpired(), every)
  sweeper.unref()
  return {
    routes: { '/uploads': createUploadsRoutes(uploads), '/files': createFilesRoutes(uploads, deps) },
    service: { sweepExpired: uploads.sweepExpired },
    close: async () => clearInterval(sweeper),
  }
}
