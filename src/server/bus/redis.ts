import { Redis, type RedisOptions } from 'ioredis'

/** Start-up could not reach a service a setting points at; the message names the setting. */
export class UnreachableServiceError extends Error {}

/**
 * Connects to REDIS_URL once, failing fast with a message naming the setting when Redis does not
 * answer. After that first connection ioredis reconnects on its own; its errors go to `onError`
 * instead of an unhandled 'error' event (which prints a stack trace).
 */
export async function connectRedis(url: string, onError: (error: Error) => void = () => {}, options: RedisOptions = {}): Promise<Redis> {
  let connected = false
  let firstError: Error | undefined
  const client = new Redis(url, {
    ...options,
    lazyConnect: true,
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 200, 2000) : null),
  })
  client.on('error', (error: Error) => {
    if (connected) onError(error)
    else firstError ??= error
  })
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    // connect() rejects with "Connection is closed"; the socket error says why.
    throw new UnreachableServiceError(`REDIS_URL: cannot connect to Redis (${(firstError ?? (error as Error)).message})`)
  }
  connected = true
  return client
}
