/**
 * Messages that mention a field but ask no expert anything: chatter about someone's job, thanks for a job
 * done, using Tio with an expert one booked. And the reverse: words that sound like Tio's ("verified",
 * "my account", "points") used about another platform or the person's own business. All are read on the
 * normalised text (lower case, no accents) and, where said, on its English reading.
 */

/** A casual tone ("lol", "ugh", "tbh"): chatter unless a field matches the message clearly (people laugh about problems too). */
export const CASUAL = /\b(haha+|hahaha+|lol+|lmao|jaja+|jeje+|ahah+|kkk+|mdr|tbh|ftw|ugh|hmm+)\b/

/** Telling someone's job, thanking for a job done, or saying there is nothing to ask: chatter whatever field it names. */
export const CHATTER = new RegExp(
  [
    /\b(never ?mind|forget it|nothing to ask|just saying hi|just wanted to say|just (browsing|looking|curious)|thanks anyway|stavo solo curiosando|ich schau mich nur um|solo (estaba )?mirando|je regarde juste|so (estava|estou) (a )?olhar)\b/,
    // Thanks for what an expert did ("thank you!! the electrician sorted everything").
    /^(thanks|thank you|thx|ty|cheers|gracias|merci|danke|obrigad[oa]|valeu|grazie)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
)

/** Asking for something: a question, a need, a how-to. Chatter that asks is not chatter. */
export const ASKS =
  /\?|\b(need|needs|want|wants|looking for|help me|can (you|someone|anyone|somebody|i|we)|could (you|someone|anyone)|how (do|can|should|much|long|to)|what (should|do|can|would)|should (i|we)|is (it|this|that) (normal|safe|ok|okay|bad|serious)|any (idea|ideas|advice|tips|recommendations?)|necesito|quiero|brauche|suche|besoin|preciso|quero|vorrei|ho bisogno|cerco)\b/

/** Small talk that asks about the assistant's day: its question mark asks nothing of an expert. */
export const ASKS_HOW_YOU_ARE =
  /\b(how( is|s|'s)? (your|ur) (day|week|evening|morning)( going)?|how are (you|u)( doing)?|hows it going|how is it going)\b\W*/g

/** Asking the assistant itself for something no expert is for, however long the message. */
export const OWN_TASK =
  /\b(what( is|s)? (todays|the) date|what date is (it|today)|what day is (it|today)|recommend (me )?(a |some )?(good |nice |funny )?(film|movie|series|tv show|show|book to read|song)s?|(write|compose) me an? (short |little |funny |quick )?(poem|story|song|haiku|limerick|rap)|tell me a (joke|story))\b/

/** Third-party platforms, whose accounts, verification and points are not Tio's. */
export const OTHER_PLATFORM =
  /\b(amazon|instagram|insta|facebook|tiktok|youtube|etsy|ebay|shopify|icloud|whatsapp|linkedin|twitter|snapchat|airbnb|uber|not on tio)\b/

/** The person's own business, named by its kind ("our coffee chain", "my bakery account"). */
export const OWN_KIND_OF_BUSINESS =
  /\b(our|my)( \w+)? (chain|cafe|coffee shop|restaurant|bakery|salon|clinic|agency|firm|brand|hotel|gym|studio|charity|farm|franchise|practice|shops|stores|team)\b/

/** "Become an expert at public speaking" is about a skill, not about joining Tio. */
export const EXPERT_AT = /\bbecome an? expert\W*(at|in|on)\b/

/** Cancelling, paying or being refunded: what one does with a booking on Tio. */
const BOOKING_OP =
  /\b(cancel\w*|receipts?|invoices?|refund\w*|rebook\w*|reschedul\w*|no.?show|turns? up late|(still|do i|do we) pay|pay the full|expire)\b/

/**
 * Using Tio with an expert of some field ("cancel my session with the dog trainer", "the therapist I booked",
 * "message a psychologist here"): `heads` are the fields' head words (trainer, therapist, tutor…).
 */
export function tioUse(heads: string): RegExp[] {
  const field = `(?:\\w+ )?(?:${heads})`
  return [
    new RegExp(`\\b(session|consultation|call|booking|appointment)s? with (the|my|a|an|this|that|our) ${field}\\b[^]*${BOOKING_OP.source}`),
    new RegExp(`${BOOKING_OP.source}[^]*\\b(session|consultation|call|booking|appointment)s? with (the|my|a|an|this|that|our) ${field}\\b`),
    new RegExp(`\\b(the|my|a|an) ${field} (i|we) (booked|paid|hired here|found here|messaged here)\\b`),
    new RegExp(
      `\\b(book|rebook|message|contact|pay|tip|rate|review) (a|an|the|my|the same) ${field} (here|on here|on tio|through (tio|the site|here)|every|again)\\b`,
    ),
  ]
}

/**
 * About Tio whatever field a word of them matches: points, an expert application, the site's language, the site
 * itself (slow, a bug), working for or with Tio, one's own profile and payments, reporting someone.
 */
export const TIO_ONLY = new RegExp(
  [
    /\b(points? (expire|expiry|run out)|do (my )?points|my application as an?)\b/,
    /\b((switch|change|set|put) the (site|website|page|app)|(site|website|page|app) (to|in|into) (spanish|english|german|french|portuguese|italian)|language of the (page|site|website|app)|idioma de la (pagina|web)|langue du site|sprache der (seite|website)|lingua del sito|idioma do site)\b/,
    /\b((your|this|the) (site|website|app|page|chat) (is|seems|keeps) (really |so |very |a bit )?(slow|down|broken|buggy|not working|not loading|crashing|confusing|great|awesome|amazing)|(found|there is|theres) a bug (on|in) (the|your|this))\b/,
    /\b((here|on here|on tio|on this site)\b.{0,25}\b(verified|real|legit|legitimate|qualified|certified|genuine|trustworthy)|my (conversations?|chats?|messages|data) (are |is |stay |stays )?(private|confidential|safe|secure|encrypted)|(are|is) my (conversations?|chats?|messages|data) (private|confidential|safe|secure|encrypted)|how (does )?(the |this )?(site|website|app|platform|tio) works?|how works (the |this )?(site|website|app|platform|tio)|can (i|we) pay (with|by|using) (a |my )?(card|credit card|debit card|paypal|apple pay|google pay|bank transfer|cash))\b/,
    /\b((change|update|edit|delete|remove|upload) my (profile|profile picture|profile photo|photo|avatar|username|display name|bio)|why (was|have|did) (i|we) (been |get )?charged|i was charged twice|(safe|secure|stored|protected) (with|on|by) (you|tio|this site|your site)|report (an?|the|this|that|my) (expert|user|member|message|review|profile))\b/,
  ]
    .map((r) => r.source)
    .join('|'),
)

/**
 * Someone else's job, told ("my sister is a vet", "my grandma used to be a midwife", "mi cuñado es fontanero"): the
 * job is the last group. Chatter only when that job is the field the message matches best: "my husband is a teacher
 * and we argue all the time" is a couple's problem.
 */
export const TOLD_JOB = new RegExp(
  [
    /\bmy (?:sister|brother|mum|mom|mother|dad|father|wife|husband|partner|son|daughter|aunt|uncle|cousin|friend|grandma|grandmother|grandad|grandpa|grandfather|neighbou?r|boss|in-?laws?|brother-in-law|sister-in-law) (?:is|was|used to be|works as|worked as) an? /,
    /\b(?:mi|mia|mio|meu|minha|ma|mon|mein|meine) (?:hermana|hermano|cunado|cunada|madre|padre|prima|primo|sorella|fratello|cognato|cognata|irma|irmao|cunhado|cunhada|soeur|frere|beau-frere|schwester|bruder|schwager) (?:es|era|e|est|ist|war|fa|faceva|trabaja como|travaille comme|arbeitet als|trabalha como)(?: una?| uno| um| uma| un| une| ein| eine| il| la| lo| le)? /,
  ]
    .map((r) => r.source)
    .join('|')
    .replace(/^/, '(?:')
    .concat(')(\\w+)'),
)

/** Working for or with Tio itself: about Tio even when the person speaks of their own business ("advertise my salon on your site"). */
export const WITH_TIO =
  /\b((are|is) (you|tio) hiring|(work|job|jobs|internship) (for|at|with) (tio|you)|(get|find|apply for) a job (here|at tio|with (you|tio))|as a moderator|your (founders?|ceo|team|office|headquarters|company)|advertis\w*\b.{0,40}\b(on|with) (tio|you|your (site|website|app|platform)|this (site|website|app|platform))|partner (up )?with (tio|you))\b/

/**
 * The function words translation leaves as they are (they would misread as content words), in English, for the
 * rules above only: "puedo pagar con tarjeta" reads "can i pay with card", "sind die Ärzte hier echt" "are the doctors here real".
 */
const GLOSS: Record<string, string> = Object.fromEntries(
  (
    'con:with com:with mit:with avec:with aqui:here aca:here daqui:here hier:here ici:here qui:here qua:here ' +
    'puedo:can_i posso:can_i kann:can peux:can_i puis:can_i pode:can puede:can podemos:can_we ' +
    'como:how come:how comment:how wie:how que:what qual:which quoi:what cosa:what was:what ' +
    'es:is est:is ist:is esta:is estan:are son:are sont:are sind:are sono:are sao:are ' +
    'mi:my mis:my mein:my meine:my meinen:my mon:my ma:my mes:my mio:my mia:my miei:my mie:my meu:my minha:my meus:my minhas:my ' +
    'tu:your tus:your dein:your deine:your ton:your ta:your tes:your tuo:your tua:your teu:your tua:your ' +
    'su:your votre:your vos:your vostro:your vostra:your seu:your sua:your ihre:your ' +
    'echt:real vraiment:really davvero:really verdade:real verdad:real veri:real vrais:real vrai:real ' +
    'el:the la:the los:the las:the le:the les:the il:the lo:the gli:the o:the os:the as:the der:the die:the das:the den:the dem:the ' +
    'de:of del:of du:of des:of di:of do:of da:of ' +
    'en:in em:in im:in dans:in nel:in nella:in ' +
    'y:and et:and und:and e:and ' +
    'verificados:verified verificadas:verified verifies:verified verifiziert:verified verificati:verified ' +
    'privees:private privee:private prive:private privados:private privadas:private privati:private privat:private'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string])
    .map(([word, english]) => [word, english.replace('_', ' ')]),
)

/** A foreign message's English reading with the function words it kept from `original` (normalised) in English too (see GLOSS). */
export function glossed(reading: string, original: string): string {
  const kept = new Set(original.match(/[a-z]+/g))
  return reading.replace(/\b[a-z]+\b/g, (word) => (kept.has(word) && GLOSS[word]) || word)
}
