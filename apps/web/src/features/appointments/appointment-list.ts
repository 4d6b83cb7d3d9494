import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import { parseNavParam, type NavParam } from '@piiq/domain/dates';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../../lib/graphql.ts';
import { GetAppointments } from './appointments-operations.ts';
import { appointmentKeys } from './appointment-keys.ts';

export interface AppointmentFilters {
  navParam: NavParam;
  search: string;
}

/**
 * The list's day filter (?navParam=TODAY, the spec's parameter; ALLTIME by default and left out of
 * the URL) and its client search live in the URL, so a reload or a shared link shows the same list.
 * A new filter starts again at page 1.
 */
export function useAppointmentFilters(): [AppointmentFilters, (changes: Partial<AppointmentFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: AppointmentFilters = {
    navParam: parseNavParam(searchParams.get('navParam')),
    search: (searchParams.get('search') ?? '').trim(),
  };
  const setFilters = useCallback(
    (changes: Partial<AppointmentFilters>) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (changes.navParam !== undefined) {
            if (changes.navParam === 'ALLTIME') params.delete('navParam');
            else params.set('navParam', changes.navParam);
          }
          if (changes.search !== undefined) {
            const search = changes.search.trim();
            if (search) params.set('search', search);
            else params.delete('search');
          }
          params.delete('page');
          return params;
        },
        // Typing a search must not leave a history entry per letter.
        { replace: changes.search !== undefined },
      );
    },
    [setSearchParams],
  );
  return [filters, setFilters];
}

/**
 * The page asked for (0-based) of the list the server pages by keyset: the pages before it are
 * fetched in turn for their tokens, and kept, so paging back and forth costs nothing. A page past
 * the end shows the last one.
 */
export function useAppointmentPage(salonId: string, filters: AppointmentFilters, page: number) {
  const query = useInfiniteQuery({
    queryKey: appointmentKeys.list(salonId, filters.navParam, filters.search),
    queryFn: async ({ pageParam }) =>
      (await request(GetAppointments, { salonId, navParam: filters.navParam, search: filters.search, limit: APPOINTMENTS_PAGE_SIZE, nextToken: pageParam })).salon,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.appointments.nextToken,
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  const loaded = data?.pages.length ?? 0;
  const walking = !isPlaceholderData && loaded > 0 && loaded <= page && hasNextPage;
  useEffect(() => {
    if (walking && !isFetchingNextPage) void fetchNextPage();
  }, [walking, isFetchingNextPage, fetchNextPage]);

  const shownIndex = Math.min(page, Math.max(0, loaded - 1));
  const shown = data?.pages[shownIndex];
  return {
    query,
    timeZone: data?.pages[0]?.timeZone ?? null,
    rows: shown?.appointments.items ?? [],
    totalCount: data?.pages[0]?.appointments.totalCount ?? 0,
    /** The page on screen, which lags the one asked for while the pages before it load. */
    shownPage: isPlaceholderData ? 0 : shownIndex,
    loading: isPlaceholderData || walking || isFetchingNextPage,
    pastTheEnd: !isPlaceholderData && loaded > 0 && loaded <= page && !hasNextPage && !isFetchingNextPage,
  };
}
