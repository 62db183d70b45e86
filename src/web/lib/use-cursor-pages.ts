import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'

/** A newest-first list read a page at a time: each page from the server names the cursor of the next one. */
export function useCursorPages<Page extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  fetchPage: (cursor?: string) => Promise<Page>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
