import { OfflineBrain } from '../src/server/features/assistant/assistant.engine'
import { loadPassages } from '../src/server/features/assistant/knowledge'
const brain = new OfflineBrain(await loadPassages('content'))
const a = brain.analyze([{ role: 'user', text: process.argv[2]! }])
console.log(a.kind, a.occupations.slice(0, 5).map((o) => `${o.title} ${o.score.toFixed(2)}`))
