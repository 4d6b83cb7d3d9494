/** How the console names where an outbox delivery stands (only undelivered ones are listed). */
export const DELIVERY_STATES = ['PENDING', 'RETRYING', 'DEAD'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Readonly<Record<DeliveryState, string>> = {
  PENDING: 'Pending',
  RETRYING: 'Retrying',
  DEAD: 'Dead',
};

export const deliveryMessages = {
  notDead: 'This delivery is not dead: only a dead delivery can be retried.',
} as const;
