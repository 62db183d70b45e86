import { EXAMPLES_LIFE } from './life'
import { EXAMPLES_PEOPLE } from './people'
import { EXAMPLES_WORK } from './work'

/**
 * Example first messages a client sends to each field's experts: the way people tell their problem, in
 * everyday words and mostly without naming the profession. Written from general knowledge of each field,
 * never from any question set. Their words count beside the field's own (assistant.engine.ts `lexicalSegments`).
 */
export const EXAMPLES: Record<string, string[]> = { ...EXAMPLES_PEOPLE, ...EXAMPLES_WORK, ...EXAMPLES_LIFE }
