import type { Config } from './config'

/** Which address to open: PUBLIC_URL when it names another address, else the local one and its 127.0.0.1 twin. */
export function openHint(config: Config, url: string): string {
  const listening = new URL(url)
  if (config.port !== 0 && new URL(config.publicUrl).origin !== listening.origin)
    return `Open ${config.publicUrl} (PUBLIC_URL) in a browser.`
  const twin = listening.hostname === 'localhost' ? ` or http://127.0.0.1:${listening.port}` : ''
  const reach = config.host === '127.0.0.1' ? ' Only this machine can connect; HOST=0.0.0.0 listens on every interface.' : ''
  return `Open ${url}${twin} in a browser.${reach}`
}
