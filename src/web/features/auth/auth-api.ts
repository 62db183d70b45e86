import { apiFetch } from '../../lib/api'
import { closeSocket } from '../../lib/socket'

/** Calls to Better Auth under /api/auth; errors arrive normalised as ApiClientError (code, message). */

export function signInWithPassword(email: string, password: string) {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', json: { email: email.trim(), password } })
}

export function signUpWithPassword(input: { firstName: string; lastName: string; email: string; password: string; referralCode?: string }) {
  return apiFetch<unknown>('/api/auth/sign-up/email', {
    method: 'POST',
    json: { ...input, email: input.email.trim(), name: `${input.firstName} ${input.lastName}`, callbackURL: '/' },
  })
}

export function sendSignInLink(email: string, callbackURL = '/') {
  return apiFetch<unknown>('/api/auth/sign-in/magic-link', { method: 'POST', json: { email: email.trim(), callbackURL } })
}

export function requestPasswordReset(email: string) {
  return apiFetch<unknown>('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: email.trim(), redirectTo: '/reset-password' },
  })
}

export function resetPassword(token: string, newPassword: string) {
  return apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } })
}

export function resendVerificationEmail(email: string) {
  return apiFetch<unknown>('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL: '/' } })
}

export async function signOut() {
  await apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', json: {} })
  closeSocket()
}

export function getAuthProviders() {
  return apiFetch<{ google: boolean }>('/api/auth/providers')
}

/** Starts Google sign-in (AUTH-06): answers the provider's URL to open. Google returns to `callbackURL`. */
export async function googleSignInUrl(callbackURL = '/', errorCallbackURL = '/'): Promise<string> {
  const { url } = await apiFetch<{ url: string }>('/api/auth/sign-in/social', {
    method: 'POST',
    json: { provider: 'google', callbackURL, errorCallbackURL },
  })
  return url
}
