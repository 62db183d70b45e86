import { Popover } from 'radix-ui'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { cn } from './cn'

const CloseContext = createContext<() => void>(() => {})

/**
 * A button that opens a panel of links or actions (disclosure pattern on Radix Popover: Escape and an
 * outside click close it, focus returns to the button). Items keep their own roles (link / button),
 * so a menu entry is still "a link named Pricing".
 */
export function DropdownMenu({
  trigger,
  children,
  label,
  align = 'end',
  className,
}: {
  trigger: ReactNode
  children: ReactNode
  /** Accessible name of the panel */
  label: string
  align?: 'start' | 'center' | 'end'
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
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
      </Popover.Portal>
    </Popover.Root>
  )
}

export const DROPDOWN_ITEM_CLASS =
  'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm font-medium text-ink hover:bg-surface-muted focus-visible:bg-surface-muted'

/** One entry; `render` receives the function that closes the panel (call it after choosing). */
export function DropdownItem({ render }: { render: (close: () => void) => ReactNode }) {
  const close = useContext(CloseContext)
  return <li>{render(close)}</li>
}
