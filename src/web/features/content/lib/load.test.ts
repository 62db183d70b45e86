import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadJson } from './load'

const answering = (status: number) =>
  ({ fetchApi: async () => new Response(JSON.stringify({ error: { code: 'x' } }), { status }) }) as unknown as AppLoadContext

describe('loadJson', () => {
  it('turns a 404 and a 400 of the API (an address that names nothing it takes, such as /blog/%00) into the not-found page', async () => {
    for (const status of [404, 400]) await expect(loadJson(answering(status), '/api/x')).rejects.toMatchObject({ init: { status: 404 } })
  })

  it('leaves any other failure to the error boundary', async () => {
    await expect(loadJson(answering(500), '/api/x')).rejects.toThrow('GET /api/x answered 500')
  })
})
