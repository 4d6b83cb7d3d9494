import type { OrdersRepository } from './orders.repository.ts';

/** What another module may read of orders; every write goes through the orders service. */
export type OrdersReads = Pick<OrdersRepository, 'orderOfCart'>;
