import { useInfiniteQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../lib/graphql.ts';

/** The salon finder's search: live salons by a suburb, city, street or postcode, a page at a time. */
export const FindSalons = graphql(`
  query FindSalons($search: String!, $nextToken: String) {
    findSalons(search: $search, nextToken: $nextToken) {
      nextToken
      items {
        id
        name
        address
        bookingUrl
        photoUrl
        specialities
        styles
      }
    }
  }
`);

export type FoundSalon = ResultOf<typeof FindSalons>['findSalons']['items'][number];

/** The pages found so far for one search; Show more asks for the next. `search` is already checked. */
export function useSalonFinder(search: string) {
  return useInfiniteQuery({
    queryKey: ['portal', 'salons', search],
    queryFn: async ({ pageParam }) => (await request(FindSalons, { search, nextToken: pageParam })).findSalons,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken,
  });
}
