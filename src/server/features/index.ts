import type { Hono, Schema } from 'hono'
import type { AppContext } from '../context'
import type { AppEnv } from '../http/app-env'
import type { ApiMount } from '../http/app'
import type { TioSocket, TioSocketServer } from '../realtime/socket'
import { createAssistantFeature } from './assistant'
import { createCallsFeature } from './calls'
import { createChatFeature, messageCarrying, sentAttachmentsAmong } from './chat'
import { createConsultationsFeature } from './consultations'
import { createContactsFeature } from './contacts'
import { createContentFeature } from './content'
import { createExpertsFeature } from './experts'
import type { Feature } from './feature'
import { createLedgerFeature } from './ledger'
import { createLedgerAdminFeature } from './ledger-admin'
import { createMeFeature } from './me'
import { createNotificationsFeature } from './notifications'
import { createPaymentsFeature } from './payments'
import { createPayoutsFeature } from './payouts'
import { createProfilesFeature, isCustomUrlFree, profileCardsOf } from './profiles'
import { createPushFeature } from './push'
import { createRatingsFeature } from './ratings'
import { createReferralsFeature } from './referrals'
import { createSearchFeature } from './search'
import { createShopFeature } from './shop'
import { createUploadsFeature } from './uploads'

/**
 * Every feature, built once per server in dependency order (a feature receives the services of those
 * it needs). To add one: write its `createXFeature(ctx, deps)` (see feature.ts) and add it here.
 * Read functions passed here rather than imported by the feature would close an import cycle: profiles
 * (the account) imports experts, contacts, chat and ratings, and chat imports uploads.
 */
export function createFeatures(ctx: AppContext) {
  const ledger = createLedgerFeature(ctx)
  const contacts = createContactsFeature({ profileCardsOf })
  const push = createPushFeature(ctx, { people: contacts.service })
  const referrals = createReferralsFeature(ctx, { ledger: ledger.service })
  const experts = createExpertsFeature(ctx, { account: { isCustomUrlFree, profileCardsOf } })
  const chat = createChatFeature(ctx, { push: push.service, people: contacts.service })
  const features = {
    ledger,
    me: createMeFeature(),
    assistant: createAssistantFeature(ctx, { chat: chat.service }),
    experts,
    payments: createPaymentsFeature(),
    shop: createShopFeature(),
    payouts: createPayoutsFeature(),
    ledgerAdmin: createLedgerAdminFeature(ctx),
    contacts,
    chat,
    content: createContentFeature(ctx),
    search: createSearchFeature(ctx),
    profiles: createProfilesFeature({ referrals: referrals.service, people: contacts.service }),
    uploads: createUploadsFeature(ctx, { credentialsChanged: experts.service.credentialsChanged, messageCarrying, sentAttachmentsAmong }),
    ratings: createRatingsFeature({ profileNamesOf: profileCardsOf }),
    calls: createCallsFeature(ctx, { people: contacts.service }),
    consultations: createConsultationsFeature(ctx),
    notifications: createNotificationsFeature(ctx, { push: push.service }),
    push,
    referrals,
  }
  const all: Feature<unknown>[] = Object.values(features)
  return {
    ...features,
    /** Every feature's API, mounted under /api. */
    mountApi: ((api) => {
      for (const feature of all)
        for (const [path, routes] of Object.entries(feature.routes ?? {})) api.route(path, routes as Hono<AppEnv, Schema, string>)
    }) satisfies ApiMount,
    /**
     * Every feature's socket handlers, called for each authenticated connection (the socket has
     * already joined its user's room). Validate payloads with the shared schemas; answer bad ones with
     * SOCKET_EVENTS.ERROR to the sender.
     */
    onConnection(socket: TioSocket, io: TioSocketServer) {
      for (const feature of all) feature.socket?.(socket, io)
    },
    /** Builds what is better built now than on the first request (the search index); answers what was loaded. */
    async warmUp(): Promise<string[]> {
      const loaded = await Promise.all(all.map((feature) => feature.warmUp?.()))
      return loaded.filter((what): what is string => Boolean(what))
    },
    /** Releases every feature's subscriptions, timers and connections, the last built first. */
    async close() {
      for (const feature of [...all].reverse()) await feature.close?.()
    },
  }
}

export type Features = ReturnType<typeof createFeatures>
