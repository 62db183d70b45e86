/**
 * Where a language is spoken: a place a message names ("we're retiring to Valencia and want to chat with the
 * neighbours", "me mudo a Londres") says which language the person may want to learn or have translated. Places
 * are written as a normalised message has them (lower case, no accents), in English and in the five other languages.
 */
export const PLACES: Record<string, string> = {
  spanish:
    'spain|espana|spanien|espagne|spagna|espanha|mexico|messico|mexique|argentina|argentine|argentinien|colombia|colombie|kolumbien|chile|peru|venezuela|ecuador|bolivia|uruguay|paraguay|cuba|costa rica|panama|guatemala|honduras|nicaragua|el salvador|dominican republic|puerto rico|madrid|barcelona|valencia|seville|sevilla|malaga|bilbao|granada|alicante|mallorca|majorca|ibiza|tenerife|lanzarote|gran canaria|canary islands|canaries|marbella|zaragoza|cadiz|andalusia|andalucia|galicia|cordoba|buenos aires|bogota|medellin|lima|quito|montevideo|havana|cancun|guadalajara|monterrey|oaxaca|cusco|cartagena|costa del sol|costa blanca',
  french:
    'france|frankreich|francia|franca|paris|lyon|marseille|bordeaux|toulouse|nantes|lille|strasbourg|montpellier|provence|brittany|bretagne|normandy|normandie|dordogne|quebec|montreal|brussels|bruxelles|geneva|geneve|lausanne|monaco|corsica|corse|grenoble|annecy|biarritz|cannes|rennes|avignon|senegal|dakar',
  german:
    'germany|deutschland|alemania|allemagne|germania|alemanha|berlin|munich|munchen|hamburg|frankfurt|cologne|koln|stuttgart|dusseldorf|dresden|leipzig|hanover|hannover|nuremberg|nurnberg|bremen|heidelberg|bonn|freiburg|bavaria|bayern|baviera|baviere|austria|osterreich|vienna|wien|salzburg|innsbruck|graz|linz|zurich|bern|basel|lucerne|luzern|dortmund|duisburg|bochum|wuppertal|bielefeld|mannheim|karlsruhe|augsburg|wiesbaden|munster|aachen|kiel|rostock|potsdam|darmstadt|regensburg|ingolstadt|wurzburg|wolfsburg|gottingen|erlangen|paderborn|ulm|heilbronn|gelsenkirchen|monchengladbach|krefeld|oberhausen|ludwigshafen|mainz|braunschweig|chemnitz|magdeburg|erfurt|lubeck|kassel|trier|jena|saarbrucken|osnabruck|klagenfurt|st gallen|winterthur',
  mandarin: 'china|beijing|peking|shanghai|shenzhen|chengdu|hangzhou|taiwan|taipei',
  english:
    'london|londres|londra|england|inglaterra|inghilterra|angleterre|scotland|ireland|irlanda|dublin|edinburgh|manchester|new york|nueva york|united states|estados unidos|stati uniti|etats unis|vereinigte staaten|usa|australia|australien|sydney|melbourne|toronto|vancouver',
}

const PLACE = new RegExp(`\\b(${Object.values(PLACES).join('|')})\\b`, 'g')
const LANGUAGE_OF = new Map(Object.entries(PLACES).flatMap(([language, places]) => places.split('|').map((p) => [p, language] as const)))

/** Whether a (normalised) word is a place's name: translation leaves it as it is ("Dortmund" is no "mouth", "Klagenfurt" no lawsuit). */
export function isPlace(word: string): boolean {
  return LANGUAGE_OF.has(word)
}

/** The languages spoken in the places a (normalised) message names. */
export function languagesOfPlaces(normalised: string): string[] {
  return [...new Set([...normalised.matchAll(PLACE)].map((m) => LANGUAGE_OF.get(m[1]!)!))]
}
