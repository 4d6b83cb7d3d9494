import { graphql } from '../../lib/graphql.ts';

export const CancelSalonSubscription = graphql(`
  mutation CancelSalonSubscription($salonId: ID!, $idempotencyKey: String!) {
    cancelSalonSubscription(salonId: $salonId, idempotencyKey: $idempotencyKey) {
      id
      status
      cancelledAt
    }
  }
`);

export const ChangeSalonMirrors = graphql(`
  mutation ChangeSalonMirrors($salonId: ID!, $mirrors: Int!, $idempotencyKey: String!) {
    changeSalonMirrors(salonId: $salonId, mirrors: $mirrors, idempotencyKey: $idempotencyKey) {
      id
      mirrors
    }
  }
`);
