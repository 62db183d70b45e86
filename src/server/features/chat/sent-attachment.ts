import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** The message that carries this file, if it was sent: its receiver is the one person besides the sender who may read it. */
export async function messageCarrying(db: Kysely<DB>, fileId: string): Promise<{ receiverId: string } | undefined> {
  const message = await db.selectFrom('messages').select('receiver_id').where('attachment_id', '=', fileId).executeTakeFirst()
  return message && { receiverId: message.receiver_id }
}

/** Which of these files were sent in a message. */
export async function sentAttachmentsAmong(db: Kysely<DB>, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set()
  const rows = await db.selectFrom('messages').select('attachment_id').where('attachment_id', 'in', fileIds).execute()
  return new Set(rows.map((row) => row.attachment_id!))
}
