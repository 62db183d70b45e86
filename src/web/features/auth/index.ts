/** Sign-in, sign-up and the account's email: what other features may use. */
export { useAuthDialogs } from './auth-dialogs'
export { resendVerificationEmail, sendSignInLink } from './auth-api'
export { GoogleButton } from './components/google-button'
