// `npm run bench`: every benchmark in turn (search, chat, assistant). Each prints its own numbers;
// nothing here asserts a timing. Extra arguments go to every benchmark (e.g. `-- --sizes 10000`).
import { spawnSync } from 'node:child_process'

const benches = ['bench:search', 'bench:chat', 'bench:assistant', 'bench:ledger']
const extra = process.argv.slice(2)
let failed = false
for (const name of benches) {
  console.log(`\n=== npm run ${name} ===`)
  const args = ['run', name, ...(extra.length ? ['--', ...extra] : [])]
  const result = spawnSync('npm', args, { stdio: 'inherit' })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
