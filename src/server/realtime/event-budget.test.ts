import { describe, expect, it, vi } from 'vitest'
import { SOCKET_EVENTS } from '../../shared/socket-events'
import { eventBudget } from './event-budget'

describe('socket event budget', () => {
  it('lets a burst through, refuses the flood after it in the acknowledgement, and refills with time', () => {
    let clock = 0
    const socket = { emit: vi.fn() }
    const budget = eventBudget(socket, { burst: 3, perSecond: 2, now: () => clock })
    const next = vi.fn()
    const acks = Array.from({ length: 4 }, () => vi.fn())
    acks.forEach((ack) => budget(['chat:typing', { toUserId: 'u' }, ack], next))
    expect(next).toHaveBeenCalledTimes(3)
    for (const ack of acks.slice(0, 3)) expect(ack).not.toHaveBeenCalled()
    expect(acks[3]).toHaveBeenCalledWith(expect.objectContaining({ ok: false, code: 'rate-limited' }))
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.ERROR, expect.objectContaining({ event: 'chat:typing', code: 'rate-limited' }))

    budget(['chat:typing', {}], next) // no acknowledgement: refused all the same
    expect(next).toHaveBeenCalledTimes(3)
    clock += 500 // half a second at 2 per second: one more event
    budget(['chat:typing', {}], next)
    budget(['chat:typing', {}], next)
    expect(next).toHaveBeenCalledTimes(4)
  })
})
