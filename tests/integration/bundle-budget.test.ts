import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM script without types
import { checkBudgets, FIRST_PAGE_BUDGET, ROUTE_BUDGET } from '../../scripts/bundle-size.mjs'

// The budget check of `npm test` (issue 21 item 1) on a made-up client build: random bytes do not
// compress, so a file of N bytes weighs a bit more than N gzipped (written as UTF-8).
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const SMALL = { 'protected.js': 500, 'settings.js': 20_000, 'forms.js': 20_000, 'sitemap.js': 100 }

function fakeBuild(sizes: Record<string, number>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tio-budget-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'assets'))
  for (const [name, bytes] of Object.entries({ ...SMALL, ...sizes }))
    writeFileSync(path.join(dir, 'assets', name), randomBytes(bytes).toString('latin1'))
  const manifest = {
    url: '/assets/manifest-1.js',
    entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
    routes: {
      root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js'] },
      'routes/home': { id: 'routes/home', parentId: 'root', module: '/assets/home.js', imports: [] },
      'routes/chatbot': {
        id: 'routes/chatbot',
        parentId: 'root',
        path: 'chatBot',
        module: '/assets/chatbot.js',
        imports: ['/assets/ai.js', '/assets/react.js'],
      },
      'routes/protected': { id: 'routes/protected', parentId: 'root', module: '/assets/protected.js', imports: [] },
      'routes/settings': {
        id: 'routes/settings',
        parentId: 'routes/protected',
        path: 'settings',
        module: '/assets/settings.js',
        imports: ['/assets/forms.js'],
      },
      'routes/sitemap': {
        id: 'routes/sitemap',
        parentId: 'root',
        path: 'sitemap.xml',
        hasDefaultExport: false,
        module: '/assets/sitemap.js',
        imports: [],
      },
    },
  }
  writeFileSync(path.join(dir, 'assets', 'manifest-1.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`)
  return dir
}

describe('bundle budgets', () => {
  it('passes a build within both budgets', () => {
    const dir = fakeBuild({
      'entry.js': 40_000,
      'react.js': 40_000,
      'root.js': 10_000,
      'home.js': 5_000,
      'chatbot.js': 10_000,
      'ai.js': 10_000,
    })
    expect(checkBudgets(dir).problems).toEqual([])
  })

  it('names the first page and the route chunk that cross their budgets', () => {
    const dir = fakeBuild({
      'entry.js': FIRST_PAGE_BUDGET / 2,
      'react.js': FIRST_PAGE_BUDGET / 2,
      'root.js': 10_000,
      'home.js': 5_000,
      'chatbot.js': ROUTE_BUDGET / 2,
      'ai.js': ROUTE_BUDGET / 2 + 5_000,
    })
    const { problems } = checkBudgets(dir)
    expect(problems).toHaveLength(3)
    expect(problems[0]).toMatch(/^first page \(\/\) loads .* over the 150\.0 KB budget; largest: \/assets\/(entry|react)\.js/)
    expect(problems[1]).toMatch(/^first page \(\/chatBot\) loads .* over the 150\.0 KB budget/)
    expect(problems[2]).toMatch(
      /^route routes\/chatbot \(\/assets\/chatbot\.js\) adds .* over the 50\.0 KB budget; largest: \/assets\/ai\.js/,
    )
  })

  it('checks the page total of every page a visitor can open first, not of signed-in-only pages (issue 21 item 1)', () => {
    // Home is within 150 KB; /chatBot (a visitor page) and /settings (signed-in only) are over it.
    const dir = fakeBuild({
      'entry.js': 50_000,
      'react.js': 50_000,
      'root.js': 10_000,
      'home.js': 5_000,
      'chatbot.js': 20_000,
      'ai.js': 20_000,
      'settings.js': 20_000,
      'forms.js': 20_000,
      'sitemap.js': 40_000,
    })
    const { problems, rows } = checkBudgets(dir)
    expect(problems).toEqual([expect.stringMatching(/^first page \(\/chatBot\) loads .* over the 150\.0 KB budget; largest: /)])
    const visitor = Object.fromEntries(rows.map((row: { route: string; visitor: boolean }) => [row.route, row.visitor]))
    expect(visitor).toMatchObject({
      'routes/home': true,
      'routes/chatbot': true,
      'routes/settings': false,
      'routes/sitemap': false,
      root: false,
    })
  })
})
