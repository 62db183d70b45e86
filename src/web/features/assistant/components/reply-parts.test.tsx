// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ReplyChoices } from './reply-parts'

afterEach(cleanup)

describe('the clarifying question’s buttons', () => {
  it('show the fields in the reply’s language and send their canonical titles', () => {
    const onChoose = vi.fn()
    render(
      <ReplyChoices
        label="¿Cuál se parece más?"
        language="es"
        choices={['Plumber', 'Roofer']}
        labels={['Fontanero', 'Techador']}
        disabled={false}
        onChoose={onChoose}
      />,
    )
    expect(screen.getByRole('group', { name: '¿Cuál se parece más?' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Plumber' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Fontanero' }).getAttribute('lang')).toBe('es')
    fireEvent.click(screen.getByRole('button', { name: 'Fontanero' }))
    expect(onChoose).toHaveBeenCalledWith('Plumber')
  })

  it('show the titles themselves without labels (an English reply, or an older one)', () => {
    const onChoose = vi.fn()
    render(<ReplyChoices label="Which is closest?" choices={['Plumber', 'Roofer']} disabled={false} onChoose={onChoose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Roofer' }))
    expect(onChoose).toHaveBeenCalledWith('Roofer')
  })
})
