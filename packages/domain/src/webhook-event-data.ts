/**
 * The data of each webhook event, built from the records a change wrote: ids and states only,
 * never photos, names or contact details (a receiver reads more through the API with a key).
 */
import { orderState, type OrderSource, type OrderStateSource } from './orders.ts';
import { rebookStatus, type RebookFields } from './rebook.ts';
import type { AppointmentEventData, CartEventData, OrderEventData } from './webhook-events.ts';

const iso = (value: Date | string): string => (typeof value === 'string' ? value : value.toISOString());

export function appointmentEventData(
  appointment: { id: string; clientId: string | null; staffId: string | null; createdAt: Date | string } & RebookFields,
): AppointmentEventData {
  return {
    appointmentId: appointment.id,
    clientId: appointment.clientId,
    staffId: appointment.staffId,
    rebookStatus: rebookStatus(appointment),
    createdAt: iso(appointment.createdAt),
  };
}

type OrderStatus = 'WAITING' | 'COMPLETED' | 'CANCELLED';

/** A cart without a final status is still waiting for the salon; fulfilment is chosen once it holds something. */
export function cartEventData(
  cart: { id: string; appointmentId: string; status: OrderStatus | null; deliveryType: 'PICKUP' | 'DELIVERY' },
  items: ReadonlyArray<{ quantity: number; priceCents: number }>,
): CartEventData {
  return {
    cartId: cart.id,
    appointmentId: cart.appointmentId,
    status: cart.status ?? 'WAITING',
    fulfilment: items.length > 0 ? cart.deliveryType : null,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    totalCents: items.reduce((sum, item) => sum + item.quantity * item.priceCents, 0),
  };
}

/** An order's state and money as the salon's software follows them; the lines are read through the API. */
export function orderEventData(
  order: OrderStateSource & {
    id: string;
    orderNumber: number;
    appointmentId: string | null;
    source: OrderSource;
    subtotalCents: number;
    grandTotalCents: number;
  },
  itemCount: number,
): OrderEventData {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    appointmentId: order.appointmentId,
    source: order.source,
    state: orderState(order),
    status: order.status,
    fulfilment: order.deliveryType,
    itemCount,
    subtotalCents: order.subtotalCents,
    totalCents: order.grandTotalCents,
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    refundedAt: order.refundedAt ? iso(order.refundedAt) : null,
  };
}
