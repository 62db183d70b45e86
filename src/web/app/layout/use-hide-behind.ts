import { useEffect } from 'react'
import { SITE_FOOTER_ID } from './nav-links'

/**
 * While a panel of the navigation is open (the mobile menu, Discover, the account dropdown), the page
 * behind it, main and footer, is hidden from assistive technology, as a menu button's menu hides the
 * rest of the page: the panel's 'Pricing' or 'Join' is then the only one a screen reader (or a test
 * asking for "the link named Pricing") finds, not also the footer's. With `inert` (the mobile menu,
 * which covers the page) it is also out of reach for the keyboard and the pointer.
 */
export function useHideBehind(active: boolean, { inert = false }: { inert?: boolean } = {}) {
  useEffect(() => {
    if (!active) return
    const behind = [document.getElementById('main'), document.getElementById(SITE_FOOTER_ID)].filter((e) => e !== null)
    const previous = behind.map((element) => element.getAttribute('aria-hidden'))
    for (const element of behind) {
      element.setAttribute('aria-hidden', 'true')
      if (inert) element.inert = true
    }
    return () => {
      behind.forEach((element, i) => {
        const before = previous[i]
        if (before === null || before === undefined) element.removeAttribute('aria-hidden')
        else element.setAttribute('aria-hidden', before)
        if (inert) element.inert = false
      })
    }
  }, [active, inert])
}
