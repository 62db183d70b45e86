/**
 * Run by tests/integration/close-releases.test.ts in a process of its own: starts a Tio server with
 * Redis (CLOSE_REDIS_URL) on SQLite or PostgreSQL (CLOSE_DIALECT), uses what opens connections and
 * timers (the search index and its bus subscriptions, rate limits in Redis, a socket, a chat message,
 * the sweepers' timers), closes the server and prints one JSON line: the resources keeping the event
 * loop alive before and after, and the timers Tio's code set that are still pending.
 * It never calls process.exit: the test also waits for it to end on its own.
 */
import type { Dialect } from '../../src/server/db/database'
import { createUser } from './factories'
import { connectSocket } from './socket-client'
import { startTestServer } from './test-server'

interface Timer {
  handle: NodeJS.Timeout
  stack: string
}
const pending = new Set<Timer>()
const track = <A extends unknown[]>(create: (...args: A) => NodeJS.Timeout) =>
  ((...args: A) => {
    const handle = create(...args)
    pending.add({ handle, stack: new Error().stack!.split('\n').slice(2, 6).join('\n') })
    return handle
  }) as never
globalThis.setTimeout = track(globalThis.setTimeout.bind(globalThis))
globalThis.setInterval = track(globalThis.setInterval.bind(globalThis))
// A timer that fired (one-shot) or was cleared is done.
const stillPending = () => [...pending].filter((timer) => !(timer.handle as unknown as { _destroyed: boolean })._destroyed)

const resources = () => process.getActiveResourcesInfo().filter((type) => type !== 'TTYWrap')
const before = resources()
const server = await startTestServer({
  dialect: process.env.CLOSE_DIALECT as Dialect,
  env: { REDIS_URL: process.env.CLOSE_REDIS_URL!, REDIS_PREFIX: `close-${process.pid}:`, RATE_LIMIT: 'true' },
})
const loaded = await server.warmUp()
const ada = await createUser(server)
const bob = await createUser(server)
const socket = await connectSocket(server.url, ada.cookie)
const sent = await fetch(`${server.url}/api/chats/with/${ada.id}/messages`, {
  method: 'POST',
  headers: { cookie: bob.cookie, origin: server.ctx.config.publicUrl, 'content-type': 'application/json' },
  body: JSON.stringify({ body: 'Hello before closing', clientId: crypto.randomUUID() }),
})
const search = await fetch(`${server.url}/api/search?q=plumber`)
socket.close()
await server.close()
// This process's own fetch connections close once they read the server's FIN, over the next turns of the event loop.
const settled = Date.now() + 5_000
while (resources().length > before.length && Date.now() < settled) await new Promise((resolve) => setImmediate(resolve))
// Timers Tio's own code set (its caller is in src/), not those of libraries (a memory rate limit's unref'd expiry).
const left = stillPending().filter((timer) => timer.stack.split('\n')[0]!.includes('/src/'))
process.stdout.write(
  `${JSON.stringify({ loaded, sent: sent.status, search: search.status, before, after: resources(), tracked: pending.size, timers: left.map((timer) => timer.stack) })}\n`,
)
