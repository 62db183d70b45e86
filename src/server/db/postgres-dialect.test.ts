import type { DatabaseIntrospector, TableMetadata } from 'kysely'
import { describe, expect, it } from 'vitest'
import { RetryingIntrospector } from './postgres-dialect'

const table: TableMetadata = { name: 'user', schema: 't_mine', isView: false, columns: [] }
const dropped = Object.assign(new Error('schema "t_other" does not exist'), { code: '3F000' })

function failingTimes(failures: number, error: Error = dropped) {
  let calls = 0
  const inner: DatabaseIntrospector = {
    getSchemas: () => Promise.resolve([]),
    getTables: () => (++calls <= failures ? Promise.reject(error) : Promise.resolve([table])),
    getMetadata: () => Promise.resolve({ tables: [table] }),
  }
  return { introspector: new RetryingIntrospector(inner), calls: () => calls }
}

describe('introspection while other test runs drop their schemas', () => {
  it('reads the catalog again when a schema vanished mid-read', async () => {
    const { introspector, calls } = failingTimes(2)
    await expect(introspector.getTables()).resolves.toEqual([table])
    expect(calls()).toBe(3)
  })

  it('reads it again when a table of a vanishing schema is gone mid-read (pg_get_serial_sequence)', async () => {
    const gone = Object.assign(new Error('relation "t_other.profiles" does not exist'), { code: '42P01' })
    const { introspector, calls } = failingTimes(1, gone)
    await expect(introspector.getTables()).resolves.toEqual([table])
    expect(calls()).toBe(2)
  })

  it('gives up after a few attempts, and never retries other errors', async () => {
    await expect(failingTimes(99).introspector.getTables()).rejects.toThrow('does not exist')
    const other = failingTimes(1, Object.assign(new Error('permission denied'), { code: '42501' }))
    await expect(other.introspector.getTables()).rejects.toThrow('permission denied')
    expect(other.calls()).toBe(1)
  })
})
