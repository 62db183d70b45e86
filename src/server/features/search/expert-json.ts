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

/** JSON array of the interned strings listArena[from .. to). */
function quotedList(store: ExpertStore, from: number, to: number): string {
  let out = '['
  for (let i = from; i < to; i++) out += (i > from ? ',' : '') + store.quotedOf(store.listArena[i]!)
  return out + ']'
}

/**
 * A stored expert's public record as JSON text: exactly what JSON.stringify gives for the PublicExpert
 * that toPublicExpert (then withPriceSummary) builds, keys in its order (expert-json.test.ts holds
 * them to it), joined from the stored JSON literals: the answer's hot path, so nothing is escaped twice.
 */
export function expertJson(store: ExpertStore, slot: number): string {
  const part = store.quotedTexts(slot)
  const flags = store.flags[slot]!
  const start = store.listStart[slot]!
  const areasEnd = start + store.areaCount[slot]!
  const keywordsEnd = areasEnd + store.keywordCount[slot]!
  const priceFrom = store.priceFrom[slot]!
  return (
    `{"uid":${JSON.stringify(store.uid[slot]!)},"displayName":${part[T_DISPLAY_NAME]!}` +
    `,"firstName":${store.quotedOf(store.firstName[slot]!)},"lastName":${store.quotedOf(store.lastName[slot]!)}` +
    `,"photoURL":${part[T_PHOTO]!},"occupation":${store.quotedOf(store.occupation[slot]!)}` +
    `,"yearsOfExperience":${jsonNumber(store.years[slot]!)},"description":${part[T_DESCRIPTION]!}` +
    `,"expertise_areas":${quotedList(store, start, areasEnd)},"keywords":${quotedList(store, areasEnd, keywordsEnd)}` +
    `,"city":${store.quotedOf(store.city[slot]!)},"rating":${jsonNumber(store.rating[slot]!)},"ratingCount":${jsonNumber(store.ratingCount[slot]!)}` +
    `,"responseRate":${JSON.stringify(RESPONSE_RATES[store.response[slot]!]!)}` +
    `,"responseRateSource":${flags & F_MEASURED ? '"measured"' : '"self-declared"'}` +
    `,"selectedOptions":{"call":${Boolean(flags & F_CALL)},"email":${Boolean(flags & F_EMAIL)},"video":${Boolean(flags & F_VIDEO)}}` +
    `,"customURL":${part[T_CUSTOM_URL]!},"twitterUrl":${part[T_TWITTER]!},"linkedinUrl":${part[T_LINKEDIN]!},"websiteUrl":${part[T_WEBSITE]!}` +
    `,"accountType":${flags & F_BUSINESS ? '"business"' : '"expert"'},"approved":true` +
    `${flags & F_HAS_EMAIL ? `,"email":${part[T_EMAIL]!}` : ''}` +
    `${Number.isNaN(priceFrom) ? '' : `,"priceFrom":${jsonNumber(priceFrom)}`}` +
    `${store.freeFirst[slot] ? ',"freeFirstMessage":true' : ''}}`
  )
}
