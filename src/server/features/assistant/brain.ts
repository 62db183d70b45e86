import path from 'node:path'
import type { AppContext } from '../../context'
import { contentSettings } from '../content'
import { OfflineBrain } from './assistant.engine'
import { loadProfileFields } from './fields'
import { loadPassages, type Passage } from './knowledge'
import { OCCUPATIONS } from './knowledge/occupations'
import { loadWordVectors, type WordVectors } from './vectors'
import type { WordNet } from './wordnet'
import { BUS_EVENTS } from '../../../shared/bus-events'

export interface BrainLoader {
  /**
   * This server instance's offline brain: Tio's knowledge base and content, the word vectors, and the
   * fields described by the approved experts' profiles. Rebuilt at the next question after any expert
   * changed (an approval makes a new field matchable at once), so with REDIS_URL every instance follows.
   */
  get: () => Promise<OfflineBrain>
  /** Drops the bus subscription. */
  close: () => Promise<void>
}

/** The offline brain of one server (built by assistant.feature.ts). */
export function createBrainLoader(ctx: AppContext, wordnet: Pick<WordNet, 'related'>, contentDir = path.resolve('content')): BrainLoader {
  let assets: Promise<{ passages: Passage[]; vectors: WordVectors }> | undefined
  let unsubscribe: Promise<() => Promise<void>> | undefined
  /** Bumped by every change to an expert; the brain is rebuilt when it is behind. */
  let version = 0
  let builtAt = -1
  let brain: Promise<OfflineBrain> | null = null
  const load = () => {
    if (!assets) {
      // Subscribed before the first build reads the profiles, so no approval is missed.
      unsubscribe = ctx.bus.subscribe(BUS_EVENTS.EXPERTS_CHANGED, () => {
        version++
      })
      const loading = unsubscribe.then(async () => ({
        passages: await loadPassages(contentDir, contentSettings(ctx.config)),
        vectors: loadWordVectors(),
      }))
      assets = loading
      loading.catch(() => {
        if (assets === loading) assets = undefined
      })
    }
    return assets
  }
  return {
    get() {
      if (brain && builtAt === version) return brain
      builtAt = version
      const building = (async () => {
        const { passages, vectors } = await load()
        const fields = await loadProfileFields(ctx.database.db, OCCUPATIONS)
        return new OfflineBrain(passages, { vectors, fields, wordnet })
      })()
      brain = building
      building.catch((error: unknown) => {
        ctx.logger.error({ err: error }, 'Tio Chat brain build failed')
        if (brain === building) brain = null
      })
      return building
    },
    async close() {
      const pending = unsubscribe
      unsubscribe = undefined
      if (pending) await (await pending.catch(() => async () => {}))()
    },
  }
}
