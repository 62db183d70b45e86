import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port'

export interface Instances {
  urls: string[]
  stop: () => Promise<void>
}

async function untilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${url} exited: ${output()}`)
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * `count` instances of the production build (`build/node/main.js`, as `npm start` runs it) sharing a
 * fresh PostgreSQL database and Redis: the scale-out shape. The database is dropped by `stop()`.
 */
export async function startInstances(
  count: number,
  { databaseUrl, redisUrl }: { databaseUrl: string; redisUrl: string },
): Promise<Instances> {
  const name = `tio_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const children: ChildProcess[] = []
  const urls: string[] = []
  const stop = async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null) return undefined
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        return exited
      }),
    )
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
  try {
    // One after the other: the first one applies the migrations.
    for (let i = 0; i < count; i++) {
      const port = await freePort()
      const publicUrl = `http://localhost:${port}`
      const child = spawn(process.execPath, [path.resolve('build/node/main.js')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tio-e2e-instance-')),
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          SEED_DEMO: 'false',
          RATE_LIMIT: 'false',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      children.push(child)
      await untilReady(publicUrl, child, () => output)
      urls.push(publicUrl)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { urls, stop }
}
