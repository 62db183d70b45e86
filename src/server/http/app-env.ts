import type { SessionUser } from '../auth/auth'
import type { AppContext } from '../context'
import type { Logger } from '../logger'

export interface AppEnv {
  Variables: {
    ctx: AppContext
    requestId: string
    log: Logger
    user: SessionUser | null
    secureHeadersNonce?: string
  }
}

/** For routes behind requireUser: c.var.user is never null there. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser }
}
