import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import type { Server } from 'socket.io'

/**
 * Socket.IO sessions across cluster workers. The polling transport sends each request of a session
 * on its own, and node's cluster hands connections to the workers in turn, so a request may reach a
 * worker that does not hold its session. Each worker therefore also listens on a private loopback
 * port, writes that port into the session ids it makes (`<port>.<random>`), and passes a request for
 * another worker's session to that worker's port (a WebSocket upgrade as a raw pipe of bytes).
 *
 * Not @socket.io/sticky: its primary reads the first bytes of every connection as UTF-8 text and
 * forwards them re-encoded (so a binary upload's first chunk arrives changed), and it keeps reading
 * request bodies of sockets it already handed to a worker. Here the primary is node's own balancer
 * and the bytes are never decoded.
 */
export async function routeSocketSessions(io: Pick<Server, 'engine'>, httpServer: HttpServer): Promise<{ close: () => Promise<void> }> {
  const privateServer = net.createServer((socket) => httpServer.emit('connection', socket))
  await new Promise<void>((resolve, reject) => {
    privateServer.once('error', reject)
    // exclusive: a cluster worker's port 0 would otherwise be shared with the other workers.
    privateServer.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve)
  })
  const ownPort = (privateServer.address() as AddressInfo).port
  const agent = new http.Agent({ keepAlive: true })
  io.engine.generateId = () => `${ownPort}.${randomBytes(15).toString('base64url')}`
  io.engine.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const port = ownerPort(req.url)
    if (port === undefined || port === ownPort) return next()
    if (req.headers.upgrade) pipeUpgrade(req, port)
    else forwardRequest(req, res, port, agent)
  })
  return {
    close: async () => {
      agent.destroy()
      await new Promise<void>((resolve) => privateServer.close(() => resolve()))
    },
  }
}

/** The private port of the worker holding the session named in the URL's sid, if any. */
function ownerPort(url: string | undefined): number | undefined {
  const sid = /[?&]sid=(\d{1,5})\./.exec(url ?? '')
  return sid ? Number(sid[1]) : undefined
}

function forwardRequest(req: IncomingMessage, res: ServerResponse, port: number, agent: http.Agent) {
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  // The session's worker is gone (restarted): the client starts a new session.
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' })
    res.end('{"code":1,"message":"Session ID unknown"}')
  })
  req.pipe(upstream)
}

function pipeUpgrade(req: IncomingMessage, port: number) {
  const client = req.socket
  const upstream = net.connect(port, '127.0.0.1', () => {
    let head = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`
    for (let i = 0; i < req.rawHeaders.length; i += 2) head += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`
    upstream.write(`${head}\r\n`)
    upstream.pipe(client)
    client.pipe(upstream)
  })
  upstream.on('error', () => client.destroy())
  client.on('error', () => upstream.destroy())
}
