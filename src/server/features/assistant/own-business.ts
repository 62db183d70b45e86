import { contentWords, normalise } from './text'

/**
 * Words that say the business sells online or is software ("my shopify store", "our online shop"): such a shop is
 * itself the e-commerce or software problem, no trade of the person's.
 */
const HOW_IT_SELLS =
  /^(?:online|web|website|internet|ecommerce|e-commerce|shopify|woocommerce|etsy|wordpress|amazon|ebay|app|saas|software|tech|new)$/
/**
 * What a business is called by its owner: the premises or firm it trades as. "practice" and "school" only with the
 * trade before them ("my dental practice", "our dance school"): alone they are a pianist's practice or a child's school.
 */
const BUSINESS =
  '(?:business|biz|company|shop|store|boutique|salon|studio|restaurant|bakery|cafe|coffee shop|bar|pub|bistro|pizzeria|diner|takeaway|gym|agency|firm|clinic|hotel|guesthouse|hostel|food truck|brewery|roastery|winery|vineyard|spa|barbershop|parlou?r|garage|workshop|(?:dental|medical|law|vet|veterinary|physio|private) practice|(?:dance|language|driving|surf|cooking|music|ski|yoga) school)'
/** People who work in a business, by their trade or as its staff. */
const WORKER =
  '(?:waiter|waitress|waitstaff|chef|cook|kitchen porter|stylist|hairdresser|barber|barista|bartender|mechanic|cleaner|driver|receptionist|therapist|trainer|instructor|teacher|nurse|cashier|manager|staff|employee)'
/**
 * "My" and "our" as the other five languages write them, which their English reading keeps ("mi peluquería", "il mio
 * bar", "meine Mitarbeiter", "nos serveurs", "minha loja").
 */
export const MY =
  '(?:my|our|mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|mein|meine[mnrs]?|unser|unsere[mnrs]?|mi[oa]|miei|mie|nostr[oaie]|meu|minha|meus|minhas|noss[oa]s?)'
/** "at", "in", "of", "for" and their articles in the same five ("de la", "del", "du", "della", "im", "no", "da"). */
const AT =
  '(?:at|in|of|for|from|working for|de|del|du|des|en|dans|pour|para|por|di|della|dello|dei|nel|nella|per|von|vom|bei|im|fur|do|da|dos|das|no|na)(?: (?:la|le|el|il|lo|l|the|der|dem|den|o|a))?'
/**
 * Words between a possessive and the business in the English reading of another language: no article, which would
 * begin a phrase of its own ("mi piace il bar", I like the bar, is no bar of the person's).
 */
const ARTICLE = /^(?:a|an|the|el|la|los|las|le|les|il|lo|gli|un|una|uno|une|um|uma|o|os|as|der|die|das|dem|den|ein|eine|einen|einem)$/
/**
 * The person's own staff: "two of my stylists", "our bar staff" (plural: "my hairdresser" is one the person goes to),
 * "a waiter at my restaurant", "mechanics for our garage". Whom the problem is with, not the trade that solves it.
 */
const STAFF = new RegExp(
  `\\b${MY}((?: [a-z-]+){0,2} (?:${WORKER}(?:s|es)|staff|team))\\b|\\b((?:[a-z-]+ )?${WORKER}(?:s|es)?) ${AT} ${MY}(?: [a-z-]+){0,2} ${BUSINESS}`,
  'g',
)
/** Staff named as staff, no trade: what the problem is about ("an employee at my shop is always late" is HR's). */
const STAFF_AS_SUCH = /^(?:staff|team|employees?|workers?|personnel)$/
/**
 * "I have a" in the other five languages, which their English reading keeps ("tengo un bar", "j'ai un salon", "ho un
 * ristorante", "tenho uma loja", "ich hab einen Laden"): a business one has is one's own.
 */
const HAVE_A =
  '(?:tengo|tenemos|jai|nous avons|on a|ho|abbiamo|tenho|temos|ich hab|ich habe|wir haben) (?:un|una|une|um|uma|ein|eine|einen)'
const OWN_BUSINESS = new RegExp(`\\b(?:${MY}(?: own)?|${HAVE_A})((?: [a-z-]+){0,3}?) (${BUSINESS})s?\\b`, 'g')
/**
 * A business still to be founded, named by no trade ("I want to start my own business", "créer mon entreprise"): that
 * is the need. A trade's stays who is asking ("set up my hair salon as a limited company").
 */
const FOUNDING =
  /\b(start|starting|set up|setting up|open|opening|create|creating|register|registering|launch|launching|found|founding|incorporate|incorporating|form|forming)\s*$/

/**
 * The trade of a business the person owns or runs ("my hair salon", "our coffee shop's app", "customers of my
 * bakery"): who is asking, not what is needed; the problem's words ("spam", "no-shows", "deposit") choose the field.
 */
export function ownBusinessWords(text: string): string[] {
  const read = normalise(text)
  const out: string[] = []
  for (const m of read.matchAll(STAFF)) out.push(...contentWords(m[1] ?? m[2]!).filter((w) => !STAFF_AS_SUCH.test(w)))
  for (const m of read.matchAll(OWN_BUSINESS)) {
    if (FOUNDING.test(read.slice(0, m.index)) && !m[1]!.trim() && /^(business|company|firm)$/.test(m[2]!)) continue
    const named = [...m[1]!.trim().split(' '), m[2]!]
    if (!named.some((w) => HOW_IT_SELLS.test(w) || ARTICLE.test(w))) out.push(...contentWords(named.join(' ')))
  }
  return out
}
