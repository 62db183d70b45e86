import { randomUUID } from 'node:crypto'
import { ASSISTANT_DAILY_QUOTA } from '../../src/shared/schemas/assistant'
import type { ExpertApplicationsTable } from '../../src/server/db/core.tables'
import { cookieFrom, type TestServer } from './test-server'
import { BUS_EVENTS } from '../../src/shared/bus-events'
import { transfer } from '../../src/server/features/ledger'

export const DEFAULT_PASSWORD = 'Sup3r$ecret'

export interface TestUser {
  id: string
  email: string
  name: string
  password: string
  /** Cookie header value carrying the session */
  cookie: string
}

/**
 * Signs a user up through the real auth API (so every sign-up hook runs) and returns its session
 * cookie. `verified` marks the email verified directly in the database.
 */
export async function createUser(
  server: TestServer,
  overrides: { email?: string; firstName?: string; lastName?: string; password?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@tio.test`
  const password = overrides.password ?? DEFAULT_PASSWORD
  const firstName = overrides.firstName ?? 'Test'
  const lastName = overrides.lastName ?? 'User'
  const response = await server.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: string; name: string } }
  if (overrides.verified !== false) {
    await server.ctx.database.db
      .updateTable('user')
      .set({ emailVerified: toDbBoolean(server, true) })
      .where('id', '=', user.id)
      .execute()
  }
  const login = await server.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`)
  return { id: user.id, email, name: user.name, password, cookie: cookieFrom(login) }
}

function toDbBoolean(server: TestServer, value: boolean): number | boolean {
  // Better Auth stores booleans as 0/1 on SQLite and as boolean on PostgreSQL.
  return server.dialect === 'postgres' ? value : value ? 1 : 0
}

/** A user with an approved expert application; fields may be overridden. */
export async function createApprovedExpert(
  server: TestServer,
  overrides: Partial<Omit<ExpertApplicationsTable, 'user_id'>> & { email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser & { customURL: string }> {
  const { email, firstName: first, lastName: last, ...columns } = overrides
  const user = await createUser(server, { email, firstName: first, lastName: last })
  const now = new Date().toISOString()
  const [firstName = '', lastName = ''] = user.name.split(' ')
  const customURL = columns.custom_url ?? `x${randomUUID().replaceAll('-', '').slice(0, 7)}`
  await server.ctx.database.db
    .insertInto('expert_applications')
    .values({
      user_id: user.id,
      display_name: user.name,
      first_name: firstName,
      last_name: lastName,
      photo_url: '/avatars/avatar-1.svg',
      email: user.email,
      occupation: 'Family Lawyer',
      years_of_experience: 10,
      description: 'Helps families through separation and custody questions.',
      expertise_areas: JSON.stringify(['Family law', 'Mediation']),
      keywords: JSON.stringify(['divorce', 'custody']),
      city: 'Lisbon',
      address: 'Rua Augusta 1',
      rating: 4.5,
      rating_count: 12,
      response_rate: 'Within An Hour',
      offers_call: 1,
      offers_email: 1,
      offers_video: 0,
      twitter_url: '',
      linkedin_url: '',
      website_url: '',
      account_type: 'expert',
      status: 'approved',
      approved: 1,
      suspended: 0,
      review_reason: null,
      reviewed_by: null,
      reviewed_at: now,
      submitted_at: now,
      approved_at: now,
      created_at: now,
      updated_at: now,
      ...columns,
      custom_url: customURL,
    })
    .execute()
  // As the operator's approval does: the search index and Tio Chat's fields hear of the new expert.
  await server.ctx.bus.publish(BUS_EVENTS.EXPERTS_CHANGED, { userId: user.id })
  return { ...user, customURL }
}

/** `from` sends `to` a chat message through the API; anything but 201 Created fails the caller. */
export async function sendChatMessage(server: TestServer, from: TestUser, to: { id: string }, body: string): Promise<void> {
  const response = await server.request(`/api/chats/with/${to.id}/messages`, {
    method: 'POST',
    json: { clientId: randomUUID(), body },
    cookie: from.cookie,
  })
  if (response.status !== 201) throw new Error(`sending a chat message answered ${response.status}: ${await response.text()}`)
}

/** Puts `amount` bought Tio-Points in the user's balance, as a purchase does. */
export async function buyPoints(server: TestServer, user: { id: string }, amount: number): Promise<void> {
  await transfer(server.ctx.database.db, {
    reference: `test-buy-${randomUUID()}`,
    kind: 'purchase',
    reason: 'test',
    from: 'world',
    to: { userId: user.id, pocket: 'bought' },
    amount,
  })
}

/** Stores a whole day's quota of questions (ASSISTANT_DAILY_QUOTA) from `user` in one of their Tio Chat conversations. */
export async function useUpAssistantQuota(server: TestServer, user: TestUser, conversationId: string): Promise<void> {
  const now = new Date().toISOString()
  await server.ctx.database.db
    .insertInto('assistant_messages')
    .values(
      Array.from({ length: ASSISTANT_DAILY_QUOTA }, (_, i) => ({
        id: `quota-${conversationId}-${i}`,
        conversation_id: conversationId,
        user_id: user.id,
        role: 'user',
        text: 'earlier question',
        kind: null,
        data: null,
        created_at: now,
      })),
    )
    .execute()
}
