/**
 * German words that a lower-case message without umlauts makes one, or that have two senses, read from the words
 * around them in their clause (the words between two punctuation marks, as normalised: lower case, no umlauts).
 */

/** Words before a German noun: articles, possessives and the prepositions that take one ("die Sucht", "gegen die Sucht", "bei Sucht"). */
const NOUN_BEFORE = new Set(
  'die der den dem eine einer keine meine meiner deine seine seiner ihre ihrer unsere unserer eure diese dieser alle gegen von bei mit aus zur wegen'.split(
    ' ',
  ),
)
/** Words before "Sucht" the noun that are no article ("ist das schon Sucht?", "das ist echt Sucht"). */
const ADDICTION_BEFORE = new Set('ist schon echt wirklich reine pure richtige totale'.split(' '))
/** Words before "Morgen" that is a morning, not tomorrow ("jeden Morgen", "heute Morgen", "guten Morgen"). */
const MORNING_BEFORE = new Set('jeden am heute gestern diesen ganzen guten einen frühen fruhen'.split(' '))
/** Words before "weiß" that is a colour ("ganz weiß", "in Weiß", "schwarz und weiß"). */
const WHITE_BEFORE = new Set('alles ganz komplett schwarz strahlend in matt reines'.split(' '))
/** Words before "Absagen" the noun, rejections ("nur Absagen", "lauter Absagen"); "die absagen" may be a verb's object. */
const REJECTIONS_BEFORE = new Set('nur viele lauter mehrere standig dauernd immer nichts zig weitere einige etliche noch'.split(' '))
/** Words around "Regeln" the noun, rules ("wir brauchen klare Regeln für…"); "das regeln" is sorting it out. */
const RULES_BEFORE = new Set('brauchen brauche braucht klare neue keine welche die diese feste gewisse eigene'.split(' '))
const RULES_AFTER = new Set('fur im am zu zum zur gibt gelten'.split(' '))
/** Words after "gehört" that make it belong ("das Haus gehört uns", "gehört zum Erbe"), not heard. */
const BELONGS_AFTER = new Set(
  'mir dir ihm ihr uns euch ihnen dem der den zu zum zur meinem meiner meinen unserem unserer wem wirklich noch jetzt'.split(' '),
)
/** Partners whom "betrogen" is cheating on ("meine Frau hat mich betrogen"), not a scam. */
const PARTNERS = new Set(
  'frau mann freund freundin partner partnerin ehemann ehefrau verlobter verlobte ex exfreund exfreundin lebensgefahrte lebensgefahrtin'.split(
    ' ',
  ),
)
/** Words beside "verspielt" of money gambled away ("verspielt sein ganzes Gehalt", "alles verspielt"), not a playful puppy. */
const GAMBLED_BESIDE = new Set(
  'alles viel sein seine ihr ihre unser unsere das ganze ganzes geld gehalt lohn ersparnisse tausende'.split(' '),
)
/** Medicines one stops taking ("Antidepressiva absetzen"), where "absetzen" is not deducting from tax. */
const MEDICINE =
  /^(?:antidepressiv\w*|tablette\w*|medikament\w*|pille|pillen|kortison|cortison|antibiotik\w*|betablocker|dosis|psychopharmak\w*|schlaftablette\w*|lithium|insulin)$/
/** Work, where an "Abmahnung" is an employer's written warning, not a lawyer's cease-and-desist letter. */
const WORK = /^(?:chef|chefin|arbeitgeber\w*|arbeit|job|vorgesetzte\w*|betrieb|firma|kundigung|personalabteilung|schicht\w*|kollege\w*)$/
/** A flat or a job one gives notice on ("die Wohnung kündigen"), where "kündigen" is no cancelling of a booking. */
const NOTICE_ON = /^(?:wohnung|mietvertrag|zimmer|job|stelle|arbeit|arbeitsvertrag|vermieter|chef|chefin|arbeitgeber)$/
/** A baby that "trinkt" is feeding, not drinking alcohol ("8 Monate alt und trinkt kaum"). */
const BABY = /^(?:baby|babys|saugling|neugeboren\w*|stillkind)$/

/**
 * The English of a German word by the words around it in its clause, when they decide it: "Sucht" (addiction) or
 * "sucht" (looks for), "Zahlen" (figures) or "zahlen" (pay), "Morgen" or "morgen", "weiß" (white) or "weiß" (knows),
 * "Absagen" (rejections) or "absagen" (cancel), "Regeln" (rules) or "regeln" (sort out), "ändere ich" (change) or
 * "andere" (other), "gehört uns" (belongs) or "gehört" (heard), "einfach nicht" (just) or "einfach" (easy), "betrogen" by a
 * partner (cheated on) or in a scam, "verspielt" money (gambled away) or playful, medicines "absetzen" (stop taking) or
 * deduct from tax, a baby who "trinkt" (feeds) or someone who drinks, an "Abmahnung" at work (written warning) or for
 * copying (cease and desist), a flat or job one "kündigt" (gives notice on) or a contract one cancels.
 */
export function germanHomograph(clause: string[], i: number): string | undefined {
  const word = clause[i]!
  const before = clause[i - 1] ?? ''
  const after = clause[i + 1] ?? ''
  const last = i === clause.length - 1
  const near = (test: (w: string) => boolean) => clause.some((w, k) => k !== i && test(w))
  switch (word) {
    case 'sucht':
      if (i === 0) return /^(?:jemand|jemanden|wer|hier|man|einer|noch)$/.test(after) ? 'looks for' : undefined
      return NOUN_BEFORE.has(before) || ADDICTION_BEFORE.has(before) ? undefined : 'looks for'
    case 'zahlen':
      // "muss ich die zahlen" ends its clause: a verb whatever the word before.
      return NOUN_BEFORE.has(before) && !last ? 'figures' : undefined
    case 'morgen':
      return MORNING_BEFORE.has(before) ? 'morning' : undefined
    case 'weiss':
      return WHITE_BEFORE.has(before) || /^(?:ge)?(?:streich|strich|lackier|farb|tunch)/.test(after) ? 'white' : undefined
    case 'absagen':
      return REJECTIONS_BEFORE.has(before) ? 'rejections' : undefined
    case 'regeln':
      return RULES_BEFORE.has(before) || RULES_AFTER.has(after) ? 'rules' : undefined
    case 'andere':
      return /^(?:wie|wo|ich|man)$/.test(before) || after === 'ich' ? 'change' : undefined
    case 'gehort':
      return BELONGS_AFTER.has(after) || before === 'wem' ? 'belongs' : undefined
    case 'einfach':
      return /^(?:nicht|kein|keine|keinen|nie|nichts|so|mal|nur)$/.test(after) ? 'just' : undefined
    case 'betrogen':
    case 'betrugt':
      return near((w) => PARTNERS.has(w)) ? 'cheated on' : undefined
    case 'verspielt':
      return GAMBLED_BESIDE.has(before) || GAMBLED_BESIDE.has(after) ? 'gambled away' : undefined
    case 'absetzen':
    case 'abgesetzt':
      return near((w) => MEDICINE.test(w)) ? 'stop taking' : undefined
    case 'abmahnung':
      return near((w) => WORK.test(w)) ? 'written warning' : undefined
    case 'kundigen':
    case 'kundige':
      return near((w) => NOTICE_ON.test(w)) ? 'give notice' : undefined
    case 'trinkt':
    case 'trinken':
      return near((w) => BABY.test(w)) || (near((w) => /^(?:monate|wochen|tage)$/.test(w)) && near((w) => w === 'alt'))
        ? 'feeds'
        : undefined
  }
  return undefined
}
