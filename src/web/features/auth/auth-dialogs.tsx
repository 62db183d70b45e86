import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { useForgetSignInEmail } from './hooks/use-forget-sign-in-email'

// The popups' forms load when one first opens (issue 21 item 1: the first page's script budget).
const AuthDialogs = lazy(() => import('./components/auth-dialogs-view').then((m) => ({ default: m.AuthDialogs })))

export type AuthDialogName = 'login' | 'sign-up' | 'email-link' | 'reset' | 'unverified'

export interface AuthDialogsApi {
  /** The popup that is open, or null. */
  current: AuthDialogName | null
  openLogin: () => void
  openSignUp: () => void
  openEmailLink: () => void
  openReset: () => void
  /** The unverified-email popup (NAV-23). */
  openUnverified: () => void
  close: () => void
}

const AuthDialogsContext = createContext<AuthDialogsApi | null>(null)

/** Holds which account popup is open (spec §2: Login, Sign up, Email-link login, Password reset) and renders it. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AuthDialogName | null>(null)
  useForgetSignInEmail()
  const opened = useOpenedOnce(current !== null)
  const close = useCallback(() => setCurrent(null), [])
  const api = useMemo<AuthDialogsApi>(
    () => ({
      current,
      openLogin: () => setCurrent('login'),
      openSignUp: () => setCurrent('sign-up'),
      openEmailLink: () => setCurrent('email-link'),
      openReset: () => setCurrent('reset'),
      openUnverified: () => setCurrent('unverified'),
      close,
    }),
    [current, close],
  )
  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <AuthDialogs current={current} api={api} />
        </Suspense>
      ) : null}
    </AuthDialogsContext.Provider>
  )
}

/** Opens the account popups from anywhere inside the app frame: `useAuthDialogs().openLogin()`. */
export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext)
  if (!api) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>')
  return api
}
