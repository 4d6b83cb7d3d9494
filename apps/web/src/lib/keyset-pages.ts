import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

export interface KeysetPageOptions<Page> {
  queryKey: QueryKey;
  /** One page from the server, after the page the token came from (none: the first page). */
  fetchPage: (nextToken: string | null) => Promise<Page>;
  nextTokenOf: (page: Page) => string | null;
  /** The page asked for, 0-based (the URL's page number less one). */
  page: number;
}

/**
 * A page, by number, of a list the server pages by keyset (limit and nextToken, never an offset):
 * the pages before it are fetched in turn for their tokens, and kept, so paging back and forth
 * costs nothing. A page past the end shows the last one, and says so (pastTheEnd).
 */
export function useKeysetPage<Page>({ queryKey, fetchPage, nextTokenOf, page }: KeysetPageOptions<Page>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: nextTokenOf,
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  const loaded = data?.pages.length ?? 0;
  const walking = !isPlaceholderData && loaded > 0 && loaded <= page && hasNextPage;
  useEffect(() => {
    if (walking && !isFetchingNextPage) void fetchNextPage();
  }, [walking, isFetchingNextPage, fetchNextPage]);

  const shownIndex = Math.min(page, Math.max(0, loaded - 1));
  return {
    query,
    first: data?.pages[0],
    shown: data?.pages[shownIndex],
    /** The page on screen, which lags the one asked for while the pages before it load. */
    shownPage: isPlaceholderData ? 0 : shownIndex,
    loading: isPlaceholderData || walking || isFetchingNextPage,
    pastTheEnd: !isPlaceholderData && loaded > 0 && loaded <= page && !hasNextPage && !isFetchingNextPage,
  };
}
