import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

interface Exit {
  code: number | null
  stdout: string
  stderr: string
}

function runServer(env: Record<string, string>, onStdout?: (text: string, kill: (signal: NodeJS.Signals) => void) => void) {
  return new Promise<Exit>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/api-only-server.ts'], {
      env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-start-')), LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
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
  it.each([
    [{ PORT: 'abc' }, /^Invalid setting PORT/],
    [{ DATABASE_URL: 'nonsense' }, /^Invalid setting DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, /DATABASE_URL: cannot connect to PostgreSQL/],
    [{ REDIS_URL: 'redis://127.0.0.1:1' }, /REDIS_URL: cannot connect to Redis/],
  ])('a bad setting %o stops with one line naming it, no stack trace', async (env, message) => {
    const result = await runServer({ PORT: '0', ...env })
    expect(result.code).not.toBe(0)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(message)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('prints its URL and shuts down cleanly on SIGTERM', async () => {
    const result = await runServer({ PORT: '0' }, (text, kill) => {
      if (text.includes('Tio is running at')) kill('SIGTERM')
    })
    expect(result.stdout).toMatch(/Tio is running at http:\/\/localhost:\d+/)
    expect(result.code).toBe(0)
  })
})
