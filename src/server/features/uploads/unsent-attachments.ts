import type { Kysely } from 'kysely'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { deleteFile } from './uploads.service'

const HOUR_MS = 60 * 60 * 1000
/** How far back past the expiry a sweep looks: a server stopped for up to a week still catches up. */
const LOOKBACK_MS = 7 * 24 * HOUR_MS
const BATCH = 500

/**
 * Removes message attachments that were uploaded but never sent (the person closed the composer or
 * removed the file before sending) once they are older than UPLOAD_EXPIRY_HOURS, bytes and row.
 * Answers how many. A sent attachment stays with its conversation.
 */
export async function sweepUnsentAttachments(
  ctx: AppContext,
  sentAmong: (db: Kysely<DB>, fileIds: readonly string[]) => Promise<Set<string>>,
  now = Date.now(),
): Promise<number> {
  const db = ctx.database.db
  const cutoff = new Date(now - ctx.config.uploads.expiryHours * HOUR_MS).toISOString()
  let after = { time: new Date(now - ctx.config.uploads.expiryHours * HOUR_MS - LOOKBACK_MS).toISOString(), id: '' }
  let removed = 0
  for (;;) {
    const rows = await db
      .selectFrom('files')
      .selectAll()
      .where('bucket', '=', 'attachments')
      .where('time_created', '<', cutoff)
      .where((eb) => eb.or([eb('time_created', '>', after.time), eb.and([eb('time_created', '=', after.time), eb('id', '>', after.id)])]))
      .orderBy('time_created')
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) return removed
    const sent = await sentAmong(
      db,
      rows.map((row) => row.id),
    )
    for (const row of rows) {
      if (sent.has(row.id)) continue
      await deleteFile(ctx, row)
      removed++
    }
    const last = rows[rows.length - 1]!
    after = { time: last.time_created, id: last.id }
  }
}
