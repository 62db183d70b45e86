import { z } from 'zod'
import type { ApiRoute } from '../../shared/api-routes'

type JsonSchema = Record<string, unknown>

/** The schema a caller sends (input side: before defaults and transforms); transforms become {}. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path', path: string) {
  const names = where === 'path' ? [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!) : []
  const object = schema ? jsonSchema(schema, 'input') : { properties: {} }
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((object.required as string[] | undefined) ?? [])
  for (const name of names) properties[name] ??= { type: 'string' }
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }))
}

const ERROR_RESPONSE = {
  description: 'The error shape of every API answer: { error: { code, message, fields? } }',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: {
              code: { type: 'string' },
              message: { type: 'string' },
              fields: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
  },
}

function operation(route: ApiRoute) {
  const security = route.access === 'public' ? [] : [{ session: [] }]
  const ok = route.response
    ? { '200': { description: route.summary, content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } } }
    : route.noContent
      ? { '204': { description: `${route.summary} (no content)` } }
      : { '200': { description: route.raw ? `${route.summary} (${route.raw})` : route.summary } }
  return {
    summary: route.summary,
    'x-access': route.access,
    security,
    parameters: [...parameters(route.params, 'path', route.path), ...parameters(route.query, 'query', route.path)],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: { ...ok, default: ERROR_RESPONSE },
  }
}

/** The OpenAPI 3.1 document of /api, generated from the route table's zod schemas. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operation(route)
  return {
    openapi: '3.1.0',
    info: { title: 'Tio API', version: info.version },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    paths,
  }
}
