import { MOST_HELPFUL_MIN_RATING, RISING_TIO_DAYS, RISING_TIO_MIN_RATING } from '../../../shared/schemas/search'
import { fold } from '../../text/fold'
import { F_ALIVE, F_BUSINESS, F_CALL, F_EMAIL, F_VIDEO, type ExpertStore } from './expert-store'
import type { SearchOptions } from './search-types'

const DAY_MS = 24 * 60 * 60 * 1000
// read in the per-slot loop: kept as this module's own constants (an imported binding is read through its module on every use)
const ANY_COMMUNICATION = F_CALL | F_EMAIL | F_VIDEO
const BUSINESS = F_BUSINESS
const RISING_WITHIN = RISING_TIO_DAYS * DAY_MS
const MOST_HELPFUL = MOST_HELPFUL_MIN_RATING
const RISING_RATING = RISING_TIO_MIN_RATING

/** The slots passing the search's filters (communication, account type, location, job success), kept in place. */
export function filterSlots(store: ExpertStore, slots: Int32Array, o: SearchOptions): Int32Array {
  const location = fold(o.location).replace(/\s+/g, ' ').trim()
  const now = o.now ?? Date.now()
  let need = F_ALIVE
  if (o.communication === 'video') need |= F_VIDEO
  if (o.communication === 'email') need |= F_EMAIL
  const anyComm = o.communication === 'chat'
  const business = o.accountType === 'all' ? -1 : o.accountType === 'business' ? F_BUSINESS : 0
  const js = o.jobSuccess
  if (need === F_ALIVE && !anyComm && business < 0 && !location && !js) return slots
  const { flags, rating, response, approvedAt } = store
  let kept = 0
  for (const slot of slots) {
    const f = flags[slot]!
    if ((f & need) !== need) continue
    if (anyComm && !(f & ANY_COMMUNICATION)) continue
    if (business >= 0 && (f & BUSINESS) !== business) continue
    if (location && !store.location[slot]!.includes(location)) continue
    if (js === 'mostHelpful' && !(rating[slot]! >= MOST_HELPFUL)) continue
    if (js === 'fastestResponse' && response[slot] !== 0) continue
    if (js === 'risingTio') {
      if (!(rating[slot]! >= RISING_RATING)) continue
      if (!(now - approvedAt[slot]! <= RISING_WITHIN)) continue
    }
    slots[kept++] = slot
  }
  return slots.subarray(0, kept)
}
