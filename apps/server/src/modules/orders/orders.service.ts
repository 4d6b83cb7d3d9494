import type { CartStatus } from '@piiq/domain/cart';
import { isUuid } from '../../ids.ts';
import type { EventsPort } from '../../ports/events.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import type { AppointmentsReads } from '../appointments/appointments.reads.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

export interface OrderPage {
  items: OrderRow[];
  nextToken: string | null;
  totalCount: number;
}

/** Support Your Salon orders: what the salon's clients bought after a session, delivered or picked up. */
export function createOrdersService(deps: {
  repository: OrdersRepository;
  /** An order's status is its cart's unless it keeps its own; the carts are the appointments module's. */
  carts: Pick<AppointmentsReads, 'cartIdsWithStatus'>;
  events: Pick<EventsPort, 'subscribe'>;
}) {
  const { repository } = deps;
  return {
    /** A page of the salon's orders, newest first, in one status (its own, else its cart's) when asked. */
    async page(
      salonId: string,
      limit: number,
      nextToken: string | null,
      status: CartStatus | null = null,
    ): Promise<OrderPage> {
      const after = nextToken ? decodePageToken(nextToken) : null;
      const filter = status ? { status, cartIds: deps.carts.cartIdsWithStatus(salonId, status) } : null;
      const [rows, totalCount] = await Promise.all([
        repository.pageOfSalon(salonId, after, limit + 1, filter),
        repository.countOfSalon(salonId, filter),
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

    /** The order that replaced this one in its cart (decision 037), if any. */
    async replacedBy(order: OrderRow): Promise<OrderRow | null> {
      return order.replacedByOrderId ? ((await repository.findOrder(order.replacedByOrderId)) ?? null) : null;
    },

    /** The orders this one replaced. */
    replaces: (order: OrderRow) => repository.ordersReplacedBy(order.id),

    /** What the appointment's cart held before a purchase replaced it, for the record. */
    replacedOrdersOfCart: (cartId: string) => repository.replacedOrdersOfCart(cartId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
