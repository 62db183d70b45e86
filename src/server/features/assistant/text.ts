import snowball from 'snowball-stemmers'
// folding and word split are the search's (one normalisation for both)
import { fold as normalise } from '../../text/fold'
import { joinedWords } from '../../text/words'

/**
 * Language handling of the offline assistant: normalising, tokenising, stop words (English,
 * Spanish, German, French) and Snowball stemming. Every word goes through the English stemmer; words
 * that only appear in another language's cues are stemmed the same way on both sides, so they match.
 */
const english = snowball.newStemmer('english')
// eslint-disable-next-line no-restricted-syntax -- memo of a pure function (stemming): the same answer for every server
const stemCache = new Map<string, string>()

export function stem(word: string): string {
  let s = stemCache.get(word)
  if (s === undefined) {
    s = english.stem(word)
    if (stemCache.size < 50_000) stemCache.set(word, s)
  }
  return s
}

/** normalise: lower case, accents removed, ß → ss, apostrophes dropped ("won't" → "wont"). */
export { normalise }

/** English contractions and possessives that folding would turn into other words ("we'd" → "wed", "he'll" → "hell"). */
const CONTRACTION = /(?<=\p{L})['’](?:d|ll|ve|re|m|s)\b/giu

/** The words of a text, folded, joined ones kept whole (full-stack, 24/7, r&d), without English contraction endings. */
export function words(text: string): string[] {
  return joinedWords(text.replace(CONTRACTION, ''))
}

const STOP = new Set(
  // English
  (
    'a an the and or but if then than so of to in on at by for with about from into onto over under after before since until ' +
    'is am are was were be been being do does did done doing have has had having i me my mine myself we us our ours you your yours ' +
    'he him his she her hers it its they them their theirs this that these those there here what which who whom whose when where why how ' +
    'can could would should will shall may might must just only also very really too quite bit lot lots much many more most some any ' +
    'all every each no not nor dont doesnt didnt cant cannot wont isnt arent wasnt im ive id youre its thats theres whats lets ' +
    'get got getting go going gone went make made want wanted need needs needed like would please thanks thank hi hello hey ' +
    'one two three four five six seven eight nine ten first last next week weeks month months year years day days today yesterday tomorrow ' +
    'now still already even ever never always again anymore back out up down off away night morning evening afternoon weekend soon later just actually basically honestly totally definitely ' +
    'someone somebody anyone anybody something anything thing things stuff way ok okay yes yeah well oh also etc ' +
    'do know think say said tell told ask asked let see look looking find help helps anyone best good great new old ' +
    'time times idea ideas start started starting try tried trying keep keeps kept lately since every constantly often usually sometimes frequently' +
    ' ' +
    // Spanish
    'el la los las un una unos unas y o de del al en con por para que se me mi mis te tu tus su sus es son esta estoy estan ' +
    'muy mas pero como cuando donde quien cual lo le les yo nos nuestro hay cada vez mucho' +
    ' ' +
    // German
    'der die das den dem des ein eine einen einem einer und oder aber ich du er sie es wir ihr mein meine meinen unser unsere ' +
    'ist sind war habe hat haben wird werden mit von zu zum zur im in an auf fur fuer bei nach vor aus uns sich nicht kein keine ' +
    'gibt jemanden jemand soll sollte kann konnen gerade ca bevor weil dass als wie was wer ' +
    // French
    'le les un une des du de et ou je tu il elle nous vous ils elles mon ma mes ton ta tes son sa ses notre votre est sont ai as a ' +
    'en dans pour par sur avec pas ne que qui quoi ce cet cette ces au aux mot ' +
    // Portuguese
    'o os as um uma uns umas do da dos das no na nos nas em meu minha meus minhas seu sua com para pra por nao que tem tenho esta estou ' +
    'sao voce ele ela eles elas muito mas como isso isto ja foi ser ter quero preciso alguem algum alguma ajuda ' +
    // Italian
    'il lo gli di del dello della dei degli delle nel nella nei con per non che sono sta sto ho hai ha abbiamo mio mia miei mie ' +
    'suo sua questo questa quello quella anche perche molto ma come mi ti ci si vorrei qualcuno aiuto'
  ).split(/\s+/),
)

export function isStopWord(word: string): boolean {
  return STOP.has(word) || /^\d+$/.test(word) || word.length < 2
}

/** Content words of a text, in order (stop words and bare numbers removed). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !isStopWord(w))
}

/** Stemmed content words, in order. */
export function stems(text: string): string[] {
  return contentWords(text).map(stem)
}

/** Whether two words are at most one edit apart (insertion, deletion, substitution or swap of neighbours). */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
      i += 2
      j += 2
    } else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}
