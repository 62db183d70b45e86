/** Voice and video calls: the buttons and call cards a conversation shows, and live call updates. */
export { onAnnouncedCall } from './call-updates'
export { CallButtons } from './components/call-buttons'
export { CallCard } from './components/call-card'
