import { useState } from 'react'
import { MESSAGES } from '../../../shared/messages'
import { Button, type ButtonProps } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { clearInstallPrompt, getInstallPrompt, isIos } from './install-prompt'

/**
 * 'Install Tio' (GEN-16..18): shows the browser's saved install prompt; on iOS the 'Add to Home
 * Screen' instructions; otherwise the spec's alert (ERR-13).
 */
export function InstallTioButton({ className, variant = 'secondary', size = 'sm' }: Pick<ButtonProps, 'className' | 'variant' | 'size'>) {
  const [iosHelp, setIosHelp] = useState(false)
  const install = async () => {
    const prompt = getInstallPrompt()
    if (prompt) {
      await prompt.prompt()
      await prompt.userChoice.catch(() => null)
      clearInstallPrompt()
      return
    }
    if (isIos()) return setIosHelp(true)
    window.alert(MESSAGES.installNotPossible)
  }
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => void install()}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
        </svg>
        {MESSAGES.installTio}
      </Button>
      <Dialog open={iosHelp} onOpenChange={setIosHelp} title={MESSAGES.installTio}>
        <ol className="list-decimal space-y-2 pl-5 text-sm">
          <li>Tap the Share button in Safari’s toolbar.</li>
          <li>Choose ‘{MESSAGES.addToHomeScreen}’.</li>
          <li>Tap ‘Add’: Tio appears on your home screen like an app.</li>
        </ol>
      </Dialog>
    </>
  )
}
