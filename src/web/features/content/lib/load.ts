import { data, type AppLoadContext } from 'react-router'

/**
 * GETs Tio's API in-process from a loader. A 404 becomes the not-found page (status 404), and so does
 * a 400: the address itself named nothing the API takes (a NUL in /blog/%00, in ?q=%00), which was a
 * 500 and an error in the log for anyone to cause. Any other failure is an error for the route's error boundary.
 */
export async function loadJson<T>(context: AppLoadContext, path: string): Promise<T> {
  const response = await context.fetchApi(path, { headers: { accept: 'application/json' } })
  if (response.status === 404 || response.status === 400) throw data(null, { status: 404 })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

/** Like loadJson, but a section that may be missing: any failure gives null, never a broken page. */
export async function loadOptionalJson<T>(context: AppLoadContext, path: string): Promise<T | null> {
  try {
    const response = await context.fetchApi(path, { headers: { accept: 'application/json' } })
    if (!response.ok) return null
    return (await response.json()) as T
  } catch {
    return null
  }
}

export function formatDate(isoDate: string): string {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
