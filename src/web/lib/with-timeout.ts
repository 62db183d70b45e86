import { SERVICE_REGISTRATION_TIMEOUT_MS } from '../../shared/constants'

/** The promise's outcome, or an error naming `what` if it has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, what: string, ms = SERVICE_REGISTRATION_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: gave up after ${ms} ms`)), ms)
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
