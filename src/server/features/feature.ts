import type { Hono, Schema } from 'hono'
import type { AppEnv, AuthedEnv } from '../http/app-env'
import type { TioSocket, TioSocketServer } from '../realtime/socket'

/**
 * One server feature as the composition root sees it, built by the feature's one factory
 * (`createSearchFeature(ctx, deps)`): its API sub-apps by path under /api, its socket handlers, the
 * service other features may call, a warm-up run once the server listens, and `close()`, which
 * releases every subscription, timer and connection the factory opened. Feature state lives in the
 * factory's closure, never at module level (eslint.config.js forbids it).
 */
export interface Feature<Service = undefined> {
  routes?: Record<string, Hono<AppEnv, Schema, string> | Hono<AuthedEnv, Schema, string>>
  socket?: (socket: TioSocket, io: TioSocketServer) => void
  service: Service
  /** Builds what is better built before the first request; answers what it loaded ("search index of 12 experts"), if it holds it now. */
  warmUp?: () => Promise<string | undefined>
  close?: () => Promise<void>
}
