import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { z } from 'zod'
import { ApiError } from './errors'

/**
 * zValidator with our error shape: 400 { error: { code: 'bad-request', message, fields } }.
 * The message names the first problem so a caller knows what to fix.
 */
export function validate<T extends z.ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const fields: Record<string, string> = {}
      for (const issue of result.error.issues) {
        const key = issue.path.join('.') || '_'
        fields[key] ??= issue.message
      }
      const [first] = result.error.issues
      const where = first?.path.length ? `${first.path.join('.')}: ` : ''
      throw new ApiError(400, 'bad-request', `${where}${first?.message ?? 'invalid input'}`, fields)
    }
  })
}
