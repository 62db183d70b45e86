import { randomUUID } from 'node:crypto'
import type { AppContext } from '../context'
import { getOrCreateSecret } from '../db/secrets'
import type { ChatSender } from '../features/chat/chat.send'
import { seedDemoConversations } from './demo-conversations'
import { DEMO_USER_EMAIL, describeDemoLogins, seedDemoExperts } from './demo-experts'
import { seedDemoShop } from './demo-shop'
import { seedDemoOffers } from '../features/consultations'

/**
 * Demo data (SEED_DEMO): by default on an empty database outside production.
 * Each feature contributes its part through seedDemo* functions called below.
 */
export async function seedIfWanted(ctx: AppContext, chat: { sendMessage: ChatSender['send'] }): Promise<{ demoLogins?: string }> {
  const wanted = ctx.config.seedDemo ?? (!ctx.config.production && (await isDatabaseEmpty(ctx)))
  if (wanted && (await isDatabaseEmpty(ctx)) && (await claimSeeding(ctx))) {
    ctx.logger.info('seeding demo data')
    await seedDemoExperts(ctx)
    await seedDemoOffers(ctx)
    await seedDemoConversations(ctx, chat.sendMessage, DEMO_USER_EMAIL)
    await seedDemoShop(ctx)
  }
  return { demoLogins: await describeDemoLogins(ctx) }
}

/**
 * Whether this process seeds: the first of several instances starting on one empty database records
 * its claim, the others start without seeding (each would otherwise create the same demo accounts).
 */
async function claimSeeding(ctx: AppContext): Promise<boolean> {
  const token = randomUUID()
  return (await getOrCreateSecret(ctx.database, 'demo-seed-claim', () => token)) === token
}

async function isDatabaseEmpty(ctx: AppContext): Promise<boolean> {
  const row = await ctx.database.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}
