import fc from 'fast-check'
import type { Selectable } from 'kysely'
import { describe, expect, it } from 'vitest'
import { RESPONSE_RATES } from '../../../shared/constants'
import type { ExpertOffers } from '../../../shared/schemas/consultation'
import { OFFER_KINDS } from '../../../shared/schemas/consultation-text'
import type { ExpertApplicationsTable } from '../../db/core.tables'
import { toPublicExpert, withPriceSummary } from '../experts'
import { ExpertStore } from './expert-store'
import { SearchIndex } from './search-engine'

// Texts from a small pool (shared, so interned once for many experts) or anything at all: quotes,
// backslashes, control characters, emoji, lone surrogates.
const text = fc.oneof(
  fc.constantFrom('', 'Tax Accountant', 'Lisbon', 'Ana', 'São Paulo', 'O’Brien', '"quoted"', 'back\\slash', '/avatars/3.png'),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
)
const number = fc
  .oneof(fc.integer({ min: 0, max: 50 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }))
  .map((n) => n + 0)
const list = fc.oneof(
  fc.array(text, { maxLength: 4 }).map((values) => JSON.stringify(values)),
  fc.constantFrom('', 'not json', '{"a":1}', '[1,"x",null]'),
)
const flag = fc.constantFrom(0, 1)

const rowArb = fc.record({
  display_name: text,
  first_name: text,
  last_name: text,
  photo_url: text,
  email: fc.oneof(fc.constant(''), fc.emailAddress(), text),
  occupation: text,
  years_of_experience: number,
  description: text,
  expertise_areas: list,
  keywords: list,
  city: text,
  address: text,
  rating: number,
  rating_count: number,
  response_rate: fc.oneof(fc.constantFrom(...RESPONSE_RATES), text),
  measured_response_rate: fc.option(fc.oneof(fc.constantFrom(...RESPONSE_RATES), text), { nil: null }),
  offers_call: flag,
  offers_email: flag,
  offers_video: flag,
  custom_url: text,
  twitter_url: text,
  linkedin_url: text,
  website_url: text,
  account_type: fc.constantFrom('expert', 'business', 'other'),
})

const offersArb: fc.Arbitrary<ExpertOffers | undefined> = fc.option(
  fc.record({
    offers: fc.array(
      fc.record({ kind: fc.constantFrom(...OFFER_KINDS), price: fc.integer({ min: 0, max: 100_000 }), medium: fc.constant(null) }),
      { maxLength: 3 },
    ),
    freeFirstMessage: fc.boolean(),
  }),
  { nil: undefined },
)

type RowSpec = typeof rowArb extends fc.Arbitrary<infer T> ? T : never

function toRow(spec: RowSpec, i: number): Selectable<ExpertApplicationsTable> {
  const at = '2026-11-01T00:00:00.000Z'
  return {
    ...spec,
    user_id: `user-${i}`,
    response_checked_at: null,
    status: 'approved',
    approved: 1,
    suspended: 0,
    review_reason: null,
    reviewed_by: null,
    reviewed_at: at,
    submitted_at: at,
    approved_at: at,
    created_at: at,
    updated_at: at,
  }
}

describe('expert JSON (issue 19 item 3)', () => {
  it('keeps exactly what toPublicExpert (with its price summary) gives, as UTF-8 bytes, for arbitrary experts sharing one store', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(rowArb, offersArb), { minLength: 1, maxLength: 12 }), (specs) => {
        const store = new ExpertStore()
        const experts = specs.map(([spec, offers], i) => withPriceSummary(toPublicExpert(toRow(spec, i)), offers))
        const slots = experts.map((expert, i) => store.add({ expert, address: specs[i]![0].address, approvedAt: 0 }))
        experts.forEach((expert, i) => {
          const json = store.json.text(slots[i]!)
          expect(JSON.parse(json)).toEqual(expert)
          expect(json).toBe(JSON.stringify(expert))
          expect(Buffer.from(store.json.bytes(slots[i]!)).equals(Buffer.from(JSON.stringify(expert), 'utf8'))).toBe(true)
        })
      }),
      { numRuns: 300 },
    )
  })

  it('answers the same record through the index, and nothing after a removal', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(rowArb, offersArb), { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 10 }),
        (specs, removed) => {
          const experts = specs.map(([spec, offers], i) => withPriceSummary(toPublicExpert(toRow(spec, i)), offers))
          const index = new SearchIndex(experts.map((expert, i) => ({ expert, address: specs[i]![0].address, approvedAt: 0 })))
          const gone = new Set(removed.map((n) => experts[n % experts.length]!.uid))
          for (const uid of gone) index.remove(uid)
          for (const expert of experts) {
            if (gone.has(expert.uid)) expect(index.get(expert.uid)).toBeUndefined()
            else expect(index.get(expert.uid)).toEqual(expert)
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})
