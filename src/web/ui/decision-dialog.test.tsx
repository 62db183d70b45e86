// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDecision } from '../lib/use-decision'
import { DecisionButtons, DecisionDialog } from './decision-dialog'

afterEach(cleanup)

const APPROVE = { title: 'Approve entry', submit: 'Approve it' }
const REFUSE = { title: 'Refuse entry', submit: 'Refuse it' }

function Queue({ record }: { record: (target: { id: string; approve: boolean }, text: string) => Promise<unknown> }) {
  const decision = useDecision(record)
  const approve = decision.deciding?.approve
  return (
    <>
      <DecisionButtons
        choices={[
          { choice: true, label: 'Approve', ariaLabel: 'Approve entry 1' },
          { choice: false, label: 'Refuse', ariaLabel: 'Refuse entry 1' },
        ]}
        onChoose={(choice) => decision.setDeciding({ id: '1', approve: choice })}
      />
      <DecisionDialog decision={decision} {...(approve ? APPROVE : REFUSE)} danger={!approve} disabled={!decision.text.trim()}>
        <label>
          Note
          <input value={decision.text} onChange={(e) => decision.setText(e.target.value)} />
        </label>
      </DecisionDialog>
    </>
  )
}

const renderQueue = (record: Parameters<typeof Queue>[0]['record']) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Queue record={record} />
    </QueryClientProvider>,
  )

describe('an operator decision', () => {
  it('records the chosen entry and choice with the typed text, then closes', async () => {
    const recorded: unknown[] = []
    renderQueue(async (target, text) => recorded.push([target, text]))
    fireEvent.click(screen.getByRole('button', { name: 'Refuse entry 1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refuse entry' })
    const submit = screen.getByRole('button', { name: 'Refuse it' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Missing bank details' } })
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    await waitFor(() => expect(recorded).toEqual([[{ id: '1', approve: false }, 'Missing bank details']]))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
  })

  it('keeps the dialog open and says what failed when the call fails', async () => {
    renderQueue(async () => {
      throw new Error('Already decided.')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Approve entry 1' }))
    await screen.findByRole('dialog', { name: 'Approve entry' })
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'SEPA-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Approve it' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Already decided.')
    expect(screen.getByRole('dialog', { name: 'Approve entry' })).toBeTruthy()
  })
})
