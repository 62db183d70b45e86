import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, useUpAssistantQuota } from '../../../../tests/support/factories'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { ASSISTANT_RATE_POINTS, ASSISTANT_VISITOR_RATE_POINTS } from '../../../shared/schemas/assistant-text'
import { BRIEF_TEXT, briefText } from '../../../shared/schemas/assistant-brief-text'
import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import { OfflineBrain, type Analysis } from './assistant.engine'
import { composeOfflineReply, offlineAnswer } from './assistant.engines'
import type { ProfileField } from './fields'
import { parseConfig } from '../../config'
import { contentSettings } from '../content'
import { loadPassages } from './knowledge'
import { OCCUPATIONS } from './knowledge/occupations'
import { DESCRIPTIONS } from './knowledge/descriptions'
import { TITLES, titleIn } from './knowledge/titles'
import { PHRASES } from './phrases'
import { loadWordVectors } from './vectors'

/**
 * Every reply of the offline assistant comes in the language of the user's message (issue 24 item 1):
 * the first answer, the note said once, the dead end's fallback, the clarifying question and its
 * buttons, Tio's own help, greetings, and the notice once an expert took over.
 */
const passages = await loadPassages('content', contentSettings(parseConfig({})))
const profile = (title: string, best: string[]): ProfileField => ({ title, experts: best.length, words: [], areas: [], isNew: false, best })
// Plumbers have approved experts; dentists do not.
const brain = new OfflineBrain(passages, { vectors: loadWordVectors(), fields: [profile('Plumber', ['p1']), profile('Roofer', ['r1'])] })
const deps = {
  brain,
  findExperts: async (titles: string[]) => titles.filter((t) => brain.expertsOf(t).length).map((t) => ({ occupation: t }) as never),
}
const answer = (text: string) => offlineAnswer(deps, [{ role: 'user', text }])

type Foreign = Exclude<AssistantLanguage, 'en'>
/** `plumbing`: the Plumber's description in the language. */
interface Messages {
  leak: string
  tooth: string
  vague: string
  points: string
  hello: [string, string]
  plumbing: string
}
const MESSAGES: Record<Foreign, Messages> = {
  es: {
    leak: 'Tengo una fuga de agua en la tubería debajo del fregadero de la cocina',
    tooth: 'Me duele mucho una muela desde ayer y no puedo dormir',
    vague: 'necesito ayuda',
    points: '¿Cómo funcionan los Tio-Points?',
    hello: ['Hola', '¡Hola! 👋'],
    plumbing: 'fugas, tuberías, desagües, inodoros, calderas y termos',
  },
  de: {
    leak: 'Unter der Spüle in der Küche tropft Wasser aus dem Rohr',
    tooth: 'Ich habe seit gestern starke Zahnschmerzen und kann nicht schlafen',
    vague: 'ich brauche Hilfe',
    points: 'Wie funktionieren die Tio-Points?',
    hello: ['Guten Morgen', 'Hallo! 👋'],
    plumbing: 'Lecks, Rohre, Abflüsse, Toiletten, Heizkessel und Boiler',
  },
  fr: {
    leak: "Il y a une fuite d'eau au tuyau sous l'évier de la cuisine",
    tooth: "J'ai très mal aux dents depuis hier et je ne dors plus",
    vague: "j'ai besoin d'aide",
    points: 'Comment fonctionnent les Tio-Points ?',
    hello: ['Bonsoir', 'Bonjour ! 👋'],
    plumbing: 'fuites, tuyaux, canalisations, WC, chaudières et chauffe-eau',
  },
  pt: {
    leak: 'Há uma fuga de água no cano debaixo do lava-loiça da cozinha',
    tooth: 'Estou com muita dor de dente desde ontem e não consigo dormir',
    vague: 'preciso de ajuda',
    points: 'Como funcionam os Tio-Points?',
    hello: ['Olá', 'Olá! 👋'],
    plumbing: 'fugas, canos, esgotos, sanitas, caldeiras e esquentadores',
  },
  it: {
    leak: "C'è una perdita d'acqua dal tubo sotto il lavello della cucina",
    tooth: 'Ho un forte mal di denti da ieri e non riesco a dormire',
    vague: 'ho bisogno di aiuto',
    points: 'Come funzionano i Tio-Points?',
    hello: ['Ciao', 'Ciao! 👋'],
    plumbing: 'perdite, tubi, scarichi, WC, caldaie e scaldabagni',
  },
}
const english = PHRASES.en
/** The Plumber's English description, which a reply in another language must not show. */
const PLUMBING = OCCUPATIONS.find((o) => o.title === 'Plumber')!.description
/** English fixed phrases that must not appear in a reply in another language. */
const ENGLISH = [
  english.note,
  english.expertCan,
  english.askThisExpert,
  english.waitlist,
  english.helpPages,
  english.helpMore,
  english.smartAnswer,
]

/** Titles that are the same word in the language. */
const SAME: Record<Foreign, string[]> = {
  es: [],
  de: ['Illustrator', 'Mediator', 'Sommelier'],
  fr: ['Sommelier'],
  pt: [],
  it: ['Sommelier'],
}

describe.each(Object.keys(MESSAGES) as Foreign[])('the fields in %s', (language) => {
  it('has a translation of every field the knowledge base names, not the English title', () => {
    const untranslated = OCCUPATIONS.map((o) => o.title).filter(
      (title) => !TITLES[language].has(title) || (TITLES[language].get(title) === title && !SAME[language].includes(title)),
    )
    expect(untranslated).toEqual([])
    expect([...TITLES[language].keys()].filter((title) => !OCCUPATIONS.some((o) => o.title === title))).toEqual([])
  })

  it('has a description of every field the knowledge base names, not the English description', () => {
    const undescribed = OCCUPATIONS.filter(
      (o) => !DESCRIPTIONS[language].get(o.title) || DESCRIPTIONS[language].get(o.title) === o.description,
    )
    expect(undescribed.map((o) => o.title)).toEqual([])
    expect([...DESCRIPTIONS[language].keys()].filter((title) => !OCCUPATIONS.some((o) => o.title === title))).toEqual([])
  })
})

describe.each(Object.entries(MESSAGES) as [Foreign, (typeof MESSAGES)[Foreign]][])('a message in %s', (language, m) => {
  const p = PHRASES[language]
  const noEnglish = (text: string) => {
    for (const phrase of ENGLISH) expect(text).not.toContain(phrase)
  }
  const plumber = titleIn(language, 'Plumber')
  const roofer = titleIn(language, 'Roofer')
  const dentist = titleIn(language, 'Dentist')

  it('gets its first answer, the note and the offer of experts in that language', async () => {
    const reply = await answer(m.leak)
    expect(reply.kind).toBe('experts')
    expect(reply.handoff?.language).toBe(language)
    expect(reply.handoff?.occupations[0]?.title).toBe('Plumber')
    expect(reply.text).toContain(`**${plumber}**`)
    expect(reply.text).not.toMatch(/\bPlumber\b/)
    expect(reply.text).toContain(p.note)
    expect(reply.text).toContain(p.expertCan)
    expect(reply.text).toContain(p.askThisExpert)
    noEnglish(reply.text)
  })

  it('gets the field described in that language, in the reply and in its handoff', async () => {
    const reply = await answer(m.leak)
    expect(reply.text).toContain(p.sounds(plumber, m.plumbing))
    expect(reply.text).not.toContain(PLUMBING)
    expect(reply.handoff?.occupations[0]).toEqual({ title: 'Plumber', description: m.plumbing })
    for (const o of reply.handoff?.occupations ?? []) expect(o.description).toBe(DESCRIPTIONS[language].get(o.title))
  })

  it("keeps the description of a field only an approved expert's profile describes, as its experts wrote it", async () => {
    const beekeeping = 'hive inspections, swarm control, queen rearing'
    const analysis: Analysis = {
      kind: 'experts',
      occupations: [{ title: 'Apiarist', family: 'Other', description: beekeeping, score: 9, lexical: 9 }],
      alternatives: [],
      passages: [],
      question: m.leak,
    }
    expect(composeOfflineReply(analysis, [{ occupation: 'Apiarist' } as never], m.leak, { language })).toContain(
      p.sounds('Apiarist', beekeeping),
    )
    const asked = await offlineAnswer({ ...deps, brain: { analyze: () => analysis, expertsOf: () => ['a1'] } as never }, [
      { role: 'user', text: m.leak },
    ])
    expect(asked.handoff?.occupations).toEqual([{ title: 'Apiarist', description: beekeeping }])
  })

  it('gets the dead end fallback (nearest fields or none, and the waitlist) in that language', async () => {
    const reply = await answer(m.tooth)
    expect(reply.kind).toBe('experts')
    expect(reply.handoff?.waitFor).toBe('Dentist')
    expect(reply.handoff?.waitForLabel).toBe(dentist)
    expect(reply.text).toContain(p.waitlist)
    expect(reply.text.includes(p.none(dentist)) || reply.text.includes(p.nearest(dentist, '').split(' **')[0]!.slice(0, 20))).toBe(true)
    expect(reply.text).not.toMatch(/\bDentist\b/)
    noEnglish(reply.text)
  })

  it('gets the clarifying question, and its buttons are labelled, in that language', async () => {
    const reply = await answer(m.vague)
    expect(reply.kind).toBe('clarify')
    expect(reply.text).toBe(p.clarifyOpen)
    const analysis: Analysis = {
      kind: 'clarify',
      occupations: ['Plumber', 'Roofer'].map((title) => ({ title, family: 'Home', description: '', score: 1, lexical: 0 })),
      alternatives: [],
      passages: [],
      question: m.vague,
    }
    expect(composeOfflineReply(analysis, [], m.vague, { language })).toBe(p.clarifyFields(`**${plumber}** ${p.or} **${roofer}**`))
    expect(briefText(language).choices).not.toBe(BRIEF_TEXT.en.choices)
    // The buttons show the fields in the language and send their canonical titles.
    const asked = await offlineAnswer({ ...deps, brain: { analyze: () => analysis, expertsOf: () => [] } as never }, [
      { role: 'user', text: m.leak },
    ])
    expect(asked.handoff?.choices).toEqual(['Plumber', 'Roofer'])
    expect(asked.handoff?.choiceLabels).toEqual([plumber, roofer])
    expect(asked.text).not.toMatch(/\b(Plumber|Roofer)\b/)
  })

  it("gets Tio's own help pages introduced in that language", async () => {
    const reply = await answer(m.points)
    expect(reply.kind).toBe('tio')
    expect(reply.text.startsWith(`${p.helpPages} ${p.inEnglish}\n\n> `)).toBe(true)
    expect(reply.text).toContain(p.helpMore)
    // Each English title is inside the quote, never in the reply's own sentences.
    for (const { passage } of reply.analysis.passages) {
      const lines = reply.text.split('\n').filter((line) => line.includes(passage.title))
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) expect(line.startsWith('> ')).toBe(true)
    }
    noEnglish(reply.text)
  })

  it('gets a smart answer (the first-line guidance) introduced in that language', () => {
    const smart = passages.find((x) => x.kind === 'smart')!
    const analysis: Analysis = {
      kind: 'experts',
      occupations: [{ title: 'Plumber', family: 'Home', description: 'leaks', score: 9, lexical: 9 }],
      alternatives: [],
      passages: [{ passage: smart, score: 9 }],
      question: m.leak,
    }
    const text = composeOfflineReply(analysis, [{ occupation: 'Plumber' } as never], m.leak, { language })
    // Its title and excerpt are English: quoted (the view marks the quote lang="en"), after saying so.
    expect(text).toContain(`${p.smartAnswer} ${p.inEnglish}\n\n> **[${smart.title}](${smart.url})**\n>\n> `)
  })

  it('is greeted in that language', async () => {
    const reply = await answer(m.hello[0])
    expect(reply.kind).toBe('greeting')
    expect(reply.text.startsWith(m.hello[1])).toBe(true)
  })

  it('is told in that language when an expert has taken over', () => {
    expect(briefText(language).handedOver('Ana')).not.toBe(BRIEF_TEXT.en.handedOver('Ana'))
    expect(briefText(language).handedOver('Ana')).toContain('Ana')
  })
})

describe("Tio's own help, asked in another language", () => {
  it.each([
    '¿Cómo borro mi cuenta?',
    'Wie lösche ich mein Konto?',
    'Comment supprimer mon compte ?',
    'Como apago a minha conta?',
    'Come cancello il mio account?',
  ])('%s finds the help page on deleting an account (searched in its English reading)', async (text) => {
    const reply = await answer(text)
    expect(reply.kind).toBe('tio')
    expect(reply.analysis.passages.map((p) => p.passage.title)).toContain('How do I delete my account?')
  })
})

describe('Tio and an uncle', () => {
  it('reads "mi tío" and "o meu tio" as a relative, not as a question about Tio', async () => {
    for (const text of [
      'Mi tío murió y nos dejó una casa, ¿qué hacemos con la herencia?',
      'O meu tio morreu e deixou-nos uma casa de herança',
    ]) {
      expect((await answer(text)).kind, text).toBe('experts')
    }
    expect((await answer('¿Cómo funciona Tio?')).kind).toBe('tio')
  })
})

describe('Tio Chat refuses a message in its language: too fast, or past the daily quota (issue 24 item 1)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false, env: { RATE_LIMIT: 'true' } })
  })
  afterAll(async () => {
    await server.close()
  })

  const refusal = async (res: Response) => {
    expect(res.status).toBe(429)
    return { message: ((await res.json()) as { error: { message: string } }).error.message, language: res.headers.get('content-language') }
  }
  const newConversation = async (cookie: string) =>
    ((await (await server.request('/api/assistant/conversations', { method: 'POST', json: {}, cookie })).json()) as { id: string }).id
  const send = (cookie: string, id: string, text: string) =>
    server.request(`/api/assistant/conversations/${id}/messages`, { method: 'POST', json: { text }, cookie })

  it.each(Object.entries(MESSAGES) as [Foreign, (typeof MESSAGES)[Foreign]][])(
    'a visitor asking too fast in %s is told so in that language',
    async (language, m) => {
      const ask = () =>
        server.app.request(
          '/api/assistant/visitor',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.ctx.config.publicUrl },
            body: JSON.stringify({ questions: [m.leak] }),
          },
          { clientIp: `198.51.100.${Object.keys(MESSAGES).indexOf(language) + 1}` },
        )
      for (let i = 0; i < ASSISTANT_VISITOR_RATE_POINTS; i++) {
        const res = await ask()
        expect(res.status).toBe(200)
        expect(((await res.json()) as { language: string }).language).toBe(language)
      }
      expect(await refusal(await ask())).toEqual({ message: PHRASES[language].rateLimited, language })
    },
  )

  it.each(Object.entries(MESSAGES) as [Foreign, (typeof MESSAGES)[Foreign]][])(
    "a user past today's quota who writes in %s is told so in that language",
    async (language, m) => {
      const user = await createUser(server)
      const id = await newConversation(user.cookie)
      await useUpAssistantQuota(server, user, id)
      expect(await refusal(await send(user.cookie, id, m.leak))).toEqual({ message: PHRASES[language].quotaReached, language })
      const claim = await server.request('/api/assistant/claim', { method: 'POST', json: { questions: [m.tooth] }, cookie: user.cookie })
      expect(await refusal(claim)).toEqual({ message: PHRASES[language].quotaReached, language })
    },
  )

  it('a user writing too fast in Spanish is told so in Spanish, and in English after switching to English', async () => {
    const user = await createUser(server)
    const id = await newConversation(user.cookie)
    for (let i = 0; i < ASSISTANT_RATE_POINTS; i++) {
      const res = await send(user.cookie, id, 'Hola')
      expect(res.status).toBe(200)
      await res.text()
    }
    expect(await refusal(await send(user.cookie, id, MESSAGES.es.leak))).toEqual({ message: PHRASES.es.rateLimited, language: 'es' })
    expect(await refusal(await send(user.cookie, id, 'The pipe under my kitchen sink is leaking'))).toEqual({
      message: PHRASES.en.rateLimited,
      language: 'en',
    })
  })

  it("says each saved answer's language, and the streamed answer's, so the view's own words can follow it", async () => {
    const user = await createUser(server)
    const id = await newConversation(user.cookie)
    const response = await send(user.cookie, id, MESSAGES.de.leak)
    expect(response.headers.get('content-language')).toBe('de')
    const streamed = await response.text()
    expect(streamed).toContain('"messageMetadata":{"engine":"offline","language":"de"}')
    await (await send(user.cookie, id, 'The pipe under my kitchen sink is leaking')).text()
    const detail = (await (await server.request(`/api/assistant/conversations/${id}`, { cookie: user.cookie })).json()) as {
      messages: { role: string; metadata: { language?: string } }[]
    }
    expect(detail.messages.map((m) => [m.role, m.metadata.language])).toEqual([
      ['user', undefined],
      ['assistant', 'de'],
      ['user', undefined],
      ['assistant', 'en'],
    ])
  })
})
