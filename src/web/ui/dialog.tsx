import { lazy, Suspense } from 'react'
import { useOpenedOnce } from '../lib/use-opened-once'
import type { DialogProps } from './dialog-panel'

const DialogPanel = lazy(() => import('./dialog-panel'))

/**
 * A modal dialog (role dialog, focus trapped, Escape closes) with a title and a 'Close' button. Radix
 * Dialog and its helpers load the first time a dialog opens, so pages whose dialogs stay shut never
 * ship them (issue 21 item 1: the first page's script budget).
 */
export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  )
}
