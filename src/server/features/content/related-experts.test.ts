import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { seedDemoExperts } from '../../seed/demo-experts'
import { parseConfig } from '../../config'
import { contentSettings } from './content-settings'
import { loadContentStore } from './content.store'

const settings = contentSettings(parseConfig({}))

// Issue 8 item 2: a post's related experts come from the search with its `experts` query (or its tags).
describe('related experts of every post with the demo experts', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ listen: false })
    await seedDemoExperts(server.ctx)
  }, 60_000)
  afterAll(() => server.close())

  it('finds at least one expert for each blog post and expert resource', async () => {
    const store = await loadContentStore(settings)
    for (const post of [...store.posts.blog, ...store.posts['expert-resources']]) {
      const response = await server.request(`/api/search?${new URLSearchParams({ q: post.expertQuery, pageSize: '3' })}`)
      const { results } = (await response.json()) as { results: unknown[] }
      expect(results.length, `${post.id}: "${post.expertQuery}"`).toBeGreaterThan(0)
    }
  })
})
