/** Contacts and blocks: the connect and block controls, the lists, and the block state of a pair. */
export { BlockButton } from './components/block-button'
export { BlockedList } from './components/blocked-list'
export { ConnectButton } from './components/connect-button'
export { ContactsList } from './components/contacts-list'
export { useBlock } from './hooks/use-block'
