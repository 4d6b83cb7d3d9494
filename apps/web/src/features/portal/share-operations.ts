import { graphql } from '../../lib/graphql.ts';

/** A share the client made of a kept photo, recorded for the salon; loaded only with the share dialog. */
export const RecordImageShare = graphql(`
  mutation RecordImageShare($appointmentId: ID!, $imageUrl: String!, $sharedTo: String!) {
    recordImageShare(appointmentId: $appointmentId, imageUrl: $imageUrl, sharedTo: $sharedTo) {
      sharedTo
      createdAt
    }
  }
`);
