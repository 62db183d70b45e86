import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssistantUnderstanding, AssistantVisitorReply } from '../../../shared/schemas/assistant'
import { createApprovedExpert } from '../../../../tests/support/factories'
import { DIALECTS, startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { parseConfig } from '../../config'
import { contentSettings } from '../content'
import { OfflineBrain } from './assistant.engine'
import { offlineAnswer } from './assistant.engines'
import { fieldKey, knownFieldMatcher, profileFields, type ProfileRow } from './fields'
import { loadPassages } from './knowledge'
import { OCCUPATIONS } from './knowledge/occupations'
import { PHRASES } from './phrases'
import { loadWordVectors } from './vectors'
import { createWordNet } from './wordnet'

/**
 * One field written differently is one field (a profile's "Criminal Defence Lawyer" is the knowledge base's
 * "Criminal Defense Attorney"), and a field without approved experts offers only close fields in its place.
 */
const ARREST = 'Mi hijo fue detenido anoche por la policía y no sé qué hacer, necesito un abogado penalista'
const INSPECTION = 'I am buying an old house and want it inspected before I sign, who checks the roof, wiring and foundations?'

const row = (id: string, occupation: string, areas: string[], keywords: string[], description: string): ProfileRow => ({
  user_id: id,
  occupation,
  expertise_areas: JSON.stringify(areas),
  keywords: JSON.stringify(keywords),
  description,
  rating: 4.7,
  rating_count: 20,
})
const DEFENCE = row(
  'defence',
  'Criminal Defence Lawyer',
  ['Criminal defence', 'Bail hearings', 'Police questioning'],
  ['arrest', 'police', 'bail', 'court', 'summons'],
  'Arrested, questioned or summoned to court? I explain what happens next, what to say and what not to, and how bail works.',
)
const CHEF = row(
  'chef',
  'Private Chef',
  ['Dinner parties', 'Meal prep', 'Dietary menus'],
  ['dinner', 'menu', 'cooking at home'],
  'I cook at your home for dinner parties and weekly meal prep.',
)
const MECHANIC = row(
  'mechanic',
  'Auto Mechanic',
  ['Brakes', 'Engine diagnostics', 'Servicing'],
  ['car', 'brakes', 'engine'],
  'Car trouble? I diagnose noises, warning lights and brakes.',
)
const BEEKEEPERS = [
  row(
    'bees1',
    'Certified Apiarist',
    ['Hive inspections', 'Swarm control', 'Queen rearing'],
    ['bees', 'beekeeping', 'honey'],
    'I keep forty colonies and teach beekeeping: hive inspections, swarm control, queen rearing and honey harvests.',
  ),
  row('bees2', 'apiarists', ['Swarm control'], ['bees', 'hives'], 'Swarms, hives and honey: I help new beekeepers.'),
]

const passages = await loadPassages('content', contentSettings(parseConfig({})))
const vectors = loadWordVectors()
const wordnet = createWordNet()
const brainOf = (rows: ProfileRow[]) => new OfflineBrain(passages, { vectors, wordnet, fields: profileFields(rows, OCCUPATIONS) })
const answer = (rows: ProfileRow[], text: string) => {
  const brain = brainOf(rows)
  const deps = {
    brain,
    findExperts: async (titles: string[]) => titles.flatMap((t) => brain.expertsOf(t).map((uid) => ({ uid, occupation: t }) as never)),
  }
  return offlineAnswer(deps, [{ role: 'user', text }])
}
const uids = (experts: unknown[] = []) => experts.map((e) => (e as { uid: string }).uid)

describe('one field written differently', () => {
  it.each([
    ['Criminal Defence Lawyer', 'Criminal Defense Attorney'],
    ['criminal defense lawyers', 'Criminal Defense Attorney'],
    ['Intellectual Property Solicitor', 'Intellectual Property Attorney'],
    ['Paediatric Nurse', 'Pediatric Nurse'],
    ['Licensed Marriage Counsellor', 'Marriage Counselor'],
    ['Event Organiser', 'Event Planner'],
    ['Wedding Co-ordinator', 'Wedding Planner'],
    ['Animal Behaviourist', 'Animal Behaviorist'],
    ['Maths Tutor', 'Math Tutor'],
    ['Physics Teacher', 'Physics Tutor'],
    ['Physical Therapist', 'Physiotherapist'],
    ['Family Doctor', 'General Practitioner'],
    ['Full Stack Developer', 'Full-Stack Developer'],
    ['Developer, Full-Stack', 'Full-Stack Developer'],
    ['Senior Tax Accountant', 'Tax Accountant'],
  ])('an expert who writes "%s" is a %s', (occupation, title) => {
    expect(knownFieldMatcher(OCCUPATIONS)(occupation)?.title).toBe(title)
  })

  it('keeps different fields apart, and every field of the knowledge base has its own key', () => {
    const match = knownFieldMatcher(OCCUPATIONS)
    // A product marketing manager is no product manager, a property lawyer no intellectual property attorney.
    for (const occupation of ['Product Marketing Manager', 'Property Lawyer', 'Patient Advocate', 'Apiarist', 'Software Engineer']) {
      expect(match(occupation), occupation).toBeUndefined()
    }
    expect(new Set(OCCUPATIONS.map((o) => fieldKey(o.title))).size).toBe(OCCUPATIONS.length)
  })

  it('a variant is the field itself (its experts come first), a qualified one a kind of it', () => {
    const match = knownFieldMatcher(OCCUPATIONS)
    expect(match('Criminal Defence Lawyer')).toEqual({ title: 'Criminal Defense Attorney', exact: true })
    expect(match('Senior Criminal Defence Lawyer')).toEqual({ title: 'Criminal Defense Attorney', exact: false })
    expect(match('Certified Public Accountant')).toEqual({ title: 'Certified Public Accountant', exact: true })
  })

  it('routes the Spanish criminal-defence question to the experts whose profile says "Criminal Defence Lawyer", under the field\'s Spanish title', async () => {
    const reply = await answer([DEFENCE, CHEF], ARREST)
    expect(reply.kind).toBe('experts')
    expect(reply.handoff?.occupations[0]?.title).toBe('Criminal Defense Attorney')
    expect(uids(reply.handoff?.experts)).toEqual(['defence'])
    expect(reply.handoff?.waitFor).toBeUndefined()
    expect(reply.text).toContain('**Abogado penalista**')
    expect(reply.text).not.toContain(PHRASES.es.none('Abogado penalista'))
    expect(reply.text).not.toMatch(/Criminal Defence Lawyer|Cocinero/)
    // Asking for the field by its title (a button sends it) finds them too.
    const chosen = await answer([DEFENCE, CHEF], 'Criminal Defense Attorney')
    expect(uids(chosen.handoff?.experts)).toEqual(['defence'])
  })

  it('matches a field the knowledge base lacks as soon as its first expert is approved, however its experts write it', async () => {
    const brain = brainOf(BEEKEEPERS)
    expect(brain.titles()).toContain('Apiarist')
    expect(brain.expertsOf('Apiarist').sort()).toEqual(['bees1', 'bees2'])
    const reply = await answer(BEEKEEPERS, 'Our new hives keep swarming and we lost a queen, who can advise on the bees?')
    expect(reply.handoff?.occupations[0]?.title).toBe('Apiarist')
    expect(uids(reply.handoff?.experts).sort()).toEqual(['bees1', 'bees2'])
  })
})

describe('nearest fields when the best one has no approved expert', () => {
  it('offers no unrelated field: says there is none yet, links to every expert and keeps "tell me when one joins"', async () => {
    const reply = await answer([MECHANIC, CHEF], INSPECTION)
    expect(reply.kind).toBe('experts')
    expect(reply.handoff?.waitFor).toBe('Home Inspector')
    expect(reply.handoff?.experts).toEqual([])
    expect(reply.handoff?.occupations.map((o) => o.title)).not.toContain('Auto Mechanic')
    expect(reply.text).toContain(PHRASES.en.none('Home Inspector'))
    expect(reply.text).toContain(PHRASES.en.waitlist)
    expect(reply.text).not.toMatch(/Auto Mechanic|Private Chef|nearest fields/)

    const spanish = await answer([CHEF], ARREST)
    expect(spanish.handoff?.waitFor).toBe('Criminal Defense Attorney')
    expect(spanish.handoff?.experts).toEqual([])
    expect(spanish.text).toContain(PHRASES.es.none('Abogado penalista'))
    expect(spanish.text).toContain(PHRASES.es.waitlist)
    expect(spanish.text).not.toMatch(/Cocinero|Private Chef/)
  })

  it('still offers a close field that has experts in its place', async () => {
    const engineer = row('engineer', 'Structural Engineer', ['Foundations', 'Cracks'], ['cracks', 'foundations'], 'Cracks and foundations.')
    const reply = await answer([engineer, MECHANIC], INSPECTION)
    expect(reply.handoff?.waitFor).toBe('Home Inspector')
    expect(uids(reply.handoff?.experts)).toEqual(['engineer'])
    expect(reply.text).toMatch(/The nearest fields with experts are \*\*Structural Engineer\*\*/)
    expect(reply.text).toContain(PHRASES.en.waitlist)
  })
})

describe("the nearest fields, the best one's own kind first", () => {
  it("offers a business's no-shows to a business field before a doctor whom 'appointment' matched", async () => {
    const consultant = row('consultant', 'Management Consultant', ['Strategy'], ['strategy'], 'I help small businesses grow.')
    const cardiologist = row('heart', 'Cardiologist', ['Heart checks'], ['heart', 'appointment'], 'Heart checks by appointment.')
    const reply = await answer(
      [consultant, cardiologist],
      "my hair salon has lots of clients who don't show up for their appointment, what do I do?",
    )
    expect(reply.handoff?.waitFor).toBe('Operations Manager')
    expect(uids(reply.handoff?.experts)).toEqual(['consultant', 'heart'])
  })
})

describe.each(DIALECTS)('an approved "Criminal Defence Lawyer" in Tio Chat and its search hint (%s)', (dialect) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ dialect, listen: false })
  })
  afterAll(async () => {
    await server.close()
  })

  it("is found for a visitor's Spanish question about an arrest, and from the search hint that names the field the American way", async () => {
    const lawyer = await createApprovedExpert(server, {
      occupation: DEFENCE.occupation,
      description: DEFENCE.description,
      expertise_areas: DEFENCE.expertise_areas,
      keywords: DEFENCE.keywords,
    })
    await createApprovedExpert(server, { occupation: CHEF.occupation, description: CHEF.description })
    const reply = (await (
      await server.request('/api/assistant/visitor', { method: 'POST', json: { questions: [ARREST] } })
    ).json()) as AssistantVisitorReply
    expect(reply.handoff?.occupations[0]?.title).toBe('Criminal Defense Attorney')
    expect(reply.handoff?.experts.map((e) => e.uid)).toEqual([lawyer.id])
    expect(reply.handoff?.waitFor).toBeUndefined()
    const understood = (await (
      await server.request(`/api/assistant/understand?q=${encodeURIComponent('criminal defense attorney')}`)
    ).json()) as AssistantUnderstanding
    expect(understood.fields.map((f) => f.title)).toEqual(['Criminal Defense Attorney'])
    // The hint's link searches for the field as its experts write it, and finds them.
    expect(understood.fields[0]?.search).toBe('Criminal Defence Lawyer')
    const found = (await (await server.request(`/api/search?q=${encodeURIComponent(understood.fields[0]!.search!)}`)).json()) as {
      results: { uid: string }[]
    }
    expect(found.results.map((e) => e.uid)).toContain(lawyer.id)
  })
})
