import { ERROR_MESSAGES } from '../../shared/messages'

/** An API answer that was not 2xx, with the server's { error: { code, message, fields } }. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
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
    )
  }
  return body as T
}
