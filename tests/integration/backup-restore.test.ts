import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { eventually } from '../support/eventually'
import { createUser } from '../support/factories'
import { startTestServer, type TestServer } from '../support/test-server'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs `npm run backup` / `npm run restore` as an operator would (the same entry points). */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, `src/server/db/${script}-cli.ts`), ...args], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) => resolve({ code: code ?? 1, out }))
  })
}

describe('npm run backup and npm run restore on SQLite (issue 18 item 9)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'tio-backup-'))
  const servers: TestServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()))
    rmSync(work, { recursive: true, force: true })
  })

  it('a backup taken while messages are being sent holds every message acknowledged before it; restore refuses a database in use', async () => {
    const live = await startTestServer({ dialect: 'sqlite', listen: false, env: { RATE_LIMIT: 'false' } })
    servers.push(live)
    const [ada, bob] = await Promise.all([createUser(live), createUser(live)])

    // Write load: four senders, each sending as soon as its previous message was acknowledged.
    const acknowledged: string[] = []
    let running = true
    const sender = async (from: typeof ada, to: typeof bob) => {
      while (running) {
        const response = await live.request(`/api/chats/with/${to.id}/messages`, {
          method: 'POST',
          json: { clientId: randomUUID(), body: `load ${acknowledged.length}` },
          cookie: from.cookie,
        })
        expect(response.status).toBe(201)
        acknowledged.push(((await response.json()) as { message: { id: string } }).message.id)
      }
    }
    const load = Promise.all([sender(ada, bob), sender(bob, ada), sender(ada, bob), sender(bob, ada)])
    await eventually(
      () => acknowledged.length,
      (n) => n >= 40,
      60_000,
    )

    const before = [...acknowledged]
    const file = path.join(work, 'under-load.sqlite')
    const backup = await cli('backup', [file], { DATA_DIR: live.dataDir })
    expect(backup, backup.out).toMatchObject({ code: 0 })
    expect(backup.out).toContain(`backup written: ${file}`)
    const duringBackup = acknowledged.length
    await eventually(
      () => acknowledged.length,
      (n) => n > duringBackup,
      60_000,
    )
    running = false
    await load

    // The server still has its database open: restoring over it is refused and changes nothing.
    const refused = await cli('restore', [file], { DATA_DIR: live.dataDir })
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('stop it, then restore')
    const count = async (server: TestServer) =>
      Number(
        (
          await server.ctx.database.db
            .selectFrom('messages')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count(live)).toBe(acknowledged.length)

    // Restored into an empty DATA_DIR, the backup has every message acknowledged before it began.
    const restoredDir = path.join(work, 'restored')
    const restore = await cli('restore', [file], { DATA_DIR: restoredDir })
    expect(restore, restore.out).toMatchObject({ code: 0 })
    const restored = await startTestServer({ dialect: 'sqlite', listen: false, dataDir: restoredDir })
    servers.push(restored)
    const ids = new Set((await restored.ctx.database.db.selectFrom('messages').select('id').execute()).map((r) => r.id))
    expect(before.filter((id) => !ids.has(id))).toEqual([])
    expect(ids.size).toBeGreaterThanOrEqual(before.length)
    // Every stored row is one that was acknowledged: the copy is one consistent moment, nothing invented.
    expect([...ids].filter((id) => !acknowledged.includes(id))).toEqual([])
    // The restored server works: Ada signs in there and writes again.
    const login = await restored.request('/api/auth/sign-in/email', { method: 'POST', json: { email: ada.email, password: ada.password } })
    expect(login.status).toBe(200)
    await restored.close()
    servers.pop()

    // Restoring over an existing (stopped) database keeps the previous one beside it.
    const again = await cli('restore', [file], { DATA_DIR: restoredDir })
    expect(again, again.out).toMatchObject({ code: 0 })
    expect(again.out).toMatch(/the previous database is kept as .*tio\.sqlite\.before-restore-/)
    expect(existsSync(path.join(restoredDir, 'tio.sqlite'))).toBe(true)
  }, 240_000)
})
