import type { AppContext } from '../context'
import { seedDemoConversations } from './demo-conversations'
import { DEMO_USER_EMAIL, seedDemoExperts } from './demo-experts'

/**
 * Demo data (SEED_DEMO): by default on an empty database outside production.
 * Each feature contributes its part through seedDemo* functions called below.
 */
export async function seedIfWanted(ctx: AppContext): Promise<void> {
  const wanted = ctx.config.seedDemo ?? (!ctx.config.production && (await isDatabaseEmpty(ctx)))
  if (!wanted || !(await isDatabaseEmpty(ctx))) return
  ctx.logger.info('seeding demo data')
  await seedDemoExperts(ctx)
  await seedDemoConversations(ctx, DEMO_USER_EMAIL)
}

async function isDatabaseEmpty(ctx: AppContext): Promise<boolean> {
  const row = await ctx.database.db.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0) === 0
}
