import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** True for a default avatar or an avatar this user uploaded (its bytes checked and re-encoded by this pipeline). */
export async function isOwnPhoto(db: Kysely<DB>, userId: string, photoURL: string): Promise<boolean> {
  const match = /^\/api\/files\/([A-Za-z0-9-]+)$/.exec(photoURL)
  if (!match) return true // a default avatar (photoUrlSchema allows nothing else)
  const file = await db.selectFrom('files').select(['owner_id', 'bucket']).where('id', '=', match[1]!).executeTakeFirst()
  return file?.owner_id === userId && file.bucket === 'avatars'
}
