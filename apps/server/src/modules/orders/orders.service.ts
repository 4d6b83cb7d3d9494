import { isUuid } from '../../ids.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

export interface OrderPage {
  items: OrderRow[];
  nextToken: string | null;
  totalCount: number;
}

/** Support Your Salon orders: what the salon's clients bought after a session, delivered or picked up. */
export function createOrdersService(deps: { repository: OrdersRepository }) {
  const { repository } = deps;
  return {
    async page(salonId: string, limit: number, nextToken: string | null): Promise<OrderPage> {
      const after = nextToken ? decodePageToken(nextToken) : null;
      const [rows, totalCount] = await Promise.all([
        repository.pageOfSalon(salonId, after, limit + 1),
        repository.countOfSalon(salonId),
      ]);
      return { ...keysetPage(rows, limit), totalCount };
    },

    /** One order of the salon; another salon's id is not found. */
    async orderOfSalon(salonId: string, orderId: string): Promise<OrderRow | null> {
      if (!isUuid(orderId)) return null;
      const order = await repository.findOrder(orderId);
      return order?.salonId === salonId ? order : null;
    },

    lines: (orderId: string) => repository.linesOf(orderId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
