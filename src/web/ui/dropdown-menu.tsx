import { cloneElement, lazy, Suspense, useContext, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react'
import { useOpenedOnce } from '../lib/use-opened-once'
import { DropdownCloseContext } from './dropdown-context'

const loadPanel = () => import('./dropdown-panel')
const DropdownPanel = lazy(loadPanel)

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void }

/**
 * A button that opens a panel of links or actions (disclosure pattern on Radix Popover: Escape and an
 * outside click close it, focus returns to the button). Items keep their own roles (link / button),
 * so a menu entry is still "a link named Pricing". The panel is rendered in place, not portalled to
 * the end of the body: it stays inside the navigation landmark that holds its button (so "the Pricing
 * link in the navigation" finds it) and follows the button in reading and tab order.
 * Radix Popover (with its positioning engine) loads when a pointer or the focus first reaches a
 * button, or at the latest on the first click: a visitor who never opens a menu never fetches it
 * (issue 21 item 1). Until then the button carries the same closed state Radix gives it.
 */
export function DropdownMenu({
  trigger,
  children,
  label,
  align = 'end',
  className,
  onOpenChange,
}: {
  trigger: ReactElement<TriggerProps>
  children: ReactNode
  /** Accessible name of the panel */
  label: string
  align?: 'start' | 'center' | 'end'
  className?: string
  /** Told each time the panel opens or closes */
  onOpenChange?: (open: boolean) => void
}) {
  const [open, setOpenState] = useState(false)
  const used = useOpenedOnce(open)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  const closedTrigger = cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => void loadPanel(),
    onFocus: () => void loadPanel(),
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event)
      if (!event.defaultPrevented) setOpen(true)
    },
  } as TriggerProps)
  if (!used) return closedTrigger
  return (
    <Suspense fallback={closedTrigger}>
      <DropdownPanel open={open} setOpen={setOpen} trigger={trigger} label={label} align={align} className={className}>
        {children}
      </DropdownPanel>
    </Suspense>
  )
}

export const DROPDOWN_ITEM_CLASS =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm font-medium text-ink hover:bg-surface-muted focus-visible:bg-surface-muted'

/** One entry; `render` receives the function that closes the panel (call it after choosing). */
export function DropdownItem({ render, className }: { render: (close: () => void) => ReactNode; className?: string }) {
  const close = useContext(DropdownCloseContext)
  return <li className={className}>{render(close)}</li>
}
