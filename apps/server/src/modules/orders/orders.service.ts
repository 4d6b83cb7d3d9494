import type { CartStatus } from '@piiq/domain/cart';
import { mirrorSessionMessages } from '@piiq/domain/mirror-session';
import {
  cancellingRefunds,
  ORDER_ACTIONS,
  ORDER_EMPTIED_REASON,
  orderMessages,
  orderState,
  orderTransitionProblem,
  staleOrderProblem,
  type OrderDeliveryType,
  type OrderState,
} from '@piiq/domain/orders';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { pageFromStart, twoWayPage, type PageStart } from '../../keyset.ts';
import type { AppointmentRow, CartRow } from '../appointments/appointments.reads.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { ChangesService, TellChange } from '../changes/changes.service.ts';
import { moneyOf, nameParts, type OrderWriter, type SoldLine } from './order-writer.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

export interface OrderPage {
  items: OrderRow[];
  nextToken: string | null;
  previousToken: string | null;
  /** Counted only when asked for: the list shows it once per filter, not once per page. */
  totalCount: () => Promise<number>;
}

/** What a move of an order names as seen: its state (the order pages), or its cart's status (the API's older call). */
export type SeenOrder = { state: OrderState | null } | { status: CartStatus | null };

/** A refund claimed longer ago than this belongs to a request that died mid-way: a retry may take it over. */
const STALE_REFUND_MS = 2 * 60_000;

function seenProblem(order: OrderRow, seen: SeenOrder): string | null {
  if ('state' in seen) return staleOrderProblem(order, seen.state);
  return seen.status && seen.status !== order.status ? orderMessages.changedMeanwhile(orderState(order)) : null;
}

/**
 * A salon's retail orders (decision 058): every order, whatever its source, with its lines, money and
 * state; the mirror's cart placed as an order; and the salon moving an order (complete, cancel with
 * the client's money given back, reopen).
 */
export function createOrdersService(deps: {
  repository: OrdersRepository;
  writer: OrderWriter;
  users: Pick<AuthReads, 'findUserById'>;
  billing: Pick<BillingService, 'provider' | 'refundPaidOrder'>;
  /** An order moved by the salon tells its change; the mirror's cart is told within the mirror's write. */
  changes: Pick<ChangesService, 'transaction'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}) {
  const { repository, writer, now } = deps;

  /** The money goes back before the order reads refunded; a provider that refuses leaves the order as it was. */
  async function refund(actor: AuditActor, order: OrderRow): Promise<{ claimId: string; refundId: string } | null> {
    const payment = await repository.paymentOfOrder(order.id);
    // Paid through the partner, not through us: the partner gives the money back.
    const charged = payment ?? { provider: 'partner', providerPaymentId: '', amountCents: order.grandTotalCents };
    const claim = await repository.claimRefund(
      {
        orderId: order.id,
        provider: charged.provider,
        providerPaymentId: charged.providerPaymentId,
        amountCents: charged.amountCents,
        requestedBy: actor.email,
      },
      new Date(now().getTime() - STALE_REFUND_MS),
    );
    if (claim.state === 'busy') throw new UserError('CONFLICT', orderMessages.refundBusy);
    if (claim.state === 'done') return null;
    if (!payment) return { claimId: claim.id, refundId: 'partner' };
    const refunded = await deps.billing.refundPaidOrder(
      { paymentId: payment.providerPaymentId },
      `order-refund:${order.id}`,
    );
    if (!refunded.ok) {
      await repository.releaseRefund(claim.id);
      throw new UserError('CONFLICT', orderMessages.refundFailed(refunded.message));
    }
    return { claimId: claim.id, refundId: refunded.refundId };
  }

  /**
   * Completes, cancels or reopens an order by its state's rules. A cancel of money the salon holds
   * refunds it first, once whatever the clicks; a move from a state the order has left is refused;
   * a move to where the order already is changes nothing.
   */
  async function move(actor: AuditActor, found: OrderRow, to: CartStatus, seen: SeenOrder): Promise<OrderRow> {
    const stale = seenProblem(found, seen);
    if (stale) throw new UserError('CONFLICT', stale);
    if (found.status === to) return found;
    const problem = orderTransitionProblem(found, to);
    if (problem) throw new UserError('CONFLICT', problem);
    const refunded = cancellingRefunds(found, to) ? await refund(actor, found) : null;
    return deps.changes.transaction(async (tx, tell) => {
      const locked = await repository.lockOrder(found.id, tx);
      if (!locked) throw notFound();
      // Another admin, a second tab or the client's payment may have moved it since it was read.
      if (orderState(locked) !== orderState(found)) {
        if (locked.status === to) return locked;
        throw new UserError('CONFLICT', orderMessages.changedMeanwhile(orderState(locked)));
      }
      const at = now();
      const saved = await writer.save(tx, tell, locked, {
        status: to,
        ...(refunded ? { refundedAt: at } : {}),
      });
      if (refunded) {
        await repository.completeRefund(refunded.claimId, refunded.refundId, at, tx);
        await writer.queueRefundEmail(tx, saved, locked.grandTotalCents);
      }
      const action = ORDER_ACTIONS.find((candidate) => candidate.status === to)?.action ?? 'move';
      await deps.audit.record(tx, {
        actor,
        action: `salon-admin.order-${action}`,
        subjectKind: 'order',
        subjectId: locked.id,
        salonId: locked.salonId,
        before: { orderNumber: locked.orderNumber, state: orderState(locked) },
        after: {
          orderNumber: locked.orderNumber,
          state: saved.orderState,
          ...(refunded ? { refundedCents: locked.grandTotalCents, refundId: refunded.refundId } : {}),
        },
      });
      return saved;
    });
  }

  return {
    /** A page of the salon's orders, newest first, in the given states when asked. */
    async page(
      salonId: string,
      limit: number,
      start: PageStart = {},
      states: readonly OrderState[] | null = null,
    ): Promise<OrderPage> {
      const from = pageFromStart(start, limit);
      const rows = await repository.pageOfSalon(salonId, from, limit + 1, states);
      return { ...twoWayPage(rows, limit, from), totalCount: () => repository.countOfSalon(salonId, states) };
    },

    /** One order of the salon; another salon's id is not found. */
    async orderOfSalon(salonId: string, orderId: string): Promise<OrderRow | null> {
      if (!isUuid(orderId)) return null;
      const order = await repository.findOrder(orderId);
      return order?.salonId === salonId ? order : null;
    },

    /** The salon an order belongs to, for the scope check of a call that only names the order. */
    async salonIdOfOrder(orderId: string): Promise<string | null> {
      return isUuid(orderId) ? ((await repository.findOrder(orderId))?.salonId ?? null) : null;
    },

    lines: (orderId: string) => repository.linesOf(orderId),
    linesOfOrders: (orderIds: readonly string[]) => repository.linesOfOrders(orderIds),

    /** The order a cart holds now, if any. */
    orderOfCart: async (cartId: string): Promise<OrderRow | null> => (await repository.orderOfCart(cartId)) ?? null,

    /** Every order of a session, oldest first. */
    ordersOfAppointment: (appointmentId: string) => repository.ordersOfAppointment(appointmentId),

    /** The order that replaced this one in its cart, if any. */
    async replacedBy(order: OrderRow): Promise<OrderRow | null> {
      return order.replacedByOrderId ? ((await repository.findOrder(order.replacedByOrderId)) ?? null) : null;
    },

    /** The orders this one replaced. */
    replaces: (order: OrderRow) => repository.ordersReplacedBy(order.id),

    /** A move from an order's page (updateOrderStatus). */
    async moveOrder(actor: AuditActor, orderId: string, to: CartStatus, seen: OrderState | null): Promise<OrderRow> {
      const found = isUuid(orderId) ? await repository.findOrder(orderId) : undefined;
      if (!found) throw notFound();
      return move(actor, found, to, { state: seen });
    },

    /** The API's older move by the cart (updateCartStatus): the order the cart holds moves. */
    async moveOrderOfCart(
      actor: AuditActor,
      cartId: string,
      to: CartStatus,
      seen: CartStatus | null,
    ): Promise<OrderRow> {
      if (!isUuid(cartId)) throw notFound();
      const found = await repository.orderOfCart(cartId);
      if (!found) throw new UserError('CONFLICT', orderMessages.noOrder);
      return move(actor, found, to, { status: seen });
    },

    /**
     * The mirror saved the session's cart, inside its transaction, after the cart took the lines: the
     * cart's order follows it. The first lines place the order; later saves change its lines and
     * delivery while it waits unpaid; an emptied cart cancels it, kept with the reason. A delivery is
     * sent to the client to pay (once per order). An order the client paid for, or that the salon
     * completed or cancelled, is not the mirror's to change. Answers the order the cart holds now.
     */
    async placeMirrorCart(
      tx: Database,
      tell: TellChange,
      appointment: AppointmentRow,
      cart: CartRow,
      lines: readonly SoldLine[],
      deliveryType: OrderDeliveryType,
    ): Promise<OrderRow | null> {
      const current = await repository.lockOrderOfCart(cart.id, tx);
      if (current && (current.source !== 'MIRROR' || current.paidAt))
        throw new UserError('CONFLICT', mirrorSessionMessages.cartPaid);
      if (current && current.status !== 'WAITING') throw new UserError('CONFLICT', orderMessages.closedAtMirror);
      if (lines.length === 0) {
        if (!current) return null;
        return writer.save(tx, tell, current, {
          status: 'CANCELLED',
          statusReason: ORDER_EMPTIED_REASON,
          cartId: null,
        });
      }
      const money = moneyOf(lines, deliveryType);
      if (current) {
        const saved = await writer.save(tx, tell, current, { deliveryType, ...money }, lines);
        if (deliveryType === 'DELIVERY' && current.deliveryType !== 'DELIVERY')
          await writer.queuePaymentLink(tx, saved);
        return saved;
      }
      const client = appointment.clientId ? await deps.users.findUserById(appointment.clientId, tx) : undefined;
      const placed = await writer.insert(
        tx,
        tell,
        {
          salonId: appointment.salonId,
          source: 'MIRROR',
          cartId: cart.id,
          appointmentId: appointment.id,
          clientId: client?.id ?? null,
          email: client?.email ?? '',
          ...nameParts(client?.name ?? appointment.clientName),
          currency: 'AUD',
          ...money,
          status: 'WAITING',
          deliveryType,
          paidAt: null,
          refundedAt: null,
          createdAt: now(),
          updatedAt: now(),
        },
        lines,
      );
      if (deliveryType === 'DELIVERY') await writer.queuePaymentLink(tx, placed);
      return placed;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
