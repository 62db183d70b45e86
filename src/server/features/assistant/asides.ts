import { ASKED_OF_TIO } from './asked-of-tio'

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
    // a remark about the assistant or the site, and nothing else ("wow this is actually pretty cool")
    /^(wow|oh|omg|ok|okay|ha|haha)?\W*(this|that|it|you) (is|s|was|are|re) (actually |really |pretty |so |very |quite |kinda |kind of )*(cool|great|awesome|neat|amazing|nice|impressive|helpful|useful|clever|smart|fun|brilliant)\W*$/,
    /^\W*(cest|c est|es|esto es|das ist|ist|e|questo e|isso e|que|wie|che|muy|trop|super|sehr|molto|muito|mega|tres)? ?(trop |tres |muy |super |sehr |molto |muito |mega |bien )?(cool|genial|top|guay|chulo|toll|bello|fantastico|otimo|incrivel|legal|sympa)( ce site| cette app| este sitio| esta web| diese seite| die seite| questo sito| este site| esse site| ce truc)?\W*$/,
    /\b(never ?mind|forget it|nothing to ask|just saying hi|just wanted to say|just (browsing|looking|curious)|thanks anyway|stavo solo curiosando|ich schau mich nur um|solo (estaba )?mirando|je regarde juste|so (estava|estou) (a )?olhar)\b/,
    // Thanks for what an expert did ("thank you!! the electrician sorted everything").
    /^(thanks|thank you|thx|ty|cheers|gracias|merci|danke|obrigad[oa]|valeu|grazie)\b/,
  ]
    .map((r) => r.source)
    .join('|'),
)

/** Asking for something: a question, a need, a how-to. Chatter that asks is not chatter. */
export const ASKS =
  /\?|\b(need|needs|want|wants|looking for|help me|(so )?my question is|long story short|tl ?;? ?dr|who (do|should|can|could) (i|we) (call|ask|see|contact)|can (you|someone|anyone|somebody|i|we)|could (you|someone|anyone)|how (do|can|should|much|long|to)|what (should|do|can|would)|should (i|we)|is (it|this|that) (normal|safe|ok|okay|bad|serious)|any (idea|ideas|advice|tips|recommendations?)|necesito|quiero|brauche|suche|besoin|preciso|quero|vorrei|ho bisogno|cerco)\b/

/**
 * Asking who can help with what the conversation already told, and nothing more, in the six languages ("ok so who can
 * help with that?", "any experts for this?", "quién me puede ayudar con eso", "wer kann mir dabei helfen"): the
 * earlier messages are the question. "who can help with my taxes" tells a need of its own.
 */
export const WHO_HELPS_WITH_THAT =
  /\b((who|which expert|what (kind of )?(expert|professional|specialist)|anyone|someone|somebody)\b.{0,30}\b(help|fix|deal|sort|handle)\w*( me| us)?( (with|for|on) (that|this|it|her|him|them|all (that|this))| (that|this|it))?|(any|an) (experts?|professionals?|specialists?|one) (for|who could help with) (that|this|it)|who (should|do|can|could) (i|we) (talk|speak|go|turn|ask|see|call|contact)( to| about)?( (that|this|it))?|(quien|quem|chi|wer|qui)\b.{0,20}\b(ayudar|ajudar|aiutar|helfen|aider)\w*( me| mi)?( (con|com|bei|avec) (eso|esto|isso|isto|questo|quello|dem|cela|ca))?)( (then|now|please|por favor|bitte|stp|per favore))?\W*$/

/** Small talk that asks about the assistant's day: its question mark asks nothing of an expert. */
export const ASKS_HOW_YOU_ARE =
  /\b(how( is|s|'s)? (your|ur) (day|week|evening|morning)( going)?|how are (you|u)( doing)?|hows it going|how is it going)\b\W*/g

/** Asking the assistant itself for something no expert is for, however long the message. */
export const OWN_TASK =
  /\b((schreib|schreibe) mir (ein|einen)|(escribeme|escribe me|escreve|escreva) (un|um|uma)|(ecris|ecrivez)-?moi (un|une)|(scrivimi|scrivi) (un|una)|me (recomiendas|recomendas|recomienda) (una|un)|(recommend|suggest) (me )?(a |some )?(good |nice |funny )?(series|film|movie|book|show)|(can|could|would) you (please )?translate|(give|send|show|tell) me (an?|the|your) (good |quick |easy |simple )?recipe|what( is|s)? (todays|the) date|what date is (it|today)|what day is (it|today)|recommend (me )?(a |some )?(good |nice |funny )?(film|movie|series|tv show|show|book to read|song)s?|(write|compose) me an? (short |little |funny |quick )?(poem|story|song|haiku|limerick|rap)|tell me a (joke|story))\b/

/** Third-party platforms, whose accounts, verification and points are not Tio's. */
export const OTHER_PLATFORM =
  /\b(amazon|instagram|insta|facebook|tiktok|youtube|etsy|ebay|shopify|icloud|whatsapp|wpp|zap|zapzap|linkedin|twitter|snapchat|airbnb|uber|not on tio)\b/

/**
 * Points of a test, a game or a register that are not Tio's: a score ("100 points in the TOEFL"), a credit rating
 * ("points in der Schufa"), penalty points on a driving licence, in-game points one buys.
 */
export const OTHER_POINTS =
  /\b(toefl|ielts|gmat|gre|abitur)\b.{0,40}\bpoints\b|\bpoints?\b.{0,20}\b(toefl|ielts|gmat|gre|abitur|schufa|credit score|credit rating|flensburg|(mobile |video |online |phone )?games?)\b|\bpoints (in|on|for) (the|my) (exam|test)\b|\b(driving )?penalty points\b|\bpoints on (my|the) (driving )?licen[cs]e\b/

/** The person's own business, named by its kind ("our coffee chain", "my bakery account"). */
export const OWN_KIND_OF_BUSINESS =
  /\b(our|my)( \w+)? (chain|cafe|coffee shop|restaurant|bakery|salon|clinic|agency|firm|brand|hotel|gym|studio|charity|farm|franchise|practice|shops|stores|team)\b/

/** "Become an expert at public speaking" is about a skill, not about joining Tio. */
export const EXPERT_AT = /\bbecome an? expert\W*(at|in|on)\b/

/**
 * Asking for another one of the field after a booking that went wrong ("cancelled the plumber, he never came, I need another
 * one", "necesito otro", "il m'en faut un autre"): a need, not a question about the booking.
 */
export const ANOTHER_ONE =
  /\b(need|want|looking for|find me|necesito|busco|quiero|preciso|procuro|quero|cherche|faut)( de)? (another|a new|a different|someone else|somebody else|otro|otra|outro|outra|un autre|une autre|alguien mas|outra pessoa)\b/

/** Cancelling, paying or being refunded: what one does with a booking on Tio. */
const BOOKING_OP =
  /\b(cancel\w*|receipts?|invoices?|refund\w*|rebook\w*|reschedul\w*|no.?show|turns? up late|(still|do i|do we) pay|pay the full|expire|(move|moving|push|pushing|change|changing|shift) (it|this|that) (to (next|another|a later|an earlier|a different|the following|mon|tues|wednes|thurs|fri|satur|sun)\w*))\b/

/**
 * Using Tio with an expert of some field ("cancel my session with the dog trainer", "the therapist I booked",
 * "message a psychologist here"): `heads` are the fields' head words (trainer, therapist, tutor…).
 */
export function tioUse(heads: string): RegExp[] {
  const field = `(?:\\w+ )?(?:${heads})`
  return [
    new RegExp(
      `\\b(session|consultation|consult|call|booking|appointment)s? with (the|my|a|an|this|that|our) ${field}\\b[^]*${BOOKING_OP.source}`,
    ),
    new RegExp(
      `${BOOKING_OP.source}[^]*\\b(session|consultation|consult|call|booking|appointment)s? with (the|my|a|an|this|that|our) ${field}\\b`,
    ),
    new RegExp(`\\b(the|my|a|an) ${field} (i|we) (booked|paid|hired here|found here|messaged here)\\b`),
    new RegExp(`\\b(found|met|booked|hired) (a|an|the|my) ${field}( of \\w+)? (here|on here|on tio|through (tio|the site))\\b`),
    // the expert moved or cancelled the booking ("the electrician moved our appointment", "der Elektriker hat unseren Termin verschoben")
    new RegExp(
      `\\b(the|my|our) ${field} (has |had |just |simply )*(moved|cancelled|canceled|rescheduled|postponed|pushed back|shifted) (our|my|the) (appointment|booking|session|call|consultation)\\b|\\b(the|my|our) ${field} (has|had) (our|my|the) (appointment|booking|session|call|consultation)\\b.{0,40}\\b(moved|cancelled|canceled|rescheduled|postponed|shifted)\\b`,
    ),
    new RegExp(
      `\\b(book|rebook|message|contact|pay|tip|rate|review) (a|an|the|my|the same) ${field} (here|on here|on tio|through (tio|the site|here)|every|again)\\b`,
    ),
  ]
}

/**
 * What an expert of some field charged ("the dentist charged a fee to reschedule", "the lawyer's fee seems too high"):
 * the expert's own bill, not Tio's, unless booked here (see tioUse).
 */
export function chargedBy(heads: string): RegExp {
  return new RegExp(`\\b(the|my|our|his|her) (?:\\w+ )?(?:${heads})s? (charged|charges|fee|fees|bill|billed|invoiced?|rates?)\\b`)
}

/**
 * How-to and trouble with the site itself, short of naming it: logging out, blocking someone, messages that do not
 * send, a call's camera, a second account, the currency, whether card details are kept, how long the expert review
 * takes, Tio's experts in general ("do the experts speak Spanish?"), asking for a human. Each is anchored so that the
 * same words about something else ("approved for a mortgage", "talk to someone about my divorce") stay a need.
 */
const USING_THE_SITE = [
  /\b((log|sign) ?(out|off)|(can ?t|cannot|can not|unable to) (log|sign) ?in( to (tio|here|my account|the site))?\W*$|how (do|can) (i|we) (block|unblock|mute|report) (someone|somebody|a (user|member|person|client)|an expert|this (person|user|expert|member)|people))\b/,
  /\b((can ?t|cannot|can not|unable to|won ?t let me) (i |we )?(send|receive|see|read|open) (any |my |new )?(messages?|replies|chats?)|my messages (are not|arent|do not|dont|will not|wont) (send|sending|go through|arrive|deliver)|messages? (are |is )?(not|isnt|arent) (sending|going through|being delivered|arriving))\b/,
  /\b((camera|microphone|mic|audio|sound|video|headphones)\b.{0,40}\b(in|during|on) (the|my|a) (video |phone )?(call|consultation)|(the|my) (video |phone )?call (does not|doesnt|will not|wont|did not|didnt|is not|isnt) (work|start|connect|load|working|starting|connecting)|(is|are) (the|my|our) (video |phone )?calls? (recorded|saved|private))\b/,
  /\b((can|may) (i|we) (have|make|open|create|use) (two|2|a second|another|multiple|several) accounts?|(merge|switch between|link) (my |two )?accounts)\b/,
  /\b((can|do) (i|we|you) (pay|be charged|accept payments?) (in|with) (euros?|dollars?|pounds?|francs?|usd|eur|gbp|chf|my (local )?currency|(another|a different|other) currenc(y|ies))|(which|what) currenc(y|ies) (do|does|is|are|can))\b/,
  /\b((is|are) my (payment|card|credit card|debit card|bank|billing|personal)( details| information| info| data)? (stored|saved|kept|safe|secure|shared)|(do|does) (you|tio) (store|keep|save|see|share) my (card|credit card|payment|bank|personal))\b/,
  /\bhow long (does|do|will) (it|the|my|an?)? ?(expert )?(verification|approval|review|vetting|application)( process)? take\b|\b(approved|verified|accepted|vetted) as an? (expert|tutor|professional)\b|\bhow long (does it take|until i am|until im|before i am|before im) (to )?(get |be |become )?(approved|verified|accepted)\b(?!\s+(for|by|on|at|into|to|in)\b)/,
  /\b(the|your|these|all the|all|tios) experts (speak|charge|cost|work|live|get paid|see|reply|answer|respond|available|are (available|online|real|verified|paid|vetted))\b|\b(what|which) languages? (do|does|can) (the |your |tios )?experts\b/,
  /\b(talk|speak|chat) (to|with) (a |an |one |some |the )?(real |actual |live )?(human( being)?|person|people)( real| vera| vraie| real)?\W*$|\b(is there|is this|are you) (a )?(real )?(human|person) (here|behind this|i can talk to)\b/,
  /\b(is there|do you have|have you got) an? (mobile |phone |iphone |ios |android |smartphone )app\W*$/,
  /\b(do|does) (you|you guys|you all|tio|this site|the site) (have|offer|make) an? (\w+ )?app\W*$/,
  // paying here, and what asking here costs ("is it safe to pay here with my card?", "how much does it cost to ask a question here")
  /\b(pay|paying|payment|payments) (here|on here|on tio|on this (site|website|app))\b|\b(cost|costs|charge|price|fee)\b.{0,30}\b(ask|message|contact|book|talk to)\b.{0,30}\b(here|on here|on tio|on this (site|website|app))\W*$|\b(cost|costs|charge|price|fee)\b.{0,12}\b(here|on tio)\b.{0,20}\b(ask|questions?)\b/,
  /\b((forgot|forgotten|reset|change|lost|recover) my password|password reset (email|link)|reset (email|link) (never|did not|didnt|does not|doesnt|has not|hasnt) (arrive|come|arrived|came|work))\b/,
  /\b(how (do|can|should) (i |we )?|how (to )?|can (i|we) |(i|we) (want|need) to )(cancel|reschedule|move|rebook) (a|my|the|our|this) (booking|consultation)\b|\bhow (can|do) (i|we) (a|my|the|our|this) (booking|consultation) (cancel|move)\b|\bhow much (does|do|is|are|costs?) (a|an|one|the) (consultation|consult|call|session|booking)( cost)?( here| on here| on tio)?\W*$|\b(open|start|raise) a dispute( (on|about|for) (a|the|my) (booking|consultation|call|session))?\W*$/,
  // Moving, cancelling, booking or paying one's own appointment, said by the person and naming no one else's ("i need to move
  // my appointment to friday", "how do i pay for the consultation", "wie kann ich meinen Termin verschieben" → "how can i my
  // appointment postpone"); "the dentist cancelled my appointment" and "my landlord moved the appointment" tell what happened,
  // and "my appointment with the immigration office" is another's.
  /\b(how (do|can|should|would) (i|we) |how to |can (i|we) |(i|we) (want|need|would like|d like|have) to |(i |we )?(want|wanna) (to )?|help me )(cancel|reschedule|move|rebook|postpone|change|shift|push back|bring forward)( (the|a) (date|time|day|hour) (of|for)( the)?)? (the )?(a|my|the|our|this|an) (booking|consultation|consult|appointment|session|call|reservation|lesson)\b(?! (with|at) (the|my|a|an|our) (?!expert))|\b(how (do|can) (i|we)|how|(i|we) (want|must|have to|need to)|can (i|we)) (to )?(my|the|our|this) (appointment|booking|consultation|session|call|reservation) (cancel|postpone|move|reschedule|shift|change)\W*$/,
  // The same asked in a few words, as a translation reads it ("se puede mover una cita a otro día?" → "se can move a appointment
  // a otro day", "dá pra remarcar a consulta?"): the message is the request and nothing else.
  /^\W*(\S+ ){0,3}(cancel|move|reschedule|postpone|rebook) (the|my|a|an|this|our) (appointment|consult|consultation|session|booking|video call|call)(( \S+){0,2} (another|other|otro|outro|autre|different|next|later) (day|date|time|week|hour|month)|( (from|of) (the )?\S+)?( (to|for|a|al|au|pra|para|on) (the )?\S+))?\W*$/,
  // Leaving a review or stars after a consultation ("comment laisser un avis à l'avocat" → "how leave a review a lawyer",
  // "cómo le pongo estrellas al plomero" → "how the put stars al plumber"); how long an expert takes to answer
  /\bhow (do (i|we) |can (i|we) |to |i )?(leave|write|post|give) (a |an |my )?(review|rating|grade)\b|\bhow\b.{0,12}\b(give|put|leave) (\w+ )?stars\b|\b(how long|how much time|how much|amount time)\b.{0,25}\b(the|an|a|my) (expert|specialist)s? (\w+ ){0,2}(to |in |pra |para |a )?(reply|answer|respond)\b/,
  /\b(how (do|can|should) (i|we) |how to |how )(book|reserve|schedule) (a|an) (consultation|consult|call|video call|session|appointment|written answer)( with (an|the|a) expert)?\W*$|\bhow (book|reserve) (i|we) (a|an) (consultation|advice|call|appointment|session)\W*$|\bhow (do (i|we) |can (i|we) |should (i|we) |to )?(pay|paid)( for)?( (the|a|an|my|this))?( (consult\w*|call|session|booking|appointment|expert|advice|written answer))?\W*$|\bhow (pay|paid) (i|we)\W*$|\bcan( i| we| one)? (with|by|using) (a |the |my )?(card|credit card|debit card|paypal) pay\W*$|\b(can|peut) pay (by|par|with) (a |the |my )?(card|credit card|debit card|paypal)\W*$/,
  // Rating an expert, confirming delivery, the receipt: what one does after a consultation here
  /\bhow (do (i|we) |can (i|we) |to )?(rate|review|grade|grades|value) (a|an|the|my|al|o|un|um)? ?(expert|experte|experten|specialist|esperto|experto|especialista)\W*$|\b(confirm|mark) (that )?(the|my|a) (session|call|consultation|booking|written answer|answer) (was |is |has been |as )?(delivered|done|completed)\b|\bwhere (is|are) (my|the) (receipts?|invoices?)\W*$/,
  /\b(referral (code|link|program|programme|points|bonus)|how do referrals work|(refer|invite) a friend)\b/,
  /\b(where|how) (are|do (i|we) (find|get|see)|can (i|we) (find|get|see)) (my|our) (receipts?|invoices?|points history|transaction history|payment history)\b/,
  /\b((are|is) (the )?(reviews?|ratings?) (here |on here |on tio )?(real|fake|genuine|legit|trustworthy)|how (do|can) (i|we) (know|tell|be sure) (if |that |whether )?(the )?(reviews|ratings|experts) (are|is) (real|genuine|legit|trustworthy|fake)|can (i|we) trust (the )?(experts|reviews|ratings)( here| on here| on tio)?\W*$)/,
  /\b((give|leave|send|share) (you )?(some )?feedback (about|on|for) (the|this|your) (site|website|app|page|service|chat)|the search (does not|doesnt|will not|wont|cant|can not|cannot) (find|show|work|load)|(dark|night|light) (mode|theme)|(change|switch|set) the language (to|into) \w+\W*$|the language of (the|this) (site|website|page|app|chat))\b/,
  /\b((save|bookmark|favou?rite|shortlist) (an? |the |this |my )?(expert|experts|profile)|to my (favou?rites|shortlist|saved (list|experts)))\b/,
  /\b((two|2|three|3|several|more) people (join|in|on) (the same |one |a )?(video |phone )?call|group (video )?call|(add|invite) (someone|a friend|another person|my (wife|husband|partner)) (to|into) (the|a|my) (video )?call)\b/,
  /\b(offer|sell|list|advertise) my services (here|on tio|on here|on this (site|platform|website))\b/,
  /\b((my|our) (expert )?application (was |got |has been )?(refused|rejected|declined|denied|turned down)|get (listed|verified) (here|on tio|on here|as an expert)|listed here as an? expert|partnership (option|program|programme|opportunit\w*)|((i am|im|i m|we are|were) (a |an )?(\w+ )?(journalist|reporter|blogger|student)|(i am|im|i m|we are|were) (from|with|at) (the |a )?(press|newspaper|magazine|paper)|writing (a piece|an article)|press (inquiry|enquiry|request)).{0,80}\b(interview|talk to|speak to|comment))\b/,
  /\b((your|the|this) (search|site|website|page|app) (is )?(garbage|rubbish|useless|terrible|awful|broken|bad|so slow|keeps saying)|screen ?reader|(text|font|letters) (is |are )?(way |too |so )*(small|tiny)|can ?t zoom|where (is|are|do i find) (the )?(settings|my profile|my messages|the menu|log ?out)|red dot|unread (badge|dot|count|indicator)|notification (badge|dot))\b/,
  /\b((paid|bought|booked) (for )?(the |a |my )?(session|points|booking|consultation|call)\b.{0,40}\b(no|never got a|did not get a|didnt get a|have not received a|havent received a) (confirmation|email|receipt)|(receipt|invoice) for (the|my) (points|session|booking|consultation)|(miss|misses|missed) (the|my|a) (appointment|call|session|booking)|(found|met|booked|hired) (on here|here|on tio|through tio|through the site)|how (are|is) (the )?(stars|ratings?|scores?|reviews?) (calculated|computed|worked out|decided|counted))\b/,
  /\b((do|can) you (speak|understand|read|answer in|reply in) (\w+ )?(french|spanish|german|italian|portuguese|english|other languages)|(which|what) (ai )?(model|llm|gpt)\b.{0,12}\b(are you|do you use|is this|powers))\b/,
  // The same in the five languages (as written, accents folded)
  /\b(wie lange dauert|cuanto tarda|cuanto tiempo tarda|combien de temps (prend|dure)|quanto tempo (demora|leva|ci vuole)|quanto ci vuole)\b.{0,30}\b(verifi\w*|aprobacion|validation|approvazione|aprovacao|prufung|freigabe)|\b(los expertos hablan|die experten sprechen|les experts parlent|gli esperti parlano|os especialistas falam)\b|\b(hablar con una persona|parlare con una persona|falar com uma pessoa|parler a une personne|mit einem menschen sprechen)( real| vera| de verdade| reelle)?\W*$|\b(hay|tem|tiene|tienen|teneis|tenes|gibt es|habt ihr|haben sie|y a|avez vous|vous avez|c e|ce|existe|esiste|avete|voces tem|voce tem) (una? |eine? |um |uma |une )?(app|unapp|aplicacion|aplicativo|application|applicazione)\b|\b((werde|wird) (ich|man) (ein )?experte|(divento|diventa) (un )?esperto|me (hago|vuelvo|convierto en) (un )?experto|me torno (um )?especialista)\b|\b(tu ne comprends que|tu comprends le|hablas (espanol|ingles)|sprichst du (deutsch|englisch)|parli (italiano|inglese)|voce fala (portugues|ingles)|come vengono calcolate le stelle|darme de baja|borren (todos )?mis datos|mudo o nome|il sito e (lentissimo|lento|bloccato)|enlace para entrar)\b|\b(contactar (al|con el) (soporte|equipo)|contacter le support|kontakt zum support|contattare il supporto|contatar o suporte)\b/,
]

/**
 * About Tio whatever field a word of them matches: points, an expert application, the site's language, the site
 * itself (slow, a bug), working for or with Tio, one's own profile and payments, reporting someone.
 */
export const TIO_ONLY = new RegExp(
  [
    /\b(points? (expire|expiry|run out)|do (my )?points|my application as an?)\b/,
    /\b((switch|change|set|put) the (site|website|page|app)|(site|website|page|app) (to|in|into) (spanish|english|german|french|portuguese|italian)|language of the (page|site|website|app)|idioma de la (pagina|web)|langue du site|sprache der (seite|website)|lingua del sito|idioma do site)\b/,
    /\b((your|this|the) (site|website|app|page|chat) (is|seems|keeps) (really |so |very |a bit )?(slow|down|broken|buggy|not working|not loading|crashing|freezing|lagging|glitching|confusing|great|awesome|amazing)|(found|there is|theres) a bug (on|in) (the|your|this))\b/,
    /\b((here|on here|on tio|on this site)\b.{0,25}\b(verified|real|legit|legitimate|qualified|certified|genuine|trustworthy)|my (conversations?|chats?|messages|data) (are |is |stay |stays )?(private|confidential|safe|secure|encrypted)|(are|is) my (conversations?|chats?|messages|data) (private|confidential|safe|secure|encrypted)|how (does )?(the |this )?(site|website|app|platform|tio) works?|how works (the |this )?(site|website|app|platform|tio)|can (i|we) pay (with|by|using) (a |my )?(card|credit card|debit card|paypal|apple pay|google pay|bank transfer|cash))\b/,
    ...USING_THE_SITE,
    ...ASKED_OF_TIO,
    // the same in a German reading's word order ("kann ich die App auf Deutsch umstellen" → "can i the app on german switch")
    /\b(the|this) (site|website|page|app) (also )?(on|to|in|into) (spanish|english|german|french|portuguese|italian) (switch|change|set|put)\b/,
    /\bhow (cancel|postpone|move|reschedule|shift|change) (i|we) (a|my|the|our|this) (appointment|booking|consultation|advice|session|call)\b/,
    // buying points and how a consultation is held ("Punkte mit Kreditkarte aufladen", "die Beratung per Video")
    /\b(buy|top up|charge|load|purchase) (more |the )?points (with|by|via|per|using) (a |my |the )?(card|credit card|debit card|paypal|apple pay|google pay|bank transfer)\b|\b(with|by|via|per|using) (a |my |the )?(card|credit card|debit card|paypal|apple pay|google pay|bank transfer) (more |the )?points (buy|top up|charge|load|purchase)\b/,
    /\b(the|a) (consultation|advice|session) (also |only |just )?(per|by|via|over) (video|video call|phone|chat)\b/,
    /\b((change|changed|update|edit|delete|remove|upload) my (profile|profile picture|profile photo|photo|avatar|username|display name|bio)|why (was|have|did) (i|we) (been |get )?charged|i was charged twice|(safe|secure|stored|protected) (with|on|by) (you|tio|this site|your site)|report (an?|the|this|that|my) (expert|user|member|message|review|profile))\b/,
  ]
    .map((r) => r.source)
    .join('|'),
  // '$' ends the message or its English reading (the two are read together, a line each)
  'm',
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

/**
 * Working for or with Tio itself, or the points bought here: about Tio even when the person speaks of their own business
 * ("advertise my salon on your site", "a receipt for the points I bought, my company reimburses it").
 */
export const WITH_TIO =
  /\b((are|is) (you|tio) hiring|(work|job|jobs|internship) (for|at|with) (tio|you)|(get|find|apply for) a job (here|at tio|with (you|tio))|as a moderator|your (founders?|ceo|team|office|headquarters|company)|advertis\w*\b.{0,40}\b((on|with) (tio|you|your (site|website|app|platform)|this (site|website|app|platform))|on here|here\W*$)|partner (up )?with (tio|you)|(the|my|our) points (i|we) (bought|purchased|paid for|topped up))\b/

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
    'einem:a einer:a echten:real echte:real echter:real als:as voces:you vous:you ' +
    'unser:our unsere:our unseren:our unserer:our notre:our nuestro:our nuestra:our nostro:our nostra:our nosso:our nossa:our ' +
    'hat:has hatte:had ha:has hanno:have habe:have haben:have ' +
    'tu:your tus:your dein:your deine:your ton:your ta:your tes:your tuo:your tua:your teu:your tua:your ' +
    'su:your votre:your vos:your vostro:your vostra:your seu:your sua:your ihre:your ' +
    'echt:real vraiment:really davvero:really verdade:real verdad:real veri:real vrais:real vrai:real ' +
    'el:the la:the los:the las:the le:the les:the il:the lo:the gli:the o:the os:the as:the der:the die:the das:the den:the dem:the ' +
    'de:of del:of_the du:of_the des:of di:of do:of_the da:of ' +
    'en:in em:in im:in dans:in nel:in nella:in al:to ad:to ao:to ' +
    'y:and et:and und:and e:and oder:or auch:also nur:only auf:on ' +
    'un:a una:a uno:a une:a um:a uma:a ein:a eine:a einen:a ' +
    'ich:i yo:i io:i eu:i je:i wir:we nous:we noi:we nosotros:we ' +
    'cuanto:how_much combien:how_much wieviel:how_much quanto:how_much ' +
    'verificados:verified verificadas:verified verifies:verified verifiziert:verified verificati:verified ' +
    'quiero:want quisiera:want veux:want voudrais:want ' +
    // a booking's date and moving it, which translation leaves as they are
    'fecha:date data:date heure:time deplacer:move mover:move pasar:move spostare:move mudar:change cambiar:change remarcar:reschedule ' +
    'valuto:rate avalio:rate califico:rate noter:rate ' +
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
