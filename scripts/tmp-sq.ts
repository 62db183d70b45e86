import { readFileSync } from 'node:fs'
import { openDatabase } from '../src/server/db/database'
import { buildIndex } from '../src/server/features/search/search.service'
const database = await openDatabase({ dataDir: '/tmp/tio-bench-search-100000-KiFFPt/data' })
const index = await buildIndex(database)
const qs = (JSON.parse(readFileSync('../shared/bench/search/public-queries.json', 'utf8')) as { queries: { q: string }[] }).queries.map((q) => q.q)
const o = (q: string) => ({ q, page: 1, pageSize: 10, sort: 'relevance' as const, communication: 'all', location: '', jobSuccess: '', accountType: 'all' }) as never
for (let r = 0; r < 50; r++) for (const q of qs) index.search(o(q))
const rows: [string, number, number][] = []
let sum = 0
for (const q of qs) {
  const t = performance.now()
  let total = 0
  for (let r = 0; r < 300; r++) total = index.search(o(q)).total
  const us = ((performance.now() - t) / 300) * 1000
  sum += us
  rows.push([q, us, total])
}
rows.sort((a, b) => b[1] - a[1])
for (const [q, us, total] of rows) console.log(us.toFixed(0).padStart(6), 'µs', String(total).padStart(6), q)
console.log('mean', (sum / qs.length).toFixed(0), 'µs')
{
  const t = performance.now()
  for (let r = 0; r < 1500; r++) for (const q of qs) index.search(o(q))
  console.log('rotating mean', (((performance.now() - t) / 1500 / qs.length) * 1000).toFixed(0), 'µs')
}
await database.close()
