import type { Server, ServerResponse } from 'node:http'

/**
 * The HTTP half of a graceful shutdown: the returned `stop()` stops accepting connections, lets the
 * requests in flight finish and resolves once every connection has ended. A response sent from then on
 * closes its connection, so a keep-alive client can neither hold the process open until its idle
 * timeout nor slip new requests in.
 */
export function gracefulStop(httpServer: Server): () => Promise<void> {
  const inFlight = new Set<ServerResponse>()
  let stopping = false
  const closeIdle = () => setImmediate(() => httpServer.closeIdleConnections())
  // One listener for every response ('close' comes once): no wrapper and closure per request.
  function forget(this: ServerResponse) {
    inFlight.delete(this)
  }
  httpServer.on('request', (_req, res) => {
    if (stopping) res.shouldKeepAlive = false
    inFlight.add(res)
    res.on('close', forget)
  })
  return () => {
    stopping = true
    const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()))
    for (const res of inFlight) {
      if (res.headersSent) res.once('finish', closeIdle)
      else res.shouldKeepAlive = false
    }
    httpServer.closeIdleConnections()
    return stopped
  }
}
