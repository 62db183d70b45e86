import { ANIMAL as PET } from './animals'
import type { Sense } from './senses'

/**
 * A young child's words, read as a child's: "my 6-year-old" is a child of six as "my 6 year old" is; a child who wets
 * the bed is bedwetting, no furniture; a toddler who bites or hits other children is a child's behaviour, no dog's; a
 * child's sleep is a child's, not an adult's insomnia; a baby who will not eat is a baby's feeding, not a diet; "at
 * nursery" with a child is daycare, no plant nursery. General English, not from any question set; an animal in the
 * clause keeps the words an animal's.
 */

/** A young child, by age or by name. Son and daughter alone can be grown up, so they do not count. */
const YOUNG_CHILD =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](year|yr|month)s?[- ]old\b|\b(\d{1,2}) ?(yo|y\/o)\b|\b(baby|babies|toddlers?|little ones?|kids?|child|children|preschool\w*|kindergarten|daycare|day care|nursery|reception class|classmates|playground|little (brother|sister|boy|girl))\b/i

export const CHILD_SENSES: Sense[] = [
  // "6-year-old", "two-month-old": an age, as "6 year old" is.
  {
    word: /\b(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-(year|month|week)s?-olds?\b/gi,
    reading: '$1 $2 old',
  },
  // Wetting the bed is bedwetting; a puppy that does it stays a dog trainer's.
  {
    // A foreign message's reading keeps its own articles: "gets wet la bed", "pee a bed".
    word: /\b(wets|wet|wetting|pees|peeing|pee|wees|weeing|wee)( \w+){0,2} beds?\b/gi,
    unless: PET,
    clause: true,
    reading: 'bedwetting',
  },
  // A young child who bites, hits or kicks others: a child's behaviour.
  {
    word: /\b(bites|biting|bit|hits|hitting|kicks|kicking|pushes|pushing|scratches|scratching|throws things)\b/gi,
    near: YOUNG_CHILD,
    unless: PET,
    clause: true,
    reading: 'toddler tantrums',
  },
  // A young child's sleep.
  {
    word: /\b(sleeps?|sleeping|to sleep|asleep)( through the night)?\b/gi,
    near: YOUNG_CHILD,
    unless: PET,
    clause: true,
    reading: '$1$2, baby sleep',
  },
  // A young child who will not eat is a picky eater, or a baby not feeding: no dietitian's diet, no pet's appetite.
  {
    word: /\b(wont|won't|doesnt|doesn't|does not|will not|isnt|isn't|is not|refuses to|refusing to|stopped|not|barely|hardly) (eat|eating|eats|feed|feeding|feeds|drink|drinking)( solids| solid food| food| anything| vegetables| veg| much| properly)?\b/gi,
    near: YOUNG_CHILD,
    unless: PET,
    clause: true,
    reading: 'picky eater, baby not feeding',
  },
  { word: /\b(solids|solid food|weaning)\b/gi, near: YOUNG_CHILD, unless: PET, clause: true, reading: 'baby feeding' },
  // A child at nursery is at daycare, not at a garden centre.
  {
    word: /\b(at|to|from|in) nursery\b/gi,
    near: YOUNG_CHILD,
    unless: /\b(plants?|trees?|shrubs?|garden centre|seedlings?)\b/i,
    reading: '$1 daycare',
  },
]
