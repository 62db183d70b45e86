/** Tio Chat's parts other features show: the "From Tio Chat" brief card in /chat. */
export { TioChatBriefCard, useTioChatBriefs } from './components/brief-card'
