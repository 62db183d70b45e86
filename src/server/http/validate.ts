import { zValidator } from '@hono/zod-validator'
import type { Context, ValidationTargets } from 'hono'
import type { z } from 'zod'
import { fieldErrors, firstProblem } from '../../shared/field-errors'
import { ApiError } from './errors'

/** 400 { error: { code: 'bad-request', message, fields } }, the message naming the first problem so a caller knows what to fix. */
export function badRequest(issues: readonly z.core.$ZodIssue[]): ApiError {
  return new ApiError(400, 'bad-request', firstProblem(issues), fieldErrors(issues))
}

/** zValidator with our error shape (see badRequest). */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(result.error.issues)
  })
}

/**
 * The query string checked as validate('query', schema) checks it (a repeated key gives an array),
 * parsed synchronously in the handler: no middleware, no promises, for routes called on every
 * keystroke (search as you type).
 */
export function validQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const all = c.req.queries()
  const value: Record<string, string | string[]> = {}
  for (const key in all) {
    const values = all[key]!
    value[key] = values.length === 1 ? values[0]! : values
  }
  const result = schema.safeParse(value)
  if (!result.success) throw badRequest(result.error.issues)
  return result.data
}
