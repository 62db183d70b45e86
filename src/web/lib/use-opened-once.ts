import { useState } from 'react'

/**
 * True from the first render where `open` is true, for good: a lazily loaded part (a dialog, the
 * toasts) is fetched only when first needed, then stays mounted so it can close (and reopen) as usual.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
