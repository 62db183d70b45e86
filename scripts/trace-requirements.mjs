// `npm run trace`: lists the requirement ids that no test cites, and fails when there is one (issue 22 item 8).
// The ids come from docs/requirements-ids.txt, a copy of ../shared/spec/requirements.md's ids kept in the repo
// because a clean clone (CI) may not have ../shared; `npm run trace -- --refresh` rewrites it from there.
// A test cites an id when a test file (*.test.ts(x) under src/ or tests/, *.spec.ts under tests/) names it,
// alone (VAL-04) or in a range (VAL-03..06). An id that cannot be tested here is listed with its reason in
// README's "Requirements not tested here" section instead.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const idsFile = join(root, 'docs/requirements-ids.txt')
const specFile = join(root, '../shared/spec/requirements.md')
const ID_ROW = /^\| ([A-Z]+-\d+) \| (.*?) \|/

function readSpecRows() {
  return readFileSync(specFile, 'utf8')
    .split('\n')
    .map((line) => ID_ROW.exec(line))
    .filter(Boolean)
    .map(([, id, text]) => ({ id, text }))
}

if (process.argv.includes('--refresh')) {
  const header = [
    '# Requirement ids of ../shared/spec/requirements.md, one per line with its text (a copy for CI, whose clone',
    '# may lack ../shared). Refresh with `npm run trace -- --refresh`; scripts/trace-requirements.mjs reads it.',
  ]
  const rows = readSpecRows().map(({ id, text }) => `${id}\t${text}`)
  writeFileSync(idsFile, [...header, ...rows].join('\n') + '\n')
  console.log(`wrote ${rows.length} ids to ${relative(root, idsFile)}`)
  process.exit(0)
}

const requirements = readFileSync(idsFile, 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [id, text = ''] = line.split('\t')
    return { id, text }
  })

if (existsSync(specFile)) {
  const copied = new Set(requirements.map((r) => r.id))
  const added = readSpecRows().filter((r) => !copied.has(r.id))
  if (added.length > 0) {
    console.warn(
      `${relative(root, specFile)} has ids the copy lacks (${added.map((r) => r.id).join(', ')}): run npm run trace -- --refresh`,
    )
  }
}

const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/
function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* testFiles(path)
    else if (TEST_FILE.test(entry.name)) yield path
  }
}

/** Every id a text names: single ids and ranges (VAL-03..06 names VAL-03, VAL-04, VAL-05 and VAL-06). */
function citedIds(text) {
  const ids = new Set()
  for (const [, prefix, from, to] of text.matchAll(/\b([A-Z]+)-(\d+)(?:\.\.(?:\1-)?(\d+))?\b/g)) {
    const last = to === undefined ? Number(from) : Number(to)
    for (let n = Number(from); n <= last; n++) ids.add(`${prefix}-${String(n).padStart(from.length, '0')}`)
  }
  return ids
}

const cited = new Set()
for (const dir of ['src', 'tests']) {
  for (const file of testFiles(join(root, dir))) for (const id of citedIds(readFileSync(file, 'utf8'))) cited.add(id)
}

/** README lines under "Requirements not tested here" that start with an id: `- **OPS-08**: why`. */
function untestable() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const section = /^#+ Requirements not tested here\n([\s\S]*?)(?=^#+ |$(?![\s\S]))/m.exec(readme)?.[1] ?? ''
  const ids = new Set()
  for (const line of section.split('\n')) {
    const head = /^[-*]\s+\**`?([A-Z]+-\d+(?:\.\.\d+)?(?:,\s*[A-Z]+-\d+(?:\.\.\d+)?)*)`?\**\s*[:\u2014-]\s*\S/.exec(line)
    if (head) for (const id of citedIds(head[1])) ids.add(id)
  }
  return ids
}

const explained = untestable()
const missing = requirements.filter((r) => !cited.has(r.id) && !explained.has(r.id))
const total = requirements.length
console.log(
  `requirements: ${total}, cited by a test: ${requirements.filter((r) => cited.has(r.id)).length}, ` +
    `explained in README as not testable here: ${requirements.filter((r) => !cited.has(r.id) && explained.has(r.id)).length}, ` +
    `missing: ${missing.length}`,
)
for (const r of missing) console.log(`  ${r.id}\t${r.text.slice(0, 110)}`)
if (missing.length > 0) {
  console.error('\nEach requirement needs a test that cites its id, or a line in README "Requirements not tested here".')
  process.exit(1)
}
