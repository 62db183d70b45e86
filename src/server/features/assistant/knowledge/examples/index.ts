import { EXAMPLES_LIFE } from './life'
import { EXAMPLES_LIFE_MORE } from './life-more'
import { EXAMPLES_PEOPLE } from './people'
import { EXAMPLES_PEOPLE_MORE } from './people-more'
import { EXAMPLES_WORK } from './work'
import { EXAMPLES_WORK_MORE } from './work-more'

/**
 * Example first messages a client sends to each field's experts: the way people tell their problem, in
 * everyday words and mostly without naming the profession. Written from general knowledge of each field,
 * never from any question set. Their words count beside the field's own (assistant.engine.ts `lexicalSegments`).
 */
export const EXAMPLES: Record<string, string[]> = Object.fromEntries(
  Object.entries({ ...EXAMPLES_PEOPLE, ...EXAMPLES_WORK, ...EXAMPLES_LIFE }).map(([title, examples]) => [
    title,
    [...examples, ...(EXAMPLES_PEOPLE_MORE[title] ?? EXAMPLES_WORK_MORE[title] ?? EXAMPLES_LIFE_MORE[title] ?? [])],
  ]),
)
