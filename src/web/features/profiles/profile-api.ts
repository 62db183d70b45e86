import type { AccountDeleted, AccountExport } from '../../../shared/schemas/account-export'
import type {
  CustomUrlAvailability,
  OwnProfileAnswer,
  PointsPage,
  ProfileSettingsInput,
  ReferralAnswer,
} from '../../../shared/schemas/profile'
import { apiFetch } from '../../lib/api'

export const PROFILE_KEYS = {
  profile: ['profile'] as const,
  points: ['profile', 'points'] as const,
}

export function fetchProfile() {
  return apiFetch<OwnProfileAnswer>('/api/profile').then((r) => r.profile)
}

export function updateProfile(input: ProfileSettingsInput) {
  return apiFetch<OwnProfileAnswer>('/api/profile', { method: 'PATCH', json: input }).then((r) => r.profile)
}

export function fetchPoints(cursor?: string) {
  const query = new URLSearchParams({ limit: '10' })
  if (cursor) query.set('cursor', cursor)
  return apiFetch<PointsPage>(`/api/profile/points?${query}`)
}

export function checkCustomUrl(value: string, signal?: AbortSignal) {
  return apiFetch<CustomUrlAvailability>(`/api/profile/custom-url-available?value=${encodeURIComponent(value)}`, { signal })
}

export function submitReferral(code: string) {
  return apiFetch<ReferralAnswer>('/api/profile/referral', { method: 'POST', json: { code } })
}

/** Deletion asks for the password; an account without one sends none and needs a fresh sign-in instead. */
export function deleteAccount(password?: string) {
  return apiFetch<AccountDeleted>('/api/profile', {
    method: 'DELETE',
    json: password === undefined ? { confirm: true } : { confirm: true, password },
  })
}

/** "Download my data": everything Tio stores about the account (GET /api/profile/export). */
export function fetchMyData() {
  return apiFetch<AccountExport>('/api/profile/export')
}

/** Better Auth's endpoint; the password rule is enforced there (VAL-03..06). */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiFetch('/api/auth/change-password', { method: 'POST', json: { ...input, revokeOtherSessions: true } })
}

/** Better Auth: ends every session of the account, this one included. */
export function signOutEverywhere() {
  return apiFetch('/api/auth/revoke-sessions', { method: 'POST', json: {} })
}
