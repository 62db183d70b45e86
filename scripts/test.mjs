// `npm test`: every check in order: the requirements trace (scripts/trace-requirements.mjs: each
// requirement id is cited by a test or explained in the README; under a second, so first), unit and
// integration tests (vitest), then a production build, its script budgets (scripts/bundle-size.mjs), then
// the browser tests (Playwright) against it. Stops at the first failing step.
import { spawnSync } from 'node:child_process'

const steps = [
  ['requirements trace', ['node', 'scripts/trace-requirements.mjs']],
  ['vitest', ['npx', 'vitest', 'run']],
  ['build', ['node', 'scripts/build.mjs']],
  ['bundle budgets', ['node', 'scripts/bundle-size.mjs']],
  ['browser tests', ['npx', 'playwright', 'test']],
]
for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit' })
  console.log(`=== ${name}: ${Math.round((Date.now() - started) / 1000)} s`)
  if (result.status !== 0) {
    console.error(`\n${name} failed`)
    process.exit(result.status ?? 1)
  }
}
