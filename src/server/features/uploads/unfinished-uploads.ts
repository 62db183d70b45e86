import path from 'node:path'
import { FileStore } from '@tus/file-store'
import type { AppContext } from '../../context'

/** The tus staging area of DATA_DIR/uploads, where uploads wait until their last byte arrives. */
function stagingStore(ctx: AppContext): FileStore {
  return new FileStore({ directory: path.join(ctx.config.dataDir, 'uploads') })
}

/** The ids of a person's unfinished (staged) uploads, read from each upload's tus metadata. */
export async function unfinishedUploadsOf(ctx: AppContext, userId: string): Promise<string[]> {
  const store = stagingStore(ctx)
  const ids = (await store.configstore.list?.().catch(() => [] as string[])) ?? []
  const owned: string[] = []
  for (const id of ids) {
    const upload = await store.configstore.get(id).catch(() => undefined)
    if (upload?.metadata?.ownerId === userId) owned.push(id)
  }
  return owned
}

/** Removes a person's unfinished uploads, bytes and metadata (account deletion, issue 18 finding 6). */
export async function removeUnfinishedUploads(ctx: AppContext, userId: string): Promise<void> {
  const store = stagingStore(ctx)
  for (const id of await unfinishedUploadsOf(ctx, userId)) await store.remove(id).catch(() => undefined)
}
