import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql, request, type ResultOf } from '../graphql.ts';

/** GetSalonStaff: one page of the team, oldest first. */
export const GetSalonStaff = graphql(`
  query GetSalonStaff($salonId: ID!, $limit: Int!, $page: Int!) {
    salon(id: $salonId) {
      id
      staff(limit: $limit, page: $page) {
        totalCount
        page
        limit
        items {
          id
          name
          active
        }
      }
    }
  }
`);

export type StaffMember = ResultOf<typeof GetSalonStaff>['salon']['staff']['items'][number];

export const CreateStaff = graphql(`
  mutation CreateStaff($input: CreateStaffInput!) {
    createStaff(input: $input) {
      id
      name
      active
    }
  }
`);

/**
 * A salon's team is cached as pages (the settings table) and as the whole team (the onboarding
 * step); both sit under one prefix, so a change from either screen refreshes what the other shows.
 */
export const staffKeys = {
  all: (salonId: string) => ['staff', salonId] as const,
  pages: (salonId: string) => [...staffKeys.all(salonId), 'page'] as const,
  page: (salonId: string, limit: number, page: number) => [...staffKeys.pages(salonId), limit, page] as const,
  team: (salonId: string) => [...staffKeys.all(salonId), 'team'] as const,
};

export function staffPageQuery(salonId: string, limit: number, page: number) {
  return queryOptions({
    queryKey: staffKeys.page(salonId, limit, page),
    queryFn: async () => (await request(GetSalonStaff, { salonId, limit, page })).salon.staff,
  });
}

/** The largest page the API gives; a new salon's team fits in one, a big one takes a few. */
const STAFF_PAGE_LIMIT = 100;

/** The whole team, for when a name must be checked against every saved one, not just a page of them. */
export function wholeTeamQuery(salonId: string) {
  return queryOptions({
    queryKey: staffKeys.team(salonId),
    queryFn: async () => {
      const members: StaffMember[] = [];
      for (let page = 1; ; page += 1) {
        const { staff } = (await request(GetSalonStaff, { salonId, limit: STAFF_PAGE_LIMIT, page })).salon;
        members.push(...staff.items);
        if (staff.items.length === 0 || members.length >= staff.totalCount) return members;
      }
    },
  });
}

/**
 * Creates one team member. The whole team, when loaded, takes the new member at once (the
 * onboarding step lists it as saved without asking again); the pages are asked again, since where
 * the member lands depends on the server's order.
 */
export function useCreateStaff(salonId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (name: string): Promise<StaffMember> => {
      const { createStaff } = await request(CreateStaff, { input: { salonId, name } });
      queryClient.setQueryData<StaffMember[]>(
        staffKeys.team(salonId),
        (members) => members && [...members, createStaff],
      );
      await queryClient.invalidateQueries({ queryKey: staffKeys.pages(salonId) });
      return createStaff;
    },
    [queryClient, salonId],
  );
}
