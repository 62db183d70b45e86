import { ERROR_MESSAGES } from '../../shared/messages'

/**
 * An API answer that was not 2xx, with the server's { error: { code, message, fields } } and the
 * language of its message when the server said it (Content-Language).
 */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly language?: string,
  ) {
    super(message)
  }
}

/**
 * React Query's retry rule: once more after a network or server failure, never after an answer that
 * would be the same again (a 4xx other than a timeout or a rate limit).
 */
export function retryOnce(failures: number, error: unknown): boolean {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)
    return false
  return failures < 1
}

/** The one HTTP client of the web app: JSON in and out, cookies included, errors normalised. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init
  const headers = new Headers(rest.headers)
  if (json !== undefined) headers.set('content-type', 'application/json')
  headers.set('accept', 'application/json')
  let response: Response
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    })
  } catch {
    throw new ApiClientError(0, 'network', 'Tio could not be reached. Check your connection and try again.')
  }
  if (response.status === 204) return undefined as T
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error
    throw new ApiClientError(
      response.status,
      error?.code ?? 'internal',
      error?.message ?? ERROR_MESSAGES.internal,
      error?.fields,
      response.headers.get('content-language') ?? undefined,
    )
  }
  return body as T
}
