import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { CUSTOM_URL_LENGTH } from '../../../shared/constants'
import { splitDisplayName } from '../../../shared/names'
import type {
  AdminApplicationsPage,
  AdminApplicationsQuery,
  ApplicationStatus,
  ExpertApplicationDraft,
  ExpertApplicationView,
  FileSummary,
} from '../../../shared/schemas/expert-application'
import { expertApplicationSubmitSchema } from '../../../shared/schemas/expert-application'
import { PHOTO_NOT_OWN_MESSAGE } from '../../../shared/schemas/upload'
import type { SessionUser } from '../../auth/auth'
import type { AppContext } from '../../context'
import type { ExpertApplicationsTable } from '../../db/core.tables'
import { beyondCursor, keysetPage } from '../../db/keyset'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { badRequest } from '../../http/validate'
import { endSocketSessions } from '../../realtime/session-guard'
import { documentsOf, isOwnPhoto } from '../uploads'
import { announceExpertsChanged } from './expert-records'
import { profileFields, reachFields, toResponseRate } from './public-expert'
import { SOCKET_EVENTS } from '../../../shared/socket-events'

type Row = Selectable<ExpertApplicationsTable>

/** A person's whole expert record, if they have one (their account settings). */
export async function expertRecordOf(db: Kysely<DB>, userId: string) {
  return db.selectFrom('expert_applications').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

/** How a person appears as an expert, whatever their application's state (GET /api/me). */
export async function expertIdentityOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('expert_applications')
    .select(['first_name', 'display_name', 'photo_url', 'custom_url', 'approved', 'suspended'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export function toView(row: Row, documents: FileSummary[]): ExpertApplicationView {
  return {
    ...profileFields(row),
    email: row.email,
    accountType: row.account_type === 'business' ? 'business' : 'expert',
    address: row.address,
    rating: Number(row.rating),
    ratingCount: Number(row.rating_count),
    responseRate: toResponseRate(row.response_rate),
    ...reachFields(row),
    status: row.status as ApplicationStatus,
    approved: row.approved === 1,
    suspended: row.suspended === 1,
    reviewReason: row.review_reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    documents,
  }
}

export async function getApplication(db: Kysely<DB>, userId: string): Promise<ExpertApplicationView | null> {
  const row = await db.selectFrom('expert_applications').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return row ? toView(row, await documentsOf(db, userId)) : null
}

/**
 * What experts read of the account (the profiles feature), given by the composition root
 * (features/index.ts): profiles imports experts, so experts cannot import profiles.
 */
export interface AccountReads {
  /** True when no other user has this custom URL, in any case (profiles and expert records share one namespace). */
  isCustomUrlFree: (db: Kysely<DB>, customURL: string, userId: string) => Promise<boolean>
  /** Names, photo and page address of those of these people who have a profile: an application starts from them. */
  profileCardsOf: (
    db: Kysely<DB>,
    ids: readonly string[],
  ) => Promise<{ user_id: string; first_name: string; last_name: string; display_name: string; photo_url: string; custom_url: string }[]>
}

function customUrlTaken(): ApiError {
  return new ApiError(409, 'custom-url-taken', 'customURL: this custom URL is already taken, choose another', {
    customURL: 'This custom URL is already taken',
  })
}

/** Columns the applicant may write, from a validated draft. Review fields are never in here. */
function draftColumns(draft: ExpertApplicationDraft): Partial<ExpertApplicationsTable> {
  const set: Partial<ExpertApplicationsTable> = {}
  if (draft.accountType !== undefined) set.account_type = draft.accountType
  if (draft.occupation !== undefined) set.occupation = draft.occupation
  if (draft.yearsOfExperience !== undefined) set.years_of_experience = draft.yearsOfExperience
  if (draft.description !== undefined) set.description = draft.description
  if (draft.expertise_areas !== undefined) set.expertise_areas = JSON.stringify(draft.expertise_areas)
  if (draft.keywords !== undefined) set.keywords = JSON.stringify(draft.keywords)
  if (draft.city !== undefined) set.city = draft.city
  if (draft.address !== undefined) set.address = draft.address
  if (draft.responseRate !== undefined) set.response_rate = draft.responseRate
  if (draft.selectedOptions !== undefined) {
    set.offers_call = draft.selectedOptions.call ? 1 : 0
    set.offers_email = draft.selectedOptions.email ? 1 : 0
    set.offers_video = draft.selectedOptions.video ? 1 : 0
  }
  if (draft.customURL !== undefined) set.custom_url = draft.customURL
  if (draft.twitterUrl !== undefined) set.twitter_url = draft.twitterUrl
  if (draft.linkedinUrl !== undefined) set.linkedin_url = draft.linkedinUrl
  if (draft.websiteUrl !== undefined) set.website_url = draft.websiteUrl
  if (draft.photoURL !== undefined && draft.photoURL !== '') set.photo_url = draft.photoURL
  return set
}

/**
 * Creates or updates the signed-in user's application (draft save, autosave, expert settings).
 * An approved expert's edit is live at once, except a new occupation or account type, which sends
 * the application back to review (hidden from search until approved again).
 */
export async function saveApplication(
  ctx: AppContext,
  account: AccountReads,
  user: SessionUser,
  draft: ExpertApplicationDraft,
): Promise<{ application: ExpertApplicationView; backToReview: boolean }> {
  const { db } = ctx.database
  const now = new Date().toISOString()
  if (draft.customURL !== undefined && !(await account.isCustomUrlFree(db, draft.customURL, user.id))) throw customUrlTaken()
  if (draft.photoURL && !(await isOwnPhoto(db, user.id, draft.photoURL))) {
    throw new ApiError(400, 'bad-request', `photoURL: ${PHOTO_NOT_OWN_MESSAGE}`, { photoURL: PHOTO_NOT_OWN_MESSAGE })
  }
  const existing = await db.selectFrom('expert_applications').selectAll().where('user_id', '=', user.id).executeTakeFirst()
  const set = draftColumns(draft)
  let backToReview = false
  if (!existing) {
    const [profile] = await account.profileCardsOf(db, [user.id])
    const names = profile
      ? { firstName: profile.first_name, lastName: profile.last_name, displayName: profile.display_name }
      : { ...splitDisplayName(user.name), displayName: user.name }
    // The applicant's choice, else their account's address, else a random unused one (DATA-25 as DATA-10).
    let customURL = set.custom_url ?? profile?.custom_url.toLowerCase() ?? ''
    while (!customURL || !(await account.isCustomUrlFree(db, customURL, user.id)))
      customURL = randomUUID().replaceAll('-', '').slice(0, CUSTOM_URL_LENGTH)
    await db
      .insertInto('expert_applications')
      .values({
        user_id: user.id,
        display_name: names.displayName,
        first_name: names.firstName,
        last_name: names.lastName,
        photo_url: profile?.photo_url || user.image || '',
        email: user.email,
        occupation: '',
        years_of_experience: 0,
        description: '',
        expertise_areas: '[]',
        keywords: '[]',
        city: '',
        address: '',
        rating: 0,
        rating_count: 0,
        response_rate: 'Within One Day',
        offers_call: 0,
        offers_email: 0,
        offers_video: 0,
        twitter_url: '',
        linkedin_url: '',
        website_url: '',
        account_type: 'expert',
        ...set,
        custom_url: customURL,
        status: 'draft',
        approved: 0,
        suspended: 0,
        review_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        submitted_at: null,
        approved_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
  } else {
    const update: Partial<ExpertApplicationsTable> = { ...set, updated_at: now }
    const credentialsChanged =
      (set.occupation !== undefined && set.occupation !== existing.occupation) ||
      (set.account_type !== undefined && set.account_type !== existing.account_type)
    if (existing.status === 'approved' && credentialsChanged) {
      backToReview = true
      Object.assign(update, backToReviewColumns(now))
    }
    await db.updateTable('expert_applications').set(update).where('user_id', '=', user.id).execute()
    if (existing.status === 'approved') await notifyExpertChanged(ctx, user.id)
  }
  const application = (await getApplication(db, user.id))!
  return { application, backToReview }
}

/** An approved expert's application back in the operator's queue (hidden from search until approved again). */
function backToReviewColumns(now: string): Partial<ExpertApplicationsTable> {
  return { status: 'pending', approved: 0, submitted_at: now, review_reason: null, updated_at: now }
}

/**
 * Credential documents added or removed: what the operator approved is not what the expert now
 * shows, so an approved expert goes back to review. Answers whether it did.
 */
export async function credentialsChanged(ctx: AppContext, userId: string): Promise<boolean> {
  const now = new Date().toISOString()
  const result = await ctx.database.db
    .updateTable('expert_applications')
    .set(backToReviewColumns(now))
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  await notifyExpertChanged(ctx, userId)
  return true
}

/** Draft → pending (also a rejected application, resubmitted). Checks the fields submitting requires. */
export async function submitApplication(ctx: AppContext, userId: string): Promise<ExpertApplicationView> {
  const { db } = ctx.database
  const current = await getApplication(db, userId)
  if (!current) throw new ApiError(400, 'bad-request', 'Save your application before submitting it.')
  if (current.status === 'approved') throw new ApiError(409, 'already-approved', 'Your application is already approved.')
  const result = expertApplicationSubmitSchema.safeParse(current)
  if (!result.success) throw badRequest(result.error.issues)
  const now = new Date().toISOString()
  await db
    .updateTable('expert_applications')
    .set({ status: 'pending', approved: 0, submitted_at: now, review_reason: null, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
  return (await getApplication(db, userId))!
}

async function notifyExpertChanged(ctx: AppContext, userId: string): Promise<void> {
  ctx.emitToUser(userId, SOCKET_EVENTS.ME_CHANGED, {})
  await announceExpertsChanged(ctx, [userId])
}

// ---------------------------------------------------------------- operator

/**
 * One page of the operator's list: pending applications oldest first (a queue), the others most
 * recently changed first; searched by name, email or occupation; keyset-paged on (time, user id).
 */
export async function listApplications(db: Kysely<DB>, query: AdminApplicationsQuery): Promise<AdminApplicationsPage> {
  const queue = query.state === 'pending'
  const at = queue ? 'a.submitted_at' : 'a.updated_at'
  let q = db
    .selectFrom('expert_applications as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .selectAll('a')
    .select(['u.name as account_name', 'u.email as account_email'])
    .where('a.status', '=', query.state === 'suspended' ? 'approved' : query.state)
  if (query.state === 'approved' || query.state === 'suspended') q = q.where('a.suspended', '=', query.state === 'suspended' ? 1 : 0)
  const term = query.q.toLowerCase().replace(/[%_\\]/g, '')
  if (term) {
    const like = `%${term}%`
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['a.display_name']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['a.occupation']), 'like', like),
      ]),
    )
  }
  if (query.cursor) q = q.where(beyondCursor(query.cursor, at, 'a.user_id', queue ? 'newer' : 'older'))
  const rows = await q
    .orderBy(at, queue ? 'asc' : 'desc')
    .orderBy('a.user_id', queue ? 'asc' : 'desc')
    .limit(query.limit + 1)
    .execute()
  const { page, nextCursor } = keysetPage(rows, query.limit, (r) => [(queue ? r.submitted_at : r.updated_at) ?? '', r.user_id])
  const applications = await Promise.all(
    page.map(async ({ account_name, account_email, ...row }) => ({
      ...toView(row, await documentsOf(db, row.user_id)),
      accountName: account_name,
      accountEmail: account_email,
    })),
  )
  return { applications, nextCursor }
}

export type Decision = 'approve' | 'reject' | 'suspend' | 'unsuspend' | 'reopen'

/** What each decision needs the application to be in, and what it changes. */
function decisionChange(row: Row, decision: Decision, reason: string | null, now: string): Partial<ExpertApplicationsTable> {
  switch (decision) {
    case 'approve':
    case 'reject':
      if (row.status !== 'pending') throw new ApiError(409, 'not-pending', `This application is ${row.status}, not pending.`)
      return decision === 'approve'
        ? { status: 'approved', approved: 1, approved_at: row.approved_at ?? now, review_reason: null, reviewed_at: now, updated_at: now }
        : { status: 'rejected', approved: 0, review_reason: reason, reviewed_at: now, updated_at: now }
    case 'suspend':
    case 'unsuspend':
      if (row.status !== 'approved') throw new ApiError(409, 'not-approved', 'Only an approved expert can be suspended or restored.')
      return { suspended: decision === 'suspend' ? 1 : 0, updated_at: now }
    case 'reopen':
      // The operator's Undo of an approval or a rejection: back in the queue where it was.
      if ((row.status !== 'approved' && row.status !== 'rejected') || row.suspended === 1) {
        throw new ApiError(
          409,
          'not-decided',
          `This application is ${row.suspended ? 'suspended' : row.status}; only an approved or rejected one goes back to pending.`,
        )
      }
      return { status: 'pending', approved: 0, review_reason: null, updated_at: now }
  }
}

/** An operator's decision: applied, recorded with who and when, mailed and pushed to the applicant. */
export async function decide(
  ctx: AppContext,
  reviewer: SessionUser,
  userId: string,
  decision: Decision,
  reason: string | null,
): Promise<ExpertApplicationView> {
  const { db } = ctx.database
  const row = await db.selectFrom('expert_applications').selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (!row) throw new ApiError(404, 'not-found', 'No application for this user.')
  const now = new Date().toISOString()
  let set = decisionChange(row, decision, reason, now)
  if (decision === 'approve' || decision === 'reject') set = { ...set, reviewed_by: reviewer.id }
  return inTransaction(db, async (trx, afterCommit) => {
    await trx.updateTable('expert_applications').set(set).where('user_id', '=', userId).execute()
    await trx
      .insertInto('application_reviews')
      .values({
        id: randomUUID(),
        user_id: userId,
        reviewer_id: reviewer.id,
        reviewer_email: reviewer.email,
        decision,
        reason,
        created_at: now,
      })
      .execute()
    const application = (await getApplication(trx, userId))!
    if (decision === 'approve' || decision === 'reject' || decision === 'reopen') {
      afterCommit(() =>
        ctx.emitToUser(userId, SOCKET_EVENTS.APPLICATION_REVIEWED, { status: application.status, reason: reason ?? undefined }),
      )
    }
    afterCommit(() => notifyExpertChanged(ctx, userId))
    if (decision === 'suspend') afterCommit(() => endSocketSessions(ctx.bus, { userId }))
    afterCommit(() =>
      mailDecision(ctx, row, decision, reason).catch((error: unknown) => ctx.logger.error({ err: error, userId }, 'review email failed')),
    )
    return application
  })
}

async function mailDecision(ctx: AppContext, row: Row, decision: Decision, reason: string | null): Promise<void> {
  const hi = `Hi ${row.first_name || row.display_name},\n\n`
  const link = (path: string) => `${ctx.config.publicUrl}${path}`
  const bodies: Record<Decision, [string, string]> = {
    approve: [
      'Your Tio expert application is approved',
      `${hi}Good news: your expert application is approved. You now appear in Tio's expert search and have a public page:\n${link(`/expert/${row.custom_url}`)}\n\nManage your expert profile here: ${link('/expertsettings')}\n\nThe Tio team`,
    ],
    reject: [
      'Your Tio expert application',
      `${hi}Thank you for applying to become a Tio expert. We could not approve your application yet, for this reason:\n\n${reason ?? ''}\n\nYou can update it and submit it again here: ${link('/ExpertVerification')}\n\nThe Tio team`,
    ],
    suspend: [
      'Your Tio expert profile is suspended',
      `${hi}Your expert profile is suspended for now and hidden from search and public pages.${reason ? `\n\nReason: ${reason}` : ''}\n\nReply to this email if you have questions.\n\nThe Tio team`,
    ],
    reopen: [
      'Your Tio expert application is back in review',
      `${hi}The decision on your expert application was withdrawn: it is back in the review queue, and we will write again once it is decided. You do not need to do anything.\n\nThe Tio team`,
    ],
    unsuspend: [
      'Your Tio expert profile is visible again',
      `${hi}Your expert profile is visible again in search and on your public page:\n${link(`/expert/${row.custom_url}`)}\n\nThe Tio team`,
    ],
  }
  const [subject, text] = bodies[decision]
  await ctx.mailer.send({ to: row.email, subject, text })
}

export async function listReviews(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('application_reviews')
    .select(['decision', 'reason', 'reviewer_email as reviewerEmail', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
}

// ---------------------------------------------------------------- public

export async function findPublicExpertRow(db: Kysely<DB>, customURL: string): Promise<Row | undefined> {
  return db
    .selectFrom('expert_applications')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['custom_url']), '=', customURL.toLowerCase()))
    .where('approved', '=', 1)
    .where('status', '=', 'approved')
    .where('suspended', '=', 0)
    .executeTakeFirst()
}
