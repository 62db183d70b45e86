import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests start real servers; two cores, so keep parallelism modest.
    maxWorkers: 2,
    setupFiles: ['tests/support/vitest-setup.ts'],
  },
})
