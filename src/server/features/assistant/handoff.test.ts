import { describe, expect, it } from 'vitest'
import type { StoredMessage } from './assistant.service'
import { draftBrief } from './handoff'

const turn = (role: 'user' | 'assistant', text: string): StoredMessage => ({
  id: text,
  role,
  text,
  kind: null,
  handoff: null,
  createdAt: '',
})

describe('the brief drafted from a Tio Chat conversation (issue 24 item 7)', () => {
  it('leaves out the field names the user clicked and says only what the user said', () => {
    const { brief, language } = draftBrief(
      [
        turn('user', 'My landlord keeps my deposit.'),
        turn('assistant', 'Is it closest to **Tenant Lawyer**?'),
        turn('user', 'Tenant Lawyer'),
      ],
      (text) => text === 'Tenant Lawyer',
    )
    expect(language).toBe('en')
    expect(brief).toEqual({ problem: 'My landlord keeps my deposit.' })
  })

  it('joins the messages of a conversation as sentences, even where the user wrote none', () => {
    const { brief } = draftBrief(
      [
        turn('user', 'My 1930s house has damp walls in the back bedroom'),
        turn('assistant', 'A Home Inspector can help.'),
        turn('user', 'it smells musty and the plaster is crumbling'),
      ],
      () => false,
    )
    expect(brief.problem).toBe('My 1930s house has damp walls in the back bedroom. It smells musty and the plaster is crumbling.')
  })

  it('reads what was tried, the urgency, the place and the language of a Spanish conversation', () => {
    const { brief, language } = draftBrief(
      [
        turn(
          'user',
          'Mi hijo fue detenido anoche en una fiesta en Valencia. Ya hemos llamado a la comisaría. Es urgente, mañana lo llevan al juez.',
        ),
      ],
      () => false,
    )
    expect(language).toBe('es')
    expect(brief.problem).toMatch(/^Mi hijo fue detenido anoche/)
    expect(brief.tried).toMatch(/Ya hemos llamado/)
    expect(brief.urgency).toMatch(/mañana/)
    expect(brief.place).toBe('Valencia')
    expect(brief.language).toBe('Spanish (español)')
  })
})
