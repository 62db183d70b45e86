import path from 'node:path'
import type { AppContext } from '../../context'
import { OfflineBrain } from './assistant.engine'
import { loadProfileFields } from './fields'
import { loadPassages, type Passage } from './knowledge'
import { OCCUPATIONS } from './knowledge/occupations'
import { loadWordVectors, type WordVectors } from './vectors'

/** The channel on which an expert's approval, edit, suspension or rating is announced. */
const EXPERTS_CHANGED = 'experts.changed'

interface BrainState {
  /** Tio's content and the word vectors: read from disk once. */
  assets: Promise<{ passages: Passage[]; vectors: WordVectors }>
  /** Bumped by every change to an expert; the brain is rebuilt when it is behind. */
  version: number
  builtAt: number
  brain: Promise<OfflineBrain> | null
}

const states = new WeakMap<AppContext, BrainState>()

/**
 * This server instance's offline brain: Tio's knowledge base and content, the word vectors, and the
 * fields described by the approved experts' profiles. Rebuilt at the next question after any expert
 * changed (an approval makes a new field matchable at once), so with REDIS_URL every instance follows.
 */
export function getBrain(ctx: AppContext, contentDir = path.resolve('content')): Promise<OfflineBrain> {
  let state = states.get(ctx)
  if (!state) {
    const assets = (async () => ({ passages: await loadPassages(contentDir), vectors: loadWordVectors() }))()
    const created: BrainState = {
      assets,
      version: 0,
      builtAt: -1,
      brain: null,
    }
    state = created
    states.set(ctx, created)
    // Subscribed before the first build reads the profiles, so no approval is missed.
    const subscribed = ctx.bus.subscribe(EXPERTS_CHANGED, () => {
      created.version++
    })
    created.assets = subscribed.then(() => assets)
    created.assets.catch(() => states.delete(ctx))
  }
  if (!state.brain || state.builtAt !== state.version) {
    const current = state
    const version = current.version
    current.builtAt = version
    const building = (async () => {
      const { passages, vectors } = await current.assets
      const fields = await loadProfileFields(ctx.database.db, OCCUPATIONS)
      return new OfflineBrain(passages, { vectors, fields })
    })()
    current.brain = building
    building.catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'Tio Chat brain build failed')
      if (current.brain === building) current.brain = null
    })
    return building
  }
  return state.brain
}
