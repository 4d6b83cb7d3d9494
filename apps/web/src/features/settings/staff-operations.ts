import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** GetSalonStaff (salon-admin.md section 7): one page of the team, oldest first. */
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

/** Every page of a salon's team shares this prefix, so one invalidation refreshes whichever page is shown. */
export const salonStaffKey = (salonId: string) => ['salon-staff', salonId] as const;

export const CreateStaff = graphql(`
  mutation CreateStaff($input: CreateStaffInput!) {
    createStaff(input: $input) {
      id
      name
      active
    }
  }
`);

/** UpdateStaff: a rename or the active toggle, one at a time. */
export const UpdateStaff = graphql(`
  mutation UpdateStaff($staffId: ID!, $input: UpdateStaffInput!) {
    updateStaff(staffId: $staffId, input: $input) {
      id
      name
      active
    }
  }
`);
