/**
 * Chat load benchmark (issue 6): two Tio instances (API + realtime, no web renderer) on PostgreSQL
 * and Redis, N socket.io-client users on loopback in pairs split across the two instances, each
 * sending to its partner for a bounded time. Prints delivered messages/s, send→receive latency,
 * memory and CPU time per instance (and server CPU per message), lost and duplicated messages; then
 * holds M idle connections on one instance. BENCH_SWEEP runs a series of offered rates instead.
 * Then the same load on one instance with WEB_CONCURRENCY=2 and no Redis (the workers share chat
 * through the primary; issue 21 item 4), pairs split across its two workers as far as node's cluster
 * hands their connections out in turn. BENCH_MODES=instances or BENCH_MODES=workers runs one of them.
 *
 *   npm run bench:chat
 *   BENCH_USERS=2000 BENCH_SECONDS=20 BENCH_RATE=1.2 BENCH_IDLE=10000 npm run bench:chat
 *   BENCH_SWEEP=250,500,1000,1500,2000,2500 BENCH_SWEEP_SECONDS=10 BENCH_IDLE=0 npm run bench:chat
 *   BENCH_WARMUP_SECONDS=5 npm run bench:chat   (steady state: 5 s of the same load first, not measured)
 *
 * PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (a fresh schema, dropped
 * afterwards); Redis: TEST_REDIS_URL or redis://127.0.0.1:6379. Results go to stdout and
 * bench/.out/chat-results.json; they are measurements, never assertions.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { openDatabase } from '../../src/server/db/database'
import type { ChatMessage, SendAck } from '../../src/shared/schemas/chat'
import { SOCKET_EVENTS } from '../../src/shared/socket-events'
import { startChildServer, type ChildServer } from '../../tests/support/child-server'

const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const USERS = Number(process.env.BENCH_USERS ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
/** Messages per second each user sends (2,000 users × 1.2 = 2,400 offered messages/s). */
const RATE = Number(process.env.BENCH_RATE ?? 1.2)
const IDLE = Number(process.env.BENCH_IDLE ?? 10_000)
const DRAIN_MS = 15_000
/** BENCH_SWEEP=250,500,1000,1500,2000 offers each total rate (msg/s) in turn instead of USERS × RATE. */
const SWEEP = (process.env.BENCH_SWEEP ?? '').split(',').filter(Boolean).map(Number)
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 10)
/** Seconds of the same load before the measured run, not measured: each pair's chat created, code compiled, pools grown. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 0)
/** 'instances': two instances through Redis; 'workers': one instance of two workers (WEB_CONCURRENCY=2) without Redis. */
const MODES = (process.env.BENCH_MODES ?? 'instances,workers').split(',').filter(Boolean) as Mode[]
type Mode = 'instances' | 'workers'

const log = (line: string) => process.stdout.write(`${line}\n`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function rssMb(pid: number | undefined): number {
  if (!pid) return 0
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : 0
}

/** CPU time (user + system) a process has used so far, in ms (Linux clock ticks are 10 ms). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** A process's children (the workers of a cluster primary). */
function childPids(pid: number | undefined): number[] {
  if (!pid) return []
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
}

/** The processes with this command name (redis-server). */
function pidsOfCommand(command: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command
      } catch {
        return false // the process ended meanwhile
      }
    })
    .map(Number)
}

/** CPU time (ms) of these processes so far, by pid (a process that ended meanwhile is left out). */
function cpuMsByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>()
  for (const pid of pids) {
    try {
      used.set(pid, cpuMs(pid))
    } catch {
      // The process ended meanwhile.
    }
  }
  return used
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Better Auth's signed session cookie: `${token}.${base64(HMAC-SHA256(secret, token))}`, URL-encoded. */
function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64')
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`
}

function connect(url: string, cookie: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
      timeout: 30_000,
    })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

async function connectAll(targets: { url: string; cookie: string }[], batch: number): Promise<Socket[]> {
  const sockets: Socket[] = []
  for (let i = 0; i < targets.length; i += batch) {
    sockets.push(...(await Promise.all(targets.slice(i, i + batch).map((t) => connect(t.url, t.cookie)))))
  }
  return sockets
}

async function main(mode: Mode) {
  const schema = `bench_chat_${randomUUID().replaceAll('-', '').slice(0, 10)}`
  // The instances' PostgreSQL backends carry the schema as their application name, so that their CPU
  // time can be told apart from other databases' work on the same server (autovacuum, other runs).
  const serverDatabaseUrl = `${DATABASE_URL}${DATABASE_URL.includes('?') ? '&' : '?'}application_name=${schema}`
  const workers = mode === 'workers'
  const env = {
    DATABASE_URL: serverDatabaseUrl,
    TIO_DB_SCHEMA: schema,
    REDIS_URL: workers ? '' : REDIS_URL,
    WEB_CONCURRENCY: workers ? '2' : '1',
    DATA_DIR: path.join('/tmp', schema),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  }
  const names = workers ? ['worker 1', 'worker 2'] : ['instance 1', 'instance 2']
  const servers: ChildServer[] = []
  const database = { close: async () => {} } as { close: () => Promise<void> }
  try {
    const loadBefore = loadavg()[0]!.toFixed(1)
    const how = workers ? 'one instance of two workers (WEB_CONCURRENCY=2), no Redis' : `two instances, Redis ${REDIS_URL}`
    log(
      `chat bench, ${how}: ${USERS} users, ${SECONDS} s at ${RATE} msg/s each, PostgreSQL schema ${schema}; machine load average ${loadBefore} on ${cpus().length} cores`,
    )
    servers.push(await startChildServer(env)) // the first one runs the migrations
    if (!workers) servers.push(await startChildServer(env))
    const [one, two] = (workers ? [servers[0], servers[0]] : servers) as [ChildServer, ChildServer]
    // The processes that serve: the two instances, or the primary's two workers.
    const pids = workers ? childPids(one.process.pid) : [one.process.pid, two.process.pid]
    log(`${workers ? 'workers' : 'instances'}: ${one.url}${workers ? '' : `, ${two.url}`} (pids ${pids.join(', ')})`)

    // Users and sessions straight into the database: signing up 2,000 users through password hashing
    // would take minutes and measure nothing about chat.
    const opened = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: env.DATA_DIR, schema })
    database.close = opened.close
    const { db } = opened
    const secret = (await db.selectFrom('app_secrets').select('value').where('name', '=', 'auth_secret').executeTakeFirstOrThrow()).value
    const now = new Date()
    const expires = new Date(Date.now() + 7 * 86_400_000)
    const users = Array.from({ length: USERS }, (_, i) => ({ id: randomUUID(), token: randomBytes(24).toString('base64url'), i }))
    for (let i = 0; i < users.length; i += 500) {
      const chunk = users.slice(i, i + 500)
      await sql`insert into "user" ("id","name","email","emailVerified","createdAt","updatedAt") values ${sql.join(
        chunk.map((u) => sql`(${u.id}, ${`Bench User ${u.i}`}, ${`bench-${u.i}-${u.id.slice(0, 6)}@tio.test`}, true, ${now}, ${now})`),
      )}`.execute(db)
      await sql`insert into "session" ("id","expiresAt","token","createdAt","updatedAt","userId") values ${sql.join(
        chunk.map((u) => sql`(${randomUUID()}, ${expires}, ${u.token}, ${now}, ${now}, ${u.id})`),
      )}`.execute(db)
    }
    const cookies = users.map((u) => sessionCookie(u.token, secret))
    const me = (await (await fetch(`${one.url}/api/me`, { headers: { cookie: cookies[0]! } })).json()) as { user: { id: string } | null }
    if (me.user?.id !== users[0]!.id) throw new Error('bench session cookies are not accepted by the server')

    // Pairs (2k, 2k+1): one user on each instance, so every message crosses Redis (with workers:
    // the cluster hands connections to the workers in turn, so most pairs are split across them).
    let started = Date.now()
    const sockets = await connectAll(
      users.map((_, i) => ({ url: i % 2 === 0 ? one.url : two.url, cookie: cookies[i]! })),
      100,
    )
    log(`connected ${sockets.length} users in ${((Date.now() - started) / 1000).toFixed(1)} s`)

    const sentAt = new Map<string, number>()
    // clientId → deliveries to its receiver; per phase, so a sweep's steps do not mix.
    let delivered = new Map<string, number>()
    let latencies: number[] = []
    let duplicates = 0
    let undeliveredAcked = new Set<string>()
    sockets.forEach((socket, i) => {
      const myId = users[i]!.id
      socket.on(SOCKET_EVENTS.CHAT_MESSAGE, (message: ChatMessage) => {
        if (message.receiverId !== myId) return
        const count = (delivered.get(message.clientId) ?? 0) + 1
        delivered.set(message.clientId, count)
        if (count > 1) {
          duplicates++
          return
        }
        undeliveredAcked.delete(message.clientId)
        const t0 = sentAt.get(message.clientId)
        if (t0 !== undefined) latencies.push(performance.now() - t0)
      })
    })
    const backendPids = async () =>
      (await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${schema}`.execute(db)).rows.map((r) => r.pid)
    let totalAcked = 0

    /** Offers `perSecond` messages/s in total for `seconds`, waits for delivery, and measures. */
    async function phase(perSecond: number, seconds: number) {
      delivered = new Map()
      latencies = []
      duplicates = 0
      sentAt.clear()
      let acked = 0
      let refused = 0
      // Acknowledged but not delivered yet (a delivery may also arrive before its acknowledgement).
      const awaitingDelivery = new Set<string>()
      undeliveredAcked = awaitingDelivery
      const refusals = new Map<string, number>()
      // Like a person, a user has at most one message waiting for its acknowledgement; a turn that
      // finds one still waiting is skipped (reported as back-pressure) instead of queueing without end.
      const waiting = new Set<number>()
      let skipped = 0
      // A plain acknowledgement callback (no timer and no promises per message): the bench client shares
      // the 2 cores with the servers. Sends still unacknowledged after the drain count as 'ack-timeout'.
      const sendOne = (i: number) => {
        const partner = users[i % 2 === 0 ? i + 1 : i - 1]
        if (!partner) return
        if (waiting.has(i)) {
          skipped++
          return
        }
        waiting.add(i)
        const clientId = randomUUID()
        sentAt.set(clientId, performance.now())
        sockets[i]!.emit(SOCKET_EVENTS.CHAT_SEND, { toUserId: partner.id, clientId, body: `bench ${clientId}` }, (ack: SendAck) => {
          waiting.delete(i)
          if (ack.ok) {
            acked++
            if (!delivered.has(clientId)) awaitingDelivery.add(clientId)
          } else {
            refused++
            refusals.set(ack.code, (refusals.get(ack.code) ?? 0) + 1)
            sentAt.delete(clientId)
          }
        })
      }

      const cpuBefore = pids.map(cpuMs)
      // The instances' PostgreSQL backends (a backend opened during the phase counts from zero) and Redis.
      const storePids = async () => [...(await backendPids()), ...pidsOfCommand('redis-server')]
      const storesCpuBefore = cpuMsByPid(await storePids())
      const clientCpuBefore = process.cpuUsage()
      // Each tick sends from a slice of users so that the offered load is smooth.
      const tickMs = 50
      const perTick = (perSecond * tickMs) / 1000
      let carry = 0
      let cursor = 0
      const started = performance.now()
      const rss: [number, number] = [0, 0]
      const sampleRss = () => pids.forEach((pid, k) => (rss[k] = Math.max(rss[k]!, rssMb(pid))))
      while (performance.now() - started < seconds * 1000) {
        const tickStart = performance.now()
        carry += perTick
        while (carry >= 1) {
          sendOne(cursor)
          cursor = (cursor + 1) % USERS
          carry--
        }
        if (Math.floor((tickStart - started) / 1000) !== Math.floor((performance.now() - started + tickMs) / 1000)) sampleRss()
        await sleep(Math.max(0, tickMs - (performance.now() - tickStart)))
      }
      const sendSeconds = (performance.now() - started) / 1000
      const drainStart = Date.now()
      while ((waiting.size > 0 || awaitingDelivery.size > 0) && Date.now() - drainStart < DRAIN_MS) await sleep(100)
      if (waiting.size > 0) {
        refused += waiting.size
        refusals.set('ack-timeout', waiting.size)
      }
      const totalSeconds = (performance.now() - started) / 1000
      sampleRss()
      const cpu = pids.map((pid, k) => cpuMs(pid) - cpuBefore[k]!)
      const clientCpu = process.cpuUsage(clientCpuBefore)
      const backends = new Set(await backendPids())
      const storesCpu: [postgres: number, redis: number] = [0, 0]
      for (const [pid, used] of cpuMsByPid(await storePids()))
        storesCpu[backends.has(pid) ? 0 : 1] += used - (storesCpuBefore.get(pid) ?? 0)
      totalAcked += acked

      latencies.sort((x, y) => x - y)
      const serverCpu = cpu[0]! + cpu[1]!
      return {
        seconds: Number(sendSeconds.toFixed(1)),
        offeredPerSecond: Math.round((acked + refused + skipped) / sendSeconds),
        sentPerSecond: Math.round((acked + refused) / sendSeconds),
        skippedWhileWaitingForAck: skipped,
        acked,
        refused,
        refusals: Object.fromEntries(refusals),
        delivered: latencies.length,
        deliveredPerSecond: Math.round(latencies.length / totalSeconds),
        latencyMs: {
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          max: round(latencies.at(-1) ?? NaN),
        },
        lost: awaitingDelivery.size,
        duplicatedDeliveries: duplicates,
        peakRssMb: { instance1: rss[0], instance2: rss[1] },
        cpuMs: {
          instance1: Math.round(cpu[0]!),
          instance2: Math.round(cpu[1]!),
          postgres: storesCpu[0],
          redis: storesCpu[1],
          benchClient: Math.round((clientCpu.user + clientCpu.system) / 1000),
        },
        serverCpuMsPerMessage: latencies.length ? round(serverCpu / latencies.length, 100) : null,
        totalSeconds: Number(totalSeconds.toFixed(1)),
      }
    }

    const storedRows = async () => {
      const row = await sql<{
        total: number
        distinct_ids: number
      }>`select count(*)::int as total, count(distinct client_id)::int as distinct_ids from messages`.execute(db)
      return row.rows[0]!
    }

    let load: Record<string, unknown>
    if (SWEEP.length > 0) {
      log('')
      log(`sweep: ${SWEEP_SECONDS} s per step, offered msg/s in total`)
      log('offered  sent  delivered/s    p50     p95     p99   lost  dup  refused  RSS MB (1/2)  CPU ms/msg')
      const steps = []
      for (const perSecond of SWEEP) {
        const step = await phase(perSecond, SWEEP_SECONDS)
        steps.push({ target: perSecond, ...step })
        const l = step.latencyMs
        log(
          `${String(step.offeredPerSecond).padStart(7)} ${String(step.sentPerSecond).padStart(5)} ${String(step.deliveredPerSecond).padStart(12)} ${String(l.p50).padStart(6)} ${String(l.p95).padStart(7)} ${String(l.p99).padStart(7)} ${String(step.lost).padStart(6)} ${String(step.duplicatedDeliveries).padStart(4)} ${String(step.refused).padStart(8)}  ${`${step.peakRssMb.instance1}/${step.peakRssMb.instance2}`.padStart(12)}  ${String(step.serverCpuMsPerMessage)}`,
        )
      }
      load = { users: USERS, sweep: steps }
    } else {
      if (WARMUP_SECONDS > 0) {
        const warmup = await phase(USERS * RATE, WARMUP_SECONDS)
        log(
          `warm-up (not measured): ${WARMUP_SECONDS} s, p99 ${warmup.latencyMs.p99} ms, lost ${warmup.lost}, duplicated ${warmup.duplicatedDeliveries}`,
        )
      }
      const step = await phase(USERS * RATE, SECONDS)
      load = { users: USERS, warmupSeconds: WARMUP_SECONDS, ...step }
      log('')
      log(
        `delivered ${step.delivered} messages in ${step.totalSeconds} s: ${step.deliveredPerSecond} msg/s (offered ${step.offeredPerSecond} msg/s, sent ${step.sentPerSecond} msg/s, ${step.skippedWhileWaitingForAck} turns skipped while the previous message awaited its ack)`,
      )
      log(
        `send→receive latency: p50 ${step.latencyMs.p50} ms, p95 ${step.latencyMs.p95} ms, p99 ${step.latencyMs.p99} ms, max ${step.latencyMs.max} ms`,
      )
      log(
        `acked ${step.acked}, refused ${step.refused} ${JSON.stringify(step.refusals)}, lost ${step.lost}, duplicated deliveries ${step.duplicatedDeliveries}`,
      )
      log(`peak memory (RSS): ${names[0]} ${step.peakRssMb.instance1} MB, ${names[1]} ${step.peakRssMb.instance2} MB`)
      const c = step.cpuMs
      log(
        `CPU: ${names[0]} ${c.instance1} ms, ${names[1]} ${c.instance2} ms, PostgreSQL backends ${c.postgres} ms, Redis ${c.redis} ms, bench client ${c.benchClient} ms (of ${Math.round(step.totalSeconds * cpus().length * 1000)} ms available); ${String(step.serverCpuMsPerMessage)} ms of server CPU per delivered message`,
      )
    }
    const stored = await storedRows()
    Object.assign(load, { storedRows: stored.total, storedDuplicates: stored.total - stored.distinct_ids, ackedInTotal: totalAcked })
    log(`stored rows ${stored.total} for ${totalAcked} acknowledged sends (duplicates ${stored.total - stored.distinct_ids})`)

    for (const socket of sockets) socket.close()
    await sleep(500)

    // Idle connections on one instance.
    let idle: Record<string, unknown> = { skipped: true }
    if (IDLE > 0 && !workers) {
      const baseRss = rssMb(one.process.pid)
      started = Date.now()
      let idleSockets: Socket[] = []
      let error: string | undefined
      try {
        idleSockets = await Promise.race([
          connectAll(
            Array.from({ length: IDLE }, (_, i) => ({ url: one.url, cookie: cookies[i % USERS]! })),
            250,
          ),
          sleep(120_000).then(() => {
            throw new Error('timed out after 120 s')
          }),
        ])
      } catch (e) {
        error = (e as Error).message
      }
      const connectSeconds = (Date.now() - started) / 1000
      await sleep(2_000)
      const rss = rssMb(one.process.pid)
      // Still alive and serving: one event through every socket of user 0.
      const probe = idleSockets.filter((_, i) => i % USERS === 0)
      const got = Promise.all(
        probe.map(
          (s) =>
            new Promise<void>((resolve) => s.on(SOCKET_EVENTS.CHAT_MESSAGE, (m: { body?: string }) => m.body === 'probe' && resolve())),
        ),
      )
      await fetch(`${two.url}/api/chats/with/${users[0]!.id}/messages`, {
        method: 'POST',
        headers: { cookie: cookies[1]!, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: randomUUID(), body: 'probe' }),
      })
      const probeOk = await Promise.race([got.then(() => true), sleep(10_000).then(() => false)])
      idle = {
        connections: idleSockets.length,
        connectSeconds: Number(connectSeconds.toFixed(1)),
        rssMb: rss,
        rssBeforeMb: baseRss,
        kbPerConnection: idleSockets.length ? Math.round(((rss - baseRss) * 1024) / idleSockets.length) : null,
        eventDelivered: probeOk,
        error,
      }
      log('')
      log(
        `idle: ${idleSockets.length} connections on one instance in ${connectSeconds.toFixed(1)} s, RSS ${baseRss} → ${rss} MB (${String(idle.kbPerConnection)} KB each), event still delivered: ${probeOk}${error ? `, error: ${error}` : ''}`,
      )
      for (const socket of idleSockets) socket.close()
    }

    mkdirSync(path.join(import.meta.dirname, '..', '.out'), { recursive: true })
    writeFileSync(
      path.join(import.meta.dirname, '..', '.out', workers ? 'chat-results-workers.json' : 'chat-results.json'),
      `${JSON.stringify({ mode, date: new Date().toISOString(), cpus: cpus().length, loadAverage: { before: Number(loadBefore), after: Number(loadavg()[0]!.toFixed(1)) }, settings: { USERS, SECONDS, RATE, IDLE, SWEEP, SWEEP_SECONDS }, load, idle }, null, 2)}\n`,
    )
  } finally {
    await database.close()
    await Promise.allSettled(servers.map((s) => s.stop()))
    const client = new pg.Client({ connectionString: DATABASE_URL })
    await client.connect()
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await client.end()
  }
}

const round = (n: number, per = 10) => Math.round(n * per) / per

for (const [i, mode] of MODES.entries()) {
  if (i > 0) log('')
  await main(mode)
}
process.exit(0)
