import type { ReactNode } from 'react'
import type { Decision } from '../lib/use-decision'
import { Button } from './button'
import { Dialog } from './dialog'
import { ErrorAlert } from './error-alert'

/** The buttons an operator chooses from on one queue entry; the first is the main one. */
export function DecisionButtons<const Choice>({
  choices,
  onChoose,
}: {
  choices: readonly { choice: Choice; label: string; ariaLabel: string }[]
  onChoose: (choice: Choice) => void
}) {
  return (
    <span className="flex gap-2">
      {choices.map(({ choice, label, ariaLabel }, i) => (
        <Button key={label} size="sm" variant={i === 0 ? 'primary' : 'secondary'} onClick={() => onChoose(choice)} aria-label={ariaLabel}>
          {label}
        </Button>
      ))}
    </span>
  )
}

/** The dialog that records a decision (useDecision): its field, the error if the call failed, and the submit button. */
export function DecisionDialog<Target>({
  decision,
  title,
  submit,
  danger,
  disabled = false,
  children,
}: {
  decision: Decision<Target>
  title: string
  submit: string
  danger: boolean
  disabled?: boolean
  children: ReactNode
}) {
  const { deciding, setDeciding, decide } = decision
  return (
    <Dialog open={deciding !== null} onOpenChange={(open) => (open ? undefined : setDeciding(null))} title={title}>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (deciding !== null) decide.mutate(deciding)
        }}
      >
        {children}
        <ErrorAlert error={decide.error} />
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={decide.isPending || disabled}>
          {submit}
        </Button>
      </form>
    </Dialog>
  )
}
