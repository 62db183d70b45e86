import { useState } from 'react'
import { useLocation } from 'react-router'

/** Navigation state of a link that asks for the search to open (the home page's category icons). */
export const OPEN_SEARCH_STATE = { openSearch: true } as const

/**
 * The ?q= of the home page's URL (other pages' ?q= is their own: /smart, /chatBot) and a number that grows each time it asks for the search to open: a page
 * loaded or reached with a new ?q=, or a link carrying OPEN_SEARCH_STATE followed again to the same
 * URL (each navigation has its own key). A jump to an anchor on the page (#how-it-works) keeps it.
 */
export function useUrlSearch(): { q: string; request: number } {
  const { pathname, search, state, key } = useLocation()
  const q = pathname === '/' ? (new URLSearchParams(search).get('q')?.trim() ?? '') : ''
  const asked = (state as typeof OPEN_SEARCH_STATE | null)?.openSearch === true ? key : null
  const [seen, setSeen] = useState({ q, asked, request: q ? 1 : 0 })
  if (q !== seen.q || (asked !== null && asked !== seen.asked)) setSeen({ q, asked, request: seen.request + 1 })
  return { q, request: seen.request }
}
