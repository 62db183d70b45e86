import { apiFetch } from '../../lib/api'
import type { CallAction, CallAnswer, CallKind, CallsConfig, CallsPage } from '../../../shared/schemas/call'

export const CALL_KEYS = { config: ['calls', 'config'] as const }

export const startCall = (calleeId: string, kind: CallKind) =>
  apiFetch<CallAnswer>('/api/calls', { method: 'POST', json: { calleeId, kind } }).then((r) => r.call)

export const callAction = (callId: string, action: CallAction) =>
  apiFetch<CallAnswer>(`/api/calls/${encodeURIComponent(callId)}/${action}`, { method: 'POST' }).then((r) => r.call)

export const fetchRecentCalls = () => apiFetch<CallsPage>('/api/calls?limit=5')

export const fetchCallsConfig = () => apiFetch<CallsConfig>('/api/calls/config')
