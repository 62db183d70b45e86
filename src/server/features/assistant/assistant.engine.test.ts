import { describe, expect, it } from 'vitest'
import { OfflineBrain, selfDescriptions } from './assistant.engine'
import { composeOfflineReply, offlineAnswer } from './assistant.engines'
import { loadPassages } from './knowledge'

const brain = new OfflineBrain(await loadPassages('content'))
const ask = (text: string) => brain.analyze([{ role: 'user', text }])

describe('offline assistant brain', () => {
  it('answers a greeting without suggesting experts', () => {
    for (const text of ['hi there', 'Hello!', 'thanks a lot', 'hola', 'who are you?']) {
      const a = ask(text)
      expect(a.kind, text).toBe('greeting')
      expect(a.occupations).toEqual([])
    }
  })

  it('asks one clarifying question when the request is too vague, then uses the answer', () => {
    expect(ask('I need help').kind).toBe('clarify')
    expect(ask('I have a problem, can someone help?').kind).toBe('clarify')
    const reply = composeOfflineReply(ask('I need help'), [], 'I need help')
    expect(reply.match(/\?/g)).toHaveLength(1)
    const followUp = brain.analyze([
      { role: 'user', text: 'I need help' },
      { role: 'assistant', text: reply, kind: 'clarify' },
      { role: 'user', text: 'the kitchen sink pipe is leaking everywhere' },
    ])
    expect(followUp.kind).toBe('experts')
    expect(followUp.occupations[0]?.title).toBe('Plumber')
  })

  it('suggests nobody for thanks, acknowledgements and questions about the site, in any language', () => {
    for (const text of ['ok cool', 'great, thanks for that!', 'Vielen Dank, das war hilfreich', 'merci beaucoup, bonne journée', 'can I pay with paypal?', 'is my data safe with you?', 'can experts see my messages?']) {
      const a = ask(text)
      expect(a.occupations, text).toEqual([])
      expect(a.kind, text).not.toBe('experts')
    }
  })

  it('reads "I\'m a photographer" as who the person is, not what they need', () => {
    expect(selfDescriptions("I'm a freelance photographer and a client used my photos")).toEqual(['freelance photographer'])
    expect(selfDescriptions('my husband works as a plumber, I am worried')).toEqual(['plumber'])
    expect(selfDescriptions("there is a crack in the wall and I'm pregnant")).toEqual([])
    const a = ask('My husband is a teacher and I work as an accountant. We argue constantly and barely speak anymore.')
    expect(a.occupations[0]?.title).toBe('Marriage Counselor')
  })

  it('says plainly when it has no good answer, and suggests nobody', () => {
    const a = ask("what's the weather going to be like this weekend?")
    expect(a.kind).toBe('no-answer')
    expect(composeOfflineReply(a, [], 'weather')).toMatch(/don't have a good answer/)
  })

  it('answers questions about Tio from the help pages, quoting and linking them, without experts', () => {
    const a = ask('How do Tio-Points work?')
    expect(a.kind).toBe('tio')
    expect(a.occupations).toEqual([])
    const text = composeOfflineReply(a, [], 'How do Tio-Points work?')
    expect(text).toMatch(/\]\(\/(FAQ|HelpCenter|blog)/)
    expect(text).toMatch(/^> /m)
  })

  it.each([
    ['the toilet upstairs is leaking through the kitchen ceiling', ['Plumber']],
    ['the lease ended a month ago and the landlord still refuses to return our security deposit', ['Real Estate Attorney', 'Mediator']],
    ['cracks are spreading across the walls and the floor upstairs has started to sag', ['Structural Engineer', 'Home Inspector']],
    ['my dog limps and will not eat since yesterday', ['Veterinarian']],
    ['my employer dismissed me without notice after I complained about unpaid overtime', ['Employment Lawyer']],
    ['Tengo un dolor de dientes terrible desde ayer', ['Dentist']],
    ['Unser Auto macht beim Bremsen komische Geräusche', ['Auto Mechanic']],
    ['je dois traduire mon diplôme pour une université', ['Translator']],
  ])('suggests the right field first: %s', (text, expected) => {
    const a = ask(text)
    expect(a.kind).toBe('experts')
    expect(expected).toContain(a.occupations[0]?.title)
  })

  it('is honest about being the offline assistant and quotes a smart answer with its link', async () => {
    const result = await offlineAnswer({ brain, findExperts: async () => [] }, [
      { role: 'user', text: 'I just went self-employed, how do I handle my taxes and what expenses can I claim?' },
    ])
    expect(result.text).toMatch(/Tio's offline assistant/)
    expect(result.text).toMatch(/\]\(\/smart\/tax-as-a-freelancer\)/)
    expect(result.handoff?.summary).toMatch(/self-employed/)
  })
})
