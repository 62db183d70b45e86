import type { Kysely } from 'kysely'
import {
  OFFER_KINDS,
  type Availability,
  type ExpertOffers,
  type Offer,
  type OfferKind,
  type OfferMedium,
  type OffersInput,
} from '../../../shared/schemas/consultation'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { BUS_EVENTS } from '../../../shared/bus-events'
import { listedExperts } from '../experts'

/** The approved, unsuspended expert record of `userId`, or 403. */
export async function requireApprovedExpert(db: Kysely<DB>, userId: string) {
  const expert = await listedExperts(db)
    .select(['user_id', 'display_name', 'email', 'offers_call', 'offers_video', 'custom_url'])
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst()
  if (!expert) throw new ApiError(403, 'forbidden', 'Only an approved expert can do that.')
  return expert
}

const byKind = (a: Offer, b: Offer) =>
  OFFER_KINDS.indexOf(a.kind) - OFFER_KINDS.indexOf(b.kind) || (a.medium ?? '').localeCompare(b.medium ?? '')

/** The offers of many experts at once (search cards, Tio Chat cards): expert id → offers, cheapest first per kind. */
export async function getOffersOf(db: Kysely<DB>, expertIds: readonly string[]): Promise<Map<string, ExpertOffers>> {
  const result = new Map<string, ExpertOffers>()
  if (expertIds.length === 0) return result
  const ids = [...new Set(expertIds)]
  const [rows, settings] = await Promise.all([
    db.selectFrom('expert_offers').select(['expert_id', 'kind', 'medium', 'price']).where('expert_id', 'in', ids).execute(),
    db.selectFrom('expert_availability').select(['expert_id', 'free_first_message']).where('expert_id', 'in', ids).execute(),
  ])
  for (const id of ids) result.set(id, { offers: [], freeFirstMessage: false })
  for (const r of rows)
    result
      .get(r.expert_id)!
      .offers.push({ kind: r.kind as OfferKind, price: Number(r.price), medium: (r.medium || null) as OfferMedium | null })
  for (const s of settings) result.get(s.expert_id)!.freeFirstMessage = s.free_first_message === 1
  for (const offers of result.values()) offers.offers.sort(byKind)
  return result
}

export async function getOffers(db: Kysely<DB>, expertId: string): Promise<ExpertOffers> {
  return (await getOffersOf(db, [expertId])).get(expertId)!
}

/** Replaces an expert's offers; a call's medium must be one of their communication options (voice = call, video). */
export async function setOffers(ctx: AppContext, userId: string, input: OffersInput): Promise<ExpertOffers> {
  const { db } = ctx.database
  const expert = await requireApprovedExpert(db, userId)
  for (const offer of input.offers) {
    if (offer.medium === 'voice' && !expert.offers_call)
      throw new ApiError(400, 'bad-request', 'medium: voice calls are not among your communication options', {
        offers: 'Voice calls are not among your communication options',
      })
    if (offer.medium === 'video' && !expert.offers_video)
      throw new ApiError(400, 'bad-request', 'medium: video calls are not among your communication options', {
        offers: 'Video calls are not among your communication options',
      })
  }
  const now = new Date().toISOString()
  await inTransaction(db, async (trx, afterCommit) => {
    await trx.deleteFrom('expert_offers').where('expert_id', '=', userId).execute()
    if (input.offers.length > 0) {
      await trx
        .insertInto('expert_offers')
        .values(
          input.offers.map((o) => ({
            expert_id: userId,
            kind: o.kind,
            medium: o.kind === 'answer' ? '' : (o.medium ?? ''),
            price: o.price,
            updated_at: now,
          })),
        )
        .execute()
    }
    await trx
      .insertInto('expert_availability')
      .values({ expert_id: userId, ...DEFAULT_AVAILABILITY_ROW, free_first_message: input.freeFirstMessage ? 1 : 0, updated_at: now })
      .onConflict((oc) => oc.column('expert_id').doUpdateSet({ free_first_message: input.freeFirstMessage ? 1 : 0, updated_at: now }))
      .execute()
    afterCommit(() => ctx.bus.publish(BUS_EVENTS.EXPERTS_CHANGED, { userId }))
  })
  return getOffers(db, userId)
}

export const DEFAULT_AVAILABILITY: Availability = {
  timeZone: 'UTC',
  weeklyHours: {
    mon: [['09:00', '17:00']],
    tue: [['09:00', '17:00']],
    wed: [['09:00', '17:00']],
    thu: [['09:00', '17:00']],
    fri: [['09:00', '17:00']],
  },
  bufferMinutes: 15,
  minNoticeHours: 12,
  daysOff: [],
}
const DEFAULT_AVAILABILITY_ROW = {
  time_zone: DEFAULT_AVAILABILITY.timeZone,
  weekly_hours: JSON.stringify(DEFAULT_AVAILABILITY.weeklyHours),
  buffer_minutes: DEFAULT_AVAILABILITY.bufferMinutes,
  min_notice_hours: DEFAULT_AVAILABILITY.minNoticeHours,
  days_off: '[]',
}

/** An expert's booking hours; the defaults (weekdays 9–17 UTC) until they set their own. */
export async function getAvailability(db: Kysely<DB>, expertId: string): Promise<Availability> {
  const row = await db.selectFrom('expert_availability').selectAll().where('expert_id', '=', expertId).executeTakeFirst()
  if (!row) return DEFAULT_AVAILABILITY
  return {
    timeZone: row.time_zone,
    weeklyHours: JSON.parse(row.weekly_hours) as Availability['weeklyHours'],
    bufferMinutes: Number(row.buffer_minutes),
    minNoticeHours: Number(row.min_notice_hours),
    daysOff: JSON.parse(row.days_off) as string[],
  }
}

export async function setAvailability(ctx: AppContext, userId: string, input: Availability): Promise<Availability> {
  const { db } = ctx.database
  await requireApprovedExpert(db, userId)
  const now = new Date().toISOString()
  const values = {
    time_zone: input.timeZone,
    weekly_hours: JSON.stringify(input.weeklyHours),
    buffer_minutes: input.bufferMinutes,
    min_notice_hours: input.minNoticeHours,
    days_off: JSON.stringify([...new Set(input.daysOff)].sort()),
    updated_at: now,
  }
  await db
    .insertInto('expert_availability')
    .values({ expert_id: userId, ...values, free_first_message: 0 })
    .onConflict((oc) => oc.column('expert_id').doUpdateSet(values))
    .execute()
  return getAvailability(db, userId)
}
