import { describe, expect, it } from 'vitest'
import { indefiniteArticle } from './indefinite-article'

describe('indefiniteArticle (the search panel\'s "Looks like a question for …", issue 24 item 5)', () => {
  it('is "an" before a vowel and "a" before a consonant', () => {
    expect(indefiniteArticle('Immigration Lawyer')).toBe('an')
    expect(indefiniteArticle('Accountant')).toBe('an')
    expect(indefiniteArticle('Plumber')).toBe('a')
    expect(indefiniteArticle('Hairdresser')).toBe('a')
  })

  it('reads an initialism by the name of its first letter', () => {
    expect(indefiniteArticle('HR Consultant')).toBe('an')
    expect(indefiniteArticle('HVAC Technician')).toBe('an')
    expect(indefiniteArticle('SEO Specialist')).toBe('an')
    expect(indefiniteArticle('UX Designer')).toBe('a')
    expect(indefiniteArticle('UI Designer')).toBe('a')
  })
})
