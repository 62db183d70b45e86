import { OfflineBrain } from '../src/server/features/assistant/assistant.engine'
import { loadPassages } from '../src/server/features/assistant/knowledge'
import { loadWordVectors } from '../src/server/features/assistant/vectors'
const brain = new OfflineBrain(await loadPassages('content'), { vectors: loadWordVectors() })
const a1 = brain.analyze([{ role: 'user', text: 'my 1930s house has damp walls' }])
console.log(a1.kind, a1.occupations.map((o) => o.title))
const a2 = brain.analyze([{ role: 'user', text: 'my 1930s house has damp walls' }, { role: 'assistant', text: 'x', kind: 'experts' }, { role: 'user', text: 'it smells musty and the plaster is crumbling' }])
console.log(a2.kind, a2.occupations.map((o) => o.title))
const a3 = brain.analyze([{ role: 'user', text: 'it smells musty and the plaster is crumbling' }])
console.log('alone', a3.kind, a3.occupations.map((o) => o.title))
for (const t of ['something is wrong with my account of the shop', 'I need advice about my garden shed', 'my neighbour problem', 'help with a letter', 'strange noise at night']) {
  const a = brain.analyze([{ role: 'user', text: t }]); console.log(t, '→', a.kind, a.occupations.map((o) => o.title))
}
