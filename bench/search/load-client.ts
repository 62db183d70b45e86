/**
 * The search benchmark's load client, a process of its own (forked by run.ts): the benchmark process
 * holds every generated record (100,000 of them) for the quality figures, and timing requests from
 * that heap measured its garbage collection as the server's latency (p95 11.2 ms there against 6.9 ms
 * from a lean process, same server, same machine). Each message from run.ts is one load; the answer
 * is sent when it is done, so run.ts can read the server's CPU time right before and after.
 *   { url, clients, queries, seconds }  untimed: the same load for that long (opens the connections, warms V8)
 *   { url, clients, queries, total }    timed: `total` requests; answers { ms, seconds }
 * `clients` concurrent clients send the queries in turn, and each parses its answers, as a page would.
 * A client that only read them to the end (as wrk does) was tried: the server's CPU per request rose
 * from 340 to 470 µs and its p95 from 8.9 to 14.5 ms (most likely because requests no longer arrive in
 * batches the server handles in one turn of its event loop).
 */
import { apiSearch } from './api-client'

export interface LoadOrder {
  url: string
  clients: number
  queries: string[]
  seconds?: number
  total?: number
}

export interface LoadResult {
  ms: number[]
  seconds: number
  /** this client's own CPU time (user + system) over the load, µs */
  cpuUs: number
}

async function load({ url, clients, queries, seconds, total }: LoadOrder): Promise<LoadResult> {
  let next = 0
  const ms: number[] = []
  const started = performance.now()
  const cpu = process.cpuUsage()
  const until = started + (seconds ?? 0) * 1000
  const done = (i: number) => (total === undefined ? performance.now() >= until : i >= total)
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        const i = next++
        if (done(i)) return
        const t = performance.now()
        await apiSearch(url, queries[i % queries.length]!)
        ms.push(performance.now() - t)
      }
    }),
  )
  const { user, system } = process.cpuUsage(cpu)
  return { ms, seconds: (performance.now() - started) / 1000, cpuUs: user + system }
}

process.on('message', (order: LoadOrder) => {
  void load(order).then(
    (result) => process.send!(result),
    (error: Error) => {
      process.stderr.write(`load client: ${error.message}\n`)
      process.exit(1)
    },
  )
})
