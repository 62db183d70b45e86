import { ANIMAL } from './animals'
import { LANGUAGE_NAMES } from './languages'
import type { Sense } from './senses'

/**
 * English words that belong to two or more fields, read by the neighbours in their own clause (./senses.ts reads them):
 * a contract for part-time staff is an employment contract, not a smart contract; pressure from a boss or parents is
 * stress, a boiler's, a tyre's or the blood's stays pressure; a cell with a formula is a spreadsheet's; bugs on roses
 * are garden pests and one caught at nursery a stomach bug; a toddler's virus is an infection, a laptop's stays
 * malware; bank and overdraft charges are fees; a licence lost for speeding is a driving licence, one to sell drink a
 * business's, one for a library's code copyright; the house put in a trust is estate planning; a team that does not
 * trust its manager is a leadership question; a memo leaked to the press a media crisis, a journalist's request for
 * comment a press statement; a football pitch is turf; an app that does not scale is under load; a New Year's
 * resolution is a goal, a monitor's its display; a dog or a cat in heat is in season; chicken stock is broth; a bald
 * patch in a lawn is the lawn's; black spots on a wall and a musty cellar are damp and mould; tiles in a shower are a
 * tiler's, no roofer's; a text in one language turned into another is a translation; a permit to build is planning
 * permission; skipping school is missing it; one's own drawing or photos copied, or sold by others without leave, are
 * copyright infringement; a gain on a flat sold is capital gains tax; a child bullied at school is anxious, no
 * workplace's. General English, not from any question set.
 */

/** One's own creative work. */
const OWN_WORK =
  /\b(my|our|her|his) (own )?(drawings?|designs?|artwork|art|illustrations?|photos?|photographs?|pictures?|paintings?|logo|songs?|music|lyrics|book|novel|characters?|patterns?|prints?|poems?|recipes?|content|videos?)\b/i
/** Reading, learning or speaking a language, or being taught it. */
const LEARNING_A_LANGUAGE =
  /\b(read|reads|reading|learn|learning|practi[sc]e|practi[sc]ing|lessons?|study|studying|speak|speaking|tutors?|teachers?)\b/i
/** Work that people do for an employer: their hours, shifts, pay and staff. */
const STAFF =
  /\b(staff|employees?|new hires?|hires|part[- ]time|full[- ]time|cleaners?|barista|waiters?|waitress\w*|workers?|shifts?|hours|wages?|salary|holiday pay|sick pay|notice period|employer|boss|apprentices?|nanny|zero[- ]hours?|fixed[- ]term|maternity|pregnant)\b/i
/** Code on a chain. */
const CHAIN = /\b(smart|solidity|ethereum|eth|blockchain|token|tokens|crypto|web3|nft|erc-?\d*|polygon|solana|mainnet|dao|defi|wallet)\b/i
/** Pressure one can measure: a boiler's, a tyre's, the blood's, the body's. */
const MEASURED_PRESSURE =
  /\b(blood|bp|boiler|combi|tyres?|tires?|water|tap|taps|shower|heating|gauge|valve|brakes?|pump\w*|washer|psi|bar|radiators?|hose|lower back|back pain|my back|neck|in my head|headaches?|chest|ears?|sinus\w*|eyes?|gas)\b/i
/** Where pressure to do or be something comes from. */
const PEOPLE_WHO_PRESS =
  /\b(work|job|boss|manager|parents|mum|mom|dad|family|in[- ]laws|school|exams?|peer|deadlines?|team|meetings?|colleagues|expectations|perform|performance|everyone|society|friends)\b/i
const SPREADSHEET = /\b(excel|sheets?|spreadsheets?|formulas?|formatting|columns?|rows?|vlookup|xlookup|pivot|workbook|macro)\b/i
/** Where garden pests live. */
const GARDEN =
  /\b(roses?|plants?|garden|lawn|grass|leaves|tomato\w*|veg|vegetables?|greenhouse|flowers?|shrubs?|hedges?|trees?|aphids?|soil|allotment|seedlings?|herbs?|houseplants?)\b/i
/** Software, where a bug is a fault. */
const SOFTWARE =
  /\b(app|apps|site|website|code|software|release|checkout|page|form|crash\w*|login|api|database|server|program|game|plugin|feature|ticket|testing|qa|deploy\w*)\b/i
/** What a person who has caught something feels and where they caught it. */
const ILL =
  /\b(caught|picked up|nursery|daycare|fever|temp|temperature|vomit\w*|sick|diarrh\w*|cough\w*|throat|antibiotics|bacterial|doctor|gp|symptoms|rash|flu|cold|exhausted|year old|baby|toddler|kids?|going round)\b/i
/** A computer, where a virus is malware. */
const COMPUTER =
  /\b(laptop|computer|pc|mac|macbook|files?|server|pop[- ]?ups?|emails?|anti-?virus|scan|trojans?|malware|ransomware|windows|phone|website|hack\w*|encrypt\w*|browser|usb|network)\b/i
/** The driving kind: points, bans and what loses a licence. */
const DRIVING_BAN = /\b(speeding|points|banned|ban|disqualified|drink[- ]?driving|drunk driving|dui|dvla|suspended|revoked|penalty)\b/i
/** Code and its licences ("the MIT licence": German "mit" is "with", so MIT counts only before a licence). */
const SOFTWARE_LICENCE =
  /\b(open[- ]source|mit licen[cs]ed?|gpl|apache|bsd|library|libraries|repo|repository|github|npm|source code|our code)\b/i
/** Someone to provide for, or an estate to put in order. */
const ESTATE_PLANNING =
  /\b(house|home|property|kids|children|sons?|daughters?|grandsons?|granddaughters?|grandchildren|grandkids|inherit\w*|estate|(?:a|my|our|his|her|their|the) will|testament|assets|beneficiar\w*|inheritance tax)\b/i
/** Whom one does not trust: a partner, one's own self. */
const PERSONAL_TRUST = /\b(husband|wife|partner|boyfriend|girlfriend|affair|lied|cheat\w*|relationship|issues|marriage)\b/i
const TEAM = /\b(team|staff|employees|direct reports|colleagues|people i manage|reports)\b/i
/** What makes a service slow down as it grows. */
const LOAD = /\b(users|requests|traffic|servers?|database|api|load|backend|infrastructure|kubernetes|concurrent|queries|latency)\b/i
/** What else may scale: music, weight, lime, drawings, a business's size. */
const OTHER_SCALE =
  /\b(music|piano|guitar|violin|notes?|fish|weigh\w*|lime|kettle|drawing|plans|staff|team|employees|business|company|cleaning|shop|city|cities)\b/i
/** A goal one sets oneself. */
const GOAL =
  /\b(new ?years?|january|february|this year|to (exercise|lose|quit|stop|start|read|run|save|eat|go|drink|be)|stick to|keep|kept|break|broke|give up|gave up|every year)\b/i
const DISPLAY = /\b(monitor|screen|display|laptop|tv|hdmi|pixels?|1080p?|4k|1024|graphics card|gpu)\b/i
/** Where a business's papers end up printed. */
const PRESS = /\b(press|media|journalists?|newspapers?|reporters?|tabloids?|twitter|news)\b/i
const DATA = /\b(data|passwords?|emails?|database|customer details|records|breach|hack\w*|credentials)\b/i
/** Selling drink or putting on music in a place of business. */
const PREMISES =
  /\b(alcohol|liquor|beer|wine|spirits|bar|pub|cafe|café|restaurant|premises|live music|venue|street food|market stall|food truck|nightclub|club)\b/i
/** A female animal, which can be in heat. */
const FEMALE_ANIMAL = new RegExp(`${ANIMAL.source}|\\b(bitch|female|queen|mare|she|her|spay\\w*)\\b`, 'i')

/** Where damp shows in a home: its rooms, walls and corners. */
const HOME_SURFACES =
  /\b(walls?|ceilings?|bathroom|shower|cellar|basement|bedroom|windows?|window frames?|corners?|plaster|grout|silicone|wardrobe|cupboard|loft|attic|house|flat|apartment|room|carpet|skirting|wallpaper)\b/i
const VEHICLE = /\b(car|cars|van|seats?|boot|trunk|upholstery|dashboard|vehicle)\b/i
/** Spots someone wants painted over are a decorator's to judge. */
const VEHICLE_OR_REPAINT = new RegExp(`${VEHICLE.source}|\\b(repaint\\w*|paint|painting|decorat\\w*|wallpaper\\w*)\\b`, 'i')

/** Two different languages named in a message: one to turn the other into. */
const TWO_LANGUAGES = new RegExp(`\\b(${LANGUAGE_NAMES})\\b[\\s\\S]*\\b(?!\\1\\b)(${LANGUAGE_NAMES})\\b`, 'i')

/** Building work on a home, for which a permit is planning permission. */
const BUILDING_WORK =
  /\b(attic|loft|extension|extend|conversion|convert\w*|dormer|conservatory|porch|garage|garden room|outbuilding|annex\w*|storey|floor|build\w*|demolish\w*|knock\w* down|wall|roof|terrace|balcony|pool|fence|driveway|shed|renovat\w*)\b/i
/** A permit of another kind: to work, live, study, drive or park. */
const OTHER_PERMIT =
  /\b(work|working|visa|residence|residency|immigration|study|student|driving|drive|parking|park|gun|firearm|fishing|hunting|event|street)\b/i

/**
 * Speech as the way someone talks (a child's, a stroke patient's, a stammer), or a speech someone else gives at an
 * event being planned ("one big dinner where the CEO will give a speech").
 */
const SPEECH_AS_TALKING =
  /\b(therap\w*|delay\w*|behind|stutter\w*|stammer\w*|lisp\w*|slurr\w*|stroke|toddler|baby|year old|months old|pronounc\w*|sounds|language development|speech and language|articulat\w*|unclear)\b|\b(the|our|their) (ceo|boss|manager|director|president|chair\w*|mayor|principal|headteacher|minister|founder)\b[^.!?]{0,40}\bspeech/i

export const FIELD_SENSES: Sense[] = [
  // Contracts for staff: employment contracts, an employment lawyer's or HR's; code on a chain stays a smart contract.
  { word: /\b(?<!employment )(contracts?)\b/gi, near: STAFF, unless: CHAIN, clause: true, reading: 'employment $1' },
  // Pressure from a boss, parents, exams or peers is stress; a boiler's, a tyre's or the blood's stays pressure.
  {
    word: /\b(peer )?pressure\b/gi,
    near: PEOPLE_WHO_PRESS,
    unless: MEASURED_PRESSURE,
    clause: true,
    reading: '$1pressure, stress and overwhelm',
  },
  // A cell with formulas and columns is a spreadsheet's, no prison's, phone's or body's.
  { word: /\bcells?\b/gi, near: SPREADSHEET, clause: true, reading: 'excel spreadsheet cell' },
  // Bugs on plants are garden pests; a bug caught at nursery is an illness; a bug in an app stays a fault.
  { word: /\b(?<!bed )bugs?\b/gi, near: GARDEN, unless: SOFTWARE, clause: true, reading: 'garden pests aphids' },
  {
    word: /\b(stomach |tummy |winter |sickness |vomiting |24[- ]hour )?bug\b/gi,
    near: ILL,
    unless: SOFTWARE,
    clause: true,
    reading: 'stomach infection',
  },
  // A virus with a fever or a doctor is an infection; a computer's stays malware.
  { word: /\b(a |the )?virus(es)?\b/gi, near: ILL, unless: COMPUTER, clause: true, reading: 'an infection' },
  // Charges a bank takes are its fees, no criminal charge.
  { word: /\b(bank|overdraft|card|transaction|atm|late payment|monthly|hidden) charges\b/gi, reading: '$1 account fees' },
  // One's own work copied or sold by someone else is copyright infringement ("an exact copy of my drawing on their
  // sweatshirts", "they ripped off our logo"); a copy of a document stays a copy.
  {
    word: /\b(exact copy|copied|copying|copies|ripped off|rip-?offs?|knock-?offs?|stole|stolen|stealing|plagiari[sz]\w*)\b/gi,
    near: OWN_WORK,
    reading: '$1, copyright infringement',
  },
  // …and so is one's work sold or used by others without leave ("someone on etsy is selling prints of my paintings",
  // "a brand used our photos without permission"); selling one's own prints stays a shop's.
  {
    word: /\b(without (?:my|our|her|his|any) (?:permission|consent|credit)|(?:someone|somebody|a company|a brand|a shop|a store|a website|a guy|a seller|they|he|she)(?: [a-z]+){0,3}? (?:is |are |was |were |has been |have been )?(?:selling|sells|sold|using|uses|used|printing|prints|printed|posting|posted|reposting|reposted))\b/gi,
    near: OWN_WORK,
    reading: '$1, copyright infringement',
  },
  // A gain on something sold is a capital gain, a tax matter ("made decent money on the flat, I owe a chunk on the
  // gain"); weight gained stays the body's.
  {
    word: /\b(?:capital )?gains?\b/gi,
    near: /\b(sold|sell|selling|sale|shares|stocks|crypto|bitcoin|property|flat|house|apartment|investments?|portfolio)\b/i,
    unless: /\b(weight|kilos?|kg|lbs|pounds|muscle|belly|pregnan\w*)\b/i,
    reading: 'capital gains tax',
  },
  // A licence lost for speeding is a driving licence; one for a library's code, a software licence and its copyright.
  {
    word: /\b(?<!driving |driver.?s |software )licen[cs]e\b/gi,
    near: DRIVING_BAN,
    unless: SOFTWARE_LICENCE,
    clause: true,
    reading: 'driving licence',
  },
  { word: /\b(?<!driving |driver.?s )licen[cs]es?\b/gi, near: SOFTWARE_LICENCE, clause: true, reading: 'copyright licensing' },
  // A licence to sell drink or put on music in a bar or a cafe: the business's licensing, a lawyer's.
  {
    word: /\b(alcohol |liquor |premises |drinks |music |entertainment |late[- ]night )?licen[cs]e\b/gi,
    near: PREMISES,
    unless: new RegExp(`${DRIVING_BAN.source}|${SOFTWARE_LICENCE.source}|\\b(driving|drive|driver)\\b`, 'i'),
    clause: true,
    reading: '$1licence, legal compliance for my business',
  },
  // The house put in a trust, a trust fund for a grandchild: estate planning; trust between people stays theirs.
  {
    word: /\b(a |the )?trust( fund)?\b/gi,
    near: ESTATE_PLANNING,
    unless: new RegExp(`${PERSONAL_TRUST.source}|\\b(do|does|did|can|could)(n.?t| not) trust\\b`, 'i'),
    clause: true,
    reading: 'estate planning',
  },
  // A team that does not trust its manager: a leadership question, no couple's.
  {
    word: /\b(doesn.?t|don.?t|do not|does not|won.?t|stopped|can.?t|never) trust(ed|ing)? me\b/gi,
    near: TEAM,
    unless: PERSONAL_TRUST,
    clause: true,
    reading: '$1 trust my leadership as team leader',
  },
  // Journalists asking for a comment want a statement to the press; a comment under a post stays the post's.
  {
    word: /\bcomments?\b/gi,
    near: PRESS,
    unless: /\b(comments? (on|under|below)|comment section|(under|below) (the|a|my|our|his|her|their) (posts?|videos?|articles?))\b/i,
    clause: true,
    reading: 'comment, a press statement',
  },
  // A memo leaked to the press is a media crisis; leaked data or passwords stay a breach.
  { word: /\bleak(ed|s)?\b/gi, near: PRESS, unless: DATA, clause: true, reading: 'leaked in a media crisis' },
  // A phone's battery that drains runs out quickly, no drain to unblock.
  { word: /\b(battery|batteries) (drains?|draining|drained)\b/gi, reading: '$1 runs down' },
  // A pitch that is played on: turf.
  {
    word: /\b(football|rugby|cricket|hockey|sports?|five[- ]a[- ]side|5[- ]a[- ]side|playing) pitch(es)?\b/gi,
    reading: '$1 field turf lawn',
  },
  // An app that does not scale is under load; a business, a piano's or a kettle's scale stays its own.
  { word: /\b(scale|scales|scaling)\b/gi, near: LOAD, unless: OTHER_SCALE, clause: true, reading: 'handle server load and scalability' },
  // A resolution one keeps or gives up is a goal; a monitor's is a display setting.
  { word: /\b(new ?years?'? )?resolutions?\b/gi, near: GOAL, unless: DISPLAY, clause: true, reading: 'new year goals' },
  { word: /\bresolution\b/gi, near: DISPLAY, clause: true, reading: 'screen display' },
  // A dog or a cat in heat is in season, a vet's; a house with no heat stays a heating engineer's.
  { word: /\b(in|on|into) heat\b/gi, near: FEMALE_ANIMAL, clause: true, reading: 'in her season cycle at the vet' },
  // Stock of bones and vegetables is broth; shares and a shop's stock stay theirs.
  { word: /\b(chicken|beef|veg|vegetable|fish|bone|ham|lamb|turkey|pork|mushroom|homemade|dashi) stock\b/gi, reading: '$1 soup broth' },
  // A bald patch in a lawn is bare grass, no hair loss.
  { word: /\bbald (patch|patches|spots?)\b/gi, near: /\b(lawn|grass|turf)\b/i, clause: true, reading: 'bare $1' },
  // Something in one language to be turned into another is a translation ("her recipes are in Malayalam, I want them
  // turned into proper English"); notes turned into plain English stay an editor's.
  {
    word: new RegExp(
      `\\b(turn(?:ed|ing)?|put(?:ting)?|get|getting|have|had|written|rewritten|changed)( \\w+){0,2} into (proper |good |correct |real |decent )?(${LANGUAGE_NAMES})\\b`,
      'gi',
    ),
    near: TWO_LANGUAGES,
    reading: 'translated into $4',
  },
  // Writing to have in another language is a translation ("our product manual available in Japanese", "the menu in
  // English too"); books to read or learn with in a language stay a teacher's.
  {
    word: new RegExp(
      `\\b(manuals?|listings?|websites?|site|documents?|docs|brochures?|catalogues?|catalogs?|menus?|contracts?|subtitles|packaging|labels?|product pages?|books?|novels?|certificates?|diplomas?|transcripts?|leaflets?|instructions|guides?|handbooks?)((?: [\\w-]+){0,3}) (in|into) (${LANGUAGE_NAMES})\\b`,
      'gi',
    ),
    unless: LEARNING_A_LANGUAGE,
    clause: true,
    reading: '$1$2 translated into $4',
  },
  {
    word: new RegExp(`\\b(available|published|ready|live|versions?|editions?) (in|into) (${LANGUAGE_NAMES})\\b`, 'gi'),
    unless: LEARNING_A_LANGUAGE,
    clause: true,
    reading: '$1 translated into $3',
  },
  // Someone tracking one's phone or location is spyware, a security matter; parcels and habits tracked stay theirs.
  {
    word: /\b(track(?:s|ing|ed)?|spy(?:ing)? on|monitor(?:s|ing|ed)?)\b/gi,
    near: /\b(my|our) (phone|iphone|laptop|location|messages|texts|whatsapp|emails?|accounts?|car)\b/i,
    unless: /\b(parcel|package|order|delivery|habits?|calories|steps|sleep|workouts?|expenses|spending|time|hours|stock|inventory)\b/i,
    clause: true,
    reading: '$1 with stalkerware spyware, a security breach of',
  },
  // A child bullied at school is anxious among other children, no workplace's bullying.
  {
    word: /\b(bull(?:y|ied|ies|ying)|mobbing|gemobbt)\b/gi,
    near: /\b(school|schools|class|classmates|playground|pupils?|kids|children|year \d+|grade|escola|escuela|colegio|schule|ecole|scuola)\b/i,
    unless: /\b(work|job|boss|manager|colleagues?|co-?workers?|staff|employer|office)\b/i,
    reading: '$1 by classmates, anxious and withdrawn',
  },
  // A permit to build is planning permission ("do we need a permit to convert the loft"); a work permit stays a visa.
  { word: /\b(permits?|permission)\b/gi, near: BUILDING_WORK, unless: OTHER_PERMIT, reading: 'planning permission' },
  // Skipping school or classes is missing them ("he skips school"), no heart that skips a beat.
  {
    word: /\b(skip|skips|skipped|skipping|bunk\w*|wag\w*|cut|cuts|cutting)( off)?(?= (school|class|classes|lessons?|college|uni|university|lectures?|schools))/gi,
    reading: 'misses',
  },
  // A speech to write for an occasion is a writer's; one to give, a speaking coach's. A child's or a stroke
  // patient's speech stays a speech therapist's.
  {
    word: /\bspeech(es)?\b/gi,
    near: /\b(write|writing|wrote|written|draft\w*|words for|need a|want a|needs a)\b/i,
    unless: SPEECH_AS_TALKING,
    reading: 'speechwriting, write the text',
  },
  {
    word: /\bspeech(es)?\b/gi,
    near: /\b(best man|maid of hono\w*|wedding|funeral|eulogy|retirement|toast|give|giving|gave|deliver\w*|conference|audience|stage|nervous|dread\w*|terrified|scared|anxious|keynote|graduation|birthday|party|award)\b/i,
    unless: SPEECH_AS_TALKING,
    reading: 'public speaking talk',
  },
  // A child who will not go to school refuses school: anxiety, no insurer's refusal. Also in the other languages'
  // English readings ("ne veut plus go a school", "will no longer in die school go").
  {
    word: /\b(refuses?|refused|refusing|won'?t|wont|will not|doesn'?t want|does not want|don'?t want|do not want|no longer wants?|(ne|nao|non|no) (veut|want|wants)( plus| piu| mais)?|will (nicht|no longer)( mehr)?)( to)? (go|going|get going)( back)? (to |a |al |alla |in die |zur )?(school|schule|college|class|classes|nursery)\b|\b(will|want|wants) (nicht|no longer)( mehr)? (in die |zur )?(school|schule) (go|gehen)\b/gi,
    reading: 'school refusal, anxiety',
  },
  // Stairs that hurt a knee or a hip are the joint's; breathless on them stays the heart's.
  {
    word: /\b(climb\w*|walk\w*|go\w*) (up |down )?(the )?stairs\b/gi,
    near: /\b(knees?|hips?|ankles?|joints?|legs?|kneecap|clicks?|clicking|cracks?|cracking|grinds?|grinding)\b/i,
    unless: /\b(breath\w*|chest|heart|puff\w*|dizzy)\b/i,
    reading: 'bending the joint on steps',
  },
  // A car named by its make is a car ("my grandad's old Mercedes won't start"); shares in the make stay shares.
  {
    word: /\b(mercedes|merc|bmw|audi|vw|volkswagen|toyota|honda|nissan|peugeot|renault|citroen|vauxhall|opel|skoda|seat|kia|hyundai|mazda|volvo|fiat|alfa romeo|land rover|range rover|jaguar|porsche|mini cooper|subaru|mitsubishi|lexus|dacia|suzuki)\b(?! (car|cars|van|vans|estate|saloon|hatchback|dealer\w*|garage))/gi,
    unless: /\b(stocks?|shares|invest\w*|named|called|friend|aunt|neighbou?r|my wife|my sister|team|f1|formula)\b/i,
    reading: '$1 car',
  },
  // Weed smoked or found in a teenager's room is cannabis; weeds in a lawn or a patio stay a gardener's.
  {
    word: /\bweed\b/gi,
    near: /\b(smok\w*|vap\w*|high|stoned|dealer|dealing|joints?|spliff|bong|drugs?|caught|found|room|bedroom|teen\w*|\d+ year old|school|police|sells?|selling|addict\w*)\b/i,
    unless: /\b(garden|lawn|grass|patio|paving|driveway|beds?|pull\w*|killer|weeding|allotment|plants?|flower\w*)\b/i,
    reading: 'cannabis drugs',
  },
  // A walker with an old parent who falls is a walking frame, no dog walker.
  {
    word: /\bwalkers?\b/gi,
    near: /\b(fell|falls?|falling|elderly|frail|mobility|zimmer|frame|stroke|hip|knee|mum|mom|mother|dad|father|grandma|grandad|grandmother|grandfather|nan|gran|\d{2}|in her 80s|in his 80s)\b/i,
    unless: /\b(dogs?|pupp(y|ies)|walks? (him|her|them)|lead|leash|pet)\b/i,
    reading: 'zimmer frame, mobility aid',
  },
  // A trade someone hopes to have is a career question; "I want to be a better dad" names no trade.
  {
    word: /\b(wants?|wanted|hopes?|hoping|dreams? of|would like|plans?|planning) (to )?(be|become|becoming|train as|study to become) (an?)\b(?! (better|good|great|more|less|happier|healthier|calmer|fitter|stronger)\b)/gi,
    reading: 'career advice, $1 to $3 $4',
  },
  // French "cuisine" is a kitchen, or cooking: learnt, done ("faire la cuisine"), in lessons, or of a country.
  {
    word: /\b(learn|love|faire|lessons de|classes de|cours de|course de) (la |de la )?kitchen\b|\bkitchen (italian|french|japanese|thai|indian|chinese|mexican|spanish|vegan|vegetarian|asian|lebanese|moroccan|greek)\b/gi,
    reading: '$1 cooking $3',
  },
  // Moles in a lawn are the animals that dig it up; on the skin they stay a dermatologist's.
  { word: /\bmoles?\b/gi, near: /\b(lawn|garden|grass|molehills?|digging|mounds?|turf)\b/i, reading: 'molehills' },
  // An identity stolen or used by someone else is identity theft, no brand identity.
  {
    word: /\bidentity\b/gi,
    near: /\b(stole|stolen|steal\w*|theft|thief|fraud\w*|in my name|in his name|in her name|credit cards?|loans?|bank|impersonat\w*|fake|scam\w*)\b/i,
    unless: /\b(brand|branding|logo|visual|corporate identity|rebrand\w*)\b/i,
    reading: 'identity theft',
  },
  // Planning told with getting married is a wedding's ("wir heiraten … überfordert mit der Planung").
  {
    word: /\bplanning\b/gi,
    near: /\b(marry|marrying|married|wedding|weddings|heiraten|casamos|nos casamos|mariage|matrimonio)\b/i,
    reading: 'wedding planning, plan our wedding',
  },
  // Flashing lights seen with a migraine are an aura, no roof's flashing.
  {
    word: /\bflash(ing|es)( lights?| lines| zigzags?)?\b/gi,
    near: /\b(migraines?|headaches?|eyes?|vision|see|seeing|aura|blind spots?|dizz\w*)\b/i,
    reading: 'visual aura',
  },
  // A cellar with water or damp in it is a basement; one with wine in it stays a sommelier's.
  {
    word: /\bcellars?\b/gi,
    near: /\b(flood\w*|water|damp|mou?ld\w*|wet|rain\w*|leak\w*|musty|smell\w*|cracks?|pump|seep\w*|puddles?)\b/i,
    unless: /\b(wines?|bottles?|vintages?|bordeaux|champagne|whisky|collection)\b/i,
    reading: 'basement',
  },
  // Tiles in a shower, a kitchen or on a floor are a tiler's, not a roof's.
  {
    word: /\b(tiles?|tiling)\b/gi,
    near: /\b(shower|bath|bathroom|kitchen|splashback|backsplash|floor|grout|wet room|en ?suite|toilet|sink)\b/i,
    unless: /\b(roofs?|roofing|slates?|gutters?|chimney|loft)\b/i,
    clause: true,
    reading: 'grout, regrout',
  },
  // Black spots on a wall or a ceiling are mould; a musty smell in a cellar or a room is damp. In a car they stay a valet's.
  {
    // Also in a foreign message's word order ("des taches noires": "stains black").
    word: /\b(black|dark|green|grey|gray) (spots|patches|marks|dots|stains|fuzz)\b|\b(spots|patches|marks|dots|stains) (black|dark|green|grey|gray)\b/gi,
    near: HOME_SURFACES,
    unless: VEHICLE_OR_REPAINT,
    clause: true,
    reading: 'damp black mould',
  },
  {
    word: /\b(musty|mouldy|moldy|damp) (smell|smells|odou?r)\b|\b(smells?|smelling|smelt|smelled) (musty|mouldy|moldy|damp)\b|\bmusty\b/gi,
    near: HOME_SURFACES,
    unless: VEHICLE,
    reading: 'damp mould',
  },
]
