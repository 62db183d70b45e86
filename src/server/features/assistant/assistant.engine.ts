import type { OccupationEntry } from './knowledge/family'
import { LANGUAGE_NAMES } from './knowledge/languages'
import { EXAMPLES } from './knowledge/examples'
import { OCCUPATIONS } from './knowledge/occupations'
import { MY, ownBusinessWords } from './own-business'
import { languagesOfPlaces } from './knowledge/places'
import type { Passage } from './knowledge'
import { contentWords, editDistanceAtMostOne, normalise, stem, stems, words } from './text'
import { translate, untranslatedFunctionWords, type Detected } from './translate'
import {
  ASKS,
  ANOTHER_ONE,
  ASKS_HOW_YOU_ARE,
  CASUAL,
  CHATTER,
  EXPERT_AT,
  OTHER_PLATFORM,
  OTHER_POINTS,
  OWN_KIND_OF_BUSINESS,
  OWN_TASK,
  TIO_ONLY,
  TOLD_JOB,
  tioUse,
  chargedBy,
  WHO_HELPS_WITH_THAT,
  WITH_TIO,
  glossed,
} from './asides'
import type { ProfileField } from './fields'
import { MeaningIndex, type MeaningDoc } from './meaning'
import { CHILD, putOutOfPlace } from './out-of-place'
import type { WordVectors } from './vectors'
import type { Related, WordNet } from './wordnet'

/**
 * The offline assistant's brain: decides what kind of message it got (greeting, question about
 * Tio, a problem an expert could help with, too vague, nothing it knows), ranks occupations with
 * BM25 over Tio's knowledge base of fields (stems, word pairs, WordNet synonyms), and finds the
 * passages of Tio's content worth quoting. Pure and synchronous; no model, no network.
 */
export { OCCUPATIONS }

export type ReplyKind = 'greeting' | 'tio' | 'experts' | 'clarify' | 'no-answer'

/** A message of a conversation as stored or as analysed. */
type Turn = { role: 'user' | 'assistant'; text: string; kind?: string | null }

export interface ChatTurn {
  role: 'user' | 'assistant'
  text: string
  /** For assistant turns of the offline engine: what kind of reply it was. */
  kind?: ReplyKind
}

export interface RankedOccupation {
  title: string
  family: string
  description: string
  score: number
  /** The part of the score from matching words (BM25), without meaning. */
  lexical: number
}

export interface Analysis {
  kind: ReplyKind
  /** For 'experts': the matching fields, best first; for 'clarify': the candidate fields to offer. */
  occupations: RankedOccupation[]
  /** Less close fields, for when none of `occupations` has an approved expert. */
  alternatives: RankedOccupation[]
  passages: { passage: Passage; score: number }[]
  /** The user's own words the analysis was based on (for the handoff summary). */
  question: string
}

type TermWeights = Map<string, number>

/** The text's words without `dropped`. */
function without(text: string, dropped: Set<string>): string {
  return dropped.size
    ? words(text)
        .filter((word) => !dropped.has(word))
        .join(' ')
    : text
}

interface IndexedDoc<T> {
  item: T
  tf: Map<string, number>
  len: number
}

/** Unigram stems and adjacent (doc) or near (query, window 2) stem pairs. */
function addTerms(target: TermWeights, text: string, weight: number, window: number): void {
  const s = stems(text)
  for (const t of s) target.set(t, (target.get(t) ?? 0) + weight)
  for (let i = 0; i < s.length; i++) {
    for (let j = i + 1; j <= i + window && j < s.length; j++) {
      if (s[i] === s[j]) continue
      const pair = `${s[i]}_${s[j]}`
      target.set(pair, (target.get(pair) ?? 0) + weight)
    }
  }
}

export class Bm25<T> {
  private readonly docs: IndexedDoc<T>[]
  private readonly df = new Map<string, number>()
  private readonly avgLen: number

  /**
   * `coord`: bonus per extra distinct query word a document matches, so that a field explaining
   * several words of a message beats one that matches a single rare word (often context, not the problem).
   */
  constructor(
    items: T[],
    segments: (item: T) => [text: string, weight: number][],
    private readonly k1 = 1.2,
    private readonly b = 0.4,
    private readonly coord = 0,
  ) {
    this.docs = items.map((item) => {
      const tf: TermWeights = new Map()
      for (const [text, weight] of segments(item)) addTerms(tf, text, weight, 1)
      let len = 0
      for (const v of tf.values()) len += v
      return { item, tf, len }
    })
    for (const d of this.docs) for (const t of d.tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1)
    this.avgLen = this.docs.reduce((s, d) => s + d.len, 0) / Math.max(1, this.docs.length)
  }

  has(term: string): boolean {
    return this.df.has(term)
  }

  /** Single-word terms of the index (for fuzzy matching of unknown words). */
  unigrams(): string[] {
    return [...this.df.keys()].filter((t) => !t.includes('_'))
  }

  idf(term: string): number {
    const df = this.df.get(term) ?? 0
    const n = this.docs.length
    return Math.log(1 + (n - df + 0.5) / (df + 0.5))
  }

  /** Share of the words' weight (by idf) that the item holds, words no document holds counting fully. */
  coverage(terms: Set<string>, item: T): number {
    const doc = this.docs.find((d) => d.item === item)
    let held = 0
    let all = 0
    for (const t of terms) {
      const idf = this.idf(t)
      all += idf
      if (doc?.tf.has(t)) held += idf
    }
    return all ? held / all : 0
  }

  search(query: TermWeights): { item: T; score: number }[] {
    const out: { item: T; score: number }[] = []
    for (const d of this.docs) {
      let score = 0
      let matched = 0
      for (const [term, qw] of query) {
        const tf = d.tf.get(term)
        if (!tf) continue
        if (!term.includes('_') && qw >= 0.5) matched++
        score += qw * this.idf(term) * ((tf * (this.k1 + 1)) / (tf + this.k1 * (1 - this.b + (this.b * d.len) / this.avgLen)))
      }
      if (score > 0) out.push({ item: d.item, score: score * (1 + this.coord * Math.max(0, matched - 1)) })
    }
    return out.sort((a, b) => b.score - a.score)
  }
}

/** Words that say "I need help" without saying with what. */
const GENERIC = new Set(
  (
    'help helping problem problems issue issues question questions advice advise expert experts professional pro someone person people ' +
    'sort fix fixed solve info information support assistance talk speak chat contact recommend recommendation suggest quick urgent ' +
    'worried worry hola ayuda problema hilfe frage probleme aide question besoin necesito brauche'
  )
    .split(' ')
    .map(stem),
)

export const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|hola|buenos dias|buenas|bonjour|bonsoir|salut|coucou|hallo|guten (tag|morgen|abend)|servus|moin|ola|oi|bom dia|boa (tarde|noite)|ciao|salve|buongiorno|buonasera)\b/
const THANKS =
  /^(thanks|thank you|thx|ty|cheers|much appreciated|gracias|muchas gracias|mil gracias|te lo agradezco|merci|mille mercis|danke|dankeschon|vielen dank|besten dank|obrigad[oa]|muito obrigad[oa]|brigad[oa]|valeu|vlw|grazie|mille grazie|ti ringrazio)\b/
/** Acknowledgements that only close a turn ("ok", "great, thanks"). */
const ACK =
  /^(ok|okay|k|lol|haha|cool|great|perfect|nice|awesome|got it|sounds good|alright|fine|vale|genial|super|d accord|parfait|alles klar|gut)\b/
const BYE =
  /^(bye|goodbye|good ?night|night night|see you|see ya|cya|adios|hasta luego|hasta pronto|hasta manana|nos vemos|chao|chau|au revoir|a bientot|a plus(?= tard|,|\W*$)|a demain|bonne (journee|soiree|nuit)|tschuss|tschau|auf wiedersehen|bis (bald|dann|spater|morgen)|schonen tag|adeus|tchau|ate (logo|mais|breve|amanha)|falou|arrivederci|a presto|a dopo|a domani|ci vediamo|buona (giornata|serata|notte))\b/
const SMALL_TALK_PHRASES = [
  'just looking',
  'just browsing',
  'looking around',
  'how are you',
  'who are you',
  'what are you',
  'are you a bot',
  'are you human',
  'are you real',
  'are you an ai',
  'are you a robot',
  'what can you do',
  'what do you do',
  'whats your name',
  'what is your name',
  'tell me a joke',
  'nice to meet',
  'testing',
  'test message',
  'how does this work',
  'what is this',
  'never mind',
  'nevermind',
  'forget it',
  'chatgpt',
  // this chatbot, not one someone builds or uses ("a chatbot for my business")
  'this chatbot',
  'the chatbot',
  'you a chatbot',
  // said of this one ("pretty clever for a chatbot")
  'for a chatbot',
  'for a bot',
  'is this an ai',
  'is this a bot',
  'who am i talking to',
  'eres un robot',
  'eres un bot',
  'etes vous un robot',
  'es tu un robot',
  // as French writes them, the subject joined to the verb
  'etes-vous un robot',
  'etes-vous un bot',
  'es-tu un robot',
  'es-tu un bot',
  'bist du ein bot',
  'bist du ein roboter',
  'sei un bot',
  'sei un robot',
  'voce e um robo',
  'voce e um bot',
  'what model are you',
  'which model are you',
  'model are you running',
  'wrong chat',
  'do you like',
  'your favourite',
  'your favorite',
  'im bored',
  'so bored',
  'this is stupid',
  'youre useless',
  'you are useless',
  'youre stupid',
  'you are stupid',
  'wrong window',
  'sent by mistake',
  'ignore that',
  'ignore this',
  'for a bot',
  'for an ai',
  'real person',
  'or a bot',
  'or a human',
  'languages do you',
  'do you speak',
  'do you understand',
  'remember what i',
  'you are useless',
  'youre useless',
  'you re useless',
  'you are stupid',
  'you suck',
]
/** The phrases as whole words: "for a bot" is small talk, "for a botched extension" is not. */
const SMALL_TALK = new RegExp(`\\b(${SMALL_TALK_PHRASES.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`)
/** Chit-chat and trivia no expert is for: answered plainly, never with experts. */
const OFF_TOPIC = new RegExp(
  [
    /\bwill it (rain|snow|be (sunny|hot|cold|windy|warm|nice))\b|\bis it going to (rain|snow)\b/,
    /\b(weather|forecast|horoscope|lottery|joke|meaning of life|capital of|who won|what time is it|what day is it|news today|football score|who is the president|movie|movies|tv show|netflix|song)\b/,
    // Trivia: who made something famous, how far or big a thing is, the highest or longest of a kind.
    /\bwho (wrote|invented|painted|discovered|composed|directed|founded|built|sang)\b|\bhow (far|tall|high|deep|big|old) is (the|a|an|mount|mt)\b/,
    /\b(highest|tallest|longest|biggest|largest|smallest|deepest|oldest|fastest) (mountain|river|building|country|city|ocean|lake|animal|planet|desert)\b/,
    // The same in a word-by-word English reading ("wer hat … invented", "la plus haute montagne" → "plus up mountain").
    /\b(who|wer|quien|quem|chi)\b.{0,40}\b(invented|wrote|written|discovered|painted|composed)\b|\b(plus|most|mas|piu|mais|hochste|langste)\b.{0,20}\b(mountain|river|ocean|lake|planet|desert|volcano|island)\b/,
    // Sums and unit conversions ("what's 15% of 80", "12 times 7", "how many ounces in a cup", "the square root of 144").
    /\b(square|cube) root of \d|\b\d+ ?(%|percent) of \d|\b\d+ (times|plus|minus|divided by|x|per) \d+\b|\bhow many (ounces|grams|cups|inches|feet|centimetres|centimeters|meters|metres|miles|kilometres|kilometers|pounds|kilos|litres|liters|ml|tablespoons|teaspoons) (in|are in|is)\b/,
    // Asking the assistant to write or translate something itself.
    /\b(write|compose) me an? (poem|story|song|haiku|limerick|essay|rap)\b|\bpoem about\b|\bhow do you say\b/,
    // A fact or a reminder from the assistant itself ("tell me something interesting about octopuses", "remind me to call mum").
    /\btell me (something|a fact|a fun fact|some facts) (interesting|fun|cool|random|new)?\b|\b(fun|random) fact\b|\bremind me (to|about|at|in)\b|\bset (a|an|my) (reminder|alarm|timer)\b|\bwake me up at\b/,
    // The assistant's own taste ("cats or dogs? you have to pick one", "what's your favourite colour", "which do you prefer").
    /\b(you (have to|must|gotta|need to) (pick|choose) one|(pick|choose) one\W*$|(which|what) (one )?(do|would) you (prefer|pick|choose|rather)|what is your fav\w*|whats your fav\w*|your fav(ou?rite)? (colou?r|food|animal|movie|film|book|song|band|season))\b/,
  ]
    .map((r) => r.source)
    .join('|'),
)
/** Asking the assistant to translate a quoted phrase ("translate 'good morning' into Japanese"), on the raw text. */
const QUOTED_TRANSLATION = /\btranslate\s*["'‘“«]/i
const PLATFORM =
  /\b(tio|tio-points|points|my account|my profile|my (data|messages|payments|invoices|orders|bookings)|password|log ?in|sign ?(up|in)|verify my email|verification email|apply as an expert|referral|delete my account|install the app|notifications?|connect button|my contacts|shop|refund|refunds|subscription|my (acount|booking|points|balance|email|reviews?|ratings?|consultations?|calls?)|(leave|write|post|edit) an? (review|rating)|video call|voice call|credit card|do you have an app|(iphone|android) app|(apply|sign up) to be an? expert|become an? expert|(free|paid|premium) plans?|pay (with|by)|paypal|fees?|pricing|contact support|support team|customer service|privacy (policy|settings)|message an expert|experts? (see|read|reply|answer))\b/
/** Phrases only Tio's own users write: about Tio whatever field a word of them matches ("credit card", "app", "math"). */
const SURELY_PLATFORM =
  /\b(tio-?points|my points|points balance|(only|with|in) points|is there an app|an app for (iphone|android)|website only|(this|the) (platform|plataforma|piattaforma|plateforme|plattform)|(diventare|devenir|werden|ser|virar|tornar me) (un |una |um |uma )?(esperto|esperta|expert|experte|experto|experta|especialista))\b/
/** "Tío"/"tio" after a possessive or article is an uncle in Spanish and Portuguese ("mi tío", "o meu tio"), not Tio. */
const UNCLE = /\b(?:mi|mis|tu|su|sus|del|al|un|nuestro|vuestro|meu|teu|seu|do|ao|um|nosso)\s+tio\b/g
/** Messages that talk to the assistant or about the site itself ("do you…", "your…", "this site"). */
const ADDRESSED = /\b(you|your|yours|this (site|website|app|platform|service|chat)|on here)\b/
/** Words that point at this site itself, not at whoever the message speaks to. */
const THIS_SITE = /\b(your (site|website|app|platform|service|experts?)|this (site|website|app|platform|service|chat)|on here)\b/
/**
 * A message about the person's own business ("our app's sign-up", "our customers cancel their subscription", "our
 * telehealth app", "my coffee shop app", "mi tienda", "minha loja"): its sign-ups and subscriptions are theirs, not Tio's,
 * unless it names Tio or this site.
 */
const OWN_BUSINESS = new RegExp(
  `\\b(?:our|their)(?: own)?(?: [a-z-]+){0,2} (?:apps?|website|site|platform|products?|service|customers|clients|users|subscribers|members|staff|employees|team|company|business|startup|shop|store|saas|servers?|system|software|data|subscriptions?)\\b|\\b${MY}(?: own)?(?: [a-z-]+){0,2} (?:app|website|site|saas|web ?app|platform|software|product|shop|store|business|company|startup|customers|clients|users|subscribers)\\b`,
)
/**
 * People and organisations of the person's own life, none of them Tio's: what "my boss keeps sending me messages"
 * or "a refund from the airline" is about is theirs, not the site's messages or refunds, unless it names Tio or
 * this site. Tio's own parties (an expert of any field, a client) are not among them; nor is Tio's shop ("the shop"), but
 * "a shop" is another's, and so are the points of a credit card or an airline.
 */
const LIFE_PARTY =
  /\b(?:my|our) (?:ex|ex-?(?:husband|wife|partner|boyfriend|girlfriend)|(?:(?:future|former|late) )?(?:husband|wife)|boyfriend|girlfriend|fiancee?|boss|manager|employer|co-?workers?|colleagues?|landlord|landlady|tenants?|flatmates?|roommates?|neighbou?rs?|bank(?! (?:details|card))|insurer|insurance company|mortgage lender)\b|\bthe (?:airline|bank|insurer|insurance company|landlord|landlady|letting agency|council|police|court|hotel|seller|dealership|gym|employer|tax office|irs|hmrc|company|retailer|courier|manufacturer|supplier)\b|\b(?:a|an online) (?:shop|store)\b|\bbought (?:\w+ ){1,3}online\b|\b(?:points|miles|rewards|cashback) (?:on|from|of|with) (?:my|the|a) (?:credit card|card|bank|airline|loyalty card|supermarket)\b/
/**
 * Money of the person's own bank account ("never had more than 2k in my account", "my salary goes into my account"):
 * the account is theirs, not a Tio account. Tio's points in it ("200 points in my account") stay Tio's.
 */
const OWN_MONEY =
  /\b(?:\d+ ?k|\d[\d,.]* ?(?:pounds|dollars|euros|quid|grand|bucks)|[£$€] ?\d[\d,.]*k?|money|cash|savings|salary|wages|pay ?check|pension|inheritance|interest|overdraft)\b(?: \w+){0,5} (?:in|into|out of|from|to|on) my (?:current |savings |checking |joint |own )?account\b|\bmy (?:current|savings|checking|joint) account\b/
/**
 * A habit the person cannot break ("I can't stop checking my phone", "200 times a day", "addicted to my phone"):
 * the notifications and messages it is about are their life's, not the site's.
 */
const OWN_HABIT =
  /\b(cant stop|cannot stop|can not stop|addicted to|addiction to|obsessed with|compulsive\w*|(\d+|hundred|million) times a day|doomscroll\w*|screen time|glued to my (phone|screen))\b/

/** Query weight of words that say who the person is (see selfDescriptions). */
const BACKGROUND_WEIGHT = 0.3
/** Query weight of the story told around the need (see storyWords). */
const STORY_WEIGHT = 0.1
const PERSON =
  '(?:i|we|he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|son|daughter|mum|mom|dad|mother|father|brother|sister|boss))'
const SELF_DESCRIPTION = new RegExp(
  [
    `${PERSON} (?:am|is|are|was|were) an?`,
    '(?:im|hes|shes|were|theyre) an?',
    `${PERSON} (?:work|works|worked|working)(?: nights| days| shifts| weekends| part-time| full-time| part time| full time)? (?:as|in|at|for)(?: an?| the)?`,
    '(?:i|we) (?:run|own) (?:an?|the|my|our)',
    // a trade one hopes to have: a career question ("my daughter wants to be a vet, what grades does she need")
    `${PERSON} (?:wants?|wanted|hopes?|dreams? of|would like|plans?) (?:to )?(?:be|become|becoming|train as|study to be) an?`,
    '(?:years|career) (?:in|as)(?: an?)?',
    'as an?',
  ]
    .map((p) => `\\b${p}`)
    .join('|')
    .replace(/^/, '(?:')
    // "she's a year behind", "he's a bit shy", "I'm a little worried" measure something, and say nobody's trade.
    .concat(
      ')\\s+(?!(?:year|years|month|months|week|weeks|day|days|bit|little|lot|few|couple|tad|better|good|great|happier|healthier|calmer|fitter|stronger|more|less)\\b)([a-z0-9 -]+)',
    ),
  'g',
)
/**
 * The same in the English reading of the five other languages ("je suis baker", "job como hairdresser", "do il
 * pizzaiolo", "mother war nurse"), where "sono"/"soy" also say "I am tired": only when a field's title word follows (TITLE_WORDS).
 */
const FOREIGN_SELF_DESCRIPTION =
  /\b(?:ich bin|wir sind|je suis|nous sommes|io sono|sono|siamo|soy|somos|sou|(?:job|work|works|working) (?:come|como|comme|als)|(?:trade )?do (?:il|la|lo|el|l)|(?:husband|wife|partner|son|daughter|brother|sister|father|mother|dad|mum|grandmother|grandfather|aunt|uncle|neighbour|girlfriend|boyfriend|boss|in law) (?:est|es|ist|e|war|era|etait|fue|foi))(?: (?:un|una|uno|um|uma|une|ein|eine|il|la|le|el))?\s+([a-z0-9 -]+)/g
const TITLE_WORDS = new Set(OCCUPATIONS.flatMap((o) => normalise(o.title).split(/[^a-z]+/)).filter((w) => w.length > 3))
/** The word of a title that names the person ("nurse", "specialist"); "payroll" or "tax" alone is work, not who does it ("hago la nómina"). */
const TITLE_HEADS = new Set(
  OCCUPATIONS.flatMap((o) =>
    normalise(o.title)
      .split(' and ')
      .map((part) => part.split(/[^a-z]+/).pop()!),
  ),
)
/**
 * A trade held for a while ("I've been a chef for 20 years", "she has been a nurse since 2010"): who the person is,
 * only when a field's title word follows, since "I've been a bit down lately" tells the need.
 */
const HAS_BEEN = new RegExp(`\\b(?:${PERSON} (?:have|has)|ive|weve|theyve|hes|shes) been an?\\s+([a-z0-9 -]+)`, 'g')

/** A trade told by what one does for a living ("I drive for a living", "she cleans houses for a living"). */
const FOR_A_LIVING = new RegExp(`\\b${PERSON} ((?:[a-z]+ ){0,2}[a-z]+) for a living\\b`, 'g')

/** The words right after "I'm a", "my wife works in", "we run a"...: up to the end of the clause, at most three content words. */
export function selfDescriptions(text: string): string[] {
  const out: string[] = []
  for (const clause of normalise(text).split(CLAUSE)) {
    for (const m of clause.matchAll(SELF_DESCRIPTION)) out.push(contentWords(m[1]!).slice(0, 3).join(' '))
    for (const m of clause.matchAll(FOR_A_LIVING)) out.push(contentWords(m[1]!).join(' '))
    for (const m of clause.matchAll(HAS_BEEN)) {
      const described = contentWords(m[1]!).slice(0, 3)
      const last = described.findLastIndex((w) => TITLE_WORDS.has(w))
      if (last >= 0) out.push(described.slice(0, last + 1).join(' '))
    }
    for (const m of clause.matchAll(FOREIGN_SELF_DESCRIPTION)) {
      // Up to the title word: the reading has no punctuation to end the clause ("plumber da ventanni ma di taxes…").
      const described = contentWords(m[1]!).slice(0, 2)
      const last = described.findLastIndex((w) => TITLE_HEADS.has(w))
      if (last >= 0) out.push(described.slice(0, last + 1).join(' '))
    }
  }
  return out.filter(Boolean)
}

/**
 * Where and while something happened, not what is needed: "while I'm just sitting on the couch", "slept on the sofa".
 * The place is one of a few that name no one's trade (furniture, transport, leisure); a "while" clause needs its subject.
 */
const SETTING = new RegExp(
  [
    /\b(?:while|whilst|when) (?:im|i am|i was|we are|were|we were|hes|he is|he was|shes|she is|she was|theyre|they are|they were)(?: just)? ([a-z -]+)/,
    /\b(?:on|in|at) (?:the|my|our|a) (sofa|couch|bed|bus|train|plane|beach|gym|park|party|pub)\b/,
    // crying, eating or sleeping in the car: where it happens, not the car's trouble
    /\b(?:cry|cries|crying|cried|sit|sits|sitting|sat|eat|eats|eating|ate|sleep|sleeps|sleeping|slept|wait|waiting|waited|scream|screaming) in (?:the|my|our|a) (car|van|truck)\b/,
    // how long a life has gone on as it is ("we've been renting for ten years"): the story, not the need
    /\b(?:i|we|they|he|she)(?: have| has|ve|s)? been (renting|married|together)(?: for| since)\b/,
    // when a symptom comes ("heartburn every night after dinner"): the meal is the time, not a cook's need
    /\b(?:after|before|during) (?:my |our |the |a |big |every |each )?(dinner|lunch|breakfast|meals?|supper|eating)\b/,
    // what someone died of: how the loss came, not a need of a heart doctor ("dad died of a heart attack")
    /\b(?:died|passed away|passed) (?:of|from|after) (?:a |an |his |her |their |the )?(?:sudden |massive |short |long )?([a-z -]+)/,
  ]
    .map((r) => r.source)
    .join('|'),
  'g',
)

/** Where one clause ends and the next begins ("who" and "that" open a clause of their own). */
const CLAUSE = /[,.;:!?()\n]|\b(?:and|but|so|because|who|which|that)\b/

/** A language the wanted person speaks, read in a clause of its own ("who" ends the clause before it). */
const SPEAKS = new RegExp(
  `^\\s*(?:also )?(?:speaks?|can speak|is fluent in|speaking)\\s+(${LANGUAGE_NAMES})\\b|\\b(${LANGUAGE_NAMES})[- ]speaking\\b`,
)
/** An expert named by a title word that is not about languages ("a lawyer", "a dentist"). */
const NAMES_AN_EXPERT = new RegExp(
  `\\b(${[...TITLE_WORDS].filter((w) => !/^(teacher|tutor|translator|interpreter|spanish|english|french|german|mandarin|language|speech|writer)$/.test(w)).join('|')})s?\\b`,
)

/**
 * A pastime, said with when it happens ("I play guitar in a band at weekends", "I coach my daughter's team on
 * Saturdays"): background when a later sentence holds the need, not when it is the need ("I play guitar at weekends
 * and want to learn solos").
 */
const PASTIME =
  /(?:^\s*|\b(?:i|we) (?:also )?)((?:play|paint|sing|knit|bake|run|cycle|swim|climb|surf|dance|draw|sew|fish|hike|ski|coach|volunteer|referee)(?: [a-z]+){0,4}) (?:in a band|at (?:the )?weekends?|on (?:the )?weekends?|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|in my (?:spare|free) time|for fun|as a hobby|after work|by night)\b/g

/**
 * What the writer says they do not want or do not have ("not looking for a lawyer as such", "not after a diet plan",
 * "it's not the boiler", "he's not sick, the vet checked him"): the words of the field ruled out are no need.
 * A want only with an article after it, since "I don't want to lose the house" tells the need.
 */
const RULED_OUT = new RegExp(
  [
    /\b(?:not|dont|do not|am not|im not|we are not|were not) (?:really |actually |even |just )?(?:looking for|after|asking for|asking about|interested in) ([a-z -]+)/,
    /\b(?:not|dont|do not|dont really|do not really) (?:want|need|wanting|needing) (?:an?|any|another) ([a-z -]+)/,
    /\bno need for (?:an? |any )?([a-z -]+)/,
    /\b(?:its|it is|thats|that is|it was|this is|the problem is) not (?:the|an?|my|our|his|her|about the|about my|about) ([a-z -]+)/,
    /\b(?:hes|he is|shes|she is|theyre|they are|its|it is|im|i am) not (sick|ill|unwell|hurt|injured|poorly|in pain)\b/,
    // the work a career change aims at ("switch into something like HR", "retrain as a teacher"): a goal, not a need of that field
    /\b(?:switch|switching|change|changing|retrain|retraining|transition|transitioning|pivot|pivoting) (?:careers? |jobs? )?(?:into|as|to a career in|to working in)(?: something like| something in| a job in| a role in| a career in)? (?:an? )?([a-z -]+)/,
    // the trade a job application is for ("help with my application as a nurse", "Bewerbung als Pflegefachfrau"): a goal
    /\b(?:application|applications|applying|apply|cover letter|cv|resume|interview) (?:for (?:a |an |the )?(?:job |position |role |post )?)?(?:as|als|como|comme|come) (?:an? )?([a-z -]+)/,
    // what the other side blames the writer for ("the agency is claiming a stain on the carpet"): the dispute's detail
    /\b(?:landlord|landlady|agency|agent|agents|owner|seller|buyer|they|he|she) (?:is |are |was |were |keeps |now )?(?:claiming|claims|claimed|blaming (?:us|me) for|blames (?:us|me) for|accusing (?:us|me) of)(?: that| there (?:is|was|were|are))? (?:an? |the |we |i )?([a-z -]+)/,
  ]
    .map((r) => r.source)
    .join('|'),
  'g',
)

/** A sentence its writer marks as beside the point ("irrelevant but she's cute", "not that it matters"). */
const ASIDE_SENTENCE =
  /\b(irrelevant|unrelated|not relevant|not important|doesnt matter|does not matter|not that it matters|fun fact|side note)\b/
/**
 * Where a story turns to what it is about: what came before "anyway", "long story short", "so my question is" or "tl;dr"
 * is the story ("lovely weekend, loads of horses. Anyway, …").
 */
const ANYWAY =
  /(?:^|[.!?,;:]\s*)(?:anyway|anyways|anyhow|(?:so |to cut a )?long story short|tl ?;? ?dr|(?:so |and |but )?(?:my|the) (?:actual |real |main )?question is|so basically|bottom line|(?:but |so )?what (?:i|we) (?:actually|really) need is)\b/g
/** A sentence the writer opens as background ("For context, I'm a dentist…", "Some background: we have two dogs"). */
const BACKGROUND_SENTENCE = /^\s*(?:for (?:some )?context|(?:some |a bit of |bit of )?background|context|fyi)\b/
/**
 * A clause that tells the household, not a need: who lives there, what animals and children it has, where it lives and
 * has been ("we have a golden retriever", "we just moved to Leeds", "my in-laws live with us", "we just got back from Spain").
 */
const HOUSEHOLD =
  /^\s*(?:(?:we|i|they)(?: also| still| now)? (?:have|ve|have got|ve got|own|keep) (?:a|an|two|three|four|five|\d+|some|one)\b|(?:we|i|they)(?: just| recently| also)? (?:live|moved|rent|relocated|got back|came back)\b|my [a-z-]+ (?:live|lives) with (?:us|me)\b)/
/** A clause that only goes on listing ("and a very old cat", "8 and 11"). */
const LISTED = /^\s*(?:(?:a|an|two|three|four|five|\d+|some|one)\b(?: [a-z-]+){0,3}|\d*)\s*$/
/** Words that point back at someone or something told earlier ("he pulls on the lead"). */
const POINTS_BACK = /\b(?:he|she|it|its|they|them|him|her|his|their)\b/
/** Talking to, seeing or consulting an expert ("we already talked to a lawyer and an accountant", "saw a physio for months"). */
const CONSULTED =
  /\b(?:saw|seen|consulted|talked to|spoke to|spoken to|been to|went to|gone to|tried)(?: (?:a|an|the|my|our|his|her|two|three|both|several|another|a few|\d+))( [a-z -]+)/g
/** An expert who said or did something ("my therapist suggested…", "the GP said nothing is broken"): a voice in the story. */
const EXPERT_SPOKE =
  /\b(?:my|our|the|his|her|their) ([a-z]+)(?: [a-z]+)? (?:said|says|suggested|suggests|told|tells|thinks|thought|recommended|recommends|prescribed|gave|checked|ruled|mentioned|confirmed|wants|wanted|asks|asked|requires|required|insists|insisted)\b/g
/** A child's teacher who says how school goes is no expert consulted: what they say points at the need. */
const SCHOOL_STAFF = /^(teachers?|tutors?)$/
/** Where the list of experts seen ends ("saw a physio but it came back", "talked to a lawyer who said…"). */
const CONSULTED_END = /\b(?:but|so|because|who|which|that|about|for|last|when|since|to)\b/
/** Words that name an expert, by a field's title or as people call them. */
const EXPERT_NOUNS = new Set([
  ...TITLE_WORDS,
  ...'gp gps doctor doctors physio physios vet vets builder builders solicitor solicitors counsellor counsellors therapist therapists lawyers accountants specialist specialists surgeon consultant attorney dentists nurses psychologists'.split(
    ' ',
  ),
])

/**
 * The story told around the need: what came before "anyway" or "long story short", and the sentences opened as
 * background ("For context, …"). Words the rest of the message uses too are the need's.
 */
export function storyWords(text: string): string[] {
  const read = normalise(text)
  const apart = (story: string[], rest: string[]) => story.filter((word) => !rest.includes(word))
  const out: string[] = []
  const turns = [...read.matchAll(ANYWAY)]
  const turn = turns[turns.length - 1]
  const after = turn ? contentWords(read.slice(turn.index + turn[0].length)) : []
  if (turn && after.length >= 2) out.push(...apart(contentWords(read.slice(0, turn.index)), after))
  const sentences = read.split(/[.!?;\n]+/).filter((sentence) => sentence.trim())
  const marked = sentences.filter((sentence) => BACKGROUND_SENTENCE.test(sentence))
  // A sentence telling only the household (and who the people in it are), beside a need that does not point back at it.
  const told = (sentence: string) =>
    sentence.split(CLAUSE).every((clause) => HOUSEHOLD.test(clause) || selfDescriptions(clause).length > 0 || LISTED.test(clause))
  const needs = sentences.filter((sentence) => !told(sentence) && contentWords(sentence).length >= 2)
  if (needs.length > 0 && !needs.some((sentence) => POINTS_BACK.test(sentence)))
    for (const sentence of sentences) if (told(sentence) && !marked.includes(sentence) && HOUSEHOLD.test(sentence)) marked.push(sentence)
  if (sentences.length > marked.length)
    out.push(...apart(marked.flatMap(contentWords), sentences.filter((s) => !marked.includes(s)).flatMap(contentWords)))
  return out
}

/**
 * Words that say who the person is (selfDescriptions), where and while something happened (SETTING), what the writer
 * rules out (RULED_OUT), or what they mark as beside the point (ASIDE_SENTENCE, what came before "anyway"): background,
 * not need.
 */
export function backgroundWords(text: string): string[] {
  const read = normalise(text)
  const settings: string[] = []
  const sentences = read.split(/[.!?;\n]+/).filter((sentence) => sentence.trim())
  for (const sentence of sentences) if (ASIDE_SENTENCE.test(sentence)) settings.push(...contentWords(sentence))
  for (const sentence of sentences.slice(0, -1))
    for (const clause of sentence.split(CLAUSE)) for (const m of clause.matchAll(PASTIME)) settings.push(...contentWords(m[1]!).slice(0, 3))
  settings.push(...storyWords(text))
  // The experts the person already saw, and those whose words they report, are part of the story, unless named again.
  const namedOnce = (word: string) => EXPERT_NOUNS.has(word) && read.split(new RegExp(`\\b${word}\\b`)).length === 2
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(CONSULTED)) settings.push(...contentWords(m[1]!.split(CONSULTED_END)[0]!).filter(namedOnce))
    for (const m of sentence.matchAll(EXPERT_SPOKE)) if (namedOnce(m[1]!) && !SCHOOL_STAFF.test(m[1]!)) settings.push(m[1]!)
  }
  for (const clause of read.split(CLAUSE))
    for (const pattern of [RULED_OUT, SETTING])
      for (const m of clause.matchAll(pattern)) settings.push(...contentWords(m.slice(1).find((g) => g !== undefined)!).slice(0, 3))
  // "head chef here, …", "Plumber, 44, …": who is writing, said first.
  const opening = /^(?:hi|hello|hey)?\W*((?:[a-z-]+ ){0,2}[a-z-]+)(?: here\b|, \d{2}\b)/.exec(read.trim())
  if (opening) settings.push(...contentWords(opening[1]!))
  return [...selfDescriptions(text).flatMap((d) => d.split(' ')), ...settings, ...ownBusinessWords(text)]
}

/**
 * The language an expert named by another title should also speak ("a lawyer who speaks Spanish", "a German-speaking
 * therapist"): a wish about the lawyer, no need of a Spanish teacher. Such words do not count at all.
 */
export function spokenByTheExpert(text: string): string[] {
  const read = normalise(text)
  if (!NAMES_AN_EXPERT.test(read)) return []
  return read
    .split(CLAUSE)
    .map((clause) => SPEAKS.exec(clause))
    .filter((m) => m !== null)
    .map((m) => m[1] ?? m[2]!)
}

/**
 * Using the site with an expert: messaging, chatting, booking, calling, rating one ("mandei msg pra nutricionista", "the
 * hairdresser's availability", "gave a roofer 2 stars"). Read with matchesWithoutNaming: about Tio only when nothing but
 * the expert's name points at a field.
 */
/** A field matches a message without the experts it names when its words score this many times a confident match. */
const NAMELESS_WORDS = 1.5
const SITE_USE =
  /\b((send|sent|read|reply to|answer|answered|see|write|wrote|mandei|envie|ho mandato) (a |my |the |her |his |their |your ){0,2}(messages?|msg)|message (her|him|them)|messaged|(in|on) the chat|the chat (here|on tio)|conversation with (the|my)|booking|booked|book (her|him|them|a lesson|a session|a call)|reserve|calendar|availability|(is|are) available|video call|voice call|(the|a|our|during( the)?) calls?|stars|rating|rated|review|replied|(appointment|session|booking) (was |got )?(moved|cancelled|canceled|rescheduled|postponed)|(moved|cancelled|canceled|rescheduled|postponed) (our|my|the) (appointment|session|booking)|(our|my|the) (appointment|session|booking)\b.{0,30}\b(moved|postponed|cancelled|canceled|rescheduled)|(video call|call video|videollamada|videochiamata|videochamada|appel video))\b/
/** Asking for an expert ("I need a plumber available on Saturday"): not using the site with one. */
const WANTS_EXPERT =
  /\b(need|needs|want|wants|looking for|find me|recommend|necesito|busco|brauche|suche|cherche|besoin|preciso|procuro|cerco|ho bisogno)\b/

/** Share of the minimum score at which a field is offered as a choice when nothing is confident. */
const CANDIDATE_SHARE = 0.5
/** The second field of another kind at this share of the first's score or more, with no field matched by its words: ask. */
const UNSURE_RATIO = 0.85

export interface AnalyzeOptions {
  /** Minimum top score for a question to be about an expert's field. */
  minScore?: number
}

/**
 * Share of the best field's score at which another field is close: named as one that could also help, and
 * offered in the best one's place when only it has approved experts (see nearestWithExperts).
 */
const CLOSE_SHARE = 0.35
/**
 * The same share for a field of the best one's own family (a structural engineer beside a home inspector): a kin
 * field stays a fair alternative when the best one matches the message far better than anything else.
 */
const KIN_SHARE = 0.1
/** Share of the best field's score at which a field is kept as a further alternative (see Analysis.alternatives). */
const ALTERNATIVE_SHARE = 0.15

/** Whether a field is close enough to the best one to stand in for it. */
function isNear(o: RankedOccupation, best: RankedOccupation): boolean {
  return o.score >= best.score * (o.family === best.family ? KIN_SHARE : CLOSE_SHARE)
}

/**
 * A short message that speaks to the assistant ("are you a real person?") is about Tio unless a field matches it by
 * its words this many times more than a confident match needs: one everyday word that happens to be in a field's
 * list ("real", "person", "colour") is not a request for that field's expert.
 */
const ADDRESSED_LEAD = 1.5

/** How much closer than the best field Tio's own help must be for a message to be about Tio. */
const PLATFORM_LEAD = 1.5

/** How much a help page's score rises when its title holds all of a message's words (see searchPassages). */
const TITLE_COVERAGE_WEIGHT = 1

/** Blog posts and expert resources explain; the help pages and the FAQ tell how: those come first when they match as well. */
const BACKGROUND_PAGES = new Set<Passage['kind']>(['blog', 'resource'])
const BACKGROUND_PAGE_SHARE = 0.8

/** How much of its rank a page about something that does not work keeps for a message that says nothing fails. */
const FAILURE_PAGE_SHARE = 0.6

/** A negation, in English or as the other languages' readings keep it ("no se presento", "nicht", "ne … pas", "nao", "non"). */
const NEGATION =
  /\b(not|no|never|nothing|nobody|without|(do|does|did|is|are|was|were|has|have|had|ca|wo|could|would|should)nt|cannot|nicht|nie|kein\w*|pas|jamais|rien|nao|nunca|nada|nem|non|mai|niente)\b/

/** What is asked for when something went wrong. */
const REDRESS = /\b(refund\w*|disput\w*|reimburs\w*|money back|points back)\b/

/** Words joined by hyphens, apart: "Tio-Points" is asked for as "tio points" too. */
const apart = (text: string) => text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ')

/** Share of a message's known words (by idf) a smart answer must hold to be quoted on a weaker match. */
const SMART_COVERAGE = 0.6

/** Replies to a message that was not about the person's problem: such a message is left out of the conversation's context. */
const ASIDES = new Set<ReplyKind | undefined>(['tio', 'greeting', 'no-answer'])
/**
 * A motorbike or scooter, and no car, in the conversation (in the six languages): what a car mechanic's words match
 * is the bike's ("the brakes of my Vespa squeak", "la mia Ducati perde colpi", "the oil light on my scooter"), so the
 * motorbike mechanic scores at least as the car mechanic would, and the car mechanic counts for less.
 */
const MOTORBIKE =
  /\b(motorcycles?|motorbikes?|motor bikes?|scooters?|mopeds?|vespa|ducati|harley|dirt bikes?|moto|motos|toff|toffs|motocicleta|motocicletta|motorino|motorrad|mofa|motoneta|mota)\b/
const CAR = /\b(car|cars|van|truck|suv|coche|carro|auto|autos|voiture|macchina|wagen|pkw)\b/
const CAR_SHARE = 0.6
/**
 * Someone spending their days or nights on games or screens ("my son games all night", "she plays minecraft all day",
 * "gioca tutta la notte", "se pasa la noche jugando a la play") speaks of what they do, not of making a game or an app:
 * unless the conversation speaks of making one, what the makers' words match becomes a psychologist's (for a child)
 * and an addiction counsellor's, and the makers keep MAKER_SHARE of their score.
 */
const PLAYS =
  /\b(plays?|playing|played|gaming|gamer|games? (all|every|until|till|til|through)|on (his|her|their|my) (phone|ipad|tablet|switch|playstation|xbox|console|computer|pc)|screen ?time|gioca|giocare|giocando|videogiochi|juega|jugar|jugando|videojuegos|joue|jouer|jeux video|spielt|spielen|zockt|zocken|videospiele|joga|jogar|jogando|videogames)\b/
/** …and doing it to excess: all night, for hours, instead of school, in anger when stopped. */
const EXCESS =
  /\b(all (day|night|weekend)|all the time|every (day|night|evening)|(until|till|til) \d|\d+ ?(am|hours?)|hours (a|per|every) day|at night|nonstop|non stop|(cant|wont|doesnt|dont) stop|addict\w*|obsess\w*|instead of|school|grades|angry|tantrums?|sleep\w*|notte|notti|noche|noches|nuit|nuits|nacht|nachts|noite|tutto il giorno|todo el dia|toute la journee|den ganzen tag|o dia todo|ore|horas|heures|stunden|scuola|colegio|escuela|ecole|schule|escola)\b/
const MAKES =
  /\b(stream\w*|twitch|youtube|channel|esports|tournaments?|make|makes|making|made|build\w*|develop\w*|create|creating|design\w*|code|coding|program\w*|publish\w*|launch\w*|release|studio|indie|prototype|unity|unreal|godot|our (game|app)|my (game|app)|crear|desarrollar|programar|creare|sviluppare|programmare|creer|developper|programmer|entwickeln|programmieren|erstellen|criar|desenvolver)\b/
const MAKERS = ['Game Developer', 'Mobile App Developer', 'iOS Developer', 'Android Developer']
const MAKER_SHARE = 0.3
/** Of the makers' score, what the behaviour field offered second takes (the first takes all of it). */
const BEHAVIOUR_SECOND_SHARE = 0.9
/** Who the behaviour is for: a child's goes to a psychologist first, an adult's to an addiction counsellor. */
const CHILD_BEHAVIOUR = ['Psychologist', 'Addiction Counselor'] as const
const ADULT_BEHAVIOUR = ['Addiction Counselor', 'Psychologist'] as const
/** The makers' best score must be this share of the best field's for the rule to apply (a game named in passing does not). */
const MAKERS_LEADING = 0.5
/** Generalists, and how the person says they saw them already; such a field keeps SEEN_SHARE of its score. */
const SEEN_BY = (who: string) =>
  new RegExp(
    `\\b((took|take|brought|went|been|go|going) (him|her|them|it|\\w+) to|(went|been|gone) to|saw|seen|visited|asked) (the|a|my|our) (${who})\\b|\\b(my|our|the) (${who}) (says|said|thinks|wants|told|recommended|suggested|prescribed|referred|couldnt|cant|cannot|doesnt|found nothing|ran tests|checked|examined|is out of (?:his|her|their) depth)\\b`,
  )
/**
 * The same in the five other languages, as written (accents folded): at the doctor's ("beim Hausarzt", "chez le
 * médecin", "dal medico", "fui al médico") or what the doctor said or found ("der Tierarzt hat nix gefunden", "mi
 * médico dice", "o veterinário disse", "il medico ha detto").
 */
const SEEN_ABROAD = (who: string) =>
  new RegExp(
    [
      `\\b(beim|bei meinem|bei meiner|vom|chez (le|la|mon|ma)|dal|dalla|(fui|fuimos|fue|lleve|llevamos) al|(fui|fomos|foi|levei|levamos) (ao|a|no|na)) (${who})\\b`,
      `\\b(${who})( und \\w+)? (sagt|sagte|meint|meinte|hat|hatte|haben|fand|fanden|findet|konnte|war)\\b`,
      `\\b(el|la|mi|le|mon|ma|o|a|meu|minha|il|mio|mia) (${who}) (dice|dijo|me dijo|nos dijo|no encontro|dit|a dit|ma dit|na rien|pense|disse|falou|nao achou|mandou|ha detto|mi ha|ci ha|non ha trovato)\\b`,
    ].join('|'),
  )
const ACCOUNTANT_SEEN = [
  SEEN_BY('accountant|tax accountant|bookkeeper|cpa'),
  SEEN_ABROAD('steuerberater|steuerberaterin|contador|contadora|gestor|gestoria|comptable|contabilista|commercialista'),
]
const GENERALISTS: [string, RegExp[]][] = [
  ['Veterinarian', [SEEN_BY('vet|vets|veterinarian'), SEEN_ABROAD('tierarzt|tierarztin|veterinario|veterinaria|veterinaire|veto')]],
  [
    'General Practitioner',
    [
      SEEN_BY('gp|doctor|doc|family doctor|physician'),
      SEEN_ABROAD('hausarzt|hausarztin|arzt|arztin|medico|medica|doctor|doctora|medecin|docteur|generaliste|dottore|dottoressa'),
    ],
  ],
  // "our accountant says this is past what he can handle": the tax lawyer comes first
  ['Tax Accountant', ACCOUNTANT_SEEN],
  ['Certified Public Accountant', ACCOUNTANT_SEEN],
]
const SEEN_SHARE = 0.6
/** Query weight of the language spoken in a place the message names. */
const PLACE_WEIGHT = 0.5
/** …and when the message is about speaking, reading or learning ("hold basic conversations with the team"). */
const PLACE_LANGUAGE_USE_WEIGHT = 1
const LANGUAGE_USE =
  /\b(conversations?|converse|chat with|talk to|talk with|speak|speaking|spoken|language|fluent|fluently|vocabulary|grammar|pronunciation|read (?:a|the) menu|get by|understand (?:people|them|the locals|anyone))\b/
/** The language a message is written in, as PLACES names it. */
const LANGUAGE_NAMES_OF: Record<Detected, string> = {
  en: 'english',
  es: 'spanish',
  de: 'german',
  fr: 'french',
  pt: 'portuguese',
  it: 'italian',
}
/** A sentence beside an aside is a problem of its own when a field matches it this many times over a confident match. */
const PROBLEM_BESIDE = 1.5
/** Signs of a problem: chatter that has one is not chatter ("lol my boiler broke again"). */
const PROBLEM =
  /\b(broke|broken|breaks|leak\w*|pain\w*|hurts?|hurting|ache\w*|(wont|doesnt|cant|isnt|didnt) \w+|stopped|stuck|crack\w*|damp|mou?ld\w*|sick|ill|bleed\w*|emergency|urgent\w*|worried|scared|afraid|problem\w*|issue\w*|hacked|smell\w*|stain\w*|musty|damage\w*|noise|noisy|bad|impossible|destroy\w*|complain\w*|understand\w*|struggl\w*|fail\w*|trouble|wrong|worse)\b/
/** Where a message turns from an aside to what it is really about ("no wait, I actually need…", "lo pregunto porque…"). */
const PIVOT =
  /\b((but|though|no wait,?) actually|actually i (need|have|want)|no wait|oh no|but seriously|seriously though|on a serious note|the real reason|i ask because|asking because|lo pregunto porque|pregunto porque|en realidad|en fait|enfin|eigentlich|ich frage weil|in realta|in realtà|chiedo perche|na verdade|pergunto porque)\b/
/** Signing in to Tio with another platform's account ("can I log in with facebook?") is about Tio. */
const SIGN_IN_WITH = /\b(sign|log) ?(in|up|on) (with|using|through|via)\b/
/** How much the conversation's earlier messages count beside the latest one. */
const CONTEXT_WEIGHT = 0.5
/**
 * A new request ("also, we need someone to organise our wedding"), in English or in the other languages' own words,
 * which translation leaves as they are. Read with NEW_THREAD_WORDS: a detail of the same problem ("I tried bleach but
 * the mould came back", "he says the carpet was stained") rarely names a field clearly by its own words.
 */
const NEW_REQUEST =
  /\b(?:also|another|as well|separately|unrelated|something else|by the way|btw|one more|need|needs|want|wants|looking for|hire|tambien|tambem|ademas|ausserdem|auch|aussi|egalement|inoltre|anche|quiero|necesito|busco|quero|preciso|procuro|brauche|suche|cherche|voudrais|veux|vorrei|cerco|bisogno)\b/
/** A new request starts a new thread when a field matches it by its own words this many times more than a confident match needs. */
const NEW_THREAD_WORDS = 2.5
/** In a new thread, the fields it reaches itself at this share of its best one's score keep the conversation's help; the rest drop out. */
const REACH_SHARE = 0.25
/** In a message going on with the conversation, what a field neither the conversation nor the message's own words clearly reach keeps of its score. */
const DETAIL_SHARE = 0.5
/** The share of the conversation's best field's score at which the conversation reaches a field, for a detail. */
const DETAIL_REACH = 0.4
/** Words that point back at the conversation ("the neighbours have complained about it"): no change of subject. */
const REFERS_BACK = /\b(it|its|that|this|these|those|them|they|he|she|him|her|his|hers)\b/
/** How many texts' rankings alone the brain remembers (see rankAlone). */
const RANKED_KEPT = 64
/**
 * A message has changed the subject when the share of its best field's score at which it reaches the conversation's
 * field and the share at which the conversation reaches its field add up to less than this. A French resit reaches a
 * chain of laundries' operations manager a little by meaning (0.30), which the laundries' message makes up for by
 * hardly reaching the French tutor (0.13); a marathon after a knee that hurts after running reaches the
 * physiotherapist at 0.22 and is reached at 0.34.
 */
const OTHER_SUBJECT = 0.5
/** How much matching by meaning counts beside matching by words. */
const MEANING_WEIGHT = 6
/** A field gains this share of its score per unit of cosine between the message and its core above CONCEPT_FLOOR. */
const CONCEPT_WEIGHT = 1
const CONCEPT_FLOOR = 0.25

export interface BrainOptions {
  /** Word vectors for matching by meaning (without them, words and WordNet only). */
  vectors?: WordVectors
  /** The approved experts' profiles, by field (see fields.ts). */
  fields?: ProfileField[]
  /** WordNet, for relatives of words the knowledge base lacks (without it, none). */
  wordnet?: Pick<WordNet, 'related'>
}

const NO_RELATIVES: Related = { synonyms: [], broader: [] }

/** A field the brain can suggest: one of the knowledge base, or one only approved experts' profiles describe. */
interface FieldEntry extends OccupationEntry {
  profile?: ProfileField
  /** For Tio itself: its help pages' text. */
  answers?: string[]
}

/**
 * Tio itself, ranked like a field: the questions of its FAQ and the titles of its help pages, with
 * their answers as weaker words. A message closer to Tio's own help than to any field ("is this
 * free?", "how do I leave a review?") is about Tio, and pushes no expert.
 */
const PLATFORM_TITLE = 'Tio'

function platformEntry(knowledge: Passage[]): FieldEntry {
  const own = knowledge.filter((p) => p.kind === 'faq' || p.kind === 'help')
  return {
    title: PLATFORM_TITLE,
    family: 'Platform',
    description: '',
    cues: own.map((p) => p.title).join(';'),
    answers: own.map((p) => p.text),
  }
}

function fieldEntries(fields: ProfileField[]): FieldEntry[] {
  const byTitle = new Map(fields.map((f) => [f.title.toLowerCase(), f]))
  const known: FieldEntry[] = OCCUPATIONS.map((o) => ({ ...o, profile: byTitle.get(o.title.toLowerCase()) }))
  const fresh: FieldEntry[] = fields
    .filter((f) => f.isNew)
    .map((f) => ({
      title: f.title,
      family: 'Other',
      description: f.areas.join(', ') || f.title.toLowerCase(),
      cues: f.areas.join(';'),
      profile: f,
    }))
  return [...known, ...fresh]
}

/** A field's words for BM25: the knowledge base's (title, description, everyday words, example messages), then its experts' profiles. */
function lexicalSegments(o: FieldEntry): [string, number][] {
  return [
    [o.title, 2],
    [o.description, 0.7],
    ...o.cues.split(';').map((c) => [c, 1] as [string, number]),
    ...(o.profile?.words ?? []).map(([w, share]) => [w, 0.5 * share] as [string, number]),
    ...(o.answers ?? []).map((text) => [text, PLATFORM_ANSWER_WEIGHT] as [string, number]),
    ...(EXAMPLES[o.title] ?? []).map((text) => [text, EXAMPLE_WEIGHT] as [string, number]),
  ]
}
const PLATFORM_ANSWER_WEIGHT = 0.1
/**
 * Weight of the words of a field's example messages (knowledge/examples): how clients tell their problem
 * ("slept", "turn", "stuck") beside what the field calls it. Chosen on the development set (0.2–1 measured with 12 examples a field, 0.35–0.7 with 24).
 */
const EXAMPLE_WEIGHT = 0.5

/**
 * A profile word's meaning weight is this plus the share of the field's experts who use it (at most 1): a word a
 * fifth of them use (the fewest fields.ts keeps) weighs 0.4, one most of them use 1.
 */
const PROFILE_MEANING_BASE = 0.2

function meaningDoc(o: FieldEntry): MeaningDoc {
  return {
    title: o.title,
    core: `${o.title} ${o.description}`,
    texts: [
      [o.title, 1],
      [o.description, 0.9],
      ...o.cues.split(';').map((c) => [c, 1] as [string, number]),
      ...(o.profile?.words ?? []).map(([w, share]) => [w, Math.min(1, PROFILE_MEANING_BASE + share)] as [string, number]),
    ],
  }
}

export class OfflineBrain {
  private readonly occupations: Bm25<FieldEntry>
  private readonly passages: Bm25<Passage>
  private readonly byTitle = new Map<string, FieldEntry>()
  private readonly passageTitles = new Map<Passage, Set<string>>()
  private readonly meaning: MeaningIndex | null
  private readonly wordnet: Pick<WordNet, 'related'> | undefined
  private readonly vectors: WordVectors | null

  constructor(
    private readonly knowledge: Passage[] = [],
    options: BrainOptions = {},
  ) {
    const fields = [...fieldEntries(options.fields ?? []), platformEntry(knowledge)]
    this.meaning = options.vectors ? new MeaningIndex(options.vectors, fields.map(meaningDoc)) : null
    this.wordnet = options.wordnet
    this.vectors = options.vectors ?? null
    this.occupations = new Bm25(fields, lexicalSegments, 1.2, 0.4, 0.1)
    this.passages = new Bm25(
      knowledge,
      (p) => [
        [apart(p.title), 2],
        [apart(p.text), 1],
      ],
      1.2,
      0.75,
    )
    for (const o of fields) if (o.title !== PLATFORM_TITLE) this.byTitle.set(o.title.toLowerCase(), o)
  }

  /** User ids of a field's best approved experts (see fields.ts), best first. */
  expertsOf(title: string): string[] {
    return this.byTitle.get(title.toLowerCase())?.profile?.best ?? []
  }

  /**
   * Never a dead end, and never a wrong turn: the fields with approved experts that come close to the message's
   * best field (see isNear), best first. None when only unrelated fields have experts: a private chef is no
   * answer to an arrest.
   */
  nearestWithExperts(candidates: RankedOccupation[], best = candidates[0], limit = 3): RankedOccupation[] {
    if (!best) return []
    const near = candidates
      .filter((o, i, all) => all.findIndex((x) => x.title === o.title) === i)
      .filter((o) => isNear(o, best) && this.expertsOf(o.title).length > 0)
    // The best field's own kind first (an operations manager's place goes to a startup advisor before a cardiologist
    // whom "appointment" happened to match), each kind best first.
    return [...near.filter((o) => o.family === best.family), ...near.filter((o) => o.family !== best.family)].slice(0, limit)
  }

  /** What a field's experts call it, for Tio's expert search (the field's title when it has none). */
  searchAs(title: string): string {
    return this.byTitle.get(title.toLowerCase())?.profile?.searchAs ?? title
  }

  /** Titles of every field the brain knows (the knowledge base's and those only experts' profiles describe). */
  titles(): string[] {
    return [...this.byTitle.values()].map((o) => o.title)
  }

  occupation(title: string): OccupationEntry | undefined {
    return this.byTitle.get(title.toLowerCase())
  }

  /** Query terms: the text's stems and near pairs, plus WordNet relatives of words the knowledge base lacks. */
  queryTerms(text: string): TermWeights {
    const q: TermWeights = new Map()
    // Spanish, German and French messages are read in English; their own words still count a little.
    const { language, text: english } = translate(text)
    const functionWords = untranslatedFunctionWords(text, language)
    addTerms(q, without(english, functionWords), 1, 2)
    if (language !== 'en') {
      const original: TermWeights = new Map()
      addTerms(original, without(normalise(text).replace(UNCLE, ' '), functionWords), 0.6, 2)
      for (const [t, w] of original) if (!q.has(t)) q.set(t, w)
    }
    // A place says which language may be wanted ("retiring to Valencia"), unless it is the message's own language
    // ("ein Mehrfamilienhaus in Dortmund" wants no German teacher).
    const placeWeight = LANGUAGE_USE.test(normalise(english)) ? PLACE_LANGUAGE_USE_WEIGHT : PLACE_WEIGHT
    for (const spoken of languagesOfPlaces(normalise(text)))
      if (spoken !== LANGUAGE_NAMES_OF[language]) q.set(stem(spoken), Math.max(q.get(stem(spoken)) ?? 0, placeWeight))
    text = english
    for (const [t, w] of q) q.set(t, Math.min(w, 1.5))
    // "I'm a teacher", "my husband works in IT", "while sitting on the sofa": who someone is and where, not what they need.
    const background = new Set(stems(backgroundWords(text).join(' ')))
    const story = new Set(stems(storyWords(text).join(' ')))
    for (const [t, w] of q)
      if (t.split('_').some((part) => story.has(part))) q.set(t, w * STORY_WEIGHT)
      else if (t.split('_').some((part) => background.has(part))) q.set(t, w * BACKGROUND_WEIGHT)
    const spoken = new Set(stems(spokenByTheExpert(text).join(' ')))
    for (const t of q.keys()) if (t.split('_').some((part) => spoken.has(part))) q.delete(t)
    for (const word of new Set(contentWords(text))) {
      if (this.occupations.has(stem(word)) || word.length < 3 || functionWords.has(word)) continue
      // Inflections the stemmer splits differently, and typos: the closest known word.
      const near = this.nearest(stem(word))
      if (near) q.set(near, Math.max(q.get(near) ?? 0, 0.7))
      // Typos of common words the fields' words lack ("spreadhseet"): the word they misspell (in English
      // messages only: a word translation left alone is foreign, not misspelt).
      const spelled =
        this.vectors && language === 'en' && this.vectors.row(word) < 0 ? stem(this.vectors.word(this.vectors.spelled(word))) : ''
      if (spelled && this.occupations.has(spelled)) q.set(spelled, Math.max(q.get(spelled) ?? 0, 0.8))
      const rel = this.wordnet?.related(word, 2) ?? NO_RELATIVES
      const add = (lemma: string, weight: number) => {
        for (const part of lemma.split('_')) {
          const s = stem(normalise(part))
          if (GENERIC.has(s) || !this.occupations.has(s)) continue
          q.set(s, Math.max(q.get(s) ?? 0, weight))
        }
        const phrase = lemma.split('_').map((p) => stem(normalise(p)))
        if (phrase.length === 2) {
          const pair = phrase.join('_')
          if (this.occupations.has(pair)) q.set(pair, Math.max(q.get(pair) ?? 0, weight * 1.5))
        }
      }
      for (const s of rel.synonyms.slice(0, 12)) add(s, 0.35)
      for (const s of rel.broader.slice(0, 8)) add(s, 0.15)
    }
    return q
  }

  private vocabulary: string[] | null = null

  /** A known stem sharing a long prefix with `s`, or one typo away (length ≥ 5). */
  nearest(s: string): string | null {
    if (s.length < 5 || /\d/.test(s)) return null
    this.vocabulary ??= this.occupations.unigrams()
    let best: string | null = null
    for (const v of this.vocabulary) {
      if (v.length < 5) continue
      const [short, long] = v.length <= s.length ? [v, s] : [s, v]
      if (long.length - short.length <= 3 && long.startsWith(short)) return v
      if (!best && Math.abs(v.length - s.length) <= 1 && s.length >= 6 && editDistanceAtMostOne(s, v)) best = v
    }
    return best
  }

  /** The message's English content words for matching by meaning; who the person is counts less. */
  meaningWords(text: string): Map<string, number> {
    const { language, text: english } = translate(text)
    const background = new Set(backgroundWords(english))
    const story = new Set(storyWords(english))
    const spoken = new Set(spokenByTheExpert(english))
    const out = new Map<string, number>()
    for (const typed of contentWords(english)) {
      if (spoken.has(typed)) continue
      // A word without a vector is read as the common word it misspells, if any (in English messages only).
      const word = (this.vectors && language === 'en' && this.vectors.word(this.vectors.spelled(typed))) || typed
      if (!GENERIC.has(stem(word))) out.set(word, story.has(typed) ? STORY_WEIGHT : background.has(typed) ? BACKGROUND_WEIGHT : 1)
    }
    return out
  }

  /**
   * Fields for a message, best first. `context` (the conversation's earlier messages) counts at
   * `CONTEXT_WEIGHT`, so a follow-up ("it smells musty now") stays with what the conversation is about.
   */
  rankOccupations(text: string, context = ''): RankedOccupation[] {
    return this.rank(text, context).filter((r) => r.family !== 'Platform')
  }

  /**
   * Fields for the latest message read with the conversation. A new request that clearly names a field by its own
   * words starts a new thread (a stiff neck, then "we also need someone to plan our wedding"): the earlier messages
   * then only reorder the fields the new one reaches itself, and cannot carry the old problem's fields back in.
   */
  private rankInConversation(question: string, context: string, minScore: number): RankedOccupation[] {
    const ranked = this.rank(question, context)
    if (!context.trim()) return ranked
    if (!this.startsThread(question, minScore, context)) return this.asDetail(ranked, question, context, minScore)
    const alone = this.rankAlone(question)
    const top = alone.find((r) => r.family !== 'Platform')?.score ?? 0
    const reach = new Map(alone.map((r) => [r.title, r.score]))
    return ranked.filter((r) => (reach.get(r.title) ?? 0) >= top * REACH_SHARE)
  }

  /**
   * A message that goes on with the conversation's problem tells a detail of it: a field only its words reach, and
   * not clearly, is a word's other sense ("she keeps coming into our bed at 3am" after a child's sleep is no
   * carpenter's). Such fields count for less than those the conversation reaches.
   */
  private asDetail(ranked: RankedOccupation[], question: string, context: string, minScore: number): RankedOccupation[] {
    const before = this.rankAlone(context).filter((r) => r.family !== 'Platform')
    const reach = new Map(before.map((r) => [r.title, r.score]))
    const top = before[0]?.score ?? 0
    if (top < minScore) return ranked
    const own = new Map(this.rankAlone(question).map((r) => [r.title, r.lexical]))
    return ranked
      .map((r) =>
        r.family === 'Platform' || (reach.get(r.title) ?? 0) >= top * DETAIL_REACH || (own.get(r.title) ?? 0) >= minScore * NEW_THREAD_WORDS
          ? r
          : { ...r, score: r.score * DETAIL_SHARE },
      )
      .sort((a, b) => b.score - a.score)
  }

  /**
   * The conversation's current problem, for the brief an expert gets: its messages from the latest one that
   * started a new thread, leaving out those answered as asides (about Tio, small talk, unanswerable) and the answers.
   */
  currentThread<T extends Turn>(history: T[], minScore = 4): T[] {
    const kept = new Set(
      this.threadOf(
        history,
        history.filter((t) => t.role === 'user'),
        minScore,
      ),
    )
    let keep = false
    return history.filter((t) => (keep = t.role === 'user' ? kept.has(t) : keep))
  }

  /** Of the person's messages `turns` (oldest first), the current problem's: back to the latest that started a new thread, at most `max`, without asides. */
  private threadOf<T extends Turn>(history: T[], turns: T[], minScore: number, max = Infinity): T[] {
    const answeredAsAside = (turn: T) => ASIDES.has((history[history.indexOf(turn) + 1]?.kind ?? undefined) as ReplyKind | undefined)
    const kept = turns.filter((t) => !answeredAsAside(t))
    const thread: T[] = []
    for (let i = kept.length - 1; i >= 0; i--) {
      thread.unshift(kept[i]!)
      if (thread.length >= max || i === 0) break
      // Each message is judged as analyze judged it when it came: beside the few messages before it.
      const before = kept.slice(Math.max(0, i - 3), i).map((t) => t.text)
      if (this.startsThread(kept[i]!.text, minScore, before.join('\n'))) break
    }
    return thread
  }

  private tioUse: RegExp[] | undefined
  private chargedBy: RegExp | undefined
  private headWords: RegExp | undefined

  /** The last words of the fields' titles ("trainer", "therapist", "tutor"), and everyday names of experts, as a regex alternation. */
  private fieldHeads(): string {
    const heads = new Set([
      'vet',
      'doctor',
      'gp',
      'therapist',
      'physio',
      'shrink',
      'lawyer',
      'tutor',
      'coach',
      'expert',
      'pro',
      'professional',
    ])
    for (const title of this.byTitle.keys()) heads.add(title.split(/\s+/).pop()!)
    return [...heads].filter((h) => /^[a-z]{2,}$/.test(h)).join('|')
  }

  /**
   * The fields' whole titles of two words or more, as written and as the other languages put them once read in English
   * ("piano teacher", "teacher of piano"), longest first: leaving out only the last word would leave "piano" to match.
   */
  private fieldNames(): string[] {
    const names: string[] = []
    for (const title of this.byTitle.keys()) {
      const parts = title.split(/\s+/).filter((w) => /^[a-z-]+$/.test(w))
      if (parts.length < 2) continue
      const head = parts.pop()!
      names.push(`${parts.join(' ')} ${head}`, `${head} (?:of|for|in) ${parts.join(' ')}`)
    }
    return names.sort((a, b) => b.length - a.length)
  }

  /**
   * Whether a field still matches a message confidently once the experts it names are left out ("my psychologist
   * couldn't hear me during the call" is about a call; "my psychologist's messages about my panic attacks" is not only).
   */
  private matchesWithoutNaming(english: string, minScore: number): boolean {
    this.headWords ??= new RegExp(`\\b(${[...this.fieldNames(), this.fieldHeads()].join('|')})s?\\b`, 'g')
    const rest = english.replace(this.headWords, ' ')
    const ranked = this.rankInConversation(rest, '', minScore)
    const best = ranked.find((r) => r.family !== 'Platform')
    const platform = ranked.find((r) => r.family === 'Platform')?.score ?? 0
    return !!best && best.lexical >= minScore * NAMELESS_WORDS && best.score > platform
  }

  /**
   * Whether a message that reads as an aside is really a problem's: it turns to one (turnsToProblem), or one of its
   * sentences, not itself small talk or about Tio, asks or tells of a problem that a field matches by its own words
   * PROBLEM_BESIDE times over what a confident match needs.
   */
  private problemBeside(text: string, minScore: number): boolean {
    if (this.turnsToProblem(text, minScore)) return true
    const sentences = text.split(/(?<=[.!?…])\s+|\n+/)
    if (sentences.length < 2) return false
    return sentences.some((sentence) => {
      if (contentWords(sentence).length < 3) return false
      const read = `${normalise(sentence)} ${normalise(translate(sentence).text)}`
      if (OWN_TASK.test(read) || OFF_TOPIC.test(read) || SMALL_TALK.test(read) || TIO_ONLY.test(read)) return false
      if (SURELY_PLATFORM.test(read) || (PLATFORM.test(read) && !OTHER_PLATFORM.test(read))) return false
      return (ASKS.test(read) || PROBLEM.test(read)) && this.wordsTop(sentence) >= minScore * PROBLEM_BESIDE
    })
  }

  /** Whether a message turns from an aside to a problem a field matches ("can you recommend a film.. no wait, I actually need someone to film my sister's wedding"). */
  private turnsToProblem(text: string, minScore: number): boolean {
    const norm = normalise(text)
    const turn = PIVOT.exec(norm)
    if (!turn) return false
    const rest = norm.slice(turn.index + turn[0].length)
    return contentWords(rest).length >= 3 && this.wordsTop(rest) >= minScore
  }

  /** Whether a word of a message (in any of the languages) names the field `title` ("fontanero" names Plumber). */
  private isTitleWord(title: string, word: string, language: Detected): boolean {
    const english = normalise(translate(word, language).text)
    const wanted = new Set(words(english).map(stem))
    return words(normalise(title)).some((w) => wanted.has(stem(w)))
  }

  /** The best lexical score of any field (not Tio's help) for a text. */
  private wordsTop(text: string): number {
    let top = 0
    for (const { item, score } of this.occupations.search(this.queryTerms(text)))
      if (item.title !== PLATFORM_TITLE) top = Math.max(top, score)
    return top
  }

  /**
   * Whether a message starts a new thread: a new request (see NEW_REQUEST) that names a field clearly by its own words,
   * or a message that changes the subject.
   */
  private startsThread(text: string, minScore: number, context: string): boolean {
    if (NEW_REQUEST.test(`${normalise(text)} ${normalise(translate(text).text)}`) && this.wordsTop(text) >= minScore * NEW_THREAD_WORDS)
      return true
    return this.changesSubject(text, context, minScore)
  }

  /**
   * Whether a message reaches a field clearly (by its words and their meaning, as a new request must by its words), and
   * the message and the conversation before it hardly reach each other's best field (see OTHER_SUBJECT): "our cellar
   * smells musty and there are black spots on the wall" after a child who bites at daycare is a new problem, and so is
   * "mi hijo no quiere ir al colegio" after the cellar, though neither asks for anything in so many words. "I've been
   * training for a marathon" after a knee that hurts after running is not: each reaches the other's field a little;
   * nor is a message that points back ("the neighbours have complained to the council about it").
   */
  private changesSubject(text: string, context: string, minScore: number): boolean {
    if (REFERS_BACK.test(normalise(translate(text).text))) return false
    const own = this.rankAlone(text).filter((r) => r.family !== 'Platform')
    if (!own[0] || own[0].score < minScore * NEW_THREAD_WORDS) return false
    const before = this.rankAlone(context).filter((r) => r.family !== 'Platform')
    if (!before[0] || before[0].score < minScore) return true
    const reachedBefore = before.find((r) => r.title === own[0]!.title)?.score ?? 0
    const reachedNow = own.find((r) => r.title === before[0]!.title)?.score ?? 0
    return reachedBefore / before[0].score + reachedNow / own[0].score < OTHER_SUBJECT
  }

  private readonly ranked = new Map<string, RankedOccupation[]>()

  /**
   * rank(text, '') remembered for the last RANKED_KEPT texts: a conversation's messages are ranked alone again and
   * again (whether one starts a thread, how far the conversation reaches). Callers never change the array.
   */
  private rankAlone(text: string): readonly RankedOccupation[] {
    let ranked = this.ranked.get(text)
    if (!ranked) {
      ranked = this.rank(text, '')
      if (this.ranked.size >= RANKED_KEPT) this.ranked.delete(this.ranked.keys().next().value!)
      this.ranked.set(text, ranked)
    }
    return ranked
  }

  /** Fields and Tio itself (family 'Platform') for a message, best first. */
  private rank(text: string, context: string): RankedOccupation[] {
    const q = this.queryTerms(text)
    if (context.trim()) {
      for (const [t, w] of this.queryTerms(context)) q.set(t, Math.max(q.get(t) ?? 0, w * CONTEXT_WEIGHT))
    }
    const lexical = new Map<string, number>()
    for (const { item, score } of this.occupations.search(q)) lexical.set(item.title, score)
    const scores = new Map(lexical)
    if (this.meaning) {
      const meaningWords = this.meaningWords(text)
      for (const [w, weight] of this.meaningWords(context)) meaningWords.set(w, Math.max(meaningWords.get(w) ?? 0, weight * CONTEXT_WEIGHT))
      for (const [title, score] of this.meaning.score(meaningWords)) scores.set(title, (scores.get(title) ?? 0) + MEANING_WEIGHT * score)
      this.favourConcepts(scores, this.meaning.concepts(meaningWords))
    }
    // (The patterns hold the other languages' words: the message is read as written, not translated once more.)
    const read = normalise(`${text}\n${context}`)
    putOutOfPlace(scores, read, (title) => this.byTitle.get(title.toLowerCase())?.family)
    const car = scores.get('Auto Mechanic')
    if (car !== undefined && MOTORBIKE.test(read) && !CAR.test(read)) {
      scores.set('Motorcycle Mechanic', Math.max(scores.get('Motorcycle Mechanic') ?? 0, car))
      scores.set('Auto Mechanic', car * CAR_SHARE)
    }
    this.playerNotMaker(scores, read)
    // A generalist already seen ("we took her to the vet, bloods all normal", "my GP wants to swap me") has referred
    // the person on: the specialists come first.
    for (const [title, seen] of GENERALISTS)
      if (seen.some((p) => p.test(read)) && scores.has(title)) scores.set(title, scores.get(title)! * SEEN_SHARE)
    return [...scores]
      .map(([title, score]) => {
        const o = this.byTitle.get(title.toLowerCase()) ?? { title, family: 'Platform', description: '' }
        return { title: o.title, family: o.family, description: o.description, score, lexical: lexical.get(title) ?? 0 }
      })
      .sort((a, b) => b.score - a.score)
  }

  /** See PLAYS. */
  private playerNotMaker(scores: Map<string, number>, read: string): void {
    const makers = Math.max(0, ...MAKERS.map((title) => scores.get(title) ?? 0))
    if (makers === 0 || !PLAYS.test(read) || !EXCESS.test(read) || MAKES.test(read)) return
    let best = 0
    for (const [title, score] of scores) if (title !== PLATFORM_TITLE) best = Math.max(best, score)
    if (makers < best * MAKERS_LEADING) return
    const [first, second] = CHILD.test(read) ? CHILD_BEHAVIOUR : ADULT_BEHAVIOUR
    for (const title of MAKERS) if (scores.has(title)) scores.set(title, scores.get(title)! * MAKER_SHARE)
    scores.set(first, Math.max(scores.get(first) ?? 0, makers))
    scores.set(second, Math.max(scores.get(second) ?? 0, makers * BEHAVIOUR_SECOND_SHARE))
  }

  /**
   * Reorders the fields by how close their core (title and description) is to the whole message: each gains
   * CONCEPT_WEIGHT of its score per unit of cosine above CONCEPT_FLOOR, then the fields take the scores they had,
   * best first, in that new order. Only which field holds which score changes; every threshold sees the same
   * scores, and Tio's own entry is left alone.
   */
  private favourConcepts(scores: Map<string, number>, concepts: Map<string, number>): void {
    const fields = [...scores].filter(([title]) => title !== PLATFORM_TITLE)
    const values = fields.map(([, score]) => score).sort((a, b) => b - a)
    const favoured = fields
      .map(([title, score]) => ({ title, score: score * (1 + CONCEPT_WEIGHT * Math.max(0, (concepts.get(title) ?? 0) - CONCEPT_FLOOR)) }))
      .sort((a, b) => b.score - a.score)
    favoured.forEach(({ title }, i) => scores.set(title, values[i]!))
  }

  /**
   * Tio's own pages for a message, best first. A page's title is the question it answers: the share of the message's
   * words (by idf) its title holds moves it up (TITLE_COVERAGE_WEIGHT), so that "how do I book a call with an expert"
   * finds "Book a call or a written answer" before a page that only mentions booking in passing. The help pages and the
   * FAQ come before the blog and the expert resources (BACKGROUND_PAGE_SHARE), and a page about something that does not
   * work after the others when nothing failed (FAILURE_PAGE_SHARE). Only the order changes: each page keeps its score,
   * which the thresholds read.
   */
  searchPassages(text: string, kinds?: Passage['kind'][]): { passage: Passage; score: number }[] {
    text = apart(text)
    const q: TermWeights = new Map()
    addTerms(q, text, 1, 2)
    const asked = [...new Set(stems(text))].filter((t) => this.passages.has(t))
    const all = asked.reduce((sum, t) => sum + this.passages.idf(t), 0)
    // Something did not happen or went wrong ("the expert never showed up", "how do I open a dispute").
    const failed = NEGATION.test(normalise(text)) || PROBLEM.test(normalise(text)) || REDRESS.test(normalise(text))
    return this.passages
      .search(q)
      .filter((r) => !kinds || kinds.includes(r.item.kind))
      .map((r) => {
        const title = this.titleStems(r.item)
        // A title asking what to do when something does not happen ("Why are my messages not sending?") answers a message
        // saying it does not, not one asking how to do it ("how do I send a message").
        const failure = !failed && NEGATION.test(normalise(r.item.title))
        const held = failure ? 0 : asked.reduce((sum, t) => sum + (title.has(t) ? this.passages.idf(t) : 0), 0)
        const rank =
          r.score *
          (1 + TITLE_COVERAGE_WEIGHT * (all ? held / all : 0)) *
          (BACKGROUND_PAGES.has(r.item.kind) ? BACKGROUND_PAGE_SHARE : 1) *
          (failure ? FAILURE_PAGE_SHARE : 1)
        return { passage: r.item, score: r.score, rank }
      })
      .sort((a, b) => b.rank - a.rank)
      .map(({ passage, score }) => ({ passage, score }))
  }

  private titleStems(passage: Passage): Set<string> {
    let title = this.passageTitles.get(passage)
    if (!title) this.passageTitles.set(passage, (title = new Set(stems(apart(passage.title)))))
    return title
  }

  /** Decides what to do with the latest user message, given the conversation so far. */
  analyze(history: ChatTurn[], options: AnalyzeOptions = {}): Analysis {
    const minScore = options.minScore ?? 4
    const last = [...history].reverse().find((t) => t.role === 'user')?.text ?? ''
    const lastAssistant = [...history].reverse().find((t) => t.role === 'assistant')
    const users = history.filter((t) => t.role === 'user')
    // The rest of the conversation (its last few earlier messages) is read with the latest one; a message that was
    // about Tio, small talk or unanswerable ("is there an app?") is no part of the person's problem.
    // It goes back no further than the latest message that started a new thread ("we also need a wedding planner").
    const earlier = users.slice(0, lastAssistant?.kind === 'clarify' ? -2 : -1)
    const thread = this.threadOf(history, earlier, minScore, 3)
      .map((t) => t.text)
      .join('\n')
    // "ok, who can help with that?" asks about the conversation's problem: its messages are the question.
    const refersBack = thread !== '' && WHO_HELPS_WITH_THAT.test(normalise(last)) && contentWords(last).length <= 4
    // After a clarifying question, the answer completes the earlier message.
    const question = refersBack
      ? `${thread}\n${last}`
      : lastAssistant?.kind === 'clarify' && users.length >= 2
        ? `${users[users.length - 2]!.text}\n${last}`
        : last
    const context = refersBack ? '' : thread
    // Chat spelling read out ("are u a bot", "r u real").
    const norm = normalise(last)
      .trim()
      .replace(/\bu\b/g, 'you')
      .replace(/\bur\b/g, 'your')
      .replace(/\br\b/g, 'are')
    // Tio's content and the rules below are English: a message in another language is read in its English reading.
    const translated = translate(question)
    const english = translated.text
    const lastTranslated = question === last ? translated : translate(last)
    // The rules read a foreign message's English reading with its function words in English too.
    const lastReading = normalise(lastTranslated.text)
    const englishLast = lastTranslated.language === 'en' ? lastReading : glossed(lastReading, norm)
    // Tio's pages are searched with the same reading, so "puedo pagar con tarjeta" finds what "can I pay with card" does.
    const reading =
      question === last ? englishLast : translated.language === 'en' ? english : glossed(normalise(english), normalise(question))
    const content = contentWords(question)
    const specific = content.filter((w) => !GENERIC.has(stem(w)))
    const empty = { occupations: [], alternatives: [], passages: [], question }

    const withPlatform = this.rankInConversation(question, context, minScore)
    const ranked = withPlatform.filter((r) => r.family !== 'Platform')
    const top = ranked[0]?.score ?? 0
    // Tio's help must be clearly closer than any field, unless the message speaks to the site ("do you…", "this site").
    const platform = withPlatform[0]?.family === 'Platform' ? withPlatform[0].score : 0
    const aboutPlatform = platform > 0 && (platform >= top * PLATFORM_LEAD || ADDRESSED.test(norm))
    // Whether the message is small talk or about Tio is judged on its words; meaning only ranks fields.
    const wordsTop = Math.max(0, ...ranked.map((r) => r.lexical))
    // A greeting, thanks or goodbye with at most a few words more, none of them about a field.
    const courtesy = GREETING.test(norm) || THANKS.test(norm) || BYE.test(norm) || ACK.test(norm)
    const greetingOnly = courtesy && (specific.length <= 2 || (specific.length <= 6 && wordsTop < minScore * 1.5))
    // An aside with a problem beside it ("tell me a joke, I need one. my 4 year old still isn't talking") is the problem's.
    let beside: boolean | undefined
    const aside = () => !(beside ??= this.problemBeside(last, minScore))
    const both = `${norm}\n${englishLast}`
    const job = TOLD_JOB.exec(norm)?.[1]
    const toldJob = job !== undefined && ranked[0] !== undefined && this.isTitleWord(ranked[0].title, job, lastTranslated.language)
    const chatter =
      (CHATTER.test(norm) || toldJob || (CASUAL.test(norm) && wordsTop < minScore * 2.5)) &&
      !ASKS.test(both.replace(ASKS_HOW_YOU_ARE, ' ')) &&
      !PROBLEM.test(both)
    // Small talk that asks how Tio works ("can I talk to a real person instead of the bot") is Tio's question.
    const smallTalk =
      (SMALL_TALK.test(norm) && specific.length <= 4 && !TIO_ONLY.test(both)) || /^(test|testing)( \d+| test)*\W*$/.test(norm)
    if ((greetingOnly || chatter || smallTalk) && !refersBack && aside()) return { kind: 'greeting', ...empty }

    const offTopic =
      ((OFF_TOPIC.test(norm) || OFF_TOPIC.test(englishLast)) && specific.length <= 5) || OWN_TASK.test(norm) || OWN_TASK.test(englishLast)
    if ((offTopic || (QUOTED_TRANSLATION.test(last) && specific.length <= 6)) && aside()) return { kind: 'no-answer', ...empty }
    const namesTio = /\btio\b/.test(norm.replace(UNCLE, ' ').replace(/\bnot on tio\b/, ' '))
    // Accounts, verification and points of another platform or of the person's own business are theirs, not Tio's.
    this.tioUse ??= tioUse(this.fieldHeads())
    this.chargedBy ??= chargedBy(this.fieldHeads())
    const usesTio = this.tioUse.some((rule) => rule.test(norm) || rule.test(englishLast))
    const theirs =
      (this.chargedBy.test(norm) && !usesTio) ||
      OWN_BUSINESS.test(both) ||
      OWN_KIND_OF_BUSINESS.test(norm) ||
      EXPERT_AT.test(norm) ||
      LIFE_PARTY.test(both) ||
      OWN_HABIT.test(both) ||
      OWN_MONEY.test(both) ||
      OTHER_POINTS.test(both) ||
      (OTHER_PLATFORM.test(norm) && !SIGN_IN_WITH.test(norm))
    const surelyTio =
      WITH_TIO.test(both) ||
      (!theirs &&
        (TIO_ONLY.test(both) ||
          (usesTio && !ANOTHER_ONE.test(both)) ||
          (SITE_USE.test(both) && !WANTS_EXPERT.test(both) && !this.matchesWithoutNaming(englishLast, minScore))))
    const aboutTio = theirs
      ? namesTio || THIS_SITE.test(norm) || surelyTio
      : aboutPlatform ||
        namesTio ||
        surelyTio ||
        SURELY_PLATFORM.test(norm) ||
        SURELY_PLATFORM.test(englishLast) ||
        ((PLATFORM.test(norm.replace(UNCLE, ' ')) || PLATFORM.test(englishLast)) && wordsTop < minScore * 2.5) ||
        (ADDRESSED.test(norm) && specific.length <= 5 && wordsTop < minScore * ADDRESSED_LEAD)
    // A question about Tio often tells what happened first ("booked a tax guy and he never showed up. how do I get my
    // points back?"): only a turn to something else ("I ask because…") makes it a problem's.
    if (aboutTio && !this.turnsToProblem(last, minScore)) {
      const passages = this.searchPassages(reading, ['faq', 'help', 'resource', 'blog']).slice(0, 2)
      if (passages.length) return { kind: 'tio', occupations: [], alternatives: [], passages, question }
      // Nothing in Tio's help: surely about using Tio ("your site is really slow"), a question for the Tio team;
      // else, when a field matches well ("a new website with an online shop"), one for an expert.
      if (surelyTio) return { kind: 'tio', ...empty }
      if (top < minScore) return { kind: 'no-answer', ...empty }
    }
    // Nothing specific ("I need someone who can look at it this week") is clear only as part of a conversation.
    if (specific.length === 0 && (!context || top < minScore)) return { kind: 'clarify', ...empty }
    if (top < minScore) {
      // Nothing confident: ask, offering the fields that came closest (answering with one routes at once).
      const candidates = ranked.filter((r) => r.score >= minScore * CANDIDATE_SHARE).slice(0, 3)
      if (candidates.length > 0) return { ...empty, kind: 'clarify', occupations: candidates }
      return { kind: specific.length <= 2 && words(question).length <= 6 ? 'clarify' : 'no-answer', ...empty }
    }
    // A subject and nothing more ("my dog", "my taxes", "lawyer"): when fields come about as close, ask which is meant.
    const tied = ranked.filter((r) => r.score >= top * UNSURE_RATIO)
    if (
      specific.length <= 2 &&
      words(last).length <= 4 &&
      tied.length >= 2 &&
      !context &&
      lastAssistant?.kind !== 'clarify' &&
      !PROBLEM.test(englishLast)
    ) {
      return { ...empty, kind: 'clarify', occupations: ranked.slice(0, 3) }
    }
    // Unsure: no field matches by its words, and two fields of different kinds come about as close.
    const second = ranked.find((r) => r.family !== ranked[0]!.family)
    if (wordsTop < minScore && second && second.score >= top * UNSURE_RATIO) {
      return {
        ...empty,
        kind: 'clarify',
        occupations: [ranked[0]!, second, ...ranked.filter((r) => r !== ranked[0] && r !== second)].slice(0, 3),
      }
    }
    const occupations = ranked.filter((r) => r.score >= top * CLOSE_SHARE).slice(0, 5)
    // Further fields, for when the closest ones have no approved expert yet (never a dead end).
    const alternatives = ranked
      .filter((r) => !occupations.includes(r) && (r.score >= top * ALTERNATIVE_SHARE || isNear(r, ranked[0]!)))
      .slice(0, 8)
    // A smart answer is quoted when it matches well, or covers most of what the message is about, and is about the
    // field Tio offers first (a leak's first steps are no answer to a motorbike's oil light, though an electrician ranks third).
    const asked = new Set(stems(english).filter((t) => this.occupations.has(t) || this.passages.has(t)))
    const first = occupations[0]!.title
    const passages = this.searchPassages(english, ['smart'])
      .filter((p) => p.score >= 8 || (p.score >= 4 && this.passages.coverage(asked, p.passage) >= SMART_COVERAGE))
      .filter((p) => !p.passage.field || p.passage.field === first || p.passage.related?.includes(first))
      .slice(0, 1)
    return { kind: 'experts', occupations, alternatives, passages, question }
  }
}

/** First sentences of a passage, at most ~max characters, for quoting. */
export function excerpt(text: string, max = 280): string {
  const sentences: string[] = []
  // Sentences end at . ! or ? (and any closing quote) before a space; a quoted sentence inside one ('If you see
  // "It is installed.", …') does not end it. A numbered step's "2." is not a sentence of its own: it opens the next one.
  for (const s of text.split(/(?<=[.!?]+["'”’)\]]*\s)/)) {
    const last = sentences.length - 1
    if (last >= 0 && /^\s*\d{1,2}\.\s*$/.test(sentences[last]!)) sentences[last] += s
    else sentences.push(s)
  }
  let out = ''
  for (const s of sentences) {
    if (out && out.length + s.length > max) break
    out += s
  }
  out = out.trim()
  return out.length > max + 40 ? `${out.slice(0, max).replace(/\s+\S*$/, '')}…` : out
}
