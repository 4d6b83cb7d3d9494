import type { OrderState } from '@piiq/domain/orders';

/** The orders' cache keys, apart from the operations so the live events can refresh the list without loading them. */
export const orderKeys = {
  all: (salonId: string) => ['orders', salonId] as const,
  list: (salonId: string, state: OrderState | null = null) => ['orders', salonId, 'list', state ?? 'ALL'] as const,
  detail: (salonId: string, orderId: string) => ['orders', salonId, 'detail', orderId] as const,
};
