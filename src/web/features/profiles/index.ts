/** The account: its profile query and the photo section the expert application form reuses. */
export { PhotoSection } from './components/settings-sections'
export { useOwnProfile } from './hooks/use-own-profile'
