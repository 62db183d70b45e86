import { useEffect } from 'react'
import { EMAIL_FOR_SIGN_IN_KEY } from '../../../../shared/constants'
import { useSession } from '../../../lib/session'

/**
 * The email kept under 'emailForSignIn' only serves the pending email-link sign-in; once a session
 * exists it is dropped, so the browser keeps nothing the privacy policy does not mention.
 */
export function useForgetSignInEmail() {
  const signedIn = useSession().status === 'signed-in'
  useEffect(() => {
    if (signedIn) window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY)
  }, [signedIn])
}
