import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { dismissWelcome, signIn } from './support/accounts'
import { findLayoutProblems } from './support/layout-problems'

// Issue 22 item 7: every page of the product, as each audience sees it, at 375, 768 and 1280 px; a page
// fails on horizontal overflow, a control covered by another, or a clipped label. A screenshot of each is
// written to test-results/layout/<width>/ (CI keeps test-results/ as its artifact). CONST-13: 375 and 768
// are the mobile layout, 1280 the desktop one.

const DEMO_PASSWORD = 'TioDemo$2026'
const WIDTHS = [375, 768, 1280] as const
type Role = 'visitor' | 'user' | 'expert' | 'operator'
const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  user: 'demo@tio.test',
  expert: 'sofia-marin@experts.tio.test',
  operator: 'operator@tio.test',
}

/**
 * Each path of src/web/app/routes.ts and how to see it: the audience, and the address for paths with a
 * parameter. `null` marks what is not a page (feeds and files). A path added to routes.ts without a row
 * here fails the first test, so new pages are covered or explicitly listed.
 */
const PAGES: Record<string, { role: Role; visit?: string } | null> = {
  '/': { role: 'visitor' },
  FAQ: { role: 'visitor' },
  Pricing: { role: 'visitor' },
  ExpertResources: { role: 'visitor' },
  'ExpertResources/:postId': { role: 'visitor', visit: '/ExpertResources/pricing-your-time' },
  blog: { role: 'visitor' },
  'blog/rss.xml': null,
  'blog/:postId': { role: 'visitor', visit: '/blog/how-we-verify-experts' },
  about: { role: 'visitor' },
  BecomeAnExpert: { role: 'visitor' },
  chatBot: { role: 'visitor' },
  ourexperts: { role: 'visitor' },
  smart: { role: 'visitor' },
  'smart/:answerId': { role: 'visitor', visit: '/smart/brakes-grinding' },
  OurMission: { role: 'visitor' },
  OurTeam: { role: 'visitor' },
  JoinUs: { role: 'visitor' },
  PressAndMedia: { role: 'visitor' },
  HelpCenter: { role: 'visitor' },
  ContactUs: { role: 'visitor' },
  PrivacyPolicy: { role: 'visitor' },
  TermsOfService: { role: 'visitor' },
  Shop: { role: 'visitor' },
  Referral: { role: 'visitor' },
  'user/:customURL': { role: 'user', visit: '/user/:me' },
  'expert/:customURL': { role: 'visitor', visit: '/expert/sofia-marin' },
  admin: { role: 'operator' },
  // The console's sections, nested under admin in routes.ts.
  points: { role: 'operator', visit: '/admin/points' },
  shop: { role: 'operator', visit: '/admin/shop' },
  payouts: { role: 'operator', visit: '/admin/payouts' },
  messages: { role: 'operator', visit: '/admin/messages' },
  disputes: { role: 'operator', visit: '/admin/disputes' },
  // The stand-in payment page of test mode: it needs a purchase in progress (the shop's own tests open it).
  'checkout/test/:purchaseId': null,
  'no-access': { role: 'visitor' },
  'reset-password': { role: 'visitor', visit: '/reset-password?token=layout-check' },
  'email-verified': { role: 'user' },
  'sitemap.xml': null,
  'robots.txt': null,
  profile: { role: 'user' },
  expertprofile: { role: 'expert' },
  chat: { role: 'user' },
  consultations: { role: 'user' },
  settings: { role: 'user' },
  expertsettings: { role: 'expert' },
  ExpertVerification: { role: 'user' },
  '*': { role: 'visitor', visit: '/no-such-page' },
}

/** The paths routes.ts declares: index() is '/', route('x', …) is 'x'. */
function declaredPaths(): string[] {
  const source = readFileSync('src/web/app/routes.ts', 'utf8')
  const paths = [...source.matchAll(/\broute\(\s*'([^']+)'/g)].map((m) => m[1]!)
  return /\bindex\(/.test(source) ? ['/', ...paths] : paths
}

test('every path of routes.ts is a page this test visits or is listed as not a page', () => {
  expect(declaredPaths().filter((path) => !(path in PAGES))).toEqual([])
})

/** The pages one audience sees: its own, and the home page with its navigation. */
function pagesOf(role: Role): string[] {
  const own = Object.entries(PAGES).flatMap(([path, page]) =>
    page?.role === role ? [page.visit ?? (path === '/' ? '/' : `/${path}`)] : [],
  )
  return role === 'visitor' ? own : ['/', ...own]
}

async function settle(page: Page) {
  await page.waitForLoadState('load')
  // Pages fetch their data in the browser: wait until no skeleton or 'Loading...' is left, and fonts are in.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.evaluate(() => document.fonts.ready)
}

/** The visitor's many pages in three parts, so that two workers share them evenly. */
const VISITOR_PARTS = 3
const GROUPS: { role: Role; part?: number }[] = [
  ...Array.from({ length: VISITOR_PARTS }, (_, part) => ({ role: 'visitor' as const, part })),
  { role: 'user' },
  { role: 'expert' },
  { role: 'operator' },
]

for (const { role, part } of GROUPS) {
  const name = `${role} pages${part === undefined ? '' : ` (${part + 1} of ${VISITOR_PARTS})`}`
  test(`${name} at 375, 768 and 1280 px: no horizontal overflow, covered control or clipped label (CONST-13)`, async ({ page }) => {
    // About 20 s on an idle 2-core machine; the limit leaves room for a loaded one.
    test.setTimeout(300_000)
    if (role !== 'visitor') {
      await signIn(page, ACCOUNTS[role], DEMO_PASSWORD)
      // The welcome popup opens for a demo account that no other test has dismissed yet, and while Radix
      // mounts it the page's controls briefly refuse the pointer: dismissed first, every run checks the same page.
      await dismissWelcome(page)
    }
    const me = role === 'visitor' ? null : ((await (await page.request.get('/api/me')).json()) as { user: { customURL: string } }).user
    const all = pagesOf(role).map((p) => p.replace(':me', me?.customURL ?? ''))
    const paths = part === undefined ? all : all.filter((_, i) => i % VISITOR_PARTS === part)
    const problems: string[] = []
    for (const path of paths) {
      await test.step(path, async () => {
        // Each page loads once at the phone width and is then widened: the layout is CSS and media queries.
        await page.setViewportSize({ width: WIDTHS[0], height: 740 })
        await page.goto(path)
        await settle(page)
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 900 })
          await page.evaluate(() => new Promise(requestAnimationFrame))
          const slug = `${role}${path.replace(/[^A-Za-z0-9]+/g, '-')}`.replace(/-$/, '')
          await page.screenshot({
            path: `test-results/layout/${width}/${slug}.jpeg`,
            type: 'jpeg',
            quality: 70,
            animations: 'disabled',
            caret: 'hide',
          })
          for (const problem of await findLayoutProblems(page)) problems.push(`${path} at ${width} px: ${problem}`)
        }
      })
    }
    expect(problems).toEqual([])
  })
}
