// `npm start`: builds when the build is missing or older than the sources, then serves everything.
// NODE_ENV stays as given: unset means a local run (demo data on an empty database, dev mailbox, demo
// operator); a public deployment sets NODE_ENV=production.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const STAMP = 'build/.stamp'
const SOURCES = ['src', 'content', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts']

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

const stale = !existsSync(STAMP) || SOURCES.some((s) => newestMtime(s) > statSync(STAMP).mtimeMs)
if (stale) {
  // Settings first: a bad one stops start-up at once with its one line, not after a build (which needs
  // the dev dependencies, tsx among them). The built server checks them again on every start.
  const { tsImport } = await import('tsx/esm/api')
  const { parseConfig, ConfigError } = await tsImport('../src/server/config.ts', import.meta.url)
  try {
    parseConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  console.log('Building Tio (first start or sources changed)…')
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' })
}
await import(path.resolve('build/node/main.js'))
