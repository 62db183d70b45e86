import type { SessionUser } from '../auth/auth'
import type { AppContext } from '../context'
import type { Logger } from '../logger'

export interface AppEnv {
  Variables: {
    ctx: AppContext
    requestId: string
    log: Logger
    /**
     * Set by a route asked on every keystroke (public search): its successful, fast answers are logged
     * at debug level rather than info. A log write per request was a tenth of a search's server time.
     */
    quietLog?: boolean
    user: SessionUser | null
    secureHeadersNonce?: string
  }
}

/** For routes behind requireUser: c.var.user is never null there. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { user: SessionUser }
}
