import { describe, expect, it } from 'vitest'
import { deferScripts } from './deferred-scripts'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n0"/>',
  '<link nonce="n0" rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  '<script nonce="n0" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  '</body></html>',
].join('')

describe('deferScripts', () => {
  const html = deferScripts(page, 'n0')

  it('takes every modulepreload out and keeps the other links', () => {
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('<link nonce="n0" rel="stylesheet" href="/assets/root.css"/>')
  })

  it('turns the module script into an inert block listing the preloads, same content and nonce', () => {
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      '<script nonce="n0" type="text/x-tio-deferred-module" data-preload="/assets/entry.client-A.js /assets/root-B.js">import * as route0',
    )
    expect(html).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>')
  })

  it('puts the nonced early-input script right after the charset, calling itself with the inert type', () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><script nonce="n0">\(function earlyInput\(/)
    expect(html).toContain('("text/x-tio-deferred-module")</script>')
  })

  it('leaves a page it does not recognise as it is, so that its scripts load the usual way', () => {
    expect(deferScripts(page.replace(' type="module" async=""', ''), 'n0')).toBe(page.replace(' type="module" async=""', ''))
    expect(deferScripts(page.replace('<meta charSet="utf-8"/>', ''), 'n0')).toBe(page.replace('<meta charSet="utf-8"/>', ''))
  })
})
