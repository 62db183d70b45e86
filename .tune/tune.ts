import { readFileSync } from 'node:fs'
import { OfflineBrain } from '../src/server/features/assistant/assistant.engine'
import { loadPassages } from '../src/server/features/assistant/knowledge'
import { loadWordVectors } from '../src/server/features/assistant/vectors'
process.chdir('/work/wt-24')
const t = performance.now()
const vectors = process.env.NOVEC ? undefined : loadWordVectors()
const brain = new OfflineBrain(await loadPassages('content'), { vectors })
console.log('load', (performance.now() - t).toFixed(0), 'ms')
for (const file of ['../shared/bench/assistant/questions.json', 'bench/assistant/held-out-questions.json']) {
  const qs = JSON.parse(readFileSync(file, 'utf8')) as { id: string; question: string; expected: string[] }[]
  let n = 0, h1 = 0, h3 = 0, o = 0, np = 0
  const t0 = performance.now()
  const misses: string[] = []
  for (const q of qs) {
    const a = brain.analyze([{ role: 'user', text: q.question }])
    const got = a.kind === 'experts' ? a.occupations.map((x) => x.title.toLowerCase()) : []
    const exp = q.expected.map((e) => e.toLowerCase())
    if (!exp.length) { o++; if (!got.length) np++; else misses.push(`${q.id} PUSH ${got.slice(0,3)}: ${q.question}`); continue }
    n++
    if (exp.includes(got[0]!)) h1++; else misses.push(`${q.id} got ${got.slice(0, 3).join(', ') || a.kind} exp ${exp.join('/')}: ${q.question.slice(0, 140)}`)
    if (got.slice(0, 3).some((g) => exp.includes(g))) h3++
  }
  console.log(file, `h1 ${(h1 / n).toFixed(3)} h3 ${(h3 / n).toFixed(3)} np ${np}/${o} ${((performance.now() - t0) / qs.length).toFixed(1)}ms`)
  if (process.env.V) console.log(misses.join('\n'))
}
