import { Popover } from 'radix-ui'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { cn } from './cn'

const CloseContext = createContext<() => void>(() => {})

/**
 * A button that opens a panel of links or actions (disclosure pattern on Radix Popover: Escape and an
 * outside click close it, focus returns to the button). Items keep their own roles (link / button),
 * so a menu entry is still "a link named Pricing". The panel is rendered in place, not portalled to
 * the end of the body: it stays inside the navigation landmark that holds its button (so "the Pricing
 * link in the navigation" finds it) and follows the button in reading and tab order.
 */
export function DropdownMenu({
  trigger,
  children,
  label,
  align = 'end',
  className,
  onOpenChange,
}: {
  trigger: ReactNode
  children: ReactNode
  /** Accessible name of the panel */
  label: string
  align?: 'start' | 'center' | 'end'
  className?: string
  /** Told each time the panel opens or closes */
  onOpenChange?: (open: boolean) => void
}) {
  const [open, setOpenState] = useState(false)
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Content
        align={align}
        sideOffset={10}
        aria-label={label}
        className={cn('z-50 min-w-56 rounded-2xl border border-line bg-surface-raised p-2 text-ink shadow-xl', className)}
      >
        <CloseContext.Provider value={() => setOpen(false)}>
          <ul className="flex flex-col gap-0.5">{children}</ul>
        </CloseContext.Provider>
      </Popover.Content>
    </Popover.Root>
  )
}

export const DROPDOWN_ITEM_CLASS =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm font-medium text-ink hover:bg-surface-muted focus-visible:bg-surface-muted'

/** One entry; `render` receives the function that closes the panel (call it after choosing). */
export function DropdownItem({ render, className }: { render: (close: () => void) => ReactNode; className?: string }) {
  const close = useContext(CloseContext)
  return <li className={className}>{render(close)}</li>
}
