import { rm } from 'node:fs/promises'
import path from 'node:path'
import { FileConfigstore } from '@tus/file-store'
import type { AppContext } from '../../context'

/**
 * The tus staging area of DATA_DIR/uploads, where uploads wait until their last byte arrives: its
 * metadata store only. (A FileStore would start an unawaited mkdir on every construction, whose callback
 * throws if DATA_DIR is gone by then: an uncaught exception after a server closed.)
 */
function stagingArea(ctx: AppContext) {
  const directory = path.join(ctx.config.dataDir, 'uploads')
  return { directory, configstore: new FileConfigstore(directory) }
}

/** The ids of a person's unfinished (staged) uploads, read from each upload's tus metadata. */
export async function unfinishedUploadsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const { configstore } = stagingArea(ctx)
  const ids = await configstore.list().catch(() => [] as string[])
  const owned: string[] = []
  for (const id of ids) {
    const upload = await configstore.get(id).catch(() => undefined)
    if (upload?.metadata?.ownerId === userId) owned.push(id)
  }
  return owned
}

/** Removes a person's unfinished uploads, bytes and metadata (account deletion, issue 18 finding 6). */
export async function removeUnfinishedUploads(ctx: AppContext, userId: string): Promise<void> {
  const { directory, configstore } = stagingArea(ctx)
  for (const id of await unfinishedUploadsOf(ctx, userId)) {
    await rm(path.join(directory, id), { force: true })
    await configstore.delete(id).catch(() => undefined)
  }
}
