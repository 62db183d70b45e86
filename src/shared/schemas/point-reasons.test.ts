import { describe, expect, it } from 'vitest'
import { pointReasonLabel } from './profile'

describe('points history labels (issue 23 item 3)', () => {
  it('names booking holds and releases, and reads a dispute decision with its reason', () => {
    expect(pointReasonLabel('booking')).toBe('Held for a consultation booking')
    expect(pointReasonLabel('booking-cancelled')).toBe('Consultation cancelled: points returned')
    expect(pointReasonLabel('partial: Five minutes of thirty took place')).toBe(
      'Dispute decided, paid in part: Five minutes of thirty took place',
    )
    expect(pointReasonLabel('Shop order: Tio mug')).toBe('Shop order: Tio mug')
  })
})
