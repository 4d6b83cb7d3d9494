import { hashKey, keepPreviousData, skipToken, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** How to ask the server for one page: from a neighbour's token when one is at hand, else by number. */
export interface PageRequest {
  nextToken: string | null;
  previousToken: string | null;
  /** 1-based; null when a token says where the page is, or for the first page. */
  page: number | null;
  /** Whether to count the whole list: once per filter, not once per page. */
  withCount: boolean;
}

export interface KeysetPageOptions<Page> {
  /** The list under one filter; its pages and its count are kept under this key. */
  queryKey: QueryKey;
  fetchPage: (request: PageRequest) => Promise<Page>;
  tokensOf: (page: Page) => { nextToken: string | null; previousToken: string | null };
  /** The count the page carries when it was asked for. */
  countOf: (page: Page) => number | undefined;
  /** The page asked for, 0-based (the URL's page number less one). */
  page: number;
  pageSize: number;
}

interface NumberedPage<Page> {
  list: string;
  number: number;
  data: Page;
  /** The list's count as this page was fetched: what a page kept on screen while the next loads shows. */
  totalCount: number;
}

/**
 * A page, by number, of a list the server pages by keyset (decision 071): one request, whichever page.
 * Next and previous from a page on screen follow its tokens; a page no token reaches (opened from a
 * link, or a jump in the pager) is asked for by number. The count is asked for with the first page
 * of a filter the screen shows, and again only after the list was invalidated. Pages fetched since
 * the screen opened are not asked for again while it stays open, so paging back costs nothing. A
 * page past the end shows the last one, and says so (pastTheEnd).
 */
export function useKeysetPage<Page>({
  queryKey,
  fetchPage,
  tokensOf,
  countOf,
  page,
  pageSize,
}: KeysetPageOptions<Page>) {
  const queryClient = useQueryClient();
  const countKey = [...queryKey, 'count'];
  const pageKey = (number: number) => [...queryKey, 'page', number];
  const list = hashKey(queryKey);
  const [openedAt] = useState(Date.now);
  const query = useQuery({
    queryKey: pageKey(page),
    queryFn: async (): Promise<NumberedPage<Page>> => {
      const newer = page > 0 ? queryClient.getQueryData<NumberedPage<Page>>(pageKey(page - 1)) : undefined;
      const older = page > 0 ? queryClient.getQueryData<NumberedPage<Page>>(pageKey(page + 1)) : undefined;
      const nextToken = newer ? tokensOf(newer.data).nextToken : null;
      const previousToken = !nextToken && older ? tokensOf(older.data).previousToken : null;
      const known = queryClient.getQueryState<number>(countKey);
      const withCount = known?.data === undefined || known.isInvalidated || known.dataUpdatedAt < openedAt;
      const data = await fetchPage({
        nextToken,
        previousToken,
        page: nextToken || previousToken || page === 0 ? null : page + 1,
        withCount,
      });
      const counted = countOf(data);
      if (counted !== undefined) queryClient.setQueryData(countKey, counted);
      return { list, number: page, data, totalCount: counted ?? known?.data ?? 0 };
    },
    placeholderData: keepPreviousData,
    staleTime: (cached) => (cached.state.dataUpdatedAt >= openedAt ? Infinity : 0),
  });
  // Filled by the pages' requests only, never fetched on its own.
  const count = useQuery<number>({ queryKey: countKey, queryFn: skipToken });

  const shown = query.data;
  const sameList = shown?.list === list;
  const totalCount = shown && (sameList ? (count.data ?? shown.totalCount) : shown.totalCount);
  const lastPage = Math.max(0, Math.ceil((totalCount ?? 0) / pageSize) - 1);
  const pastTheEnd = Boolean(shown) && !query.isPlaceholderData && page > lastPage;
  return {
    query,
    shown: shown?.data,
    totalCount: totalCount ?? 0,
    /** The page on screen, which lags the one asked for while it loads. */
    shownPage: pastTheEnd ? lastPage : sameList && shown ? shown.number : 0,
    loading: query.isPlaceholderData,
    pastTheEnd,
  };
}
