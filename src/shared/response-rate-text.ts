import type { ResponseRate } from './constants'

/** "Responds within an hour (measured)": how fast an expert answers, as their cards and pages say it in English. */
export const respondsText = (rate: ResponseRate, measured: boolean) =>
  `Responds ${rate === 'More Than A Day' ? 'in more than a day' : rate.toLowerCase()} (${measured ? 'measured' : 'self-declared'})`
