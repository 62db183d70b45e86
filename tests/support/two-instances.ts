import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../../src/server/db/database'
import { startTestServer, type TestServer } from './test-server'

/**
 * For a describe block about what crosses instances: two servers on one database and one Redis (as
 * behind a load balancer), handed to `ready` before the tests run and closed after the block.
 */
export function twoInstances(dialect: Dialect, ready: (servers: { one: TestServer; two: TestServer }) => void) {
  let one: TestServer | undefined
  let two: TestServer | undefined
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! }
    one = await startTestServer({ dialect, env })
    two = await startTestServer({ dialect, env, dataDir: one.dataDir, schema: one.schema })
    ready({ one, two })
  })
  afterAll(async () => {
    await two?.close()
    await one?.close()
  })
}
