import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export interface ChildServer {
  url: string
  process: ChildProcess
  /** SIGKILL: no shutdown, no flush (a crash). Resolves once the process is gone. */
  kill9: () => Promise<void>
  /** SIGTERM and wait for exit. */
  stop: () => Promise<void>
}

/**
 * Spawns tests/support/api-only-server.ts with `env` (on top of this process's) and waits until it
 * listens. CHILD_SERVER_LOGS=1 copies its output here (set LOG_LEVEL in `env` to see logs);
 * CHILD_SERVER_NODE_ARGS adds node flags (e.g. --cpu-prof).
 */
export async function startChildServer(env: Record<string, string | undefined>): Promise<ChildServer> {
  const entry = path.resolve(import.meta.dirname, 'api-only-server.ts')
  const nodeArgs = process.env.CHILD_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    if (process.env.CHILD_SERVER_LOGS) process.stderr.write(chunk)
    stderr += chunk.toString()
  })
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      if (process.env.CHILD_SERVER_LOGS) process.stderr.write(chunk)
      stdout += chunk.toString()
      const match = /Tio is running at (\S+)/.exec(stdout)
      // its first requests are timed by some tests: answered once the warm-up's CPU work is done
      if (match && stdout.includes('Tio warmed up')) resolve(match[1]!)
    })
    void exited.then(() => reject(new Error(`child server exited before listening: ${stderr}`)))
  })
  return {
    url,
    process: child,
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}
