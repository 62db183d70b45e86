import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSISTANT_DAILY_QUOTA, ASSISTANT_MESSAGES, ASSISTANT_RATE_POINTS, type AssistantHandoff } from '../../../shared/schemas/assistant'
import { createApprovedExpert, createUser, useUpAssistantQuota, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { chatText } from '../../../shared/schemas/assistant-chat-text'
import { ACTION_LIMITS } from '../../http/action-limits'
import { WAITLIST_MAX_FIELDS } from './waitlist'

interface Chunk {
  type: string
  delta?: string
  data?: unknown
  errorText?: string
}

/** Reads an AI SDK UI message stream (SSE) to the end. */
async function readStream(response: Response): Promise<{ chunks: Chunk[]; text: string; handoff: AssistantHandoff | null }> {
  const body = await response.text()
  const chunks = body
    .split('\n')
    .filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]')
    .map((l) => JSON.parse(l.slice(6)) as Chunk)
  const text = chunks
    .filter((c) => c.type === 'text-delta')
    .map((c) => c.delta)
    .join('')
  const handoff = (chunks.find((c) => c.type === 'data-handoff')?.data as AssistantHandoff | undefined) ?? null
  return { chunks, text, handoff }
}

async function newConversation(server: TestServer, user: TestUser): Promise<string> {
  const res = await server.request('/api/assistant/conversations', { method: 'POST', json: {}, cookie: user.cookie })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

const OPERATOR = 'operator@tio.test'

const send = (server: TestServer, user: TestUser, id: string, text: string) =>
  server.request(`/api/assistant/conversations/${id}/messages`, { method: 'POST', json: { text }, cookie: user.cookie })

describe.each(DIALECTS)('Tio Chat API, offline engine (%s)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { ADMIN_EMAILS: OPERATOR } })
  })
  afterAll(async () => {
    await server.close()
  })

  it('streams an answer that ends with matching approved experts, saves it, and resumes it', async () => {
    const plumber = await createApprovedExpert(server, { occupation: 'Plumber', rating: 4.9 })
    await createApprovedExpert(server, { occupation: 'Plumber', rating: 3.0, suspended: 1 })
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const res = await send(server, user, id, 'The pipe under the kitchen sink burst and water is pouring onto the floor')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    const { chunks, text, handoff } = await readStream(res)
    expect(chunks.filter((c) => c.type === 'text-delta').length).toBeGreaterThan(3)
    expect(text).toMatch(/Plumber/)
    expect(text).toMatch(/offline assistant/)
    expect(handoff?.occupations[0]?.title).toBe('Plumber')
    expect(handoff?.experts.map((e) => e.uid)).toEqual([plumber.id])
    expect(handoff?.experts[0]).not.toHaveProperty('address')
    expect(handoff?.summary).toMatch(/pipe under the kitchen sink burst/)

    const saved = await server.request(`/api/assistant/conversations/${id}`, { cookie: user.cookie })
    const body = (await saved.json()) as { conversation: { title: string }; messages: { role: string; parts: { type: string }[] }[] }
    expect(body.conversation.title).toMatch(/^The pipe under the kitchen sink/)
    expect(body.messages.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(body.messages[1]!.parts.map((p) => p.type)).toEqual(['text', 'data-handoff'])
  })

  it('matches a field the knowledge base lacks as soon as its first expert is approved, by the words of that profile', async () => {
    const user = await createUser(server)
    const ask = async () =>
      (
        await readStream(
          await send(
            server,
            user,
            await newConversation(server, user),
            'Our new hives keep swarming and we lost a queen, who can advise on the bees?',
          ),
        )
      ).handoff
    expect((await ask())?.occupations.map((o) => o.title) ?? []).not.toContain('Apiarist')
    const operator = await createUser(server, { email: OPERATOR })
    const keeper = await createApprovedExpert(server, {
      occupation: 'Certified Apiarist',
      description: 'I keep forty colonies and teach beekeeping: hive inspections, swarm control, queen rearing and honey harvests.',
      expertise_areas: JSON.stringify(['Hive inspections', 'Swarm control', 'Queen rearing']),
      keywords: JSON.stringify(['bees', 'beekeeping', 'honey']),
      status: 'pending',
      approved: 0,
    })
    const approved = await server.request(`/api/admin/applications/${keeper.id}/approve`, { method: 'POST', cookie: operator.cookie })
    expect(approved.status).toBe(200)
    const handoff = await ask()
    expect(handoff?.occupations[0]?.title).toBe('Apiarist')
    expect(handoff?.experts.map((e) => e.uid)).toEqual([keeper.id])
  })

  it('answers a greeting without pushing experts', async () => {
    await createApprovedExpert(server, { occupation: 'Plumber' })
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const { handoff, text } = await readStream(await send(server, user, id, 'hi there, just looking around'))
    expect(handoff).toBeNull()
    expect(text).toMatch(/offline assistant/)
  })

  it('lists, renames and deletes conversations; another user gets 404 for all of it', async () => {
    const owner = await createUser(server)
    const other = await createUser(server)
    const id = await newConversation(server, owner)
    await readStream(await send(server, owner, id, 'my cat is not eating'))

    for (const [method, path, json] of [
      ['GET', `/api/assistant/conversations/${id}`, undefined],
      ['PATCH', `/api/assistant/conversations/${id}`, { title: 'Mine now' }],
      ['DELETE', `/api/assistant/conversations/${id}`, undefined],
      ['POST', `/api/assistant/conversations/${id}/messages`, { text: 'hello' }],
    ] as const) {
      const res = await server.request(path, { method, json, cookie: other.cookie })
      expect(res.status, `${method} ${path}`).toBe(404)
    }
    const otherList = (await (await server.request('/api/assistant/conversations', { cookie: other.cookie })).json()) as {
      conversations: unknown[]
    }
    expect(otherList.conversations).toEqual([])

    const renamed = await server.request(`/api/assistant/conversations/${id}`, {
      method: 'PATCH',
      json: { title: 'Cat trouble' },
      cookie: owner.cookie,
    })
    expect(renamed.status).toBe(200)
    const list = (await (await server.request('/api/assistant/conversations', { cookie: owner.cookie })).json()) as {
      conversations: { id: string; title: string }[]
    }
    expect(list.conversations).toEqual([expect.objectContaining({ id, title: 'Cat trouble' })])
    const deleted = await server.request(`/api/assistant/conversations/${id}`, { method: 'DELETE', cookie: owner.cookie })
    expect(deleted.status).toBe(204)
    expect((await server.request(`/api/assistant/conversations/${id}`, { cookie: owner.cookie })).status).toBe(404)
  })

  it('requires a session and rejects empty or too long messages with a message that says what to fix', async () => {
    expect((await server.request('/api/assistant/conversations')).status).toBe(401)
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const long = await send(server, user, id, 'x'.repeat(2001))
    expect(long.status).toBe(400)
    expect(((await long.json()) as { error: { message: string } }).error.message).toMatch(/under 2000 characters/)
    expect((await send(server, user, id, '   ')).status).toBe(400)
  })

  it(`stops at the daily quota of ${ASSISTANT_DAILY_QUOTA} messages with a clear message`, async () => {
    const user = await createUser(server)
    const id = await newConversation(server, user)
    await useUpAssistantQuota(server, user, id)
    const res = await send(server, user, id, 'one more question about my taxes')
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ error: { code: 'quota-exceeded', message: ASSISTANT_MESSAGES.quotaReached } })
  })
})

describe('Tio Chat rate limit', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false, env: { RATE_LIMIT: 'true' } })
  })
  afterAll(async () => {
    await server.close()
  })

  it(`allows ${ASSISTANT_RATE_POINTS} messages a minute per user, then answers 429`, async () => {
    const user = await createUser(server)
    const id = await newConversation(server, user)
    for (let i = 0; i < ASSISTANT_RATE_POINTS; i++) {
      const res = await send(server, user, id, 'hello')
      expect(res.status).toBe(200)
      await res.text()
    }
    const limited = await send(server, user, id, 'hello')
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(ASSISTANT_MESSAGES.rateLimited)
    // Another user is not affected.
    const other = await createUser(server)
    const otherId = await newConversation(server, other)
    expect((await send(server, other, otherId, 'hello')).status).toBe(200)
  })

  it('bounds what one account stores: new conversations an hour, and the fields it waits for', async () => {
    const user = await createUser(server)
    const { points } = ACTION_LIMITS['assistant-conversations'].verified
    for (let i = 0; i < points; i++) await newConversation(server, user)
    const refused = await server.request('/api/assistant/conversations', { method: 'POST', json: {}, cookie: user.cookie })
    expect(refused.status).toBe(429)
    const wait = (field: string) => server.request('/api/assistant/waitlist', { method: 'POST', json: { field }, cookie: user.cookie })
    for (let i = 0; i < WAITLIST_MAX_FIELDS; i++) expect((await wait(`Field ${i}`)).status).toBe(201)
    const full = await wait('One field too many')
    expect(full.status).toBe(409)
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe('waitlist-full')
    // A field already waited for still answers as before; leaving one makes room.
    expect((await wait('field 3')).status).toBe(201)
    await server.request('/api/assistant/waitlist', { method: 'DELETE', json: { field: 'Field 0' }, cookie: user.cookie })
    expect((await wait('One field too many')).status).toBe(201)
  })
})

/** A stand-in for an OpenAI-compatible endpoint (the outside boundary only): SSE chat.completions. */
function startStubModel() {
  const requests: { messages: { role: string; content?: unknown }[]; tools?: { function: { name: string } }[] }[] = []
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'stub', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (d: Buffer) => (body += d.toString()))
    req.on('end', () => {
      const parsed = JSON.parse(body) as (typeof requests)[number]
      requests.push(parsed)
      res.writeHead(200, {
        'content-type': parsed.tools?.some((t) => t.function.name === 'draft_brief') ? 'application/json' : 'text/event-stream',
      })
      const hasToolResult = parsed.messages.some((m) => m.role === 'tool')
      const lastUser = JSON.stringify([...parsed.messages].reverse().find((m) => m.role === 'user')?.content ?? '')
      const toolCall = (name: string, args: string[]) => {
        res.write(chunk({ role: 'assistant', content: '' }))
        res.write(
          chunk({ tool_calls: [{ index: 0, id: `call_${requests.length}`, type: 'function', function: { name, arguments: args[0] } }] }),
        )
        for (const more of args.slice(1)) res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: more } }] }))
        res.write(chunk({}, 'tool_calls'))
      }
      if (parsed.tools?.some((t) => t.function.name === 'draft_brief')) {
        // The brief (not streamed): one draft_brief call, malformed when the conversation asks for it.
        const args = JSON.stringify(parsed.messages).includes('BRIEF-BROKEN')
          ? '{"problem": "unterminated'
          : '{"problem":"The kitchen pipe leaks.","urgency":"Today","place":"Porto"}'
        const message = {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_brief', type: 'function', function: { name: 'draft_brief', arguments: args } }],
        }
        res.end(
          JSON.stringify({
            id: 'chatcmpl-2',
            object: 'chat.completion',
            created: 0,
            model: 'stub',
            choices: [{ index: 0, message, finish_reason: 'tool_calls' }],
          }),
        )
        return
      } else if (lastUser.includes('MALFORMED')) {
        toolCall('find_experts', ['{"occupations": ["Plumber"', ' oops'])
      } else if (lastUser.includes('unsure') && !hasToolResult) {
        toolCall('ask_clarifying', ['{"question":"Is it the pipes or the wiring?","occupations":["Plumber","Electrician"]}'])
      } else if (!hasToolResult) {
        toolCall('find_experts', ['{"occupations":', '["Plumber"]}'])
      } else if (lastUser.includes('unsure')) {
        res.write(chunk({ role: 'assistant', content: 'Is it the pipes or the wiring?' }))
        res.write(chunk({}, 'stop'))
      } else {
        res.write(chunk({ role: 'assistant', content: 'A **plumber** ' }))
        res.write(chunk({ content: 'can stop that leak.' }))
        res.write(chunk({}, 'stop'))
      }
      res.end('data: [DONE]\n\n')
    })
  })
  return new Promise<{ url: string; requests: typeof requests; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}/v1`, requests, close: () => new Promise((r) => server.close(() => r())) })
    })
  })
}

describe('Tio Chat with an OpenAI-compatible model (stub endpoint)', () => {
  let server: TestServer
  let stub: Awaited<ReturnType<typeof startStubModel>>
  beforeAll(async () => {
    stub = await startStubModel()
    server = await startTestServer({ listen: false, env: { AI_BASE_URL: stub.url, AI_API_KEY: 'test-key', AI_MODEL: 'stub-model' } })
  })
  afterAll(async () => {
    await server.close()
    await stub.close()
  })

  it('streams the model answer, runs the find_experts tool and hands over to the experts it found', async () => {
    const plumber = await createApprovedExpert(server, { occupation: 'Plumber' })
    const someoneElse = await createUser(server)
    const elseId = await newConversation(server, someoneElse)
    await server.ctx.database.db
      .insertInto('assistant_messages')
      .values({
        id: 'private-1',
        conversation_id: elseId,
        user_id: someoneElse.id,
        role: 'user',
        text: 'MY SECRET DIAGNOSIS',
        kind: null,
        data: null,
        created_at: new Date().toISOString(),
      })
      .execute()

    const user = await createUser(server)
    const id = await newConversation(server, user)
    const status = (await (await server.request('/api/assistant/status', { cookie: user.cookie })).json()) as { engine: string }
    expect(status.engine).toBe('llm')
    const { text, handoff, chunks } = await readStream(await send(server, user, id, 'Water is leaking under my sink'))
    expect(text).toBe('A **plumber** can stop that leak.')
    expect(chunks.some((c) => c.type === 'tool-input-available')).toBe(true)
    expect(handoff?.experts.map((e) => e.uid)).toEqual([plumber.id])
    expect(handoff?.summary).toBe('Water is leaking under my sink')

    expect(stub.requests).toHaveLength(2)
    const first = stub.requests[0]!
    expect(first.tools?.map((t) => t.function.name).sort()).toEqual(['ask_clarifying', 'find_experts', 'search_knowledge'])
    expect(JSON.stringify(first.messages)).toContain('Water is leaking under my sink')
    expect(JSON.stringify(stub.requests)).not.toContain('MY SECRET DIAGNOSIS')
    const toolResult = stub.requests[1]!.messages.find((m) => m.role === 'tool')
    expect(JSON.stringify(toolResult)).toContain('Plumber')

    const saved = (await (await server.request(`/api/assistant/conversations/${id}`, { cookie: user.cookie })).json()) as {
      messages: { role: string; parts: { type: string; text?: string }[] }[]
    }
    expect(saved.messages[1]?.parts[0]?.text).toBe('A **plumber** can stop that leak.')
  })

  it('issue 24 item 9: ask_clarifying becomes the same buttons as offline', async () => {
    await createApprovedExpert(server, { occupation: 'Electrician' })
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const { text, handoff } = await readStream(await send(server, user, id, "I'm unsure who to call about the water near the socket"))
    expect(text).toBe('Is it the pipes or the wiring?')
    expect(handoff?.choices).toEqual(['Plumber', 'Electrician'])
    expect(handoff?.experts).toEqual([])
  })

  it("issue 24 item 1: the model's buttons name and describe the fields in the language of the question", async () => {
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const { handoff } = await readStream(
      await send(server, user, id, 'Ich bin unsure, ob das Wasser an der Steckdose ein Fall für den Klempner oder den Elektriker ist'),
    )
    expect(handoff?.language).toBe('de')
    expect(handoff?.choiceLabels).toEqual(['Klempner', 'Elektriker'])
    expect(handoff?.occupations).toEqual([
      { title: 'Plumber', description: 'Lecks, Rohre, Abflüsse, Toiletten, Heizkessel und Boiler' },
      { title: 'Electrician', description: 'Leitungen, Steckdosen, Sicherungen, Lampen und Schutzschalter' },
    ])
  })

  it('issue 24 item 9: a malformed tool call gets a clear message and stores neither the question nor a half answer', async () => {
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const before = stub.requests.length
    const { chunks, handoff } = await readStream(await send(server, user, id, 'MALFORMED leak under the sink'))
    expect(stub.requests.length).toBeGreaterThan(before)
    expect(chunks.find((c) => c.type === 'error')?.errorText).toBe(chatText('en').modelUnreadable)
    expect(handoff).toBeNull()
    const saved = (await (await server.request(`/api/assistant/conversations/${id}`, { cookie: user.cookie })).json()) as {
      conversation: { title: string }
      messages: unknown[]
    }
    expect(saved.messages).toEqual([])
    expect(saved.conversation.title).toBe('New conversation')
  })

  it('issue 24 items 1 and 9: the malformed-reply message is in the language of the question', async () => {
    const user = await createUser(server)
    const id = await newConversation(server, user)
    const { chunks } = await readStream(await send(server, user, id, 'MALFORMED tengo una fuga de agua debajo del fregadero de la cocina'))
    expect(chunks.find((c) => c.type === 'error')?.errorText).toBe(chatText('es').modelUnreadable)
  })

  it("issue 24 item 9: the brief comes from the model's draft_brief call; a malformed one falls back to the offline draft", async () => {
    const user = await createUser(server)
    const id = await newConversation(server, user)
    await readStream(await send(server, user, id, 'Water is leaking under my sink in Lisbon'))
    const drafted = (await (await server.request(`/api/assistant/conversations/${id}/brief`, { cookie: user.cookie })).json()) as {
      brief: Record<string, string>
    }
    expect(drafted.brief).toEqual({ problem: 'The kitchen pipe leaks.', urgency: 'Today', place: 'Porto' })
    expect(JSON.stringify(stub.requests[stub.requests.length - 1]!.messages)).toContain('Water is leaking under my sink in Lisbon')

    const other = await newConversation(server, user)
    await readStream(await send(server, user, other, 'BRIEF-BROKEN: water is leaking under my sink in Lisbon'))
    const fallback = (await (await server.request(`/api/assistant/conversations/${other}/brief`, { cookie: user.cookie })).json()) as {
      brief: Record<string, string>
    }
    expect(fallback.brief.problem).toMatch(/water is leaking under my sink/)
    expect(fallback.brief.place).toBe('Lisbon')
  })
})
