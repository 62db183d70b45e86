import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../../../../tests/support/eventually'
import { createApprovedExpert, type TestUser } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import type { PublicExpert } from '../../../shared/schemas/expert'
import { findExperts } from '../assistant'
import { buildIndex } from '../search'

describe.each(DIALECTS)('price summary on search and Tio Chat cards on %s (issue 23 item 1)', (dialect) => {
  let server: TestServer
  let expert: TestUser
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false, env: { RATE_LIMIT: 'false' } })
    expert = await createApprovedExpert(server, { occupation: 'Zymurgy Consultant' })
  })
  afterAll(async () => server.close())

  const card = async (): Promise<PublicExpert | undefined> => {
    const response = await server.request('/api/search?q=zymurgy')
    expect(response.status).toBe(200)
    const { results } = (await response.json()) as { results: PublicExpert[] }
    return results.find((e) => e.uid === expert.id)
  }
  const setOffers = async (body: unknown) =>
    expect((await server.request('/api/consultations/offers', { method: 'PUT', cookie: expert.cookie, json: body })).status).toBe(200)

  it('shows nothing new for an expert without offers', async () => {
    const found = await card()
    expect(found).toBeDefined()
    expect(found).not.toHaveProperty('priceFrom')
    expect(found).not.toHaveProperty('freeFirstMessage')
  })

  it('answers the lowest offer price in search once the expert sets offers, and follows every change (experts.changed)', async () => {
    await setOffers({
      offers: [
        { kind: 'answer', price: 25 },
        { kind: 'call30', price: 15, medium: 'voice' },
      ],
      freeFirstMessage: true,
    })
    await eventually(card, (e) => e?.priceFrom === 15 && e.freeFirstMessage === true)

    await setOffers({ offers: [{ kind: 'answer', price: 50 }], freeFirstMessage: false })
    const changed = await eventually(card, (e) => e?.priceFrom === 50)
    expect(changed).not.toHaveProperty('freeFirstMessage')

    // a freshly built index (another instance, a restart) reads the same summary
    expect((await buildIndex(server.ctx.database)).get(expert.id)).toMatchObject({ priceFrom: 50 })

    await setOffers({ offers: [], freeFirstMessage: true })
    const cleared = await eventually(card, (e) => e !== undefined && e.priceFrom === undefined)
    expect(cleared).not.toHaveProperty('freeFirstMessage')
  })

  it("gives Tio Chat's expert cards the same summary", async () => {
    await setOffers({
      offers: [
        { kind: 'call60', price: 70, medium: 'voice' },
        { kind: 'answer', price: 30 },
      ],
      freeFirstMessage: true,
    })
    const [tioCard] = await findExperts(server.ctx.database.db, [[expert.id]])
    expect(tioCard).toMatchObject({ uid: expert.id, priceFrom: 30, freeFirstMessage: true })
  })
})
