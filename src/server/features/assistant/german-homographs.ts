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
const CONJUNCTION_AFTER = /^(?:und|oder|aber|weil|wenn|oder)$/
/** A baby that "trinkt" is feeding, not drinking alcohol ("8 Monate alt und trinkt kaum"). */
const BABY = /^(?:baby|babys|saugling|neugeboren\w*|stillkind)$/

/** A small child, who "trinkt nicht" is not feeding well, and who "läuft noch nicht" does not walk yet. */
const SMALL_CHILD = /^(?:kleiner|kleine|kleines|kleinen|kleinkind|kind|baby|babys|saugling|sohn|tochter|bub|bua|maus|zwerg)$/
/** Food, where a "Gericht" is a dish, not a court. */
const FOOD = /^(?:restaurant\w*|speisekarte|koch\w*|essen|rezept\w*|kuche|fotos?|menu|vegan\w*|vegetarisch\w*|lecker\w*|zubereit\w*)$/
/** What a "gestrichen" flight or train is: cancelled, not painted. */
const CANCELLED = /^(?:flug|fluge|zug|verbindung|termin|kurs|stelle|stellen|reise|fahrt|bus|leistung|leistungen|zuschuss)$/
/** Rooms and homes one "einrichtet" (furnishes), not a network or an account one sets up. */
const FURNISHED = /^(?:wohnung|zimmer|\w+zimmer|haus|kuche|buro|praxis|laden|altbau|neubau|dachgeschoss|loft)$/
/** Networks, computers and accounts, which one "einrichtet" (sets up) in an office or a flat too. */
const TECH = /^(?:netzwerk|wlan|router|computer|rechner|pc|laptop|drucker|server|nas|email|konto|app|handy|software|telefon)$/
/** What one registers with an authority: a business, a company, a car, a home, a trademark. */
const REGISTERED =
  /^(?:gewerbe|firma|unternehmen|gmbh|ug|geschaft|betrieb|selbststandigkeit|nebengewerbe|auto|fahrzeug|wohnsitz|wohnung|marke|patent)$/
/** People, who "hängt" somewhere: they spend their time there. */
const PERSON = /^(?:sohn|tochter|mann|frau|freund|freundin|kind|kinder|bruder|schwester|er|sie|partner|partnerin)$/
/** Things that "hängt" (hang): a door, a picture, a shelf; a computer or an app that "hängt" freezes. */
const HUNG = /^(?:tur\w*|bild|bilder|schrank|regal|lampe|vorhang|gardine|schief|wand|decke|dachrinne)$/

/**
 * The English of a German word by the words around it in its clause, when they decide it: "Sucht" (addiction) or
 * "sucht" (looks for), "Zahlen" (figures) or "zahlen" (pay), "Morgen" or "morgen", "weiß" (white) or "weiß" (knows),
 * "Absagen" (rejections) or "absagen" (cancel), "Regeln" (rules) or "regeln" (sort out), "ändere ich" (change) or
 * "andere" (other), "gehört uns" (belongs) or "gehört" (heard), "einfach nicht" (just) or "einfach" (easy), "betrogen" by a
 * partner (cheated on) or in a scam, "verspielt" money (gambled away) or playful, medicines "absetzen" (stop taking) or
 * deduct from tax, a baby who "trinkt" (feeds) or someone who drinks, an "Abmahnung" at work (written warning) or for
 * copying (cease and desist), a flat or job one "kündigt" (gives notice on) or a contract one cancels; "laut Tierarzt"
 * (according to) or loud, "auf unserem Grund" (land) or a reason, "Gerichte" on a menu (dishes) or a court, a flight
 * "gestrichen" (cancelled) or a wall painted, a flat one "einrichtet" (furnishes) or a network one sets up, a business one
 * "anmeldet" (registers) or a site one logs in to, "weiß nicht mehr weiter" (at a loss) or far.
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
      if (near((w) => NOTICE_ON.test(w))) return 'give notice'
      // "soll ich kündigen?", "ich will kündigen und …": one's own job, nothing named to cancel.
      return /^(?:ich|soll|sollte|will|mochte|muss|werde|selbst|selber)$/.test(before) && (last || CONJUNCTION_AFTER.test(after))
        ? 'leave my job'
        : undefined
    case 'trinkt':
    case 'trinken':
      // A small child who drinks nothing or little ("unser Kleiner will nix trinken") is not feeding.
      return near((w) => BABY.test(w)) ||
        (near((w) => /^(?:monate|wochen|tage)$/.test(w)) && near((w) => w === 'alt')) ||
        (near((w) => SMALL_CHILD.test(w)) && near((w) => /^(?:nix|nichts|nicht|kaum|wenig)$/.test(w)))
        ? 'feeds'
        : // Someone ill who drinks nothing ("Fieber und will nix trinken") takes no fluids; no alcohol is meant.
          near((w) => /^(?:fieber|durchfall|erbricht|erbrechen|magen\w*|grippe)$/.test(w)) &&
            near((w) => /^(?:nix|nichts|nicht|kaum|wenig)$/.test(w))
          ? 'takes no fluids'
          : undefined
    case 'lauft':
    case 'laufen':
      return near((w) => SMALL_CHILD.test(w)) && near((w) => /^(?:noch|monate|frei|allein|alleine)$/.test(w)) ? 'walks' : undefined
    case 'aufhoren':
      // "das hört (nicht) auf", "es hört auf": a thing that stops, no habit one quits.
      return /^(?:das|es|dies|der|die)$/.test(before) || /^(?:das|es)$/.test(after) ? 'stops' : undefined
    case 'anmelden':
    case 'angemeldet':
      // A business, a car or a home one registers ("ein Gewerbe anmelden"); oneself on a site or a course logs in.
      return near((w) => REGISTERED.test(w)) ? 'registration' : undefined
    case 'weiter':
      // "weiß nicht mehr weiter": at a loss, no distance.
      return before === 'mehr' && near((w) => /^(?:weiss|weis|wissen|wusste)$/.test(w)) ? 'at a loss' : undefined
    case 'weiss':
      return WHITE_BEFORE.has(before) || /^(?:ge)?(?:streich|strich|lackier|farb|tunch|mach)/.test(after) ? 'white' : undefined
    case 'grund':
      // "auf unserem Grund": land, not a reason.
      return /^(?:unserem|meinem|seinem|ihrem|eurem|fremdem|eigenem|privatem)$/.test(before) ? 'land' : undefined
    case 'laut':
      // "laut Tierarzt", "laut dem Vertrag": according to, not loud.
      return !last && (NOUN_BEFORE.has(after) || /(?:arzt|arztin|vertrag|gesetz|vermieter|polizei|gutachten|bescheid)$/.test(after))
        ? 'according to'
        : undefined
    case 'gericht':
    case 'gerichte':
    case 'gerichten':
      return near((w) => FOOD.test(w)) ? 'dishes' : undefined
    case 'gestrichen':
      return near((w) => CANCELLED.test(w)) ? 'cancelled' : undefined
    case 'einrichten':
    case 'eingerichtet':
      return near((w) => FURNISHED.test(w)) && !near((w) => TECH.test(w)) ? 'furnish' : undefined
    case 'hangt':
      if (near((w) => HUNG.test(w))) return 'hangs'
      // "mein Sohn hängt die ganze Nacht vor dem Computer": a person who spends his time there, not a computer that freezes.
      return near((w) => PERSON.test(w)) && near((w) => /^(?:vor|ganze|ganzen|nur|rum|herum|dauernd|standig)$/.test(w))
        ? 'spends all his time'
        : undefined
    case 'lauter':
      // "lauter kahle Stellen", "lauter Absagen": nothing but; "lauter als" and "immer lauter" are louder.
      return /^(?:immer|viel|noch|etwas|bisschen|wird|werden|ist|sind|war|zu|wesentlich|deutlich)$/.test(before) || after === 'als'
        ? undefined
        : 'nothing but'
    case 'seite':
      // "diese Seite", "eure Seite": the site one is on.
      return /^(?:diese|dieser|eure|eurer|deine|deiner|eurer|ihre)$/.test(before) ? 'site' : undefined
    case 'sprache':
      return near((w) => /^(?:andern|umstellen|einstellen|auswahlen|wechseln|app|seite|website)$/.test(w)) ? 'language' : undefined
    case 'alt':
      return before === 'wie' ? 'old' : undefined
  }
  return undefined
}
