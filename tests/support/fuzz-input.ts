import fc from 'fast-check'
import { z } from 'zod'

/**
 * Generators of bad input for the route fuzzer (tests/integration/route-fuzz.test.ts): strings no
 * database column should hold, wrong types, deep nesting, extra fields, and bodies that are almost valid
 * (built from a route's zod schema) with one field made bad, which is where a 500 hides.
 */

/** What a database column cannot hold: PostgreSQL refuses NUL, and a lone surrogate is not UTF-8. */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', 'a\uDBFF']

const NASTY_STRINGS = [
  '',
  ' ',
  '\uFEFF\u202E',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '😀😀',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999999',
  'null',
  '__proto__',
  'constructor',
  'true',
  '2026-02-30T25:61:00Z',
]

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...UNSTORABLE) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 100_000).map((n) => 'x'.repeat(n)) },
)

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

const nastyKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', '\uD800', ''), fc.string({ maxLength: 8 }))

/** Any JSON value, of any type, with nasty leaves. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyKey, tie('value'), { maxKeys: 3 }),
  ),
})).value

/** JSON text nested `depth` deep (arrays or objects). */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(100, 5_000, 100_000), fc.boolean())
  .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)))

export const MALFORMED_BODIES = [
  '',
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '[]',
  '"x"',
  '1',
  'true',
  '{"a":1,"a":2}',
  '\uFEFF{}',
]

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  default?: unknown
}

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return undefined
  }
}

/** Plausible values the guards and services do not refuse at once: realistic ids, dates, small numbers. */
export function plausible(schema: JsonSchema | undefined, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 0, max: 10 }), fc.boolean())
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union?.length) return fc.oneof(...union.map((s) => plausible(s, ids, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 0
      if (schema.format === 'email') return fc.constantFrom('fuzz@tio.test', 'a@b.co')
      if (schema.format === 'date-time') return fc.constantFrom(new Date(Date.now() + 86_400_000).toISOString(), '2020-01-01T00:00:00.000Z')
      if (schema.format === 'uri') return fc.constantFrom('https://fcm.googleapis.com/fcm/send/x', 'http://127.0.0.1:5432/')
      return fc.oneof(fc.constantFrom(...ids), fc.constantFrom('Hello', 'fuzzvalue12', 'x'.repeat(Math.max(min, 1))))
    }
    case 'integer':
    case 'number':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -1000), max: Math.min(schema.maximum ?? 1000, 1_000_000) })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(plausible(schema.items, ids, depth + 1), { maxLength: 3 })
    case 'object': {
      const properties = schema.properties ?? {}
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, value] of Object.entries(properties)) record[key] = plausible(value, ids, depth + 1)
      return fc.record(record, { requiredKeys: schema.required ?? [] })
    }
    default:
      return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 0, max: 10 }))
  }
}

/** A plausible object with one thing wrong: a field made nasty, a field dropped, an extra field, or left as it is. */
export function almostValid(schema: JsonSchema | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  return plausible(schema, ids).chain((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return fc.oneof(fc.constant(value), nastyValue)
    const keys = Object.keys(value)
    const options: fc.Arbitrary<unknown>[] = [
      fc.constant(value),
      fc.tuple(nastyKey, nastyValue).map(([key, extra]) => ({ ...value, [key]: extra })),
    ]
    if (keys.length > 0) {
      options.push(fc.tuple(fc.constantFrom(...keys), nastyValue).map(([key, bad]) => ({ ...value, [key]: bad })))
      options.push(fc.tuple(fc.constantFrom(...keys), nastyString).map(([key, bad]) => ({ ...value, [key]: bad })))
      options.push(fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))))
    }
    return fc.oneof(...options)
  })
}

/** Percent-encodes any string, lone surrogates included (as the bytes a careless encoder writes for them). */
export function encodeComponent(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    } else out += encodeURIComponent(char)
  }
  return out
}

/** Already-encoded path segments a browser would never send: broken escapes, NUL, encoded slashes. */
export const RAW_SEGMENTS = ['%', '%ZZ', '%E0%A4%A', '%C0%AF', '%FF', '%00', 'a%00b', '%ED%A0%80', '%2e%2e', 'a%2Fb', '%20', '.', '%5C']
