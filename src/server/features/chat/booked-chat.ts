import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { pair } from './chat.service'

/**
 * A booking between two people opens their conversation (once per pair) and moves it to the top of both
 * lists, so the booking's card shows there before either has written. Call inside the booking's transaction.
 */
export async function openChatForBooking(trx: Kysely<DB>, clientId: string, expertId: string, at: string): Promise<void> {
  const [userA, userB] = pair(clientId, expertId)
  await trx
    .insertInto('chats')
    .values({ id: randomUUID(), user_a: userA, user_b: userB, created_at: at, last_message_id: null, last_activity_at: at })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .execute()
  await trx
    .updateTable('chats')
    .set({ last_activity_at: at })
    .where('user_a', '=', userA)
    .where('user_b', '=', userB)
    .where('last_activity_at', '<', at)
    .execute()
}
