import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { ApiError } from './errors'

/** Text a database can store: no NUL (PostgreSQL refuses it) and no lone surrogate (not valid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
export const isStorableText = (value: string) => !value.includes('\0') && !LONE_SURROGATE.test(value)

const refuse = (where: string) => new ApiError(400, 'bad-request', `${where} contains a NUL character or invalid Unicode.`)

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

/** Every string in a parsed JSON value, walked without recursion (a deeply nested body cannot overflow the stack). */
function everyString(value: unknown, ok: (text: string) => boolean): boolean {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const item = stack.pop()
    if (typeof item === 'string') {
      if (!ok(item)) return false
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!ok(key)) return false
        stack.push(child)
      }
    }
  }
  return true
}

/**
 * 400 for a path, query or JSON body carrying text no database column should hold: otherwise
 * PostgreSQL answers a NUL with an error (a 500) and a lone surrogate is stored as invalid UTF-8.
 */
export const guardText = createMiddleware<AppEnv>(async (c, next) => {
  // Without a percent escape the address cannot decode to a NUL or a surrogate (the HTTP parser refuses
  // raw control characters; other raw bytes read as Latin-1): no URL to parse, the common case of a search.
  if (c.req.url.includes('%')) {
    const url = new URL(c.req.url)
    const path = decodedPath(url.pathname)
    if (path === undefined || !isStorableText(path)) throw refuse('The address')
    for (const [key, value] of url.searchParams) {
      if (!isStorableText(key) || !isStorableText(value)) throw refuse('The query')
    }
  }
  const type = c.req.header('content-type') ?? ''
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /json/i.test(type)) {
    const text = await c.req.raw.clone().text()
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      // Not JSON (or nested beyond what the parser takes): the route's validator answers it.
      return next()
    }
    if (!everyString(body, isStorableText)) throw refuse('The request body')
  }
  return next()
})
