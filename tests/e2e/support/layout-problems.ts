import type { Page } from '@playwright/test'

/**
 * What a person would see as broken on the page as it is now (issue 22 item 7), one line each:
 * - the page scrolls sideways (wider than the viewport);
 * - a control in view is covered by another element (its visible centre hits something else);
 * - a label is cut: a button, link, label, heading, option, menu or tab whose text overflows its box and is
 *   hidden, or an input whose placeholder or a select whose chosen option is wider than the field.
 * Only what is inside the viewport and not hidden is checked; text truncated on purpose must carry its full
 * text in a `title` (a person can still read it) or sit in an element marked `data-truncates`.
 */
export function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const viewportWidth = document.documentElement.clientWidth
    const viewportHeight = window.innerHeight
    const overflow = document.documentElement.scrollWidth - viewportWidth
    if (overflow > 1) {
      const widest = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > viewportWidth + 1 && isShown(el))
        .slice(-1)[0]
      problems.push(
        `scrolls sideways by ${overflow} px${widest ? ` (${describe(widest)} ends at ${Math.round(widest.getBoundingClientRect().right)} px)` : ''}`,
      )
    }

    function isShown(el: Element): boolean {
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
      if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return false
      const rect = el.getBoundingClientRect()
      // Visually hidden text for screen readers (sr-only) is 1 px square.
      return rect.width > 1 && rect.height > 1
    }

    function describe(el: Element): string {
      const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('placeholder') ?? '')
        .trim()
        .replace(/\s+/g, ' ')
      return `<${el.tagName.toLowerCase()}${name ? ` "${name.slice(0, 40)}"` : ''}>`
    }

    /** The part of the element its scrolling and clipping ancestors and the viewport let show. */
    function visibleRect(el: Element): DOMRect | null {
      let { left, top, right, bottom } = el.getBoundingClientRect()
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const box = parent.getBoundingClientRect()
        left = Math.max(left, box.left)
        top = Math.max(top, box.top)
        right = Math.min(right, box.right)
        bottom = Math.min(bottom, box.bottom)
      }
      left = Math.max(left, 0)
      top = Math.max(top, 0)
      right = Math.min(right, viewportWidth)
      bottom = Math.min(bottom, viewportHeight)
      return right - left >= 4 && bottom - top >= 4 ? new DOMRect(left, top, right - left, bottom - top) : null
    }

    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="combobox"]',
    )
    for (const control of controls) {
      if (!isShown(control)) continue
      const rect = visibleRect(control)
      if (!rect) continue
      // A control whose visible part is much smaller than itself is scrolled or clipped out of view, not covered.
      const full = control.getBoundingClientRect()
      if (rect.width * rect.height < 0.5 * full.width * full.height) continue
      const x = rect.left + rect.width / 2
      const y = rect.top + rect.height / 2
      const hit = document.elementFromPoint(x, y)
      if (!hit || control.contains(hit) || hit.contains(control)) continue
      // A label over its own input (a styled checkbox) is the same control.
      const label = hit.closest('label')
      if (label && (label.contains(control) || (label.htmlFor && label.htmlFor === control.id))) continue
      problems.push(`${describe(control)} is covered by ${describe(hit)}`)
    }

    const labelled = document.querySelectorAll<HTMLElement>(
      'button, a, label, h1, h2, h3, h4, [role="tab"], [role="menuitem"], [role="option"], legend, th',
    )
    for (const el of labelled) {
      if (!isShown(el) || !visibleRect(el) || el.closest('[data-truncates]')) continue
      const style = getComputedStyle(el)
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      const cut = (node: HTMLElement) => node.scrollWidth > node.clientWidth + 1
      const clipped = [el, ...el.querySelectorAll<HTMLElement>('*')].find((node) => {
        const s = getComputedStyle(node)
        return (
          (s.overflowX !== 'visible' || s.textOverflow === 'ellipsis') &&
          !node.closest('[data-truncates]') &&
          isShown(node) &&
          cut(node) &&
          node.innerText.trim()
        )
      })
      if ((hides && cut(el) && el.innerText.trim()) || clipped) {
        const target = clipped ?? el
        if (target.title || el.title) continue
        problems.push(`the label ${describe(target)} is cut (${target.scrollWidth} px of text in ${target.clientWidth} px)`)
      }
    }

    const canvas = document.createElement('canvas').getContext('2d')!
    const textWidth = (text: string, el: Element) => {
      const s = getComputedStyle(el)
      canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
      return canvas.measureText(text).width
    }
    const innerWidth = (el: HTMLElement) => {
      const s = getComputedStyle(el)
      return el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!isShown(field) || !visibleRect(field) || field.value) continue
      const width = textWidth(field.placeholder, field)
      const room = innerWidth(field)
      if (field instanceof HTMLTextAreaElement) {
        // A textarea wraps its placeholder: it is cut when its lines are taller than the box.
        const s = getComputedStyle(field)
        const lineHeight = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.5
        const lines = Math.ceil(width / room)
        const height = field.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom)
        if (lines * lineHeight > height + 2)
          problems.push(`the placeholder "${field.placeholder}" is cut (${lines} lines in ${Math.round(height)} px)`)
      } else if (width > room + 1) {
        problems.push(`the placeholder "${field.placeholder}" is cut (${Math.round(width)} px in ${Math.round(room)} px)`)
      }
    }
    for (const select of document.querySelectorAll<HTMLSelectElement>('select')) {
      if (!isShown(select) || !visibleRect(select)) continue
      const chosen = select.selectedOptions[0]?.text ?? ''
      // Chromium draws the arrow in about 20 px at the right, inside the padding when there is enough.
      const room = innerWidth(select) - Math.max(0, 20 - parseFloat(getComputedStyle(select).paddingRight))
      if (textWidth(chosen, select) > room + 1)
        problems.push(`the menu choice "${chosen}" is cut (${Math.round(textWidth(chosen, select))} px in ${Math.round(room)} px)`)
    }
    return [...new Set(problems)]
  })
}
