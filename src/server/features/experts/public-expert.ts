import type { Selectable } from 'kysely'
import { RESPONSE_RATES, type ResponseRate } from '../../../shared/constants'
import type { ExpertOffers } from '../../../shared/schemas/consultation'
import type { PublicExpert } from '../../../shared/schemas/expert'
import type { ExpertApplicationsTable } from '../../db/core.tables'
import { nameAndPhoto } from '../../db/person-columns'

/** A JSON list column (expertise_areas, keywords) as strings; anything else reads as empty. */
export function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** A stored response rate, or the spec's default when the column holds something else. */
export function toResponseRate(value: string): ResponseRate {
  return (RESPONSE_RATES as readonly string[]).includes(value) ? (value as ResponseRate) : 'Within One Day'
}

type Row = Selectable<ExpertApplicationsTable>

/** The profile fields every view of an expert carries (shared/schemas/expert-profile.ts). */
export function profileFields(row: Row) {
  return {
    ...nameAndPhoto(row),
    occupation: row.occupation,
    yearsOfExperience: Number(row.years_of_experience),
    description: row.description,
    expertise_areas: parseList(row.expertise_areas),
    keywords: parseList(row.keywords),
    city: row.city,
  }
}

/** How the expert can be reached and found: communication options, custom URL and links. */
export function reachFields(row: Row) {
  return {
    selectedOptions: { call: Boolean(row.offers_call), email: Boolean(row.offers_email), video: Boolean(row.offers_video) },
    customURL: row.custom_url,
    twitterUrl: row.twitter_url,
    linkedinUrl: row.linkedin_url,
    websiteUrl: row.website_url,
  }
}

/**
 * An expert_applications row as everyone may see it (search, public pages, assistant cards).
 * Never copies address, points, review data or documents; the email only when the expert offers
 * email (selectedOptions.email).
 */
export function toPublicExpert(row: Row): PublicExpert {
  const measured = row.measured_response_rate ? toResponseRate(row.measured_response_rate) : null
  const responseRate = measured ?? toResponseRate(row.response_rate)
  const expert: PublicExpert = {
    ...profileFields(row),
    rating: Number(row.rating),
    ratingCount: Number(row.rating_count),
    responseRate,
    responseRateSource: measured ? 'measured' : 'self-declared',
    ...reachFields(row),
    accountType: row.account_type === 'business' ? 'business' : 'expert',
    approved: true,
  }
  if (expert.selectedOptions.email && row.email) expert.email = row.email
  return expert
}

/**
 * The expert with their compact price summary (search cards, Tio Chat cards): the lowest offer price,
 * and the free first message when they have offers. Without offers nothing is added.
 */
export function withPriceSummary(expert: PublicExpert, offers: ExpertOffers | undefined): PublicExpert {
  if (!offers || offers.offers.length === 0) return expert
  const summary: PublicExpert = { ...expert, priceFrom: Math.min(...offers.offers.map((o) => o.price)) }
  if (offers.freeFirstMessage) summary.freeFirstMessage = true
  return summary
}
