import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  RATING_ALREADY_MESSAGE,
  RATING_NOT_ELIGIBLE_MESSAGE,
  REVIEW_ALREADY_ANSWERED_MESSAGE,
  RATING_SELF_MESSAGE,
  type MyRating,
  type RateExpertInput,
  type RatingSummary,
  type ReviewsPage,
} from '../../../shared/schemas/rating'
import type { AppContext } from '../../context'
import type { Dialect } from '../../db/database'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { beyondCursor, keysetPage } from '../../db/keyset'
import { repliedInChat } from '../chat'
import { deliveredBookingBetween } from '../consultations'
import { announceExpertsChanged, expertFirstNamesOf, listedExperts, lockExpertRecords, setRatingSummary } from '../experts'

const NO_EXPERT = 'No expert with this id.'

/**
 * First names on these people's profiles: the profiles feature's read, given by the composition root
 * (features/index.ts), since profiles imports ratings (account deletion removes the ratings one gave).
 */
export type ProfileNamesOf = (db: Kysely<DB>, ids: readonly string[]) => Promise<{ user_id: string; first_name: string }[]>

/** Listed = approved and not suspended: the only experts anyone may rate or read reviews of. */
async function findListedExpert(db: Kysely<DB>, expertId: string) {
  return listedExperts(db)
    .select(['user_id', 'rating', 'rating_count'])
    .where('user_id', '=', expertId)
    .where('status', '=', 'approved')
    .executeTakeFirst()
}

/**
 * The consultation that allows a rating now (issue 23 item 7): the rater's latest delivered booking
 * with the expert (its id), else a conversation the expert replied to ('conversation'); null when
 * there is none. One rating per consultation: a new one allows rating again.
 */
export async function ratableConsultation(db: Kysely<DB>, raterId: string, expertId: string): Promise<string | null> {
  const booking = await deliveredBookingBetween(db, raterId, expertId)
  if (booking) return booking
  return (await repliedInChat(db, raterId, expertId)) ? 'conversation' : null
}

/**
 * rating = mean of every rating (the baseline's ratings included), rounded to one decimal, and
 * rating_count = their number; written on the expert's record in the caller's transaction.
 */
export async function recomputeExpertRating(trx: Kysely<DB>, expertId: string): Promise<RatingSummary> {
  const [totals, baseline] = await Promise.all([
    trx
      .selectFrom('ratings')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('stars').as('total')])
      .where('expert_id', '=', expertId)
      .executeTakeFirstOrThrow(),
    trx.selectFrom('rating_baselines').select(['rating', 'rating_count']).where('expert_id', '=', expertId).executeTakeFirst(),
  ])
  const baseCount = Number(baseline?.rating_count ?? 0)
  const count = Number(totals.n) + baseCount
  const sum = Number(totals.total ?? 0) + Number(baseline?.rating ?? 0) * baseCount
  const rating = count > 0 ? Math.round((sum / count) * 10) / 10 : 0
  await setRatingSummary(trx, expertId, { rating, ratingCount: count })
  return { rating, ratingCount: count }
}

type Eligibility = Pick<MyRating, 'eligible' | 'reason' | 'message'> & { consultation: string | null }

async function describeEligibility(
  db: Kysely<DB>,
  raterId: string,
  expertId: string,
  rated: string | null | undefined,
): Promise<Eligibility> {
  if (raterId === expertId) return { eligible: false, reason: 'self', message: RATING_SELF_MESSAGE, consultation: null }
  const consultation = await ratableConsultation(db, raterId, expertId)
  if (!consultation) return { eligible: false, reason: 'no-conversation', message: RATING_NOT_ELIGIBLE_MESSAGE, consultation }
  if (rated === consultation) return { eligible: false, reason: 'already-rated', message: RATING_ALREADY_MESSAGE, consultation }
  return { eligible: true, reason: null, message: null, consultation }
}

const ERROR_CODES = { self: 'cannot-rate-self', 'no-conversation': 'rating-not-eligible', 'already-rated': 'already-rated' } as const

const ratingOf = (db: Kysely<DB>, raterId: string, expertId: string) =>
  db
    .selectFrom('ratings')
    .select(['stars', 'review', 'updated_at', 'consultation'])
    .where('expert_id', '=', expertId)
    .where('rater_id', '=', raterId)
    .executeTakeFirst()

/**
 * The rater's rating of the expert, once per consultation: a later consultation replaces their earlier
 * rating (and the expert's answer to it). Recomputes the expert's rating, then tells search.
 */
export async function rateExpert(
  ctx: AppContext,
  raterId: string,
  expertId: string,
  input: RateExpertInput,
): Promise<{ mine: NonNullable<MyRating['rating']>; expert: RatingSummary }> {
  const { db, dialect } = ctx.database
  if (!(await findListedExpert(db, expertId))) throw new ApiError(404, 'not-found', NO_EXPERT)
  const eligibility = await describeEligibility(db, raterId, expertId, (await ratingOf(db, raterId, expertId))?.consultation)
  if (!eligibility.eligible) {
    throw new ApiError(eligibility.reason === 'already-rated' ? 409 : 403, ERROR_CODES[eligibility.reason!], eligibility.message!)
  }
  const consultation = eligibility.consultation!
  const review = input.review ? input.review : null
  const now = new Date().toISOString()
  const expert = await inTransaction(db, async (trx, afterCommit) => {
    await lockExpertRecords(trx, dialect, [expertId])
    const current = await findListedExpert(trx, expertId)
    if (!current) throw new ApiError(404, 'not-found', NO_EXPERT)
    // The aggregate from before single ratings were stored keeps counting (captured once).
    await trx
      .insertInto('rating_baselines')
      .values({ expert_id: expertId, rating: Number(current.rating), rating_count: Number(current.rating_count), created_at: now })
      .onConflict((oc) => oc.column('expert_id').doNothing())
      .execute()
    // Compare-and-set on the consultation: two concurrent ratings of the same consultation store one.
    const stored = await trx
      .insertInto('ratings')
      .values({
        id: randomUUID(),
        expert_id: expertId,
        rater_id: raterId,
        stars: input.stars,
        review,
        consultation,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['expert_id', 'rater_id'])
          .doUpdateSet({ stars: input.stars, review, consultation, answer: null, answered_at: null, updated_at: now })
          .where((eb) => eb.or([eb('ratings.consultation', 'is', null), eb('ratings.consultation', '<>', consultation)])),
      )
      .executeTakeFirst()
    if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError(409, 'already-rated', RATING_ALREADY_MESSAGE)
    afterCommit(() => announceExpertsChanged(ctx, [expertId]))
    return recomputeExpertRating(trx, expertId)
  })
  return { mine: { stars: input.stars, review, updatedAt: now }, expert }
}

export async function getMyRating(db: Kysely<DB>, raterId: string, expertId: string): Promise<MyRating> {
  if (!(await findListedExpert(db, expertId))) throw new ApiError(404, 'not-found', NO_EXPERT)
  const row = await ratingOf(db, raterId, expertId)
  const { consultation: _consultation, ...eligibility } = await describeEligibility(db, raterId, expertId, row?.consultation)
  return { rating: row ? { stars: Number(row.stars), review: row.review, updatedAt: row.updated_at } : null, ...eligibility }
}

/** Public reviews of a listed expert, newest first (keyset on updated_at, id): first name, stars, text, date. */
export async function listReviews(
  db: Kysely<DB>,
  profileNamesOf: ProfileNamesOf,
  expertId: string,
  options: { cursor?: string; limit?: number },
): Promise<ReviewsPage> {
  if (!(await findListedExpert(db, expertId))) throw new ApiError(404, 'not-found', NO_EXPERT)
  const limit = options.limit ?? 10
  let query = db
    .selectFrom('ratings as r')
    .innerJoin('user as u', 'u.id', 'r.rater_id')
    .select(['r.id', 'r.rater_id', 'r.stars', 'r.review', 'r.answer', 'r.answered_at', 'r.updated_at', 'u.name'])
    .where('r.expert_id', '=', expertId)
  if (options.cursor) query = query.where(beyondCursor(options.cursor, 'r.updated_at', 'r.id'))
  const rows = await query
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1)
    .execute()
  const { page, nextCursor } = keysetPage(rows, limit, (r) => [r.updated_at, r.id])
  const raters = [...new Set(page.map((r) => r.rater_id))]
  const [profiles, experts] = await Promise.all([profileNamesOf(db, raters), expertFirstNamesOf(db, raters)])
  const profileFirst = new Map(profiles.map((p) => [p.user_id, p.first_name]))
  const expertFirst = new Map(experts.map((e) => [e.user_id, e.first_name]))
  return {
    reviews: page.map((r) => ({
      id: r.id,
      firstName: profileFirst.get(r.rater_id) || expertFirst.get(r.rater_id) || r.name.split(' ')[0] || 'Tio member',
      stars: Number(r.stars),
      review: r.review,
      date: r.updated_at,
      answer: r.answer ? { text: r.answer, date: r.answered_at ?? r.updated_at } : null,
    })),
    nextCursor,
  }
}

/** The expert answers a review of them, once, publicly (compare-and-set on the empty answer). */
export async function answerReview(
  db: Kysely<DB>,
  expertId: string,
  reviewId: string,
  text: string,
): Promise<{ text: string; date: string }> {
  const date = new Date().toISOString()
  const written = await db
    .updateTable('ratings')
    .set({ answer: text, answered_at: date })
    .where('id', '=', reviewId)
    .where('expert_id', '=', expertId)
    .where('answer', 'is', null)
    .executeTakeFirst()
  if (Number(written.numUpdatedRows) === 1) return { text, date }
  const row = await db.selectFrom('ratings').select('id').where('id', '=', reviewId).where('expert_id', '=', expertId).executeTakeFirst()
  if (!row) throw new ApiError(404, 'not-found', 'No review of you with this id.')
  throw new ApiError(409, 'already-answered', REVIEW_ALREADY_ANSWERED_MESSAGE)
}

/**
 * Account deletion: removes every rating the user gave and recomputes the experts they rated, in
 * the deletion transaction. Returns those experts, to announce to search after the commit.
 */
export async function deleteRatingsBy(trx: Kysely<DB>, dialect: Dialect, raterId: string): Promise<string[]> {
  const rated = await trx.selectFrom('ratings').select('expert_id').where('rater_id', '=', raterId).execute()
  const expertIds = [...new Set(rated.map((r) => r.expert_id))]
  if (expertIds.length === 0) return []
  await lockExpertRecords(trx, dialect, expertIds)
  await trx.deleteFrom('ratings').where('rater_id', '=', raterId).execute()
  for (const expertId of expertIds) await recomputeExpertRating(trx, expertId)
  return expertIds
}
