import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { eventually } from '../support/eventually'

// Issue 2 item 2: `npm run dev` reloads both sides. The web side is Vite's HMR; the server side restarts
// when its code changes. The test changes the dev entry itself (a comment: nothing else imports it).
describe('npm run dev', () => {
  it('restarts the server when server code changes', { timeout: 120_000 }, async () => {
    const entry = path.resolve('src/server/dev.ts')
    const source = readFileSync(entry, 'utf8')
    const child = spawn('npm', ['run', 'dev'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-dev-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: npm, tsx's watcher and the server stop together
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const urls = () => [...stdout.matchAll(/Tio is running at (\S+)/g)].map((m) => m[1]!)
    try {
      const [first] = await eventually(urls, (found) => found.length === 1, 60_000)
      expect((await fetch(`${first}/healthz`)).status).toBe(200)
      writeFileSync(entry, `${source}// changed by tests/integration/dev-reload.test.ts\n`)
      const [, second] = await eventually(urls, (found) => found.length === 2, 60_000)
      expect(stdout).toContain('Restarting')
      expect((await fetch(`${second}/healthz`)).status).toBe(200)
    } finally {
      writeFileSync(entry, source)
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    }
  })
})
