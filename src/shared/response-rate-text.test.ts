import { describe, expect, it } from 'vitest'
import { respondsText } from './response-rate-text'

describe('how fast an expert answers, in words', () => {
  it('reads as English for each of the three rates', () => {
    expect(respondsText('Within An Hour', true)).toBe('Responds within an hour (measured)')
    expect(respondsText('Within One Day', false)).toBe('Responds within one day (self-declared)')
    expect(respondsText('More Than A Day', false)).toBe('Responds in more than a day (self-declared)')
  })
})
