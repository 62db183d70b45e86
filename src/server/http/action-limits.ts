import type { AppContext } from '../context'
import { ApiError } from './errors'
import type { RateLimit } from './rate-limit'

interface Rate {
  points: number
  windowSeconds: number
}

/**
 * Per-person limits on the actions that cost others something (a message, a contact request, a ringing
 * phone) or cost the server (uploads, search). A person whose email is not verified yet gets the
 * tighter one: they may chat and connect (the spec gives them that), but a fresh throwaway account
 * cannot flood anyone.
 */
export const ACTION_LIMITS = {
  'chat-send': { verified: { points: 30, windowSeconds: 10 }, unverified: { points: 10, windowSeconds: 60 } },
  contacts: { verified: { points: 120, windowSeconds: 60 * 60 }, unverified: { points: 20, windowSeconds: 60 * 60 } },
  calls: { verified: { points: 30, windowSeconds: 10 * 60 }, unverified: { points: 5, windowSeconds: 10 * 60 } },
  uploads: { verified: { points: 60, windowSeconds: 60 * 60 }, unverified: { points: 10, windowSeconds: 60 * 60 } },
  /** New Tio Chat conversations: each is a stored row, and nothing else bounded how many an account made. */
  'assistant-conversations': { verified: { points: 60, windowSeconds: 60 * 60 }, unverified: { points: 20, windowSeconds: 60 * 60 } },
} as const satisfies Record<string, { verified: Rate; unverified: Rate }>

export type LimitedAction = keyof typeof ACTION_LIMITS

function limitFor(ctx: AppContext, action: LimitedAction, verified: boolean): RateLimit {
  const name = `${action}:${verified ? 'verified' : 'unverified'}`
  return ctx.rateLimits.create({ name: `action:${name}`, ...ACTION_LIMITS[action][verified ? 'verified' : 'unverified'] })
}

/** Counts one `action` of `user`: false once their limit is reached. */
export function consumeActionLimit(ctx: AppContext, action: LimitedAction, user: { id: string; emailVerified: boolean }): Promise<boolean> {
  return limitFor(ctx, action, user.emailVerified).consume(user.id)
}

/** Counts one `action` of `user`; 429 once their limit is reached. */
export async function requireActionLimit(
  ctx: AppContext,
  action: LimitedAction,
  user: { id: string; emailVerified: boolean },
  message?: string,
): Promise<void> {
  if (!(await consumeActionLimit(ctx, action, user))) throw new ApiError(429, 'rate-limited', message)
}
