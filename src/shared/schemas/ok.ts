import { z } from 'zod'

/** The answer of an action with nothing more to say (POST /api/me/welcome-seen, POST /api/push/subscriptions). */
export const okAnswerSchema = z.object({ ok: z.literal(true) })
export type OkAnswer = z.infer<typeof okAnswerSchema>
