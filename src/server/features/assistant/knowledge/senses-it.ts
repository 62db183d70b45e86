import { unelisions } from '../cognates'

/**
 * Italian words with two senses, read in the one the rest of the message chooses (as ./senses.ts does for English):
 * a flight or a train is cancelled, an account deleted; a trademark is registered, a song recorded; an account or a
 * profile "stolen" was hacked; a school "debito" is a subject failed, to resit; "fumo" the police find is cannabis;
 * "punti" in a video game are its currency, on a driving licence its points, in a wound stitches; a washing machine's
 * "perdita" is a leak, a father's a loss; plants "seccati" have withered; a belly "gonfia" after meals is bloated; a back
 * "bloccata" is stiff; a mosquito's "punture" are bites and a wasp that "ha punto" stung; a car's "scarico" is its exhaust, a Vespa with an engine a scooter, "guida" with
 * a licence driving; "si cucina" cooks; "analisi" at university calculus; a video "montato" edited; muscles "contratti" tense;
 * "assistenza" with a phone number customer support; "due lavori" jobs; lights that "sono morte" dead; people who are
 * "distrutti" are exhausted; one who "ci ha lasciati" has died. General Italian, not from any question set. Each sense is
 * read only when a word of the message says so (`near`) and none says otherwise (`unless`); else the dictionary's.
 */
interface ItalianSense {
  /** Each form of the word with its English. */
  words: Map<string, string>
  near?: RegExp
  unless?: RegExp
  /** The word just before, when it alone decides ("siamo distrutti"). */
  before?: Set<string>
}

/** The forms of a word, each read the same ("rubato rubata", "hacked") or as its own ("cancellare:cancel cancellato:cancelled"). */
const forms = (list: string, reading?: string) =>
  new Map(
    list.split(' ').map((form) => (reading ? [form, reading] : ([form.split(':')[0]!, form.split(':')[1]!.replaceAll('_', ' ')] as const))),
  )

const SCHOOL =
  /\b(scuola|liceo|materia|materie|matematica|italiano|latino|greco|inglese|francese|tedesco|spagnolo|chimica|fisica|storia|scienze|settembre|recuperare|recupero|pagella|prof|professore|professoressa|promosso|promossa|bocciato|bocciata|classe)\b/
const BODY = /\b(schiena|collo|spalla|spalle|ginocchio|ginocchia|mascella|anca|lombare|lombari|gamba|caviglia|polso|braccio|cervicale)\b/

const SENSES: ItalianSense[] = [
  {
    words: forms(
      'cancellare:cancel cancella:cancels cancellano:cancel cancellato:cancelled cancellata:cancelled cancellati:cancelled cancellate:cancelled',
    ),
    near: /\b(volo|voli|treno|treni|aereo|concerto|appuntamento|appuntamenti|visita|prenotazione|evento|matrimonio|lezione|lezioni|esame|partita|viaggio|corsa|consulenza)\b/,
    unless: /\b(file|foto|account|profilo|email|mail|messaggio|messaggi|chat|dati|cartella)\b/,
  },
  {
    words: forms(
      'registrare:register registra:registers registro:register registrato:registered registrata:registered registrati:registered',
    ),
    near: /\b(marchio|marchi|brevetto|logo|dominio|societa|azienda|ditta|contratto|fatture|fattura|nome|srl|startup)\b/,
  },
  {
    words: forms('rubato rubata rubati rubate rubare rubano', 'hacked'),
    near: /\b(account|profilo|password|instagram|facebook|whatsapp|tiktok|email|mail|credenziali|identita|pagina|canale)\b/,
    unless: /\b(telefono|cellulare|portafoglio|borsa|zaino|macchina|auto|bici)\b/,
  },
  {
    words: forms('debito debiti', 'failed school subject to resit'),
    near: SCHOOL,
    unless: /\b(banca|soldi|euro|rate|rata|finanziaria|prestito|mutuo|carta|tasse|pagare)\b/,
  },
  {
    words: forms('fumo', 'cannabis possession'),
    near: /\b(carabinieri|polizia|poliziotti|fermato|fermata|fermati|arrestato|arrestata|beccato|beccata|spaccio|spacciare|spaccia|grammi|erba|canne|canna|sequestrato|denunciato|denunciata)\b/,
  },
  {
    words: forms('punti', 'game currency'),
    near: /\b(videogioco|videogiochi|fortnite|skin|gioco|giochi|giocare|gioca|playstation|console|gaming)\b/,
  },
  { words: forms('punti', 'licence points'), near: /\b(patente|multa|multe|vigili|vigile)\b/ },
  {
    words: forms('punti', 'stitches'),
    near: /\b(ferita|taglio|tagliato|tagliata|cucito|cucire|pronto|cicatrice|medicazione|fronte|mento|sutura)\b/,
  },
  {
    words: forms('perdita perdite', 'leak'),
    near: /\b(lavatrice|lavastoviglie|tubo|tubi|tubatura|tubature|rubinetto|acqua|caldaia|tetto|soffitto|gas|doccia|termosifone|termosifoni|scarico|water|sifone|radiatore|olio)\b/,
    unless:
      /\b(marito|moglie|padre|madre|papa|mamma|figlio|figlia|nonno|nonna|amico|amica|fratello|sorella|bambino|bambina|soldi|euro|peso|capelli|memoria)\b/,
  },
  {
    words: forms('seccato seccata seccati seccate seccando secche seccare', 'withered'),
    near: /\b(pianta|piante|limone|limoni|fiori|fiore|foglie|albero|alberi|orto|prato|siepe|basilico|rose|ulivo|ulivi|vaso|vasi|giardino|terrazzo)\b/,
  },
  {
    words: forms('gonfio gonfia gonfi gonfie gonfiore gonfiori', 'bloated'),
    near: /\b(pancia|pancetta|pasto|pasti|mangiare|mangio|mangiato|stomaco|addome|intestino|digerire|digestione|aria)\b/,
    unless: /\b(caviglia|caviglie|piede|piedi|gamba|gambe|ginocchio|occhio|occhi|guancia|gengiva|gengive|dito|mano|polso|faccia|labbro)\b/,
  },
  {
    words: forms('puntura:insect_bite punture:insect_bites punto:stung punta:stung'),
    near: /\b(zanzara|zanzare|cimici|cimice|insetto|insetti|ape|api|vespa|vespe|calabrone|ragno|pulci|pulce|zecca|zecche|medusa|prude|prudono)\b/,
  },
  {
    words: forms('scarico', 'exhaust pipe'),
    near: /\b(macchina|auto|motore|accelero|accelera|marmitta|moto|motorino|scooter|furgone|diesel|benzina|frizione)\b/,
  },
  {
    words: forms('vespa', 'vespa scooter'),
    near: /\b(minimo|motore|spegne|parte|carburatore|candela|benzina|miscela|gomma|freni|marce|frizione|accendo|guidare|targa|meccanico)\b/,
  },
  {
    words: forms('guida', 'driving'),
    near: /\b(patente|esame|parcheggio|parcheggiare|macchina|auto|retromarcia|bocciato|bocciata|foglio rosa|scuola guida|istruttore)\b/,
  },
  { words: forms('bloccato bloccata bloccati bloccate', 'stiff'), near: BODY },
  {
    words: forms('distrutto distrutta distrutti distrutte', 'exhausted'),
    before: new Set('sono siamo sei siete sento sentiamo sentita sentito stanco stanca stanchi tutti'.split(' ')),
  },
  // Jobs counted are jobs ("due lavori"), not building work.
  { words: forms('lavori', 'jobs'), before: new Set('due tre quattro piu altri vari diversi entrambi'.split(' ')) },
  // Lights or plants that "sono morte" are dead, not a death (a person who "è morto" died, as the dictionary has it).
  { words: forms('morte', 'dead'), before: new Set('sono sembrano ormai tutte'.split(' ')) },
  {
    words: forms('analisi', 'calculus'),
    near: /\b(esame|universita|facolta|matematica|derivate|integrali|limiti|ingegneria|corso|crediti)\b/,
    unless: /\b(sangue|urine|medico|dottore|risultati|valori|colesterolo|glicemia|referto|laboratorio)\b/,
  },
  {
    words: forms('montato montata montare montaggio monta monti montarli montarlo montami', 'video editing'),
    near: /\b(video|filmato|filmati|registrato|registrata|lezioni|clip|youtube|riprese|girato|footage|vlog|reel)\b/,
  },
  {
    words: forms('contratto contratta contratti contratte', 'tense'),
    near: /\b(muscolo|muscoli|schiena|collo|spalla|spalle|polpacci|polpaccio|gambe|cosce|coscia|trapezio)\b/,
    unless: /\b(lavoro|firmato|firmare|affitto|azienda|datore|dipendente|scadenza|rinnovo)\b/,
  },
  {
    words: forms('assistenza', 'customer support'),
    near: /\b(numero|telefono|clienti|contattare|contatto|email|mail|chat|sito|app|tecnica|ticket|risponde)\b/,
    unless: /\b(anziano|anziana|nonna|nonno|madre|padre|malato|malata|domiciliare|disabile|allettato|allettata)\b/,
  },
  // One who "si licenzia" or "si è licenziato" quits; one whom the boss "ha licenziato" was fired (the dictionary's).
  {
    words: forms('licenzia licenziano licenziato licenziata licenziati licenziate', 'resigned'),
    before: new Set('si sono sei siamo'.split(' ')),
  },
  { words: forms('licenziarmi licenziarsi licenziarti', 'resign from the job') },
  // "Un fallito" is a person who feels a failure; a firm "fallita" went bankrupt (the dictionary's).
  { words: forms('fallito fallita', 'failure'), before: new Set(['un', 'una']) },
  // Voices one "sente" are heard.
  {
    words: forms('sente sento sentono senti sentiva sentivo', 'hears'),
    near: /\b(voci|voce)\b/,
    unless: /\b(telefono|cellulare|microfono|cuffie)\b/,
  },
  // Money, a wage or slot machines "giocati" are gambled, a match or a game played (the dictionary's).
  {
    words: forms('gioca:gambles giocano:gamble giocato:gambled giocata:gambled giocare:gamble gioco:gambling'),
    near: /\b(soldi|stipendio|stipendi|pensione|risparmi|macchinette|slot|scommesse|scommette|casino|gratta|euro|debiti)\b/,
    unless: /\b(calcio|calcetto|tennis|videogioco|videogiochi|playstation|fortnite|console|squadra|partita)\b/,
  },
  {
    words: forms('girato girata girati girate girare giro', 'filmed'),
    near: /\b(video|filmato|filmati|clip|riprese|vlog|reel|cortometraggio|documentario|youtube)\b/,
  },
  {
    words: forms('testare testato testata testarlo testarla testiamo', 'test'),
    near: /\b(app|sito|software|gestionale|programma|codice|piattaforma|applicazione|funzionalita|bug)\b/,
  },
  // "Testi" after a pronoun is the verb ("che lo testi"); else texts ("i testi per il sito").
  { words: forms('testi', 'test'), before: new Set('lo la li le me ce mi ci'.split(' ')) },
  // A "ponte" by a holiday is a long weekend; a dentist's stays a bridge.
  {
    words: forms('ponte', 'long weekend'),
    near: /\b(aprile|maggio|giugno|agosto|novembre|dicembre|natale|pasqua|immacolata|festa|festivo|vacanza|vacanze|ferie|weekend)\b/,
    unless: /\b(dente|denti|dentista|dentiera|impianto|capsula)\b/,
  },
  // A house's, a villa's or a room's "progetto" is its plans; an app's or a team's stays a project.
  {
    words: forms('progetto progetti', 'architectural plans'),
    near: /\b(casa|casetta|villa|villetta|appartamento|stanze|ristrutturare|ristrutturazione|mansarda|soppalco|terreno|costruire|ampliamento)\b/,
    unless: /\b(app|sito|software|azienda|team|cliente|clienti|ditta|scadenza|impianto)\b/,
  },
  {
    words: forms('disegni disegno', 'building plans'),
    near: /\b(casa|casetta|villa|villetta|costruire|terreno|ristrutturare|ampliamento|geometra|comune)\b/,
  },
  // A wall "buttato giù" is knocked down.
  {
    words: forms('buttare butto buttato buttata buttiamo butta', 'knock'),
    near: /\b(muro|muri|parete|pareti|tramezzo|tramezzi|muretto)\b/,
  },
  // Hair one "perde" or that "cadono" is hair loss; a cut stays the hairdresser's.
  { words: forms('capelli', 'hair loss'), near: /\b(perdo|perde|perdendo|perso|cadono|cade|cadendo|caduta)\b/ },
  // A light that flashes red or green is a warning light, not the electricity bill's "luce".
  {
    words: forms('luce', 'light'),
    near: /\b(lampeggia|lampeggiante|lampeggiano|rossa|verde|arancione|gialla|spia|led|accesa)\b/,
    unless: /\b(bolletta|bollette|contatore|fornitore|kw|kwh)\b/,
  },
  // "cucina" after a pronoun or "non" is the verb ("non si cucina più niente"), else the kitchen.
  { words: forms('cucina', 'cooks'), before: new Set('si mi ti ci non lei lui chi che ne'.split(' ')) },
]

/** Whom "ci ha lasciati" leaves: a clause's end or a time, not a thing left behind ("ci ha lasciato la casa"). */
const LEFT_BEHIND = /^(la|il|lo|i|gli|le|un|una|uno|tutto|tutti|tutta|soldi|casa|eredita|\d+)$/

// eslint-disable-next-line no-restricted-syntax -- per message: its words read once for all of its words' senses
const around = new WeakMap<string[], string>()

/** A message's words, each also without an elided article glued on ("l'esame", "all'università"), which hides the words that decide. */
function readAround(tokens: string[]): string {
  let message = around.get(tokens)
  if (message === undefined) {
    message = tokens.flatMap((token) => [token, ...unelisions(token, 'it')]).join(' ')
    around.set(tokens, message)
  }
  return message
}

/** The sense of the Italian word at i that the rest of the message chooses, or undefined for the dictionary's. */
export function italianSense(tokens: string[], i: number): string | undefined {
  const word = tokens[i]!
  if (
    /^lasciat[oaie]$/.test(word) &&
    tokens[i - 2] === 'ci' &&
    /^(ha|hanno)$/.test(tokens[i - 1] ?? '') &&
    !LEFT_BEHIND.test(tokens[i + 1] ?? '')
  )
    return 'passed away'
  const bares = unelisions(word, 'it')
  for (const { words, near, unless, before } of SENSES) {
    const reading = words.get(word) ?? bares.reduce<string | undefined>((hit, bare) => hit ?? words.get(bare), undefined)
    if (!reading || (before && !before.has(tokens[i - 1] ?? ''))) continue
    const message = readAround(tokens)
    if ((!near || near.test(message)) && !unless?.test(message)) return reading
  }
  return undefined
}
