import { Redis, type RedisOptions } from 'ioredis'
import { CONNECT_TIMEOUT_MS, StartupError } from '../startup-error'

/**
 * Connects to REDIS_URL once, failing fast with a message naming the setting when Redis does not
 * answer: a refused connection, or a server that accepts it but never replies (ioredis would wait
 * for that reply forever). After that first connection ioredis reconnects on its own; its errors go
 * to `onError` instead of an unhandled 'error' event (which prints a stack trace).
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
  const silent = setTimeout(() => {
    firstError ??= new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)
    client.disconnect()
  }, CONNECT_TIMEOUT_MS)
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    // connect() rejects with "Connection is closed"; the socket error says why.
    throw new StartupError(`REDIS_URL: cannot connect to Redis (${(firstError ?? (error as Error)).message})`)
  } finally {
    clearTimeout(silent)
  }
  connected = true
  return client
}

/**
 * Closes a Redis connection and resolves once its socket is closed (ioredis status 'end'): with QUIT
 * when it is connected (what was sent is answered first), at once otherwise.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()))
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect())
  else client.disconnect()
  await ended
}
