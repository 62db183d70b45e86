import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

// OPS-01, OPS-02, OPS-05: what a newcomer gets from `npm start` on an empty data folder.
test('npm start on a fresh data folder serves demo experts, the dev mailbox and prints the demo logins', async ({ request }) => {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tio-npm-start-'))
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
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
