import { earlyInput } from './early-input'

/**
 * Issue 21 item 1: the page paints before any of its script is requested. React Router's <Scripts/>
 * writes modulepreload links (hoisted into <head>) and an inline module script whose static imports
 * start the download at once; Lighthouse counts every request started before the largest paint on
 * its path. The server takes the links out, turns the module script into an inert data block (the
 * same element, so hydration still matches it) and adds, first thing after the charset, the
 * early-input script (early-input.ts) that puts both back right after the first paint. Markup that
 * does not look as expected is left as it was: the page then loads its scripts the usual way.
 */
const DEFERRED_MODULE_TYPE = 'text/x-tio-deferred-module'
const EARLY_INPUT_SCRIPT = `(${earlyInput.toString()})(${JSON.stringify(DEFERRED_MODULE_TYPE)})`

const CHARSET = '<meta charSet="utf-8"/>'
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/

export function deferScripts(html: string, nonce: string): string {
  const charset = html.indexOf(CHARSET)
  const script = MODULE_SCRIPT.exec(html)
  if (charset < 0 || !script || script.index < charset) return html
  const headEnd = charset + CHARSET.length
  const preloads: string[] = []
  const between = html.slice(headEnd, script.index).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href)
    return ''
  })
  return [
    html.slice(0, headEnd),
    `<script nonce="${nonce}">${EARLY_INPUT_SCRIPT}</script>`,
    between,
    `<script${script[1] ?? ''} type="${DEFERRED_MODULE_TYPE}" data-preload="${preloads.join(' ')}">`,
    html.slice(script.index + script[0].length),
  ].join('')
}
