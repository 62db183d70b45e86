import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_ROUTES } from '../../shared/api-routes'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'

/** '/api/calls/:id/:action{accept|decline|end}' → '/calls/{id}/{action}', '/api/uploads/*' → '/uploads/{path}' */
function openApiPath(honoPath: string): string {
  return honoPath
    .replace(/^\/api/, '')
    .replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
    .replace(/\/\*$/, '/{path}')
}

describe('one contract per wire: the route table and /api/openapi.json (issue 19 item 4)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false })
  })
  afterAll(async () => server.close())

  it('lists every /api route the server answers, and none it does not', () => {
    const served = new Set(
      server.app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && r.path !== '/api/*')
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    )
    const listed = new Set(API_ROUTES.map((r) => `${r.method} ${r.path}`))
    expect([...served].filter((key) => !listed.has(key)).sort(), 'routes missing from src/shared/api-routes.ts').toEqual([])
    expect([...listed].filter((key) => !served.has(key)).sort(), 'rows of src/shared/api-routes.ts no route answers').toEqual([])
  })

  it('serves an OpenAPI 3.1 document with every route, its inputs and the access it needs', async () => {
    const response = await server.request('/api/openapi.json')
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> }
    expect(document.openapi).toBe('3.1.0')
    for (const route of API_ROUTES) expect(document.paths[route.path]?.[route.method], `${route.method} ${route.path}`).toBeDefined()
    const search = document.paths['/search']!.get! as { parameters: { name: string; in: string }[]; 'x-access': string }
    expect(search['x-access']).toBe('public')
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'page', 'pageSize', 'sort', 'accountType']))
    const reject = document.paths['/admin/applications/{userId}/reject']!.post! as { requestBody: unknown; 'x-access': string }
    expect(reject['x-access']).toBe('operator')
    expect(reject.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', required: ['reason'] } } } })
    const unsubscribe = document.paths['/push/subscriptions']!.delete! as { responses: Record<string, { content?: unknown }> }
    expect(Object.keys(unsubscribe.responses).sort()).toEqual(['204', 'default'])
    expect(unsubscribe.responses['204']!.content).toBeUndefined()
  })

  it('declares what every route answers: a JSON schema, no content (204), or what else (raw)', () => {
    const undeclared = API_ROUTES.filter((r) => [r.response, r.noContent, r.raw].filter(Boolean).length !== 1)
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual([])
  })
})
