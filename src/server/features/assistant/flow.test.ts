import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssistantBriefCard, AssistantBriefDraft, AssistantHandedTo, AssistantVisitorReply } from '../../../shared/schemas/assistant'
import { briefText } from '../../../shared/schemas/assistant-brief-text'
import { eventually } from '../../../../tests/support/eventually'
import { createApprovedExpert, createUser, type TestUser } from '../../../../tests/support/factories'
import { startMailReceiver, type MailReceiver } from '../../../../tests/support/mail-receiver'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { notifyWaiting } from './waitlist'

const OPERATOR = 'flow-operator@tio.test'
const INSPECTION = 'I am buying an old house and want it inspected before I sign, who checks the roof, wiring and foundations?'

async function newConversation(server: TestServer, user: TestUser): Promise<string> {
  const res = await server.request('/api/assistant/conversations', { method: 'POST', json: {}, cookie: user.cookie })
  return ((await res.json()) as { id: string }).id
}

/** Asks in a conversation and reads the streamed reply to its end. */
async function ask(server: TestServer, user: TestUser, id: string, text: string): Promise<Response> {
  const res = await server.request(`/api/assistant/conversations/${id}/messages`, { method: 'POST', json: { text }, cookie: user.cookie })
  if (res.ok) await res.text()
  return res
}

describe.each(DIALECTS)('Tio Chat flow: tell me when one joins, the brief, the step back (issue 24 items 5, 7, 8) (%s)', (dialect) => {
  let server: TestServer
  let mail: MailReceiver
  beforeAll(async () => {
    mail = await startMailReceiver()
    server = await startTestServer({
      dialect,
      listen: false,
      env: { ADMIN_EMAILS: OPERATOR, SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` },
    })
  })
  afterAll(async () => {
    await server.close()
    await mail.close()
  })

  it('item 5: a dead end offers "tell me when one joins"; the first approval of that field emails each waiting person once, with a link to the expert', async () => {
    await createApprovedExpert(server, { occupation: 'Structural Engineer' })
    const reply = (await (
      await server.request('/api/assistant/visitor', { method: 'POST', json: { questions: [INSPECTION] } })
    ).json()) as AssistantVisitorReply
    const field = reply.handoff?.waitFor
    expect(field).toBe('Home Inspector')
    expect(reply.handoff?.experts.length).toBeGreaterThan(0)
    expect(reply.text).toMatch(/Tell me when one joins/)

    const [anna, ben, carla] = await Promise.all([createUser(server), createUser(server), createUser(server)])
    // Ben asked in German: his email names the field in German.
    for (const user of [anna, anna, ben, carla]) {
      const language = user === ben ? 'de' : 'en'
      const res = await server.request('/api/assistant/waitlist', { method: 'POST', json: { field, language }, cookie: user.cookie })
      expect(res.status).toBe(201)
      expect(await res.json()).toEqual({ fields: [field] })
    }
    // Carla changes her mind (twice: leaving is idempotent too).
    for (let i = 0; i < 2; i++) {
      const left = await server.request('/api/assistant/waitlist', { method: 'DELETE', json: { field }, cookie: carla.cookie })
      expect(await left.json()).toEqual({ fields: [] })
    }

    const operator = await createUser(server, { email: OPERATOR })
    const inspector = await createApprovedExpert(server, {
      occupation: 'Home Inspector',
      status: 'pending',
      approved: 0,
      firstName: 'Ines',
      lastName: 'Pector',
    })
    expect(
      (await server.request(`/api/admin/applications/${inspector.id}/approve`, { method: 'POST', cookie: operator.cookie })).status,
    ).toBe(200)

    for (const [user, subject] of [
      [anna, /Home Inspector just joined Tio/],
      [ben, /Neu auf Tio: Bausachverständiger/],
    ] as const) {
      const email = await mail.waitFor(user.email, subject)
      expect(email.links).toContain(`${server.ctx.config.publicUrl}/expert/${inspector.customURL}`)
      expect(email.text).toMatch(/Ines Pector/)
    }
    // A second approval in the field, and a sweep, send nothing more.
    const second = await createApprovedExpert(server, { occupation: 'Home Inspector', status: 'pending', approved: 0 })
    await server.request(`/api/admin/applications/${second.id}/approve`, { method: 'POST', cookie: operator.cookie })
    expect(await notifyWaiting(server.ctx)).toBe(0)
    const joined = (user: TestUser) => mail.messages.filter((m) => m.to.includes(user.email) && /just joined|Neu auf Tio/.test(m.subject))
    for (const user of [anna, ben]) expect(joined(user)).toHaveLength(1)
    expect(joined(carla)).toHaveLength(0)
    expect(await (await server.request('/api/assistant/waitlist', { cookie: anna.cookie })).json()).toEqual({ fields: [] })
  })

  it('item 5: waiting for a field, one is told when its first expert joins writing it another way ("Criminal Defence Lawyer")', async () => {
    const field = 'Criminal Defense Attorney'
    const dana = await createUser(server)
    const res = await server.request('/api/assistant/waitlist', { method: 'POST', json: { field, language: 'en' }, cookie: dana.cookie })
    expect(res.status).toBe(201)
    const lawyer = await createApprovedExpert(server, { occupation: 'Criminal Defence Lawyer', firstName: 'Arjun', lastName: 'Mehta' })
    await notifyWaiting(server.ctx)
    const email = await mail.waitFor(dana.email, /Criminal Defense Attorney just joined Tio/)
    expect(email.links).toContain(`${server.ctx.config.publicUrl}/expert/${lawyer.customURL}`)
    expect(email.text).toMatch(/Arjun Mehta/)
  })

  it('item 5: two instances sweeping at once claim each request once (one email per person)', async () => {
    const other = await startTestServer({
      dialect,
      listen: false,
      dataDir: server.dataDir,
      schema: server.schema,
      env: { SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` },
    })
    try {
      const people = await Promise.all(Array.from({ length: 4 }, () => createUser(server)))
      for (const user of people) {
        await server.request('/api/assistant/waitlist', {
          method: 'POST',
          json: { field: 'Piano Tuner', language: 'es' },
          cookie: user.cookie,
        })
      }
      await createApprovedExpert(server, { occupation: 'Piano Tuner' })
      // The approval's own announcement races these three sweeps too.
      const sent = await Promise.all([notifyWaiting(server.ctx), notifyWaiting(other.ctx), notifyWaiting(server.ctx)])
      expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(people.length)
      for (const user of people) {
        const email = await mail.waitFor(user.email, /Piano Tuner/)
        expect(email.subject).toBe('Ya hay un Piano Tuner en Tio')
      }
      expect(await notifyWaiting(other.ctx)).toBe(0)
      expect(mail.messages.filter((m) => /Piano Tuner/.test(m.subject) && people.some((p) => m.to.includes(p.email)))).toHaveLength(
        people.length,
      )
    } finally {
      await other.close()
    }
  })

  it('item 7: the brief is drafted from the whole conversation, sent as the user edited it, and the expert never sees the transcript unless included', async () => {
    const plumber = await createApprovedExpert(server, { occupation: 'Plumber', firstName: 'Paula' })
    const user = await createUser(server)
    const id = await newConversation(server, user)
    await ask(server, user, id, 'Our boiler stopped heating the flat in Lisbon.')
    await ask(
      server,
      user,
      id,
      'I already tried resetting it twice and bleeding the radiators. It is urgent, we have a baby and it will be freezing tonight.',
    )

    const draft = (await (
      await server.request(`/api/assistant/conversations/${id}/brief`, { cookie: user.cookie })
    ).json()) as AssistantBriefDraft
    expect(draft.language).toBe('en')
    expect(draft.brief.problem).toMatch(/boiler stopped heating/)
    expect(draft.brief.tried).toMatch(/resetting it twice/)
    expect(draft.brief.urgency).toMatch(/tonight/)
    expect(draft.brief.place).toBe('Lisbon')

    const clientId = randomUUID()
    const edited = { problem: 'The boiler stopped heating; the pressure gauge reads zero.', tried: draft.brief.tried, urgency: 'Tonight' }
    const send = () =>
      server.request(`/api/assistant/conversations/${id}/handoff`, {
        method: 'POST',
        json: { expertId: plumber.id, clientId, message: 'Hi Paula, can you help?', brief: edited, includeTranscript: false },
        cookie: user.cookie,
      })
    const sent = await send()
    expect(sent.status).toBe(201)
    expect((await send()).status).toBe(201) // a retry stores nothing twice

    const { briefs } = (await (await server.request(`/api/assistant/briefs?with=${user.id}`, { cookie: plumber.cookie })).json()) as {
      briefs: AssistantBriefCard[]
    }
    expect(briefs).toHaveLength(1)
    expect(briefs[0]!.brief).toEqual(edited)
    expect(briefs[0]!.transcript).toBeNull()
    expect(JSON.stringify(briefs)).not.toMatch(/bleeding the radiators\. It is urgent|Lisbon/)
    const history = (await (await server.request(`/api/chats/with/${user.id}/messages`, { cookie: plumber.cookie })).json()) as {
      messages: { id: string; body: string; source: string | null }[]
    }
    expect(history.messages.map((m) => [m.id, m.body, m.source])).toEqual([[briefs[0]!.messageId, 'Hi Paula, can you help?', 'tio-chat']])
    // Nobody else reads it.
    const stranger = await createUser(server)
    expect(await (await server.request(`/api/assistant/briefs?with=${user.id}`, { cookie: stranger.cookie })).json()).toEqual({
      briefs: [],
    })

    // Chosen explicitly, the transcript goes along.
    const withTranscript = await server.request(`/api/assistant/conversations/${id}/handoff`, {
      method: 'POST',
      json: {
        expertId: plumber.id,
        clientId: randomUUID(),
        message: 'The whole story is attached.',
        brief: edited,
        includeTranscript: true,
      },
      cookie: user.cookie,
    })
    expect(withTranscript.status).toBe(201)
    const after = (await (await server.request(`/api/assistant/briefs?with=${user.id}`, { cookie: plumber.cookie })).json()) as {
      briefs: AssistantBriefCard[]
    }
    expect(after.briefs[1]!.transcript?.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(after.briefs[1]!.transcript?.[0]?.text).toMatch(/Lisbon/)
  })

  it('item 7: the brief holds the problem the person is on now, not one they left earlier nor a question about Tio', async () => {
    const user = await createUser(server)
    const brief = async (id: string) =>
      ((await (await server.request(`/api/assistant/conversations/${id}/brief`, { cookie: user.cookie })).json()) as AssistantBriefDraft)
        .brief
    const id = await newConversation(server, user)
    await ask(server, user, id, 'slept funny on the couch and now my neck is stiff, I cannot turn my head')
    await ask(server, user, id, 'is there an app for android?')
    expect((await brief(id)).problem).toMatch(/^Slept funny on the couch/)
    expect((await brief(id)).problem).not.toMatch(/android/)
    await ask(server, user, id, 'we are getting married in September and need someone to organise the whole wedding')
    await ask(server, user, id, 'what would that cost?')
    const wedding = await brief(id)
    expect(wedding.problem).toBe(
      'We are getting married in September and need someone to organise the whole wedding. What would that cost?',
    )
  })

  it('item 8: once the expert replies, the Tio Chat conversation shows "handed to" them and Tio writes no more into it', async () => {
    const plumber = await createApprovedExpert(server, { occupation: 'Plumber', firstName: 'Hugo', lastName: 'Water' })
    const user = await createUser(server)
    const id = await newConversation(server, user)
    await ask(server, user, id, 'Water is dripping through the ceiling under our bathroom.')
    const brief = { problem: 'Water drips through the ceiling under the bathroom.' }
    await server.request(`/api/assistant/conversations/${id}/handoff`, {
      method: 'POST',
      json: { expertId: plumber.id, clientId: randomUUID(), message: 'Hello Hugo', brief },
      cookie: user.cookie,
    })
    const read = async () =>
      (
        (await (await server.request(`/api/assistant/conversations/${id}`, { cookie: user.cookie })).json()) as {
          handedTo: AssistantHandedTo | null
        }
      ).handedTo
    // Until the expert answers, Tio Chat still helps.
    expect(await read()).toBeNull()
    expect((await ask(server, user, id, 'Should I turn the water off meanwhile?')).status).toBe(200)

    const reply = await server.request(`/api/chats/with/${user.id}/messages`, {
      method: 'POST',
      json: { clientId: randomUUID(), body: 'On my way' },
      cookie: plumber.cookie,
    })
    expect(reply.status).toBeLessThan(300)
    expect(await eventually(read, (h) => h !== null)).toEqual({ expertId: plumber.id, name: 'Hugo Water', url: `/chat?with=${plumber.id}` })
    const refused = await ask(server, user, id, 'one more question')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: { code: 'handed-over', message: briefText('en').handedOver('Hugo Water') } })
    // Said in the language of the message it refuses (issue 24 item 1).
    const enEspanol = await ask(server, user, id, '¿Y qué hago ahora con la mancha del techo?')
    expect(await enEspanol.json()).toEqual({ error: { code: 'handed-over', message: briefText('es').handedOver('Hugo Water') } })
  })

  it('item 1: Tio answers in the language of the message (fixed phrases, the once-said note, the buttons)', async () => {
    await createApprovedExpert(server, { occupation: 'Plumber' })
    const reply = (await (
      await server.request('/api/assistant/visitor', {
        method: 'POST',
        json: { questions: ['Hola, tengo una fuga de agua debajo del fregadero de la cocina y no para'] },
      })
    ).json()) as AssistantVisitorReply
    expect(reply.handoff?.language).toBe('es')
    expect(reply.text).toMatch(/no un profesional/)
    expect(reply.text).toMatch(/Preguntar a este experto/)
    const greeting = (await (
      await server.request('/api/assistant/visitor', { method: 'POST', json: { questions: ['Bonjour'] } })
    ).json()) as AssistantVisitorReply
    expect(greeting.text).toMatch(/^Bonjour ! 👋 Je suis l'assistant hors ligne de Tio/)
  })
})
