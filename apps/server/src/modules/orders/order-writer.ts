import {
  deliveryPaymentEmail,
  orderReceiptEmail,
  orderRefundEmail,
  type EmailedOrder,
} from '@piiq/domain/order-emails';
import { orderState, orderTotals, type OrderDeliveryType } from '@piiq/domain/orders';
import { portalAppointmentUrl } from '@piiq/domain/portal-address';
import type { Database } from '../../db/client.ts';
import { enqueueOutbox } from '../../jobs/outbox.ts';
import type { TellChange } from '../changes/changes.service.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type {
  NewOrder,
  NewOrderLine,
  OrderChange,
  OrderLineRow,
  OrderRow,
  OrdersRepository,
} from './orders.repository.ts';

/** A line as sold: the product, its name as it was then, how many, and each one's price. */
export interface SoldLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/** "Ava Martin" as the order's first and last name; a one-word name is a first name. */
export function nameParts(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export const orderLines = (lines: readonly SoldLine[]): NewOrderLine[] =>
  lines.map((line, position) => ({
    productId: line.productId,
    productName: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: line.unitPriceCents * line.quantity,
    position,
  }));

/** The order's money from its lines, by the domain's one sum. */
export function moneyOf(
  lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>,
  deliveryType: OrderDeliveryType,
): Pick<OrderRow, 'subtotalCents' | 'shippingCents' | 'grandTotalCents'> {
  const totals = orderTotals(lines, deliveryType);
  return {
    subtotalCents: totals.subtotalCents,
    shippingCents: totals.shippingCents,
    grandTotalCents: totals.totalCents,
  };
}

const asEmailed = (order: OrderRow, lines: readonly OrderLineRow[], salonName: string): EmailedOrder => ({
  salonName,
  clientName: `${order.firstName} ${order.lastName}`.trim(),
  orderNumber: order.orderNumber,
  lines: lines.map((line) => ({
    name: line.productName,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  })),
  totals: {
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.grandTotalCents,
  },
  deliveryType: order.deliveryType,
});

/** The delivery address on one line, as a receipt names it. */
export function addressLine(order: OrderRow): string | null {
  const place = [order.suburbOrCity, order.state, order.postcode].filter(Boolean).join(' ');
  const parts = [order.addressLine1, order.addressLine2, place].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Every write of an order goes through here, inside the caller's transaction: the state is the
 * domain's rule applied to what the order now holds, and each write is told as a change of the order
 * (its webhook event, the open pages reading it again). The emails a client gets about an order are
 * queued here too.
 */
export function createOrderWriter(deps: {
  repository: OrdersRepository;
  salons: Pick<SalonsReads, 'findSalon'>;
  publicUrl: string;
  now: () => Date;
}) {
  const { repository } = deps;

  const tellOrder = (tell: TellChange, order: OrderRow, lines: readonly { quantity: number }[]) =>
    tell({ kind: 'order', order, units: lines.reduce((sum, line) => sum + line.quantity, 0) });

  return {
    /** A new order with its lines. */
    async insert(
      tx: Database,
      tell: TellChange,
      order: Omit<NewOrder, 'orderState'>,
      lines: readonly SoldLine[],
    ): Promise<OrderRow> {
      const state = orderState({
        status: order.status,
        deliveryType: order.deliveryType,
        paidAt: order.paidAt ?? null,
        refundedAt: order.refundedAt ?? null,
      });
      const inserted = await repository.insertOrder({ ...order, orderState: state }, orderLines(lines), tx);
      await tellOrder(tell, inserted, lines);
      return inserted;
    },

    /** A change of an order (and of its lines when given), its state decided again from what it now holds. */
    async save(
      tx: Database,
      tell: TellChange,
      order: OrderRow,
      change: OrderChange,
      lines?: readonly SoldLine[],
    ): Promise<OrderRow> {
      const next = { ...order, ...change };
      if (lines) await repository.replaceLines(order.id, orderLines(lines), tx);
      const saved = await repository.updateOrder(order.id, { ...change, orderState: orderState(next) }, deps.now(), tx);
      await tellOrder(tell, saved, lines ?? (await repository.linesOf(order.id, tx)));
      return saved;
    },

    /** The client chose delivery at the mirror: they are sent the way to pay and give the address, once per order. */
    async queuePaymentLink(tx: Database, order: OrderRow): Promise<void> {
      if (!order.email || !order.appointmentId) return;
      const salon = await deps.salons.findSalon(order.salonId, tx);
      const lines = await repository.linesOf(order.id, tx);
      const email = deliveryPaymentEmail({
        ...asEmailed(order, lines, salon?.name ?? 'Your salon'),
        payUrl: portalAppointmentUrl(deps.publicUrl, order.appointmentId),
      });
      await enqueueOutbox(tx, {
        kind: 'email',
        payload: { to: order.email, ...email },
        dedupeKey: `order-payment-link:${order.id}`,
      });
    },

    /** A receipt for a payment, with the GST it includes. */
    async queueReceipt(tx: Database, order: OrderRow, paymentReference: string): Promise<void> {
      if (!order.email || !order.paidAt) return;
      const salon = await deps.salons.findSalon(order.salonId, tx);
      const lines = await repository.linesOf(order.id, tx);
      const email = orderReceiptEmail({
        ...asEmailed(order, lines, salon?.name ?? 'Your salon'),
        paidAt: order.paidAt,
        timeZone: salon?.timeZone ?? 'Australia/Sydney',
        address: order.deliveryType === 'DELIVERY' ? addressLine(order) : null,
        paymentReference,
      });
      await enqueueOutbox(tx, {
        kind: 'email',
        payload: { to: order.email, ...email },
        dedupeKey: `order-receipt:${order.id}:${paymentReference}`,
      });
    },

    /** The client is told their money went back. */
    async queueRefundEmail(tx: Database, order: OrderRow, amountCents: number): Promise<void> {
      if (!order.email) return;
      const salon = await deps.salons.findSalon(order.salonId, tx);
      const email = orderRefundEmail({
        salonName: salon?.name ?? 'Your salon',
        clientName: `${order.firstName} ${order.lastName}`.trim(),
        orderNumber: order.orderNumber,
        amountCents,
      });
      await enqueueOutbox(tx, {
        kind: 'email',
        payload: { to: order.email, ...email },
        dedupeKey: `order-refund:${order.id}`,
      });
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;
