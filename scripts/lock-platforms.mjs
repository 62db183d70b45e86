// `node scripts/lock-platforms.mjs`: after changing dependencies, adds lockfile entries for optional
// platform binaries (rollup, tailwind oxide) that this registry mirror lacks, with their os/cpu, so that
// `npm ci` finds the lockfile in sync and skips them on this platform without fetching.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
const pk = lock.packages
for (const [p, e] of Object.entries(pk)) {
  for (const [d, v] of Object.entries(e.optionalDependencies ?? {})) {
    const key = 'node_modules/' + d
    if (pk[key] || pk[`${p}/node_modules/${d}`]) continue
    const meta = JSON.parse(
      execFileSync('npm', ['view', d, '--json', 'os', 'cpu', 'libc', 'license', 'engines'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    )
    const entry = {
      version: v,
      cpu: meta.cpu,
      ...(meta.libc ? { libc: meta.libc } : {}),
      license: meta.license,
      optional: true,
      os: meta.os,
      ...(meta.engines ? { engines: meta.engines } : {}),
    }
    pk[key] = entry
    console.log(`added ${key}@${v}`)
  }
}
const sorted = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => a.localeCompare(b, 'en')))
lock.packages = sorted
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n')
