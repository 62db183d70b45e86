import type { Selectable } from 'kysely'
import type { AppContext } from '../../context'
import type { ExpertApplicationsTable } from '../../db/core.tables'
import type { Database } from '../../db/database'
import type { ExpertOffers } from '../../../shared/schemas/consultation'
import { getOffersOf } from '../consultations'
import { expertRecordsAfter, listedExperts, toPublicExpert, withPriceSummary } from '../experts'
import { SearchIndex, type IndexedExpert } from './search-engine'
import { BUS_EVENTS, type BusEvents } from '../../../shared/bus-events'

// Small pages: a page of rows dies young (cheap scavenges) instead of being promoted to the old generation.
const LOAD_BATCH = 1_000

function toIndexed(row: Selectable<ExpertApplicationsTable>, offers: ExpertOffers | undefined): IndexedExpert {
  const approved = Date.parse(row.approved_at ?? row.updated_at)
  return {
    expert: withPriceSummary(toPublicExpert(row), offers),
    address: row.address,
    approvedAt: Number.isFinite(approved) ? approved : 0,
  }
}

/** Builds an index of every listed expert, reading the database in pages (keyset on user_id). */
export async function buildIndex(database: Database): Promise<SearchIndex> {
  const index = new SearchIndex()
  let after = ''
  for (;;) {
    // Keyset on the primary key only (an ordered index walk); the listed filter is applied here, so
    // the planner never sorts the whole table once per page.
    const rows = await expertRecordsAfter(database.db, after, LOAD_BATCH)
    const listedRows = rows.filter((row) => Number(row.approved) === 1 && Number(row.suspended) === 0)
    // offers are read (never written) through the consultations service, one batch per page
    const offers = await getOffersOf(
      database.db,
      listedRows.map((row) => row.user_id),
    )
    for (const row of listedRows) index.upsert(toIndexed(row, offers.get(row.user_id)))
    if (rows.length < LOAD_BATCH) break
    after = rows[rows.length - 1]!.user_id
  }
  index.freeze() // pack the postings into one typed array
  index.warmUp()
  return index
}

/** Re-reads one expert: indexed when listed, removed otherwise. */
export async function refreshExpert(database: Database, index: SearchIndex, userId: string): Promise<void> {
  const row = await listedExperts(database.db).selectAll().where('user_id', '=', userId).executeTakeFirst()
  if (row) index.upsert(toIndexed(row, (await getOffersOf(database.db, [userId])).get(userId)))
  else index.remove(userId)
}

export interface SearchService {
  /** The search index of this server instance, built from the database on first use (or at warm-up). */
  index: () => Promise<SearchIndex>
  /** Builds the index now (server start) instead of on the first search; answers what it loaded. */
  warmUp: () => Promise<string>
  /** Waits for a build under way, then drops the bus subscriptions and waits for the refreshes under way. */
  close: () => Promise<void>
}

/**
 * The search index of one server instance: built on first use (the server also warms it at start),
 * kept current by 'experts.changed' (and rebuilt on 'experts.reindex') from the event bus, so with
 * REDIS_URL every instance hears every change.
 */
export function createSearchService(ctx: AppContext): SearchService {
  let state: { index: Promise<SearchIndex> } | undefined
  const unsubscribes: (() => Promise<void>)[] = []
  const pending: string[] = []
  let current: SearchIndex | undefined
  let building = true
  let refreshing = Promise.resolve()
  const onChanged = ({ userId }: BusEvents[typeof BUS_EVENTS.EXPERTS_CHANGED]) => {
    // A change during a (re)build is replayed on the new index once it is ready.
    if (building) pending.push(userId)
    if (!current) return
    const index = current
    refreshing = refreshing
      .then(() => refreshExpert(ctx.database, index, userId))
      .catch((error: unknown) => ctx.logger.error({ err: error, userId }, 'search index refresh failed'))
  }
  // The new index is put in use in the same synchronous step that ends the replay: a change announced
  // at any moment goes either to the replay or to the index in use, never to neither.
  const build = async () => {
    building = true
    const started = performance.now()
    try {
      const index = await buildIndex(ctx.database)
      while (pending.length > 0) await refreshExpert(ctx.database, index, pending.shift()!)
      current = index
      state = { index: Promise.resolve(index) }
      const ms = Math.round(performance.now() - started)
      ctx.logger.info({ experts: index.size, ms }, `search index built: ${index.size} experts in ${ms} ms`)
      return index
    } finally {
      building = false
    }
  }
  const index = () => {
    if (state) return state.index
    const started = {
      index: (async () => {
        // Subscribe first so no change made while the index loads is missed.
        unsubscribes.push(await ctx.bus.subscribe(BUS_EVENTS.EXPERTS_CHANGED, onChanged))
        // Rebuilds run one after another: two at once would share the replay of changes.
        let rebuilding = Promise.resolve()
        unsubscribes.push(
          await ctx.bus.subscribe(BUS_EVENTS.EXPERTS_REINDEX, () => {
            rebuilding = rebuilding.then(build).then(
              () => undefined,
              (error: unknown) => ctx.logger.error({ err: error }, 'search index rebuild failed'),
            )
          }),
        )
        return build()
      })(),
    }
    state = started
    started.index.catch(() => {
      if (state === started) state = undefined
      void close()
    })
    return started.index
  }
  const close = async () => {
    await state?.index.catch(() => undefined)
    await Promise.all(unsubscribes.splice(0).map((unsubscribe) => unsubscribe()))
    await refreshing
  }
  return {
    index,
    warmUp: async () => `search index of ${(await index()).size} experts`,
    close,
  }
}
