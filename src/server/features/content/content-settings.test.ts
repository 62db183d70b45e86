import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { parseConfig } from '../../config'
import { loadPassages } from '../assistant'
import { contentSettings, fillSettings } from './content-settings'
import { CONTENT_DIR, loadContentStore } from './content.store'

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')

// Issue 20 item 3: the earning rules the pages state are the settings the code applies.
describe('content names the earning settings, filled in from the configuration', () => {
  const changed = contentSettings(
    parseConfig({
      SIGNUP_POINTS: '240',
      REFERRAL_POINTS: '75',
      REFERRAL_MONTHLY_CAP: '3',
      PAYOUT_MINIMUM_POINTS: '2500',
      FREE_CANCEL_HOURS: '48',
      AUTO_RELEASE_HOURS: '96',
      PAYMENT_CURRENCY: 'gbp',
      PLATFORM_FEE_PERCENT: '12',
    }),
  )

  it('renders the referral page, the FAQ and the help center with the configured numbers', async () => {
    const store = await loadContentStore(changed)
    const referral = store.pages.get('referral')!
    expect(referral.description).toContain('you both receive 75 Tio-Points')
    expect(text(referral.html)).toContain('You both receive 75 Tio-Points')
    expect(text(referral.html)).toContain('at most 3 new accounts per calendar month; friends who join after that still get their own 75 points')
    const faq = text(store.faq.flatMap((g) => g.entries.map((e) => e.answerHtml)).join(' '))
    expect(faq).toContain('starts with 240 Tio-Points')
    expect(faq).toContain('you both receive 75 Tio-Points')
    expect(faq).toContain('at most 3 friends a month')
    expect(faq).toContain('paid out from 2,500 points')
    expect(faq).toContain('priced in one currency, British Pound (GBP), shown next to each pack')
    const help = text(store.help.map((a) => a.html).join(' '))
    expect(help).toContain('240 points when you join, 75 when a friend joins')
    expect(help).toContain('up to 3 friends a month')
    expect(help).toContain('cancel a call free of charge until 48 hours before it starts')
    expect(help).toContain('to the expert automatically 96 hours after delivery')
    expect(faq).toContain('automatically 96 hours after the expert delivers it. You can cancel a call free of charge until 48 hours before it starts')
    expect(store.pages.get('pricing')?.plans?.[0]?.features).toContain('240 Tio-Points when you join')
    expect(text(store.pages.get('pricing')!.html)).toContain('points when they are released, is 12%')
    expect(store.pages.get('about')?.facts).toContainEqual({ label: 'Welcome gift', value: '240 Tio-Points' })
    // Nothing is left unfilled anywhere.
    const everything = JSON.stringify([store.posts, store.faq, store.help, [...store.pages.values()]])
    expect(everything).not.toContain('{{')
  })

  it('gives Tio Chat the same numbers as the pages', async () => {
    const passages = await loadPassages(CONTENT_DIR, changed)
    const referral = passages.find((p) => p.id === 'help:use-your-referral-code')!
    expect(referral.text).toContain('you both receive 75 points. You earn points for up to 3 friends a month')
    expect(passages.map((p) => p.text).join(' ')).not.toContain('{{')
  })

  it('fails loudly, naming the file, on a placeholder that is no setting', () => {
    expect(fillSettings('Earn {{REFERRAL_POINTS}} points.', changed, 'content/x.md')).toBe('Earn 75 points.')
    expect(() => fillSettings('Earn {{REFERAL_POINTS}} points.', changed, path.resolve('content/x.md'))).toThrow(/content\/x\.md: \{\{REFERAL_POINTS\}\} is not a setting/)
  })

  describe('through the server', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({ listen: false, env: { REFERRAL_POINTS: '75', PAYOUT_MINIMUM_POINTS: '2500' } })
    })
    afterAll(() => server.close())

    it('serves /Referral and the FAQ with the settings of this server', async () => {
      const { page } = (await (await server.request('/api/content/pages/referral')).json()) as { page: { html: string } }
      expect(text(page.html)).toContain('You both receive 75 Tio-Points')
      expect(text(page.html)).not.toContain('50')
      const faq = JSON.stringify(await (await server.request('/api/content/faq')).json())
      expect(faq).toContain('from 2,500 points')
      expect(faq).toContain('starts with 100 Tio-Points')
    })
  })
})

/**
 * A number a setting decides, typed into content: any number right before "points", or, in a
 * sentence about points, referrals or payouts, one of the settings' defaults (except the referral
 * code's length, a constant of the spec).
 */
function typedEarningNumbers(source: string): string[] {
  const defaults = new Set(Object.values(contentSettings(parseConfig({}))).map((v) => Number(v.replaceAll(',', ''))))
  const found: string[] = []
  for (const sentence of source.split(/(?<=[.!?])\s+|\n/)) {
    if (/\b\d[\d,]*\**\s+(tio-)?points?\b/i.test(sentence)) found.push(sentence)
    else if (/point|referr|payout|cash out/i.test(sentence)) {
      const numbers = [...sentence.matchAll(/\b\d{1,3}(?:,\d{3})+\b|\b\d+\b(?! letters)/g)].map((m) => Number(m[0].replaceAll(',', '')))
      if (numbers.some((n) => defaults.has(n))) found.push(sentence)
    }
  }
  return found
}

describe('no content file types a number a setting decides (issue 20 item 3)', () => {
  it('recognises the sentences the content used to have', () => {
    for (const sentence of [
      'Every new account starts with 100 Tio-Points.',
      'you both receive **50** points',
      '**Earn:** 100 points when you join, 50 when a friend joins with your referral code.',
      'A referrer earns points for at most **10** new accounts per calendar month.',
      'Points earned from consultations can be paid out from 1,000 points.',
    ]) {
      expect(typedEarningNumbers(sentence), sentence).toEqual([sentence])
    }
    expect(typedEarningNumbers('Every account has a personal referral code of 10 letters and numbers.')).toEqual([])
  })

  it('finds none in content/', () => {
    const files = (readdirSync(CONTENT_DIR, { recursive: true }) as string[]).filter((f) => f.endsWith('.md'))
    expect(files.length).toBeGreaterThan(30)
    for (const file of files) {
      expect(typedEarningNumbers(readFileSync(path.join(CONTENT_DIR, file), 'utf8')), `content/${file}: use a {{SETTING}} placeholder`).toEqual([])
    }
  })
})
