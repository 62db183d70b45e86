import type { AppContext } from '../context'
import type { ChatSender } from '../features/chat/chat.send'
import { seedDemoConversations } from './demo-conversations'
import { DEMO_USER_EMAIL, describeDemoLogins, seedDemoExperts } from './demo-experts'
import { seedDemoShop } from './demo-shop'

/**
 * Demo data (SEED_DEMO): by default on an empty database outside production.
 * Each feature contributes its part through seedDemo* functions called below.
 */
export async function seedIfWanted(ctx: AppContext, chat: { sendMessage: ChatSender['send'] }): Promise<{ demoLogins?: string }> {
  const wanted = ctx.config.seedDemo ?? (!ctx.config.production && (await isDatabaseEmpty(ctx)))
  if (wanted && (await isDatabaseEmpty(ctx))) {
    ctx.logger.info('seeding demo data')
    await seedDemoExperts(ctx)
    await seedDemoConversations(ctx, chat.sendMessage, DEMO_USER_EMAIL)
    await seedDemoShop(ctx)
  }
  return { demoLogins: await describeDemoLogins(ctx) }
}

async function isDatabaseEmpty(ctx: AppContext): Promise<boolean> {
  const row = await ctx.database.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}
