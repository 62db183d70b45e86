import { RESPONSE_RATES } from '../../../shared/constants'
import {
  F_BUSINESS,
  F_CALL,
  F_EMAIL,
  F_HAS_EMAIL,
  F_MEASURED,
  F_VIDEO,
  T_CUSTOM_URL,
  T_DESCRIPTION,
  T_DISPLAY_NAME,
  T_EMAIL,
  T_LINKEDIN,
  T_PHOTO,
  T_TWITTER,
  T_WEBSITE,
  type ExpertStore,
} from './expert-store'

/** A number as JSON.stringify writes it (NaN and infinities as null). */
function jsonNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null'
}

/** Appends the JSON array items of the interned strings listArena[from .. to) to `out` from `k`; answers the next index. */
function quotedList(store: ExpertStore, from: number, to: number, out: string[], k: number): number {
  for (let i = from; i < to; i++) {
    if (i > from) out[k++] = ','
    out[k++] = store.quotedOf(store.listArena[i]!)
  }
  return k
}

/**
 * A stored expert's public record as JSON text: exactly what JSON.stringify gives for the PublicExpert
 * that toPublicExpert (then withPriceSummary) builds, keys in its order (expert-json.test.ts holds
 * them to it), joined from the stored JSON literals: the answer's hot path, so nothing is escaped twice.
 * The pieces go into the store's scratch array and are joined once: one flat string per expert, where
 * chained `+` left a tree of about sixty partial strings to be copied again when the page is joined
 * (about 16 KB less garbage per page of ten, so fewer young-generation collections under load).
 */
export function expertJson(store: ExpertStore, slot: number): string {
  const out = store.jsonParts
  const part = store.quotedTexts(slot)
  const flags = store.flags[slot]!
  const start = store.listStart[slot]!
  const areasEnd = start + store.areaCount[slot]!
  const keywordsEnd = areasEnd + store.keywordCount[slot]!
  const priceFrom = store.priceFrom[slot]!
  let k = 0
  out[k++] = '{"uid":'
  out[k++] = JSON.stringify(store.uid[slot]!)
  out[k++] = ',"displayName":'
  out[k++] = part[T_DISPLAY_NAME]!
  out[k++] = ',"firstName":'
  out[k++] = store.quotedOf(store.firstName[slot]!)
  out[k++] = ',"lastName":'
  out[k++] = store.quotedOf(store.lastName[slot]!)
  out[k++] = ',"photoURL":'
  out[k++] = part[T_PHOTO]!
  out[k++] = ',"occupation":'
  out[k++] = store.quotedOf(store.occupation[slot]!)
  out[k++] = ',"yearsOfExperience":'
  out[k++] = jsonNumber(store.years[slot]!)
  out[k++] = ',"description":'
  out[k++] = part[T_DESCRIPTION]!
  out[k++] = ',"expertise_areas":['
  k = quotedList(store, start, areasEnd, out, k)
  out[k++] = '],"keywords":['
  k = quotedList(store, areasEnd, keywordsEnd, out, k)
  out[k++] = '],"city":'
  out[k++] = store.quotedOf(store.city[slot]!)
  out[k++] = ',"rating":'
  out[k++] = jsonNumber(store.rating[slot]!)
  out[k++] = ',"ratingCount":'
  out[k++] = jsonNumber(store.ratingCount[slot]!)
  out[k++] = ',"responseRate":'
  out[k++] = JSON.stringify(RESPONSE_RATES[store.response[slot]!]!)
  out[k++] = flags & F_MEASURED ? ',"responseRateSource":"measured"' : ',"responseRateSource":"self-declared"'
  out[k++] = flags & F_CALL ? ',"selectedOptions":{"call":true' : ',"selectedOptions":{"call":false'
  out[k++] = flags & F_EMAIL ? ',"email":true' : ',"email":false'
  out[k++] = flags & F_VIDEO ? ',"video":true}' : ',"video":false}'
  out[k++] = ',"customURL":'
  out[k++] = part[T_CUSTOM_URL]!
  out[k++] = ',"twitterUrl":'
  out[k++] = part[T_TWITTER]!
  out[k++] = ',"linkedinUrl":'
  out[k++] = part[T_LINKEDIN]!
  out[k++] = ',"websiteUrl":'
  out[k++] = part[T_WEBSITE]!
  out[k++] = flags & F_BUSINESS ? ',"accountType":"business","approved":true' : ',"accountType":"expert","approved":true'
  if (flags & F_HAS_EMAIL) {
    out[k++] = ',"email":'
    out[k++] = part[T_EMAIL]!
  }
  if (!Number.isNaN(priceFrom)) {
    out[k++] = ',"priceFrom":'
    out[k++] = jsonNumber(priceFrom)
  }
  out[k++] = store.freeFirst[slot] ? ',"freeFirstMessage":true}' : '}'
  // drop the pieces a longer expert left behind (trimmed in place, not reallocated)
  if (out.length !== k) out.length = k
  return out.join('')
}
