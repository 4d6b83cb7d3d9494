import Box from '@mui/material/Box';
import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';

/**
 * A console list the server pages by keyset, newest first: the pages loaded so far, one after the
 * other, and the next on request. The previous filter's rows stay while a new filter loads.
 */
export function useLoadMoreList<Page, Item>(options: {
  queryKey: QueryKey;
  fetchPage: (nextToken: string | null) => Promise<Page>;
  nextTokenOf: (page: Page) => string | null;
  itemsOf: (page: Page) => readonly Item[];
}) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam }) => options.fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: options.nextTokenOf,
    placeholderData: keepPreviousData,
  });
  return { query, items: query.data?.pages.flatMap(options.itemsOf) };
}

/** Load more, under a list, while the server has more. */
export function LoadMore({
  query,
  what,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  what: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <BusyButton
        variant="outlined"
        busy={query.isFetchingNextPage}
        busyLabel="Loading..."
        onClick={() => void query.fetchNextPage()}
      >
        {`Load more ${what}`}
      </BusyButton>
    </Box>
  );
}

/** A console list's filters live in the URL: the params, and a setter that drops a filter set to nothing. */
export function useFilterParams(): [URLSearchParams, (name: string, value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setFilter = useCallback(
    (name: string, value: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      }),
    [setSearchParams],
  );
  return [searchParams, setFilter];
}
