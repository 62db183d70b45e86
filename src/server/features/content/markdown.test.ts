import { describe, expect, it } from 'vitest'
import { readingMinutes, renderMarkdown, slugify } from './markdown'

describe('renderMarkdown', () => {
  it('gives headings ids and a table of contents for long articles', () => {
    const { html, toc } = renderMarkdown('## One\n\ntext\n\n## Two\n\n### Two point one\n\n## One\n')
    expect(html).toContain('<h2 id="one">One</h2>')
    expect(html).toContain('<h3 id="two-point-one">Two point one</h3>')
    expect(toc.map((t) => t.id)).toEqual(['one', 'two', 'two-point-one', 'one-2'])
  })

  it('leaves short articles without a table of contents', () => {
    expect(renderMarkdown('## Only\n\nshort').toc).toEqual([])
  })

  it('removes scripts, event handlers and javascript: links (syntax-safe sanitising)', () => {
    const { html } = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<a href="JaVaScRiPt:alert(4)">x</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="background:url(x)" onclick="alert(5)">hi</p>',
      ].join('\n\n'),
    )
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i)
    expect(html).toContain('hi')
  })

  it('keeps safe links, tables and code', () => {
    const { html } = renderMarkdown('[FAQ](/FAQ) and [site](https://example.com)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`code`')
    expect(html).toContain('<a href="/FAQ">FAQ</a>')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('<table>')
    expect(html).toContain('<code>code</code>')
  })

  it('slugifies accents and punctuation', () => {
    expect(slugify('Café: the "best" one?')).toBe('cafe-the-best-one')
    expect(readingMinutes(10)).toBe(1)
    expect(readingMinutes(1000)).toBe(5)
  })
})
