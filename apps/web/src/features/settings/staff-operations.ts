import { graphql } from '../../lib/graphql.ts';

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
