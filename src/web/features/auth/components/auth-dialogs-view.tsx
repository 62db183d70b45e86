import type { AuthDialogName, AuthDialogsApi } from '../auth-dialogs'

/** Renders the open account popup. */
export function AuthDialogs(_props: { current: AuthDialogName | null; api: AuthDialogsApi }) {
  return null
}
