import { readFileSync } from 'node:fs'
import { OfflineBrain } from '../src/server/features/assistant/assistant.engine'
import { loadPassages } from '../src/server/features/assistant/knowledge'
import { loadWordVectors } from '../src/server/features/assistant/vectors'
const brain = new OfflineBrain(await loadPassages('content'), { vectors: loadWordVectors() })
const qs = JSON.parse(readFileSync('bench/assistant/held-out-questions.json', 'utf8')) as { question: string }[]
for (const q of qs) brain.analyze([{ role: 'user', text: q.question }])
let t = performance.now()
for (const q of qs) brain.analyze([{ role: 'user', text: q.question }])
console.log('analyze', ((performance.now() - t) / qs.length).toFixed(2))
t = performance.now()
for (const q of qs) (brain as any).meaning.score(brain.meaningWords(q.question))
console.log('meaning', ((performance.now() - t) / qs.length).toFixed(2), (brain as any).meaning.vocab.length)
t = performance.now()
for (const q of qs) brain.queryTerms(q.question)
console.log('queryTerms', ((performance.now() - t) / qs.length).toFixed(2))
t = performance.now()
for (const q of qs) brain.searchPassages(q.question, ['smart'])
console.log('passages', ((performance.now() - t) / qs.length).toFixed(2))
