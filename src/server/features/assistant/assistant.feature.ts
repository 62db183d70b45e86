import path from 'node:path'
import {
  ASSISTANT_RATE_POINTS,
  ASSISTANT_RATE_WINDOW_SECONDS,
  ASSISTANT_UNDERSTAND_RATE_POINTS,
  ASSISTANT_VISITOR_RATE_POINTS,
  ASSISTANT_VISITOR_RATE_WINDOW_SECONDS,
} from '../../../shared/schemas/assistant'
import type { AppContext } from '../../context'
import { contentSettings } from '../content'
import type { Feature } from '../feature'
import type { OfflineBrain } from './assistant.engine'
import { createAssistantRoutes, createSmartRoutes, type AssistantDeps } from './assistant.routes'
import { createBrainLoader } from './brain'
import { loadSmartAnswers, type SmartAnswer } from './knowledge'
import { watchApprovals } from './waitlist'
import { createWordNet } from './wordnet'
import type { ChatSender } from '../chat'

/** Loaded on first use; a failed load is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load()
    loading.catch(() => (loading = undefined))
    return loading
  }
}

/** Tio Chat (conversations, the streamed assistant, briefs to experts, "tell me when one joins") and the public smart answers. */
export function createAssistantFeature(
  ctx: AppContext,
  deps: { chat: ChatSender },
  options: { contentDir?: string } = {},
): Feature<{ brain: () => Promise<OfflineBrain> }> {
  const contentDir = options.contentDir ?? path.resolve('content')
  const approvals = watchApprovals(ctx)
  approvals.start()
  const wordnet = createWordNet()
  const brain = createBrainLoader(ctx, wordnet, contentDir)
  const routeDeps: AssistantDeps = {
    chat: deps.chat,
    brain: brain.get,
    smartAnswers: once<SmartAnswer[]>(() => loadSmartAnswers(contentDir, contentSettings(ctx.config))),
    limit: ctx.rateLimits.create({ name: 'assistant', points: ASSISTANT_RATE_POINTS, windowSeconds: ASSISTANT_RATE_WINDOW_SECONDS }),
    visitorLimit: ctx.rateLimits.create({
      name: 'assistant-visitor',
      points: ASSISTANT_VISITOR_RATE_POINTS,
      windowSeconds: ASSISTANT_VISITOR_RATE_WINDOW_SECONDS,
    }),
    understandLimit: ctx.rateLimits.create({ name: 'assistant-understand', points: ASSISTANT_UNDERSTAND_RATE_POINTS, windowSeconds: 60 }),
  }
  return {
    routes: { '/assistant': createAssistantRoutes(routeDeps), '/smart': createSmartRoutes(routeDeps) },
    service: { brain: routeDeps.brain },
    async close() {
      await approvals.close()
      await brain.close()
      wordnet.close()
    },
  }
}
