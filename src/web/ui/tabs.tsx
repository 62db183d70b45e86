import { Tabs as RadixTabs } from 'radix-ui'
import type { ComponentPropsWithoutRef } from 'react'
import { cn } from './cn'

/**
 * Tabs on Radix (WAI-ARIA tabs: arrow keys move between tabs, Home/End jump, the panel follows).
 * Compose as <Tabs defaultValue><TabsList aria-label><TabsTrigger value/></TabsList><TabsContent value/></Tabs>.
 */
export function Tabs({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn('flex flex-col gap-4', className)} {...props} />
}

export function TabsList({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-surface-muted p-1', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        'data-[state=active]:bg-surface-raised data-[state=active]:text-ink data-[state=active]:shadow-sm',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500', className)}
      {...props}
    />
  )
}
