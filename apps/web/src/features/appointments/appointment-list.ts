import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import { parseNavParam, type NavParam } from '@piiq/domain/dates';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../../lib/graphql.ts';
import { useKeysetPage } from '../../lib/keyset-pages.ts';
import { GetAppointments } from './appointments-operations.ts';
import { appointmentKeys } from './appointment-keys.ts';

export interface AppointmentFilters {
  navParam: NavParam;
  search: string;
}

/**
 * The list's day filter (?navParam=TODAY, the product's parameter; ALLTIME by default and left out of
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

/** The appointments list's page asked for (0-based), with the salon's zone its dates show in. */
export function useAppointmentPage(salonId: string, filters: AppointmentFilters, page: number) {
  const list = useKeysetPage({
    queryKey: appointmentKeys.list(salonId, filters.navParam, filters.search),
    fetchPage: async (start) =>
      (
        await request(GetAppointments, {
          salonId,
          navParam: filters.navParam,
          search: filters.search,
          limit: APPOINTMENTS_PAGE_SIZE,
          ...start,
        })
      ).salon,
    tokensOf: (shown) => shown.appointments,
    countOf: (shown) => shown.appointments.totalCount,
    page,
    pageSize: APPOINTMENTS_PAGE_SIZE,
  });
  return {
    ...list,
    timeZone: list.shown?.timeZone ?? null,
    rows: list.shown?.appointments.items ?? [],
  };
}
