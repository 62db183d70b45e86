import { PERIODIC_SYNC_INTERVAL_MS, PERIODIC_SYNC_TAG, SERVICE_REGISTRATION_TIMEOUT_MS } from '../../../shared/constants'

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gave up after ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

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
    const registration = await withTimeout(navigator.serviceWorker.register('/sw.js', { scope: '/' }), SERVICE_REGISTRATION_TIMEOUT_MS)
    const ready = await withTimeout(navigator.serviceWorker.ready, SERVICE_REGISTRATION_TIMEOUT_MS)
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
