/** Pages and posts from content/: the prose style and the JSON loader smart pages reuse. */
export { PROSE } from './components/prose'
export { loadJson } from './lib/load'
