import { CHILD_SENSES } from './senses-children'
import { FIELD_SENSES } from './senses-fields'

/**
 * English words with two senses, read in the one their neighbours choose: a shop's "returns" are parcels sent back,
 * not tax returns; a "lab" that goes to the park is a labrador, not a chemistry lab; a dog's "shots" are vaccinations
 * and a product's "shots" photos; a "mouse" that clicks is a computer's; a phone that "won't charge" has a battery
 * problem, not a criminal charge; "when the doorbell rings" tells when visitors come, not that the doorbell is broken;
 * a survey's "results" are its findings, not a doctor's test results; a car's "aircon" is the car's, not a house's
 * heating and cooling; a menu "designed" to be cheap to cook is a chef's, not a printed card; a death told with the
 * house and the accounts is an estate to settle, told with tears a loss; a father-in-law is no law; a heart pounding
 * in a panic is the panic's; "my rights" beside a landlord are a tenant's; a deposit saved to buy is a home's.
 * General English, not from any question set. Each sense is read only when a neighbouring word of the message says
 * so (`near`) and none says otherwise (`unless`); without them the word stays as written.
 */
export interface Sense {
  word: RegExp
  near?: RegExp
  unless?: RegExp
  /** Read `near` and `unless` in the clause that holds the word, not in the whole message. */
  clause?: boolean
  reading: string
}

const SHOP =
  /\b(shop|shops|store|stores|online|orders?|parcels?|customers?|buyers?|items?|products?|stock|warehouse|shipping|deliver(y|ies)|e-?commerce|etsy|amazon|ebay|shopify|clothes|goods)\b/i
const TAX = /\b(tax|taxes|vat|hmrc|irs|self[- ]?assessment|income|accountant|filing|file|filed|deductions?|expenses)\b/i
const DOG =
  /\b(dogs?|pup|pups|puppy|puppies|walkies|lead|leash|bark\w*|fetch\w*|vets?|kennel|paws?|tail|fur|sniff\w*|chew\w*|breed|crate|park|walks?|walked|walking|called|recall)\b/i
const SCIENCE =
  /\b(chemistry|biology|physics|science|report|experiment\w*|results?|tests?|blood|samples?|computer|coat|technician|research)\b/i
const PHOTO =
  /\b(photos?|photographs?|pics?|pictures?|camera|product|products|listings?|etsy|instagram|website|headshots?|portfolio|shoot|catalogue|catalog)\b/i
const VACCINE =
  /\b(dogs?|cats?|pupp(y|ies)|kittens?|pets?|vets?|baby|babies|toddler|infant|flu|covid|tetanus|booster|jabs?|rabies|travel|holiday|trip|abroad|school)\b/i
const COMPUTER =
  /\b(click\w*|cursor|laptop|computer|pc|mac|macbook|keyboard|usb|wireless|bluetooth|scroll\w*|trackpad|touchpad|screen|monitor|desk|gaming)\b/i
const DEVICE = /\b(phone|iphone|android|laptop|battery|batteries|cable|charger|tablet|ipad|kindle|watch|headphones|earbuds|airpods|port)\b/i
const ACCUSED =
  /\b(police|court|arrest\w*|charged with|custody|lawyer|solicitor|attorney|crime|criminal|fees?|bank|card|overcharg\w*|electric car|ev|wallbox|charging point)\b/i
const SURVEY =
  /\b(surveys?|responses|respondents|questionnaires?|polls?|feedback forms?|spreadsheets?|dataset|data set|a\/?b tests?|campaign|customers said)\b/i
const MEDICAL =
  /\b(blood|scan|mri|x-?ray|ultrasound|biopsy|doctor|gp|hospital|clinic|smear|urine|cholesterol|ecg|thyroid|lab|labs|symptoms?|diagnos\w*|exam|exams|grades?|school)\b/i
const CAR =
  /\b(car|cars|van|vans|vehicle|motor|suv|hatchback|estate car|dashboard|vw|volkswagen|ford|toyota|bmw|audi|honda|peugeot|renault|vauxhall|skoda|kia|hyundai|nissan|tesla|mercedes|fiat|volvo|mazda|driving|drive|motorway)\b/i
const HOUSE = /\b(house|flat|apartment|bedroom|living room|office|building|unit on the wall|outdoor unit|wall unit|split unit|landlord)\b/i
const COOKING =
  /\b(cheap to make|cost to make|food costs?|waste food|food waste|wasting food|ingredients|dishes|recipes?|kitchen|cook|cooks|cooking|seasonal|portions?|margins?)\b/i
/** What a death leaves to settle: the house, the accounts, the will, the paperwork. */
const ESTATE =
  /\b(house|flat|bungalow|cottage|property|bank|accounts?|debts?|paperwork|forms|probate|will|testament|estate|executors?|solicitor|lawyer|legal\w*|deeds|who gets what)\b/i
/** Before "died": a machine, a battery or a plant that stopped, no one's death ("my boiler just died and the house is freezing"). */
const NOT_A_THING =
  '(?<!\\b(?:boiler|battery|batteries|phone|laptop|computer|pc|car|van|engine|motor|heater|fridge|freezer|tv|router|printer|pump|dishwasher|washing machine|dryer|oven|radiator|bulb|plants?|lawn|hedge|tree|fish|it) (?:just |has |had |finally |completely |suddenly |literally |totally )?)'
/** Mourning told: tears, numbness, not coping, missing the person. */
const MOURNING =
  /\b(cry|cries|crying|cried|tears|numb|griev\w*|grief|mourn\w*|bereave\w*|miss (him|her|them)|missing (him|her|them)|sad|sadness|depress\w*|cope|coping|lonely|loneliness|empty|quiet without|point of anything|pointless|hopeless|get through|heartbroken|devastated|anniversary|talk to someone|(hes|shes|he.s|she.s|they.re) gone|without (him|her|them)|can.?t believe)\b/i
/** The estate already settled, or heirs at odds over it (a mediator's). */
const SETTLED_OR_DISPUTED =
  /\b((is|are|was|has been|have been|all|now) (done|sorted|dealt with|settled)|(cant|can not|cannot|dont|do not) agree|disagree\w*|argu\w*|shouting|fall(ing)? out|fell out|neutral|mediat\w*|(stopped|not) speaking)\b/i
/** The same act many times over ("20+ times before I leave", "over and over"). */
const REPEATED =
  /\b(\d+\+? times|(five|six|seven|eight|nine|ten|twenty|fifty|a hundred|dozens of|hundreds of) times|over and over|again and again|times a day|every single time)\b/i
/**
 * A fault that stays however often it is checked ("checked five times and it still pulls left"), or a phone or a feed
 * checked all day (a habit to break, not a compulsion to treat: "I check my phone like 200 times a day").
 */
const STILL_WRONG_OR_A_SCREEN =
  /\b(it|they|the \w+) (still|keeps|kept)\b|\b(but|and|yet) it\b|\b(no luck|nothing changed)\b|\b(phone|phones|mobile|screen|instagram|tiktok|social media|feed|emails?|messages|notifications|likes)\b/i
/** Work a team does for a client: its deadlines are a project's. */
const PROJECT_WORK =
  /\b(team|teams|client|clients|project|projects|sprint|sprints|launch|release|deliverables?|stakeholders?|colleagues|promised)\b/i
/** Panic and anxiety named: what the body does in them is theirs. */
const PANIC = /\b(panic\w*|anxiety|anxious|dread\w*|stress|stressed|on edge)\b/i
/** Asking what the law allows: one's rights, whether something is legal. */
const RIGHTS =
  /\b(what are my rights|what are our rights|(know|check) (my|our) rights|my rights|our rights|(is|was|isnt|wasnt) (that|this|it|he|she|they) (even |actually )?(legal|allowed)|(can|is) (he|she|they) (legally|allowed to) |what can (i|we) do legally|legally (speaking|allowed|entitled))\b/gi
const RENTING = /\b(landlord|landlady|letting agent|letting agency|tenancy|tenant|lease|renting|rented|rental)\b/i
const EMPLOYED = /\b(boss|employer|manager|shifts?|employment contract|hr|payslip|wages|salary)\b/i
/** A deposit saved to buy a home, not a rented home's deposit. */
const BUYING = /\b(saved|saving|save up|first home|first house|buy|buying|mortgage|bank keeps|bank said|lender|get on the ladder)\b/i
const TENANCY =
  /\b(landlord|landlady|letting|agency|tenancy|bond|moved out|moving out|move out|keep|keeping|kept|withh\w+|return|returned|back)\b/i
/** A medicine, named. */
const MEDICINE =
  /\b(tablets?|pills?|medication|medicines?|meds|ibuprofen|paracetamol|aspirin|antibiotics?|painkillers?|statins?|antidepressants?|prescription|supplements?|inhaler)\b/i
const PREGNANT = /\b(pregnant|pregnancy|weeks gone|expecting|baby is due|due date|midwife)\b/i
const PRINT = /\b(print\w*|printed|logo|fonts?|layout|flyers?|brand\w*|colou?rs|boards?|chalkboard|graphics?|illustrat\w*)\b/i

const SENSES: Sense[] = [
  // Relatives by marriage, no law ("my father-in-law passed away", "the in-laws are staying").
  { word: /\b(father|mother|brother|sister|son|daughter|parents|sons|daughters|brothers|sisters)[- ]in[- ]law\b/gi, reading: '$1' },
  { word: /\bin[- ]laws\b/gi, reading: 'relatives' },
  // A shop's returns and refunds: parcels sent back and money back to customers, no tax return or tax refund.
  { word: /\breturns\b|\breturned (items|orders|parcels|goods|products)\b/gi, near: SHOP, unless: TAX, reading: 'items sent back' },
  { word: /\brefunds?\b/gi, near: SHOP, unless: TAX, reading: 'money back' },
  // A labrador, named with a dog's life around it, or by its colour.
  { word: /\b(black|chocolate|yellow|golden|fox red) labs?\b/gi, reading: 'labrador dog' },
  { word: /\blabs?\b/gi, near: DOG, unless: SCIENCE, reading: 'labrador dog' },
  // Shots: photos of a product or for a page; else a pet's, a baby's or a traveller's vaccinations.
  { word: /\bshots\b/gi, near: PHOTO, reading: 'photos' },
  { word: /\bshots\b/gi, near: VACCINE, reading: 'vaccinations' },
  // A mouse that clicks, beside a laptop or a keyboard.
  { word: /\bmouse\b/gi, near: COMPUTER, reading: 'computer mouse' },
  // A device that will not charge: its battery, not a charge brought by the police or a fee.
  { word: /\b(charge|charging|charges)\b/gi, near: DEVICE, unless: ACCUSED, reading: 'recharge battery' },
  // Pointing at something is a gesture, no Tio-Points ("not just point at things in shops").
  { word: /\b(point|points|pointing|pointed) (at|to|towards)\b/gi, reading: 'gesture $2' },
  // A worker who quit resigned: no habit to give up ("my receptionist just quit, I need someone hired fast").
  {
    word: /\b(receptionist|assistant|secretary|employee|employees|staff|manager|nanny|cleaner|chef|cook|developer|designer|accountant|bookkeeper|colleague|coworker|co-worker|worker|waiter|waitress|driver|babysitter|tutor|intern|teacher|nurse|carer) (just |has |have |suddenly |finally )?quit\b/gi,
    reading: '$1 $2resigned',
  },
  // Stairs a person climbs and gets out of breath or sore on are exertion, not a staircase to build or mend.
  {
    word: /\b(going|walking|climbing|getting|get|go|walk|climb) up (the |one |a |two |three |a few |a single )?(flights? of )?(stairs|steps)\b/gi,
    reading: '$1 up',
  },
  // When the doorbell rings: visitors coming, the doorbell working.
  {
    word: /\b(when|whenever|every time|each time|as soon as|if) (the|our|my|someone rings the) doorbell (rings|rang|goes|goes off|went)\b/gi,
    reading: '$1 visitors come',
  },
  // Staying in one's own home is living there independently, no dog's "stay" command.
  {
    word: /\b(wants?|wanted|would like|likes?|hopes?|prefers?|able|trying|determined) to stay (in|at) (her|his|their|our|my) (own )?(house|home|flat|place)\b/gi,
    unless: DOG,
    reading: '$1 to keep living independently at home',
  },
  // A survey's or a spreadsheet's results: what the data says, no doctor's test results.
  { word: /\bresults\b/gi, near: SURVEY, unless: MEDICAL, reading: 'data findings' },
  // The aircon of a car: the car's air conditioning, a mechanic's; a house's stays an HVAC technician's.
  { word: /\b(aircon|air con|air conditioning|a\/?c|climate control)\b/gi, near: CAR, unless: HOUSE, reading: 'car aircon' },
  // Designing a menu to cook cheaply or waste less: the dishes, a chef's; a menu's print and logo stay a designer's.
  { word: /\bdesign(ing|ed)? (a|the|our|my|its|new) menu\b/gi, near: COOKING, unless: PRINT, reading: 'plan $2 menu of dishes' },
  // A death told as what left the house, the accounts and the papers to settle: the estate, a lawyer's (probate);
  // told with tears or not coping, it stays a loss to mourn.
  {
    word: new RegExp(`${NOT_A_THING}\\b(died|passed away|passed on|death)\\b`, 'gi'),
    near: ESTATE,
    unless: new RegExp(`${MOURNING.source}|${SETTLED_OR_DISPUTED.source}`, 'i'),
    reading: 'died, estate and probate',
  },
  // A pounding heart or a tight chest in a panic attack or a wave of anxiety: the panic's, not a heart doctor's.
  {
    word: /\b(my )?(heart (is |keeps |starts |goes )?(pound\w*|rac\w*|thump\w*|hammer\w*|beat\w* (fast|like mad))|(chest (is |goes |gets |feels )?tight)|tight chest|tightness in (my |the )?chest|(can.?t|cannot|couldn.?t) breathe|short of breath|shaking|sweating)\b/gi,
    near: PANIC,
    reading: 'panic symptoms',
  },
  // What the law allows asked beside a landlord or an employer: a tenant's or an employee's rights, a lawyer's.
  { word: RIGHTS, near: RENTING, unless: EMPLOYED, reading: 'tenant rights' },
  { word: RIGHTS, near: EMPLOYED, unless: RENTING, reading: 'employment rights' },
  // Checking the same thing a number of times, or over and over: a compulsion, no lock, stove or car to fix.
  { word: /\b(check|checks|checking|checked)\b/gi, near: REPEATED, unless: STILL_WRONG_OR_A_SCREEN, reading: 'compulsively $1' },
  // A deadline a team or a client sets: a project's, no tax deadline.
  { word: /\bdeadlines?\b/gi, near: PROJECT_WORK, unless: TAX, reading: 'project deadline' },
  // A deposit saved to buy: a home's, a mortgage's; a rented home's deposit kept back stays a tenancy's.
  { word: /\b(a |the |our |my )?deposit\b/gi, near: BUYING, unless: TENANCY, reading: 'deposit for a house' },
  // Taking one medicine with another: whether they mix, a pharmacist's.
  {
    word: /\b(can|could|should|may) (i|we|he|she|you|my \w+) (take|have|mix|combine) ([a-z]+) (with|and|alongside|on top of)\b/gi,
    near: MEDICINE,
    reading: 'drug interactions: $4 together with',
  },
  // Scans in a pregnancy: the antenatal checks of a midwife's care.
  { word: /\b(scans|scan|ultrasound|ultrasounds)\b/gi, near: PREGNANT, reading: 'antenatal checks' },
]

/** Where a clause ends: a sentence's end, a semicolon, a line, or a "but" that turns to something else. */
const CLAUSE_END = /[.!?;\n]+|\bbut\b/gi

/** The clause of `text` that holds the character at `at`. */
function clauseAt(text: string, at: number): string {
  let start = 0
  for (const end of text.matchAll(CLAUSE_END)) {
    if (end.index >= at) return text.slice(start, end.index)
    start = end.index + end[0].length
  }
  return text.slice(start)
}

/** The reading with its $1, $2… filled by the groups of the word as written. */
const filled = (reading: string, groups: unknown[]) =>
  reading.replace(/\$(\d)/g, (_, n: string) => (typeof groups[Number(n) - 1] === 'string' ? (groups[Number(n) - 1] as string) : ''))

/** An English message with its two-sense words read in the sense their neighbours choose. */
export function inSense(text: string): string {
  let out = text
  for (const { word, near, unless, clause, reading } of [...CHILD_SENSES, ...SENSES, ...FIELD_SENSES]) {
    if (clause) {
      const current = out
      out = current.replace(word, (written: string, ...rest: unknown[]) => {
        const around = clauseAt(current, rest.at(-2) as number)
        if ((near && !near.test(around)) || unless?.test(around)) return written
        return filled(reading, rest.slice(0, -2))
      })
      continue
    }
    if (near && !near.test(text)) continue
    if (unless?.test(text)) continue
    out = out.replace(word, reading)
  }
  return out
}
