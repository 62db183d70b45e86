import { describe, expect, it } from 'vitest'
import { fold } from './fold'
import { stem } from './stem'
import { joinedWords, words } from './words'

describe('text normalisation shared by search and Tio Chat (issue 19 item 3)', () => {
  it('folds case, accents, ß and the like, and apostrophes', () => {
    expect(fold("Won't")).toBe('wont')
    expect(fold('O’Brien São Paulo Kraków')).toBe('obrien sao paulo krakow')
    expect(fold('Straße Ørsted Łódź Æsir Đorđe IŞIK')).toBe('strasse orsted lodz aesir dorde isik')
    expect(fold('naïve café´s')).toBe('naive cafes')
  })

  it('cuts words on anything but letters and digits, in any script; joined words stay whole when asked', () => {
    expect(words('Full-stack dev, 24/7 — R&D in 東京')).toEqual(['full', 'stack', 'dev', '24', '7', 'r', 'd', 'in', '東京'])
    expect(joinedWords('Full-stack dev, 24/7 — R&D in 東京')).toEqual(['full-stack', 'dev', '24/7', 'r&d', 'in', '東京'])
    expect(words('  ')).toEqual([])
  })

  it('stems English words of four letters or more; numbers and short words stand for themselves', () => {
    expect(stem('financing')).toBe(stem('finances'))
    expect(stem('ads')).toBe('ads')
    expect(stem('2024')).toBe('2024')
  })
})
