import type { AuthDialogName, AuthDialogsApi } from '../auth-dialogs'
import { EmailLinkDialog } from './email-link-dialog'
import { LoginDialog } from './login-dialog'
import { ResetDialog } from './reset-dialog'
import { SignUpDialog } from './sign-up-dialog'
import { UnverifiedDialog } from './unverified-dialog'

/** Renders the open account popup (only one at a time). */
export function AuthDialogs({ current, api }: { current: AuthDialogName | null; api: AuthDialogsApi }) {
  const onOpenChange = (open: boolean) => {
    if (!open) api.close()
  }
  return (
    <>
      <LoginDialog open={current === 'login'} onOpenChange={onOpenChange} api={api} />
      <SignUpDialog open={current === 'sign-up'} onOpenChange={onOpenChange} api={api} />
      <EmailLinkDialog open={current === 'email-link'} onOpenChange={onOpenChange} api={api} />
      <ResetDialog open={current === 'reset'} onOpenChange={onOpenChange} api={api} />
      <UnverifiedDialog open={current === 'unverified'} onOpenChange={onOpenChange} api={api} />
    </>
  )
}

export interface AuthDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  api: AuthDialogsApi
}
