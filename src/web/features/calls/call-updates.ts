import type { Call } from '../../../shared/schemas/call'

type Listener = (call: Call) => void
const listeners = new Set<Listener>()

/**
 * Calls this tab learned of over HTTP (the answer to starting one), for the calls layer: the socket's
 * update for the same call may come later, or not at all while the socket is (re)connecting.
 */
export function announceCall(call: Call): void {
  for (const listener of listeners) listener(call)
}

export function onAnnouncedCall(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
