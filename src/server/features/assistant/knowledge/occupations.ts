import { AUTOMOTIVE } from './automotive'
import { BUSINESS } from './business'
import { CREATIVE } from './creative'
import { EDUCATION } from './education'
import type { OccupationEntry } from './family'
import { FINANCE } from './finance'
import { FOOD_TRAVEL_EVENTS } from './food-travel-events'
import { HEALTH } from './health'
import { HOME } from './home'
import { LEGAL } from './legal'
import { MIND } from './mind'
import { PETS } from './pets'
import { TECH } from './tech'
import { WELLBEING } from './wellbeing'

/** Every occupation of Tio's knowledge base of fields, one file per family group. */
export const OCCUPATIONS: OccupationEntry[] = [
  ...FINANCE,
  ...LEGAL,
  ...HEALTH,
  ...MIND,
  ...TECH,
  ...CREATIVE,
  ...BUSINESS,
  ...EDUCATION,
  ...HOME,
  ...PETS,
  ...WELLBEING,
  ...FOOD_TRAVEL_EVENTS,
  ...AUTOMOTIVE,
]
