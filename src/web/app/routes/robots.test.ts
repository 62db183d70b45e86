import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots'

/** Google's reading of robots.txt: the longest matching rule wins, Allow on a tie; `*` and a final `$`. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true }
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S+)$/.exec(line)
    if (!match) continue
    const [, kind, rule] = match as unknown as [string, string, string]
    // `$` is left unescaped: at the end of a rule it anchors, as in regular expressions.
    const pattern = rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
    if (!new RegExp(`^${pattern}`).test(path)) continue
    const allow = kind === 'Allow'
    if (rule.length > best.length || (rule.length === best.length && allow)) best = { length: rule.length, allow }
  }
  return best.allow
}

describe('robots.txt (issue 8 item 2)', () => {
  const robots = robotsTxt('https://tio.example')

  it('keeps public pages crawlable, also those sharing a prefix with a private page', () => {
    for (const path of ['/', '/chatBot', '/chatbot', '/blog/how-we-verify-experts', '/expert/abc12345', '/api/content/images/x.svg']) {
      expect(allowed(robots, path), path).toBe(true)
    }
  })

  it('keeps private pages and the API out', () => {
    for (const path of ['/chat', '/chat?with=abc', '/profile', '/settings', '/expertsettings', '/reset-password?token=x', '/api/me']) {
      expect(allowed(robots, path), path).toBe(false)
    }
  })

  it('does not advertise the operator console and names the sitemap', () => {
    expect(robots).not.toMatch(/admin/i)
    expect(robots).toContain('Sitemap: https://tio.example/sitemap.xml')
  })
})
