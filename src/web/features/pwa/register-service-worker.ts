import { PERIODIC_SYNC_INTERVAL_MS, PERIODIC_SYNC_TAG } from '../../../shared/constants'
import { withTimeout } from '../../lib/with-timeout'

interface PeriodicSyncManager {
  register: (tag: string, options: { minInterval: number }) => Promise<void>
}

/**
 * Registers Tio's service worker (CALL-20) within 10 s (CONST-19) and, where supported, the periodic
 * background sync 'send-push-notifications' every 24 h (CALL-21). Failures are only logged (ERR-14).
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  try {
    const registration = await withTimeout(navigator.serviceWorker.register('/sw.js', { scope: '/' }), 'service worker registration')
    const ready = await withTimeout(navigator.serviceWorker.ready, 'service worker')
    const periodicSync = (ready as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync
    if (periodicSync) {
      await periodicSync
        .register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_INTERVAL_MS })
        .catch((error: unknown) => console.info('periodic sync not available', error))
    }
    return registration
  } catch (error) {
    console.warn('service worker registration failed', error)
    return undefined
  }
}
