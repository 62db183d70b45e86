import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from './support/free-port'

// OPS-01, OPS-02, OPS-05: what a newcomer gets from `npm start` on an empty data folder.
test('npm start on a fresh data folder serves demo experts, the dev mailbox and prints the demo logins', async ({ request }) => {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-npm-start-'))
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    await expect.poll(() => stdout, { timeout: 60_000 }).toContain(`Tio is running at http://localhost:${port}`)
    expect(stdout).toContain('Demo logins, password TioDemo$2026: demo@tio.test (user), operator@tio.test (operator, /admin)')

    const search = await request.get(`http://localhost:${port}/api/search?q=sofia%20marin`)
    const body = (await search.json()) as { results: { displayName: string }[] }
    expect(body.results[0]?.displayName).toBe('Sofía Marín')
    expect((await request.get(`http://localhost:${port}/dev/mailbox`)).status()).toBe(200)
  } finally {
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }
})

// Issue 2 item 10: requests a page cannot serve are answered without a crash or a stack in the log,
// and the log stays structured (pino's JSON lines, besides the start-up banner).
test('a page asked with a method it does not serve answers 405, and the log stays structured', async ({ request }) => {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-logs-')),
    SEED_DEMO: 'false',
  }
  const child = spawn(process.execPath, ['build/node/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  try {
    await expect.poll(() => stdout, { timeout: 60_000 }).toContain(`Tio is running at http://localhost:${port}`)
    const origin = `http://localhost:${port}`
    expect((await request.post(`${origin}/about`, { form: { a: 'b' } })).status()).toBe(405)
    expect((await request.fetch(`${origin}/`, { method: 'OPTIONS' })).status()).toBe(405)
    expect((await request.delete(`${origin}/FAQ`)).status()).toBe(405)
    expect((await request.get(`${origin}/about`)).status()).toBe(200)
  } finally {
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }
  expect(stderr).toBe('')
  const banner = /^(Tio is running at |Open |Demo logins)/
  const unstructured = stdout.split('\n').filter((line) => line.trim() && !banner.test(line) && !line.startsWith('{'))
  expect(unstructured).toEqual([])
  expect(stdout).toContain('"path":"/about","status":405')
})
