import { ANIMAL } from './knowledge/animals'
import { PLACES } from './knowledge/places'

/**
 * Fields the setting of a conversation rules out: a children's doctor with no child spoken of, a dog trainer for a
 * toddler who bites, a roofer for tiles coming loose in the shower, a dermatologist for someone fired after telling
 * their employer they have cancer. Such a field keeps `share` of its score. The patterns read the conversation as
 * written and normalised (accents folded, lower case), so they hold the five other languages' words too.
 */
export interface OutOfPlace {
  /** The fields ruled out, by title or by family. */
  titles?: readonly string[]
  families?: readonly string[]
  /** Ruled out when this is in the conversation (always, without it)… */
  when?: RegExp
  /** …and this is not. */
  unless?: RegExp
  share: number
}

/** A child spoken of: by name of kin or age, in English or the five other languages. */
const CHILD_WORDS = String.raw`child|children|childs|kid|kids|son|sons|daughter|daughters|baby|babies|toddler|infant|newborn|boy|girl|teen|teenager|grandson|granddaughter|niece|nephew|stepson|stepdaughter|twins|little one|preschool|nursery|school|pupil|pediatric|paediatric|breastfeed\w*|nappy|nappies|diaper|teething|hijo|hija|hijos|nino|nina|ninos|bebe|kind|kinder|sohn|tochter|enfant|enfants|fils|fille|filho|filha|crianca|figlio|figlia|bambino|bambina|bambini|neonato`
export const CHILD = new RegExp(`\\b(${CHILD_WORDS}|\\d{1,2}[ -]?(years?|yrs?|months?|weeks?|days?)[ -]?old|\\d{1,2} ?(yo|mo))\\b`)
/** A child named as a person, not only by an age (a puppy is weeks old too). */
const HUMAN_CHILD = new RegExp(`\\b(${CHILD_WORDS})\\b`)

/** A grown-up of the family spoken of, in the six languages. */
const ADULT_KIN =
  /\b(mum|mom|mother|dad|father|husband|wife|grandma|grandmother|grandad|grandpa|grandfather|nan|nana|gran|granny|madre|padre|marido|esposa|abuela|abuelo|mutter|vater|ehemann|ehefrau|oma|opa|mere|pere|mari|grand-mere|grand-pere|mae|pai|avo|moglie|nonna|nonno)\b/

/** A room with water inside the home: what leaks or comes loose there is a plumber's or a handyman's. */
const WET_ROOM =
  /\b(showers?|bath|bathtub|bathroom|en ?suite|wet ?room|shower ?tray|sink|basin|toilet|kitchen|ducha|bano|lavabo|fregadero|cocina|dusche|badezimmer|badewanne|waschbecken|spule|kuche|douche|salle de bains?|baignoire|evier|cuisine|chuveiro|banheiro|casa de banho|pia|cozinha|doccia|bagno|vasca|lavandino|cucina)\b/
/** A roof itself. */
const ROOF_WORDS = String.raw`roofs?|roofing|attic|loft|gutters?|chimney|slates?|shingles?|skylight|top floor|flat roof|tejado|atico|dach\w*|toit|toiture|grenier|telhado|sotao|tetto|soffitta`
const ROOF_ITSELF = new RegExp(`\\b(${ROOF_WORDS})\\b`)
/** A roof, or the weather that comes through one. */
const ROOF = new RegExp(`\\b(${ROOF_WORDS}|rain\\w*|storms?|wind|lluvia|regen|pluie|chuva|pioggia)\\b`)
/** Below ground, where rain comes in through the walls and the floor, not the roof. */
const BELOW_GROUND = /\b(basements?|cellars?|crawl ?space|sotano|keller|kellers|sous-sol|cave|porao|cantina|seminterrato)\b/
/** Someone dismissed or treated worse at work: an illness told with it is what they told, not what they ask a doctor about. */
const DISMISSED =
  /\b(fired|sacked|dismissed|let go|laid off|made redundant|redundancy|terminated|demoted|discriminat\w*|unfair dismissal|despedid[oa]|me despidieron|gekundigt|entlassen|kundigung|licencie|licenciement|renvoye|demitid[oa]|mandad[oa] embora|licenziat[oa]|mi hanno licenziat[oa])\b/

/** A person the conversation is about, beside an animal: "I", "me", "my arm", a partner, kin or a child. */
const PERSON = new RegExp(
  `\\b(i|im|ive|id|me|myself|yo|ich|je|eu|io|partner|boyfriend|girlfriend|my (arms?|legs?|hands?|fingers?|face|skin|eyes?|foot|feet|neck|back|chest|head))\\b|${ADULT_KIN.source}|${HUMAN_CHILD.source}`,
)

/** The fields that teach one language: the names of that language in the six languages, and where it is spoken. */
const TEACHES: [title: string, names: string, places: string][] = [
  ['English Teacher', 'english|ingles|englisch|anglais|inglese', PLACES.english!],
  ['Spanish Teacher', 'spanish|espanol|castellano|spanisch|espagnol|spagnolo|espanhol', PLACES.spanish!],
  ['French Tutor', 'french|frances|franzosisch|francais|francese', PLACES.french!],
  ['German Teacher', 'german|aleman|deutsch|allemand|tedesco|alemao', PLACES.german!],
  ['Mandarin Teacher', 'mandarin|chinese|chino|chinesisch|chinois|cinese|chines', PLACES.mandarin!],
]
/** Another language named, or a place where it is spoken, and not this one: "grammar and verbs" for a French resit are no Spanish teacher's. */
const OTHER_LANGUAGE: OutOfPlace[] = TEACHES.map(([title, names, places]) => ({
  titles: [title],
  when: new RegExp(
    `\\b(${TEACHES.filter(([other]) => other !== title)
      .flatMap(([, otherNames, otherPlaces]) => [otherNames, otherPlaces])
      .join('|')})\\b`,
  ),
  unless: new RegExp(`\\b(${names}|${places})\\b`),
  share: 0.5,
}))

/** A machine of a workshop or a factory, being designed or built. */
const MACHINERY =
  /\b(conveyors?|production line|assembly line|bottling|packaging line|factory|machinery|industrial|prototypes?|cad|torque|load calcs?|load calculations?|manufactur\w*|cnc|hydraulic press|maquina|maquinaria|maschine|maschinen|machine industrielle|usine|fabrica|fabbrica|macchinari)\b/
/** A vehicle on the road. */
const VEHICLE =
  /\b(cars?|vans?|trucks?|lorry|lorries|suv|vehicles?|motorbikes?|motorcycles?|scooters?|tractors?|mot|dashboard|mileage|coche|carro|voiture|macchina|wagen|auto|autos|pkw|lkw|camion|camiao)\b/

/** Work for an employer, in the six languages: what makes a child's trouble a workplace's. */
const WORK =
  /\b(job|jobs|work|works|working|worked|boss|employer|employers|manager|colleagues?|co-?workers?|staff|employees?|salary|wages?|payslip|contract|fired|sacked|dismissed|redundan\w*|maternity|paternity|parental leave|hired|hiring|office|shifts?|apprentice\w*|internship|trabajo|jefe|jefa|arbeit|arbeitgeber|chef|chefin|travail|patron|employeur|trabalho|chefe|lavoro|capo|datore)\b/

/** A device that does not work as a thing: it will not start, charge or boot, or it broke (in the six languages, as written). */
const DEVICE_FAULT =
  /\b(wont|won't|will not|doesnt|does not|can't|cant|cannot) (turn on|switch on|start|boot|charge)|\b(stuck on|frozen on) (the )?(\w+ )?(logo|screen)|\b(cracked|broken|smashed|black) screen|\b(water damage|dropped it|dropped my|battery (drains|dies|swollen))|\b(rompio|rompi|rota|casse|cassee|kaputt|quebrou|quebrada|trincada|rotto|rotta)\b.{0,20}\b(pantalla|ecran|display|bildschirm|tela|schermo)\b|\b(pantalla|ecran|display|bildschirm|tela|schermo) .{0,12}\b(rota|casse|cassee|kaputt|quebrada|trincada|rotto)\b|\b(no (enciende|prende|carga)|ne s ?allume (plus|pas)|geht nicht mehr an|nao liga|non si accende)\b/
/** Making an app: code, a store, a release. */
const APP_MAKING =
  /\b(our app|my app|website|web site|site|web page|apps? we|develop\w*|code|coding|sdk|xcode|swift|kotlin|app store listing|release|publish\w*|build an app|building an app)\b/

export const OUT_OF_PLACE: readonly OutOfPlace[] = [
  // A phone or laptop that will not turn on or has a broken screen is a repairer's, no app developer's or UI designer's.
  {
    titles: [
      'iOS Developer',
      'Android Developer',
      'Mobile App Developer',
      'UI Designer',
      'UX Designer',
      'Frontend Developer',
      'WordPress Developer',
    ],
    when: DEVICE_FAULT,
    unless: APP_MAKING,
    share: 0.5,
  },
  // A child bullied at school or treated unfairly in class is no workplace's.
  { titles: ['Employment Lawyer', 'HR Consultant', 'Payroll Specialist', 'Recruiter'], when: HUMAN_CHILD, unless: WORK, share: 0.5 },
  // A gearbox or a shaft of a machine being designed is an engineer's, not a garage's.
  { titles: ['Auto Mechanic', 'Motorcycle Mechanic'], when: MACHINERY, unless: VEHICLE, share: 0.5 },
  ...OTHER_LANGUAGE,
  // Children's doctors and nurses are for children.
  { titles: ['Pediatrician', 'Pediatric Nurse'], unless: CHILD, share: 0.5 },
  // A young child's bite, bed, sleep or meals are the child's, unless an animal is in the conversation.
  { families: ['Pets & Animals'], when: HUMAN_CHILD, unless: ANIMAL, share: 0.5 },
  // …and so are a parent's, a partner's or a grandparent's falls, walks and meals.
  { families: ['Pets & Animals'], when: ADULT_KIN, unless: ANIMAL, share: 0.5 },
  // An animal's weight, lumps, skin or coat, with no person in the conversation, are a vet's or a groomer's.
  { families: ['Medicine', 'Nursing & Care', 'Health, Fitness & Beauty'], when: ANIMAL, unless: PERSON, share: 0.5 },
  // Tiles coming loose or water getting in, in a bathroom or a kitchen, with no roof or rain told.
  { titles: ['Roofer'], when: WET_ROOM, unless: ROOF, share: 0.5 },
  // A cellar or a basement that floods after rain.
  { titles: ['Roofer'], when: BELOW_GROUND, unless: ROOF_ITSELF, share: 0.5 },
  { families: ['Medicine'], when: DISMISSED, share: 0.5 },
]

/** Multiplies the score of each field a rule of OUT_OF_PLACE rules out in the conversation `read`. */
export function putOutOfPlace(scores: Map<string, number>, read: string, familyOf: (title: string) => string | undefined): void {
  for (const rule of OUT_OF_PLACE) {
    if ((rule.when && !rule.when.test(read)) || rule.unless?.test(read)) continue
    for (const [title, score] of scores)
      if (rule.titles?.includes(title) || rule.families?.includes(familyOf(title) ?? '')) scores.set(title, score * rule.share)
  }
}
