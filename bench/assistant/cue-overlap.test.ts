import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXAMPLES } from '../../src/server/features/assistant/knowledge/examples'
import { OCCUPATIONS } from '../../src/server/features/assistant/knowledge/occupations'

/**
 * Tio Chat's cues and example messages must describe how people talk about a field, not echo the questions it is scored on:
 * no cue may share a run of RUN words with a benchmark question. Shorter runs are everyday phrases
 * ("in front of a", "no hot water").
 */
const RUN = 5

const QUESTION_SETS = [
  path.join(import.meta.dirname, 'held-out-questions.json'),
  path.join(import.meta.dirname, 'held-out-v2.json'),
  path.join(import.meta.dirname, 'dev-questions.json'),
  path.join(import.meta.dirname, 'dev-no-push.json'),
  path.join(import.meta.dirname, 'dev-foreign.json'),
  path.join(import.meta.dirname, 'dev-tricky.json'),
  path.join(import.meta.dirname, 'dev-stories.json'),
  path.join(import.meta.dirname, 'dev-site.json'),
  path.join(import.meta.dirname, 'dev-foreign2.json'),
  path.join(import.meta.dirname, 'dev-everyday.json'),
  // The public set lives beside the project (or beside the folder of worktrees), where the benchmark reads it.
  path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'bench', 'assistant', 'questions.json'),
  path.resolve(import.meta.dirname, '..', '..', '..', '..', 'shared', 'bench', 'assistant', 'questions.json'),
].filter((file) => existsSync(file))

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .match(/[\p{L}\p{N}']+/gu) ?? []

function runs(text: string): string[] {
  const w = words(text)
  return Array.from({ length: Math.max(0, w.length - RUN + 1) }, (_, i) => w.slice(i, i + RUN).join(' '))
}

interface Question {
  id: string
  question: string
}

function echoes(occupations: readonly { title: string; cues: string }[], questions: readonly Question[]): string[] {
  const asked = new Map<string, string>()
  for (const q of questions) for (const run of runs(q.question)) asked.set(run, q.id)
  const found: string[] = []
  for (const occupation of occupations)
    for (const cue of occupation.cues.split(';'))
      for (const run of runs(cue)) if (asked.has(run)) found.push(`${occupation.title}: "${cue.trim()}" echoes ${asked.get(run)}`)
  return found
}

/** The example messages of each field, read as its cues. */
const EXAMPLE_CUES = Object.entries(EXAMPLES).map(([title, examples]) => ({ title, cues: examples.join(';') }))

describe('assistant cues and the benchmark questions', () => {
  it.each(QUESTION_SETS.map((file) => [path.basename(file), file]))('no cue or example message repeats %s word for word', (_name, file) => {
    const questions = JSON.parse(readFileSync(file, 'utf8')) as Question[]
    expect(echoes([...OCCUPATIONS, ...EXAMPLE_CUES], questions)).toEqual([])
  })

  it('finds a cue copied from a question, accents and case aside, but not a shorter everyday phrase', () => {
    const questions = [{ id: 'q1', question: 'Our toddler only says ten words; is that normal at two?' }]
    expect(echoes([{ title: 'Speech Therapist', cues: 'stutter; TODDLER only says TEN wórds' }], questions)).toHaveLength(1)
    expect(echoes([{ title: 'Speech Therapist', cues: 'only says ten words' }], questions)).toEqual([])
  })
})
