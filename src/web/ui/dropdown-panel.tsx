import { Popover } from 'radix-ui'
import type { ReactElement, ReactNode } from 'react'
import { cn } from './cn'
import { DropdownCloseContext } from './dropdown-context'

/** The Radix half of <DropdownMenu> (dropdown-menu.tsx), loaded the first time a menu is used. */
export default function DropdownPanel({
  open,
  setOpen,
  trigger,
  children,
  label,
  align,
  className,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  trigger: ReactElement
  children: ReactNode
  label: string
  align: 'start' | 'center' | 'end'
  className?: string
}) {
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Content
        align={align}
        sideOffset={10}
        aria-label={label}
        className={cn('z-50 min-w-56 rounded-2xl border border-line bg-surface-raised p-2 text-ink shadow-xl', className)}
      >
        <DropdownCloseContext.Provider value={() => setOpen(false)}>
          <ul className="flex flex-col gap-0.5">{children}</ul>
        </DropdownCloseContext.Provider>
      </Popover.Content>
    </Popover.Root>
  )
}
