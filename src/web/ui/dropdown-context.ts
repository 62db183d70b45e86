import { createContext } from 'react'

/** Closes the open dropdown panel (dropdown-menu.tsx), for the items inside it. */
export const DropdownCloseContext = createContext<() => void>(() => {})
