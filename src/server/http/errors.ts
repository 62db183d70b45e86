import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ERROR_MESSAGES, type ErrorCode } from '../../shared/messages'

/** The one JSON error shape of the API: { error: { code, message, fields? } } (CALL-22). */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> }
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(status, { message: message ?? ERROR_MESSAGES[code as ErrorCode] ?? code })
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } }
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: ErrorCode | (string & {}), message?: string) {
  return c.json(errorBody(code, message ?? ERROR_MESSAGES[code as ErrorCode] ?? code), status)
}

export const notFound = (message?: string) => new ApiError(404, 'not-found', message)
export const forbidden = (message?: string) => new ApiError(403, 'forbidden', message)
export const unauthorized = () => new ApiError(401, 'unauthorized')
