import type { AppContext } from '../../context'
import type { Feature } from '../feature'
import { sweepUnsentAttachments } from './unsent-attachments'
import { createFilesRoutes, createUploadsRoutes } from './uploads.routes'
import { createUploads, type UploadsDeps } from './uploads.service'

const HOUR_MS = 60 * 60 * 1000

export interface UploadsService {
  /** Deletes the unfinished uploads older than UPLOAD_EXPIRY_HOURS; answers how many. */
  sweepExpired: () => Promise<number>
  /** Deletes the message attachments never sent, older than UPLOAD_EXPIRY_HOURS; answers how many. */
  sweepUnsent: (now?: number) => Promise<number>
}

/**
 * Resumable uploads (tus) and the stored files they become. A timer deletes the unfinished uploads and
 * the attachments never sent, older than UPLOAD_EXPIRY_HOURS (checked every quarter of that, at most
 * hourly); close() stops it.
 */
export function createUploadsFeature(ctx: AppContext, deps: UploadsDeps): Feature<UploadsService> {
  const uploads = createUploads(ctx, deps)
  const sweepUnsent = (now?: number) =>
    sweepUnsentAttachments(ctx, deps.sentAttachmentsAmong, now).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'unsent attachments sweep failed')
      return 0
    })
  const every = Math.min(HOUR_MS, (ctx.config.uploads.expiryHours * HOUR_MS) / 4)
  const sweeper = setInterval(() => void uploads.sweepExpired().then(() => sweepUnsent()), every)
  sweeper.unref()
  return {
    routes: { '/uploads': createUploadsRoutes(uploads), '/files': createFilesRoutes(uploads, deps) },
    service: { sweepExpired: uploads.sweepExpired, sweepUnsent },
    close: async () => clearInterval(sweeper),
  }
}
