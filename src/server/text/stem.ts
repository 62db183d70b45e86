import snowball from 'snowball-stemmers'

const english = snowball.newStemmer('english')

/** The English Snowball stem of a folded word; numbers and short words stand for themselves. */
export function stem(word: string): string {
  return word.length < 4 || !/^[a-z]+$/.test(word) ? word : english.stem(word)
}
