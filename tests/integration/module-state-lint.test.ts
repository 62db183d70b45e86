import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own lint configuration, applied to a server module written here (issue 19 items 1 and 5).
const eslint = new ESLint()
const FILE = 'src/server/features/example/example.service.ts'

async function problems(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: FILE })
  return result!.messages.map((m) => m.ruleId ?? m.message)
}

describe('the lint rule against mutable module-level state on the server (issue 19 item 1)', () => {
  const forbidden: [string, string][] = [
    ['a let', 'let count = 0\nexport const next = () => ++count'],
    ['a var', 'var ready = false\nexport const set = () => (ready = true)'],
    ['an exported let', 'export let current: string | undefined'],
    ['an empty Map', 'const cache = new Map<string, number>()\nexport const get = (k: string) => cache.get(k)'],
    ['an empty Set', 'const seen = new Set<string>()\nexport const has = (k: string) => seen.has(k)'],
    ['an empty WeakMap', 'const byServer = new WeakMap<object, number>()\nexport const get = (k: object) => byServer.get(k)'],
    ['an empty array', 'const queue: string[] = []\nexport const size = () => queue.length'],
    ['an empty object', 'const registry: Record<string, number> = {}\nexport const size = () => Object.keys(registry).length'],
    ['a filled Map written by a function', "const limits = new Map([['a', 1]])\nexport const put = (k: string) => limits.set(k, 2)"],
    ['an array pushed to', "const handlers = ['x']\nexport const add = (h: string) => handlers.push(h)"],
    ['an object mutated', 'const state = { open: false }\nexport const open = () => { state.open = true }'],
    ['a nested object mutated', 'const state = { count: { n: 0 } }\nexport const bump = () => state.count.n++'],
    ['a key deleted', "const state: Record<string, number> = { a: 1 }\nexport const drop = () => delete state['a']"],
    ['Object.assign on a module binding', 'const config = { a: 1 }\nexport const set = (b: number) => Object.assign(config, { a: b })'],
    ['a promise made at load', 'const loading = new Promise<number>((resolve) => resolve(1))\nexport const get = () => loading'],
    ['a promise chain at load', 'const loading = Promise.resolve(1).then((n) => n + 1)\nexport const get = () => loading'],
  ]

  it.each(forbidden)('reports %s', async (_case, code) => {
    expect((await problems(code)).filter((rule) => rule === 'no-restricted-syntax' || rule === 'tio/no-module-state')).toHaveLength(1)
  })

  it('allows constants, tables built once at load, and state inside a factory', async () => {
    const code = [
      "const STOP_WORDS = new Set(['a', 'the'])",
      "const RANK = new Map(['low', 'high'].map((r, i) => [r, i]))",
      'const allowed = { a: 1 } as Record<string, number>',
      'allowed.b = 2',
      'export const isStop = (w: string) => STOP_WORDS.has(w) || RANK.has(w) || w in allowed',
      'export function createCounter() {',
      '  let count = 0',
      '  const seen = new Map<string, number>()',
      '  return { next: (k: string) => seen.set(k, ++count) }',
      '}',
    ].join('\n')
    expect(await problems(code)).toEqual([])
  })
})

describe('transactions are opened through inTransaction only (issue 19 item 5)', () => {
  it('reports db.transaction() in a server module', async () => {
    const code = [
      "import type { Kysely } from 'kysely'",
      "import type { DB } from '../../db/schema'",
      "export const run = (db: Kysely<DB>) => db.transaction().execute(async (trx) => trx.selectFrom('user').selectAll().execute())",
    ].join('\n')
    expect(await problems(code)).toEqual(['no-restricted-syntax'])
  })
})
