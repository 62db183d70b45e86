// After a new version is deployed, a page opened before it asks for scripts that no longer exist.
const KEY = 'tio:reloaded-for-update'

/** A script of this page's version could not be loaded (Chromium, Firefox and Safari word it differently). */
export const isStaleScriptError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)

/** Reloads the page to get the current version, at most once a minute, so a script that is really broken does not loop. */
export function reloadOnceForUpdate() {
  try {
    if (Date.now() - Number(sessionStorage.getItem(KEY) ?? 0) < 60_000) return
    sessionStorage.setItem(KEY, String(Date.now()))
  } catch {
    return
  }
  window.location.reload()
}
