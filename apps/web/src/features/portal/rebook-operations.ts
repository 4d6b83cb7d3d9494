import { graphql } from '../../lib/graphql.ts';

/** The client's rebook request from the appointment's details, loaded only with them. */
export const RequestRebookFromPortal = graphql(`
  mutation RequestRebookFromPortal($appointmentId: ID!) {
    requestRebookFromPortal(appointmentId: $appointmentId) {
      id
      rebookDelay
      rebookLength
      rebookedAt
      rebookNotificationScheduledAt
      rebookNotificationSentAt
    }
  }
`);
