import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { deferScripts } from './deferred-scripts'

export const streamTimeout = 5_000

/**
 * Renders the whole page before sending it (onAllReady), for people and crawlers alike, with the
 * request's CSP nonce on every script React Router and React emit; then defers the app's scripts
 * until after the first paint and adds the script that loads them and keeps early clicks and typing
 * for after hydration (deferred-scripts.ts, early-input.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = []
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk)
            callback()
          },
          final(callback) {
            clearTimeout(timeout)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(deferScripts(Buffer.concat(chunks).toString('utf8'), nonce), { headers: responseHeaders, status }))
            callback()
          },
        })
        pipe(body)
      },
      onShellError: reject,
      onError(error) {
        status = 500
        loadContext.logError(error)
      },
    })
  })
}

/**
 * Errors of loaders, actions and rendering go to the server's structured log. A request the page
 * cannot serve (another method than GET, a POST where no action is) is the client's mistake: its
 * 4xx is in the request log line, and it is not logged again as an error with a stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  context.logError(error)
}
