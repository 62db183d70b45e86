import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIALECTS } from '../support/test-server'

interface Report {
  loaded: string[]
  sent: number
  search: number
  before: string[]
  after: string[]
  timers: string[]
}

/** Runs tests/support/close-child.ts; resolves once the process ended by itself (it never calls exit). */
function runChild(dialect: string): Promise<{ code: number | null; report: Report; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../support/close-child.ts')], {
      env: { ...process.env, CLOSE_DIALECT: dialect, CLOSE_REDIS_URL: process.env.TEST_REDIS_URL },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // Something left open keeps the process alive: it is killed and the test reports what it printed.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 45_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(stuck)
      const line = stdout.trim().split('\n').at(-1) ?? ''
      try {
        resolve({ code, report: JSON.parse(line) as Report, stderr })
      } catch {
        reject(new Error(`the child printed no report (exit ${code}): ${stdout}${stderr}`))
      }
    })
  })
}

describe.runIf(process.env.TEST_REDIS_URL)('closing the server releases everything it opened (issue 19 item 1)', () => {
  it.each(DIALECTS)(
    'with Redis on %s: no connection, socket or timer of Tio is left, and the process ends by itself',
    async (dialect) => {
      const { code, report, stderr } = await runChild(dialect)
      // The server did its work: the index was warmed (the post covers began rendering in the background,
      // and stop with the server), a message went through, search answered.
      expect(report).toMatchObject({ loaded: ['search index of 0 experts'], sent: 201, search: 200 })
      // Redis clients (bus, socket adapter, rate limits), database connections and the HTTP server are
      // closed: what keeps the event loop alive is no more than before the server started (its stdio pipes)...
      const count = (types: string[]) => Object.fromEntries(types.map((type) => [type, types.filter((t) => t === type).length]))
      const before = count(report.before)
      const added = Object.entries(count(report.after)).filter(([type, n]) => n > (before[type] ?? 0))
      expect(added, JSON.stringify(report.after)).toEqual([])
      // ...every timer Tio set (sweepers, batches) is cleared, unref'd ones too...
      expect(report.timers).toEqual([])
      // ...so nothing keeps the process alive.
      expect(code, stderr).toBe(0)
    },
    60_000,
  )
})
