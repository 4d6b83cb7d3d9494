import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The Webhooks section: the salon's endpoints, with the salon's zone for their times. */
export const GetWebhookEndpoints = graphql(`
  query GetWebhookEndpoints($salonId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
    }
    webhookEndpoints(salonId: $salonId) {
      id
      url
      events
      status
      failingSince
      disabledAt
      createdAt
    }
  }
`);

export type WebhookEndpoint = ResultOf<typeof GetWebhookEndpoints>['webhookEndpoints'][number];

/** One page of an endpoint's delivery log, newest first. */
export const GetWebhookDeliveries = graphql(`
  query GetWebhookDeliveries($endpointId: ID!, $limit: Int!, $page: Int!) {
    webhookDeliveries(endpointId: $endpointId, limit: $limit, page: $page) {
      totalCount
      items {
        id
        event
        status
        attempts
        nextRetryAt
        responseStatus
        createdAt
      }
    }
  }
`);

export type WebhookDelivery = ResultOf<typeof GetWebhookDeliveries>['webhookDeliveries']['items'][number];

export const AddWebhookEndpoint = graphql(`
  mutation AddWebhookEndpoint($salonId: ID!, $url: String!, $events: [String!]!) {
    addWebhookEndpoint(salonId: $salonId, url: $url, events: $events) {
      secret
      endpoint {
        id
      }
    }
  }
`);

export const UpdateWebhookEndpoint = graphql(`
  mutation UpdateWebhookEndpoint($endpointId: ID!, $events: [String!], $enable: Boolean) {
    updateWebhookEndpoint(endpointId: $endpointId, events: $events, enable: $enable) {
      id
      status
    }
  }
`);

export const RemoveWebhookEndpoint = graphql(`
  mutation RemoveWebhookEndpoint($endpointId: ID!) {
    removeWebhookEndpoint(endpointId: $endpointId)
  }
`);

export const SendTestWebhookEvent = graphql(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId)
  }
`);

export const RedeliverWebhookDelivery = graphql(`
  mutation RedeliverWebhookDelivery($deliveryId: ID!) {
    redeliverWebhookDelivery(deliveryId: $deliveryId)
  }
`);

export const webhookKeys = {
  endpoints: (salonId: string) => ['webhook-endpoints', salonId] as const,
  deliveries: (salonId: string, endpointId: string) =>
    ['webhook-endpoints', salonId, 'deliveries', endpointId] as const,
};
