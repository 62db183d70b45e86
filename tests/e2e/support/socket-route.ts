import type { Page, WebSocketRoute } from '@playwright/test'

export interface SocketRouteOptions {
  /** A packet from the page: return a reply to answer it here instead of passing it on to the server. */
  answer?: (packet: string) => string | undefined
  /** A packet from the server: return true to drop it before it reaches the page. */
  drop?: (packet: string) => boolean
}

/**
 * Routes the page's Socket.IO connection through the test (call before the page loads). `down()` drops
 * the connection and holds every new attempt unanswered, as a lost network would, until `up()` lets them
 * through.
 */
export async function routeSocket(page: Page, { answer = () => undefined, drop = () => false }: SocketRouteOptions = {}) {
  let isDown = false
  const open = new Set<WebSocketRoute>()
  const held = new Set<WebSocketRoute>()
  const connect = (ws: WebSocketRoute) => {
    const server = ws.connectToServer()
    open.add(ws)
    ws.onMessage((message) => {
      const reply = typeof message === 'string' ? answer(message) : undefined
      if (reply === undefined) server.send(message)
      else ws.send(reply)
    })
    server.onMessage((message) => {
      if (typeof message !== 'string' || !drop(message)) ws.send(message)
    })
  }
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    ws.onClose(() => {
      open.delete(ws)
      held.delete(ws)
    })
    if (isDown) held.add(ws)
    else connect(ws)
  })
  return {
    async down() {
      isDown = true
      await Promise.all([...open].map((ws) => ws.close()))
    },
    up() {
      isDown = false
      for (const ws of held) connect(ws)
      held.clear()
    },
  }
}
