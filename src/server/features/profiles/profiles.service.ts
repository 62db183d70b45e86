import { sql, type Kysely } from 'kysely'
import { toDisplayName } from '../../../shared/names'
import type { OwnProfile, PointsPage, ProfileSettingsInput } from '../../../shared/schemas/profile'
import { PHOTO_NOT_OWN_MESSAGE } from '../../../shared/schemas/upload'
import { SOCKET_EVENTS } from '../../../shared/socket-events'
import type { SessionUser } from '../../auth/auth'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { inTransaction } from '../../db/transaction'
import { ApiError } from '../../http/errors'
import { endSocketSessions } from '../../realtime/session-guard'
import { announceExpertsChanged, expertRecordOf, setAccountDetails } from '../experts'
import { balances, history } from '../ledger'
import { eraseAccountData } from './account-deletion'
import { isCustomUrlFree } from './profile-reads'
import { passwordHashOf } from './reauthentication'
import { applyReferralCode } from './referral-code'
import type { ReferralsService } from '../referrals'
import { deleteFile, findFile, isOwnPhoto, removeUnfinishedUploads, removeUserFiles } from '../uploads'

function fieldError(status: 400 | 404 | 409, code: string, field: string, message: string) {
  return new ApiError(status, code, `${field}: ${message}`, { [field]: message })
}

/** A person's profile row, if they have one (GET /api/me). */
export async function profileOf(db: Kysely<DB>, userId: string) {
  return db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

async function loadAccount(db: Kysely<DB>, userId: string) {
  const [profile, expert] = await Promise.all([profileOf(db, userId), expertRecordOf(db, userId)])
  return { profile, expert }
}

/** The account as its owner sees it: what others see plus points, referral code and application status. */
export async function getOwnProfile(db: Kysely<DB>, user: SessionUser): Promise<OwnProfile> {
  const { profile, expert } = await loadAccount(db, user.id)
  const isApprovedExpert = Boolean(expert && expert.approved === 1 && expert.status === 'approved' && expert.suspended === 0)
  const main = isApprovedExpert ? expert! : (profile ?? expert)
  const customURL = main?.custom_url ?? ''
  return {
    uid: user.id,
    email: user.email,
    firstName: main?.first_name ?? '',
    lastName: main?.last_name ?? '',
    displayName: main?.display_name || user.name,
    photoURL: main?.photo_url || user.image || '',
    customURL,
    publicPath: `${isApprovedExpert || !profile ? '/expert' : '/user'}/${customURL}`,
    ...(await balances(db, user.id).then((b) => ({
      points: b.total,
      pockets: { bonus: b.bonus, bought: b.bought, earned: b.earned, held: b.held },
    }))),
    referralCode: profile?.referral_code ?? null,
    referralSubmitted: profile ? profile.referral_submitted === 1 : false,
    isApprovedExpert,
    hasPassword: (await passwordHashOf(db, user.id)) !== null,
    application: expert
      ? {
          status: expert.status as NonNullable<OwnProfile['application']>['status'],
          reviewReason: expert.review_reason,
          suspended: expert.suspended === 1,
          occupation: expert.occupation,
        }
      : null,
  }
}

/** The points ledger as its owner reads it, newest first, a page at a time (keyset pagination on the server). */
export async function listPointTransactions(
  db: Kysely<DB>,
  userId: string,
  options: { cursor?: string; limit?: number },
): Promise<PointsPage> {
  const { entries, nextCursor } = await history(db, userId, options)
  return {
    transactions: entries.map((e) => ({
      id: e.id,
      amount: e.amount,
      reason: e.reason,
      kind: e.kind,
      holdStatus: e.holdStatus,
      createdAt: e.createdAt,
    })),
    nextCursor,
  }
}

/** A replaced uploaded photo is personal data nobody shows any more: remove it from storage. */
async function removeReplacedAvatars(ctx: AppContext, userId: string, previous: (string | undefined)[], current: string) {
  const ids = new Set<string>()
  for (const url of previous) {
    const match = url && url !== current ? /^\/api\/files\/([A-Za-z0-9-]+)$/.exec(url) : null
    if (match) ids.add(match[1]!)
  }
  for (const id of ids) {
    const row = await findFile(ctx.database.db, id)
    if (row && row.owner_id === userId && row.bucket === 'avatars') await deleteFile(ctx, row)
  }
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '')
}

/** Applies /settings: names (capitalised, display name "First Last"), photo and customURL on every record of the account. */
export async function updateSettings(ctx: AppContext, user: SessionUser, input: ProfileSettingsInput): Promise<OwnProfile> {
  const { db } = ctx.database
  const { profile, expert } = await loadAccount(db, user.id)
  if (!profile && !expert) throw new ApiError(404, 'not-found', 'Your profile does not exist yet. Reload the page and try again.')
  if (input.customURL !== undefined && !(await isCustomUrlFree(db, input.customURL, user.id))) {
    throw fieldError(409, 'custom-url-taken', 'customURL', 'This custom URL is already taken')
  }
  if (input.photoURL !== undefined && !(await isOwnPhoto(db, user.id, input.photoURL))) {
    throw fieldError(400, 'bad-request', 'photoURL', PHOTO_NOT_OWN_MESSAGE)
  }

  const current = profile ?? expert!
  const firstName = input.firstName ?? current.first_name
  const lastName = input.lastName ?? current.last_name
  const names =
    input.firstName !== undefined || input.lastName !== undefined
      ? { first_name: firstName, last_name: lastName, display_name: toDisplayName(firstName, lastName) }
      : {}
  const set = {
    ...names,
    ...(input.photoURL !== undefined ? { photo_url: input.photoURL } : {}),
    ...(input.customURL !== undefined ? { custom_url: input.customURL } : {}),
  }
  if (Object.keys(set).length > 0) {
    const now = new Date().toISOString()
    try {
      await inTransaction(db, async (trx, afterCommit) => {
        if (profile)
          await trx
            .updateTable('profiles')
            .set({ ...set, updated_at: now })
            .where('user_id', '=', user.id)
            .execute()
        if (expert) await setAccountDetails(trx, user.id, { ...set, updated_at: now })
        const account: { name?: string; image?: string } = {}
        if (names.display_name) account.name = names.display_name
        if (input.photoURL !== undefined) account.image = input.photoURL
        if (Object.keys(account).length > 0) await trx.updateTable('user').set(account).where('id', '=', user.id).execute()
        afterCommit(() => ctx.emitToUser(user.id, SOCKET_EVENTS.ME_CHANGED, {}))
        if (expert?.status === 'approved') afterCommit(() => announceExpertsChanged(ctx, [user.id]))
        if (input.photoURL !== undefined)
          afterCommit(() => removeReplacedAvatars(ctx, user.id, [profile?.photo_url, expert?.photo_url], input.photoURL!))
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError(409, 'custom-url-taken', 'customURL', 'This custom URL is already taken')
      throw error
    }
  }
  return getOwnProfile(db, { ...user, name: names.display_name ?? user.name })
}

/**
 * A friend's referral code, once per account (the rules of src/server/features/referrals): both sides
 * are credited now if this account's email is verified, otherwise when it is. Answers the balance and
 * whether the points were credited.
 */
export async function submitReferral(
  ctx: AppContext,
  referrals: Pick<ReferralsService, 'credit'>,
  user: SessionUser,
  code: string,
): Promise<{ points: number; credited: boolean }> {
  const credited = await applyReferralCode(ctx.database.db, referrals, { userId: user.id, code, emailVerified: user.emailVerified })
  return { points: (await balances(ctx.database.db, user.id)).total, credited }
}

/**
 * Deletes the account and its personal data: stored and unfinished files from storage, then the user
 * row, whose foreign keys cascade to sessions, accounts, profile, application, contacts, files and
 * points (contact messages stay for the operators, unlinked). Chats and messages have no foreign key
 * to the user: the other person keeps the conversation, shown with 'Deleted user', and the texts the
 * person sent are replaced by a notice. Other personal data without such a key (Tio Chat, ratings
 * given) is removed in the same transaction by the hooks of account-deletion.ts; what is kept and why
 * is listed in content/pages/privacy-policy.md.
 */
export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const { db, dialect } = ctx.database
  await removeUserFiles(ctx, userId)
  await removeUnfinishedUploads(ctx, userId)
  await inTransaction(db, async (trx, afterCommit) => {
    const ratedExperts = await eraseAccountData(trx, userId, dialect)
    await trx.deleteFrom('session').where('userId', '=', userId).execute()
    await sql`delete from ${sql.table('account')} where ${sql.ref('userId')} = ${userId}`.execute(trx)
    await trx.deleteFrom('user').where('id', '=', userId).execute()
    afterCommit(() => announceExpertsChanged(ctx, [userId, ...ratedExperts]))
    afterCommit(() => endSocketSessions(ctx.bus, { userId }))
  })
}

/** CALL-16: the welcome popup was closed; remembered on the server so it never shows again. */
export async function markWelcomeSeen(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ has_seen_welcome: 1, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute()
}
