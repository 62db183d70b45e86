import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

interface Exit {
  code: number | null
  stdout: string
  stderr: string
}

function runServer(env: Record<string, string>, onStdout?: (text: string, kill: (signal: NodeJS.Signals) => void) => void) {
  return new Promise<Exit>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/api-only-server.ts'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-start-')),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ...env,
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      onStdout?.(stdout, (signal) => child.kill(signal))
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('start-up (issue 2 item 3)', () => {
  // A server that accepts connections and never answers: a PostgreSQL or Redis that hangs.
  let silent: Server
  let silentPort = 0
  const accepted = new Set<Socket>()
  beforeAll(async () => {
    silent = createServer((socket) => accepted.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    silentPort = (silent.address() as AddressInfo).port
  })
  afterAll(() => {
    for (const socket of accepted) socket.destroy()
    return new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  const aFile = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tio-start-')), 'not-a-folder')
    writeFileSync(file, '')
    return file
  }

  // [case, settings (a function when it needs the silent server's port), the line expected]
  const cases: [string, Record<string, string | (() => string)>, RegExp][] = [
    ['PORT=abc', { PORT: 'abc' }, /^Invalid setting PORT/],
    ['DATABASE_URL=nonsense', { DATABASE_URL: 'nonsense' }, /^Invalid setting DATABASE_URL/],
    [
      'a PostgreSQL port nobody listens on',
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
      /DATABASE_URL: cannot connect to PostgreSQL/,
    ],
    [
      'a PostgreSQL that never answers',
      { DATABASE_URL: () => `postgres://postgres@127.0.0.1:${silentPort}/none` },
      /DATABASE_URL: cannot connect to PostgreSQL/,
    ],
    ['a Redis port nobody listens on', { REDIS_URL: 'redis://127.0.0.1:1' }, /REDIS_URL: cannot connect to Redis/],
    [
      'a Redis that never answers',
      { REDIS_URL: () => `redis://127.0.0.1:${silentPort}` },
      /REDIS_URL: cannot connect to Redis \(no answer within/,
    ],
    ['a DATA_DIR that is a file', { DATA_DIR: aFile }, /DATA_DIR: cannot open the SQLite database/],
    ['WEB_CONCURRENCY=0', { WEB_CONCURRENCY: '0' }, /^Invalid setting WEB_CONCURRENCY/],
    // issue 21 item 5: a process that already holds more than the limit once its data is loaded refuses to start.
    [
      'a process over WORKER_MEMORY_LIMIT_MB',
      { WORKER_MEMORY_LIMIT_MB: '64' },
      /^Tio could not start: WORKER_MEMORY_LIMIT_MB: this process holds \d+ MB with its search index of 0 experts loaded, over the limit of 64 MB/,
    ],
    [
      'a worker over WORKER_MEMORY_LIMIT_MB',
      { WEB_CONCURRENCY: '2', WORKER_MEMORY_LIMIT_MB: '64' },
      /^Tio could not start: WORKER_MEMORY_LIMIT_MB: worker 1 holds \d+ MB/,
    ],
    [
      'more workers than memory',
      { WEB_CONCURRENCY: '2', WORKER_MEMORY_LIMIT_MB: '99999999' },
      /^Tio could not start: WEB_CONCURRENCY=2 workers with WORKER_MEMORY_LIMIT_MB=99999999 need 199999998 MB, more than this machine's \d+ MB/,
    ],
  ]
  const testDatabaseUrl = process.env.TEST_DATABASE_URL
  if (testDatabaseUrl) {
    const otherRole = Object.assign(new URL(testDatabaseUrl), { username: 'tio_no_such_role' }).href
    cases.push(['a PostgreSQL role that does not exist', { DATABASE_URL: otherRole }, /DATABASE_URL: cannot connect to PostgreSQL/])
  }

  it.each(cases)(
    '%s stops start-up with one line naming the setting, no stack trace',
    async (_case, setting, message) => {
      const env = Object.fromEntries(Object.entries(setting).map(([name, value]) => [name, typeof value === 'function' ? value() : value]))
      const result = await runServer({ PORT: '0', ...env })
      expect(result.code).not.toBe(0)
      const lines = result.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(message)
      expect(result.stderr).not.toMatch(/\n\s+at /)
      // The worker cases start two processes (tsx compiles in each) on a shared machine.
    },
    120_000,
  )

  it('npm start checks the settings before it builds', () => {
    // In an empty folder nothing is built yet: start.mjs would build first, and fail, without the check.
    const result = spawnSync(process.execPath, [path.resolve('scripts/start.mjs')], {
      cwd: mkdtempSync(path.join(tmpdir(), 'tio-unbuilt-')),
      env: { PATH: process.env.PATH, PORT: 'abc' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toBe('Invalid setting PORT: must be a port number\n')
    expect(result.stdout).not.toContain('Building')
  })

  it('prints its URL and shuts down cleanly on SIGTERM', async () => {
    const result = await runServer({ PORT: '0' }, (text, kill) => {
      if (text.includes('Tio is running at')) kill('SIGTERM')
    })
    expect(result.stdout).toMatch(/Tio is running at http:\/\/localhost:\d+/)
    expect(result.code).toBe(0)
  })
})
