import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ASSISTANT_MESSAGES,
  ASSISTANT_VISITOR_MAX_QUESTIONS,
  ASSISTANT_VISITOR_RATE_POINTS,
  type AssistantConversation,
  type AssistantUnderstanding,
  type AssistantVisitorReply,
} from '../../../shared/schemas/assistant'
import { createApprovedExpert, createUser, useUpAssistantQuota } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'

const LEAK = 'The pipe under the kitchen sink burst and water is pouring onto the floor'
const FOLLOW_UP = 'thanks!'

const ask = (server: TestServer, questions: string[]) => server.request('/api/assistant/visitor', { method: 'POST', json: { questions } })

async function storedMessages(server: TestServer): Promise<number> {
  const row = await server.ctx.database.db
    .selectFrom('assistant_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describe.each(DIALECTS)('Tio Chat for visitors and the claim into a new account, issue 24 item 6 (%s)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(async () => {
    await server.close()
  })

  it("answers a visitor's question with the matching experts, without a session and without storing anything", async () => {
    const plumber = await createApprovedExpert(server, { occupation: 'Plumber', rating: 4.8 })
    const before = await storedMessages(server)
    const res = await ask(server, [LEAK])
    expect(res.status).toBe(200)
    const reply = (await res.json()) as AssistantVisitorReply
    expect(reply.kind).toBe('experts')
    expect(reply.text).toMatch(/Plumber/)
    expect(reply.handoff?.experts.map((e) => e.uid)).toContain(plumber.id)
    // A follow-up is answered with the conversation so far: the note is not repeated.
    const second = (await (await ask(server, [LEAK, FOLLOW_UP])).json()) as AssistantVisitorReply
    expect(second.text).not.toContain(ASSISTANT_MESSAGES.offlineNote)
    expect(await storedMessages(server)).toBe(before)
  })

  it('understand: the fields with approved experts Tio Chat reads in a search query, none for small talk (issue 24 item 5)', async () => {
    await createApprovedExpert(server, { occupation: 'Plumber' })
    const res = await server.request(`/api/assistant/understand?q=${encodeURIComponent('my sink pipe burst, water everywhere')}`)
    expect(res.status).toBe(200)
    const { fields } = (await res.json()) as AssistantUnderstanding
    expect(fields[0]?.title).toBe('Plumber')
    expect(fields.length).toBeLessThanOrEqual(2)
    const hello = (await (await server.request('/api/assistant/understand?q=hello')).json()) as AssistantUnderstanding
    expect(hello.fields).toEqual([])
    expect((await server.request('/api/assistant/understand?q=')).status).toBe(400)
  })

  it('refuses an empty question and more questions than a visitor may ask, with a message that says what to do', async () => {
    expect((await ask(server, [])).status).toBe(400)
    expect((await ask(server, ['   '])).status).toBe(400)
    const tooMany = await ask(
      server,
      Array.from({ length: ASSISTANT_VISITOR_MAX_QUESTIONS + 1 }, (_, i) => `question ${i}`),
    )
    expect(tooMany.status).toBe(400)
    expect(JSON.stringify(await tooMany.json())).toMatch(/Sign up or log in/)
  })

  it("claims the visitor's questions into the signed-in user's account as a saved conversation with Tio's own answers", async () => {
    await createApprovedExpert(server, { occupation: 'Plumber' })
    const user = await createUser(server)
    const visitorAnswer = (await (await ask(server, [LEAK])).json()) as AssistantVisitorReply
    const res = await server.request('/api/assistant/claim', {
      method: 'POST',
      json: { questions: [LEAK, FOLLOW_UP] },
      cookie: user.cookie,
    })
    expect(res.status).toBe(201)
    const conversation = (await res.json()) as AssistantConversation
    expect(conversation.title).toBe(LEAK.slice(0, 57).replace(/\s+\S*$/, '') + '…')
    const list = (await (await server.request('/api/assistant/conversations', { cookie: user.cookie })).json()) as {
      conversations: AssistantConversation[]
    }
    expect(list.conversations.map((c) => c.id)).toEqual([conversation.id])
    const opened = (await (await server.request(`/api/assistant/conversations/${conversation.id}`, { cookie: user.cookie })).json()) as {
      messages: { role: string; parts: { type: string; text?: string }[] }[]
    }
    expect(opened.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(opened.messages[0]!.parts[0]!.text).toBe(LEAK)
    expect(opened.messages[1]!.parts[0]!.text).toBe(visitorAnswer.text)
    expect(opened.messages[1]!.parts.some((p) => p.type === 'data-handoff')).toBe(true)
  })

  it('claims only for a signed-in user, and not past the daily quota (nothing stored)', async () => {
    expect((await server.request('/api/assistant/claim', { method: 'POST', json: { questions: [LEAK] } })).status).toBe(401)
    const user = await createUser(server)
    const conversation = (await (
      await server.request('/api/assistant/conversations', { method: 'POST', json: {}, cookie: user.cookie })
    ).json()) as { id: string }
    await useUpAssistantQuota(server, user, conversation.id)
    const res = await server.request('/api/assistant/claim', { method: 'POST', json: { questions: [LEAK] }, cookie: user.cookie })
    expect(res.status).toBe(429)
    const list = (await (await server.request('/api/assistant/conversations', { cookie: user.cookie })).json()) as {
      conversations: unknown[]
    }
    expect(list.conversations).toHaveLength(1)
  })
})

describe('Tio Chat visitor rate limit, issue 24 item 6', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false, env: { RATE_LIMIT: 'true' } })
  })
  afterAll(async () => {
    await server.close()
  })

  const askFrom = (ip: string) =>
    server.app.request(
      '/api/assistant/visitor',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.ctx.config.publicUrl },
        body: JSON.stringify({ questions: ['hello'] }),
      },
      { clientIp: ip },
    )

  it(`allows ${ASSISTANT_VISITOR_RATE_POINTS} questions a minute per IP, then answers 429; another IP is not affected`, async () => {
    for (let i = 0; i < ASSISTANT_VISITOR_RATE_POINTS; i++) expect((await askFrom('203.0.113.7')).status).toBe(200)
    const limited = await askFrom('203.0.113.7')
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(ASSISTANT_MESSAGES.rateLimited)
    expect((await askFrom('203.0.113.8')).status).toBe(200)
  })

  it('counts malformed requests too: a stranger cannot hammer the route with bad bodies', async () => {
    const malformed = () =>
      server.app.request(
        '/api/assistant/visitor',
        { method: 'POST', headers: { 'content-type': 'application/json', origin: server.ctx.config.publicUrl }, body: '{"questions": 42' },
        { clientIp: '203.0.113.9' },
      )
    for (let i = 0; i < ASSISTANT_VISITOR_RATE_POINTS; i++) expect((await malformed()).status).toBe(400)
    expect((await malformed()).status).toBe(429)
    expect((await askFrom('203.0.113.9')).status).toBe(429)
  })
})
