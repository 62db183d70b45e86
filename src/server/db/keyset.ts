import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { ApiError } from '../http/errors'

/**
 * Keyset pagination on (time, id), newest first: the cursor is the last row's pair, opaque to clients,
 * so a page never repeats or skips rows that were added meanwhile.
 */
export const encodeCursor = (at: string, id: string) => Buffer.from(`${at}\n${id}`).toString('base64url')

export function decodeCursor(cursor: string): [at: string, id: string] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('\n')
  if (!at || !id) throw new ApiError(400, 'bad-request', 'cursor: not a cursor from a previous page')
  return [at, id]
}

/** Rows past the cursor: older ones when paging back through a newest-first list, newer ones when paging forward. */
export function beyondCursor(
  cursor: string,
  atColumn: string,
  idColumn: string,
  direction: 'older' | 'newer' = 'older',
): RawBuilder<SqlBool> {
  const [at, id] = decodeCursor(cursor)
  const beyond = direction === 'older' ? sql.raw('<') : sql.raw('>')
  const atRef = sql.ref(atColumn)
  return sql<SqlBool>`(${atRef} ${beyond} ${at} or (${atRef} = ${at} and ${sql.ref(idColumn)} ${beyond} ${id}))`
}

/** The page of `limit` rows out of `limit + 1` fetched, and the cursor to the next page if there is one. */
export function keysetPage<Row>(rows: Row[], limit: number, keyOf: (row: Row) => [at: string, id: string]) {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(...keyOf(last)) : null }
}

/**
 * One page of a query over a table with (created_at, id) rows: past the cursor, newest first ('older',
 * paging back) or oldest first ('newer', a queue worked from its start), `limit + 1` fetched to know
 * whether a next page follows. `at` and `id` name the columns, qualified when the query joins.
 */
export async function fetchKeysetPage<DB, TB extends keyof DB, Row extends { created_at: string; id: string }>(
  query: SelectQueryBuilder<DB, TB, Row>,
  options: { cursor?: string; limit: number; direction?: 'older' | 'newer'; at?: string; id?: string },
) {
  const { cursor, limit, direction = 'older', at = 'created_at', id = 'id' } = options
  const order = direction === 'older' ? 'desc' : 'asc'
  const paged = cursor ? query.where(beyondCursor(cursor, at, id, direction)) : query
  const rows = await paged
    .orderBy(sql.ref(at), order)
    .orderBy(sql.ref(id), order)
    .limit(limit + 1)
    .execute()
  return keysetPage(rows, limit, (r) => [r.created_at, r.id])
}

/**
 * Two lists, each already in keyset order (as their queries returned them), merged into that order
 * without reordering either: a page over several tables shares one (time, id) cursor.
 */
export function mergeKeyset<T>(a: T[], b: T[], keyOf: (row: T) => [at: string, id: string], direction: 'older' | 'newer'): T[] {
  const merged: T[] = []
  let i = 0
  let j = 0
  const first = (x: T, y: T) => {
    const [xa, xi] = keyOf(x)
    const [ya, yi] = keyOf(y)
    const xBeforeY = xa === ya ? xi > yi : xa > ya
    return direction === 'older' ? xBeforeY : !xBeforeY
  }
  while (i < a.length && j < b.length) merged.push(first(a[i]!, b[j]!) ? a[i++]! : b[j++]!)
  return merged.concat(a.slice(i), b.slice(j))
}
