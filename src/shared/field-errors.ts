import type { z } from 'zod'

/** A zod issue as far as field errors need it (type only: this module brings no zod to a page). */
type Issue = Pick<z.core.$ZodIssue, 'path' | 'message'>

/**
 * The one key of a problem, in the API's `fields` and in every form: the field's dotted path
 * ('shipping.city', 'keys.auth') without list positions, so a list typed in one field (skills) keys
 * its entries' problems on that field; '_' for the input as a whole.
 */
export function fieldKey(path: readonly PropertyKey[]): string {
  return (
    path
      .filter((part) => typeof part !== 'number')
      .map(String)
      .join('.') || '_'
  )
}

/** Field key (see fieldKey) → the first problem with that field. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[fieldKey(issue.path)] ??= issue.message
  return fields
}

/** The first problem, naming its field so a caller knows what to fix: 'name: Enter a name'. */
export function firstProblem(issues: readonly Issue[], fallback = 'invalid input'): string {
  const [first] = issues
  if (!first) return fallback
  const key = fieldKey(first.path)
  return key === '_' ? first.message : `${key}: ${first.message}`
}
