import type { CartLike } from '@piiq/domain/cart';
import { ORDER_REPLACED_REASON, orderTotals, type ProductQuantity } from '@piiq/domain/orders';
import {
  portalPurchaseMessages,
  portalPurchasePlan,
  purchaseStartLines,
  type CartOrder,
  type PortalPurchase,
  type PurchasePlan,
} from '@piiq/domain/portal-purchase';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { OrderCharge } from '../../ports/payments.ts';
import type { AppointmentRow, AppointmentsReads, CartRow } from '../appointments/appointments.reads.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthReads, UserRow } from '../auth/auth.reads.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ChangesService } from '../changes/changes.service.ts';
import { nameParts, moneyOf, type OrderWriter, type SoldLine } from './order-writer.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

/** What a portal purchase answers: the order it paid for, and the appointment's cart. */
export interface PortalOrder {
  order: OrderRow;
  cart: CartRow;
}

/** A claim with no answer after this long belongs to a request that died mid-way: a retry may take it over. */
const STALE_CLAIM_MS = 2 * 60_000;

/** The order the salon holds for the appointment (its cart's), with its lines, as the purchase plan reads it. */
interface Holding {
  cart: CartRow | null;
  order: OrderRow | null;
  lines: ProductQuantity[];
}

const asCartOrder = (holding: Holding): CartOrder | null =>
  holding.order ? { ...holding.order, lines: holding.lines } : null;

/**
 * Buying in the portal after the visit (decision 058). The appointment's own client pays, once per
 * appointment, at the salon's prices: for the delivery the mirror left them to pay, or for
 * recommended products of their own. What the purchase does to the order the salon holds is the
 * domain's one rule (portalPurchasePlan): the salon's order is never dropped unless the client paid
 * for all of it.
 */
export function createPortalPurchaseService(deps: {
  db: Database;
  orders: OrdersRepository;
  writer: OrderWriter;
  /** The cart is part of its appointment: read here, filled through the appointments service. */
  appointments: Pick<AppointmentsService, 'fillCart'>;
  appointmentRecords: Pick<
    AppointmentsReads,
    'findAppointment' | 'lockAppointment' | 'cartOfAppointment' | 'recommendationsOf'
  >;
  users: Pick<AuthReads, 'findUserById'>;
  catalog: Pick<CatalogService, 'recommendationCandidates'>;
  billing: Pick<BillingService, 'provider' | 'chargeOrder' | 'refundOrder'>;
  /** The purchase tells what it changed: the appointment, its cart and order, and the order it replaced. */
  changes: Pick<ChangesService, 'transaction'>;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}) {
  const { db, orders, writer, appointmentRecords: appointments, now } = deps;

  async function holdingOf(appointmentId: string, tx: Database = db): Promise<Holding> {
    const cart = (await appointments.cartOfAppointment(appointmentId, tx)) ?? null;
    const order = cart ? ((await orders.orderOfCart(cart.id, tx)) ?? null) : null;
    const lines = order ? await orders.linesOf(order.id, tx) : [];
    return { cart, order, lines: lines.map((line) => ({ productId: line.productId ?? '', quantity: line.quantity })) };
  }

  /**
   * The lines at the salon's prices today. The client may buy the appointment's recommendations, and
   * what the mirror left them to pay; only what the salon still sells.
   */
  async function pricedLines(
    appointment: AppointmentRow,
    holding: Holding,
    items: PortalPurchase['items'],
  ): Promise<SoldLine[]> {
    const offered = new Set([
      ...(await appointments.recommendationsOf(appointment.id)).map((row) => row.productId),
      ...purchaseStartLines(asCartOrder(holding)).map((line) => line.productId),
    ]);
    if (items.some((item) => !offered.has(item.productId)))
      throw new UserError('BAD_USER_INPUT', portalPurchaseMessages.notOffered);
    const sellable = new Map(
      (
        await deps.catalog.recommendationCandidates(appointment.salonId, { ids: items.map((item) => item.productId) })
      ).map((product) => [product.id, product]),
    );
    return items.map((item) => {
      const product = sellable.get(item.productId);
      if (!product) throw new UserError('BAD_USER_INPUT', portalPurchaseMessages.notSold);
      return {
        productId: product.id,
        name: product.name,
        quantity: item.quantity,
        unitPriceCents: product.customPriceCents ?? product.rrpAuCents,
      };
    });
  }

  async function answerOf(orderId: string | null, appointmentId: string): Promise<PortalOrder> {
    const order = orderId ? await orders.findOrder(orderId) : undefined;
    const cart = await appointments.cartOfAppointment(appointmentId);
    if (!order || !cart) throw new UserError('CONFLICT', portalPurchaseMessages.inProgress);
    return { order, cart };
  }

  /** The cart takes the paid lines when the purchase is the cart's order; the appointment records the SKUs. */
  async function fillCart(
    appointment: AppointmentRow,
    purchase: PortalPurchase,
    lines: readonly SoldLine[],
    skus: ReadonlyMap<string, string>,
    tx: Database,
  ) {
    return deps.appointments.fillCart(
      appointment,
      purchase.deliveryType,
      lines.map((line) => ({
        productId: line.productId,
        sku: skus.get(line.productId) ?? '',
        quantity: line.quantity,
        priceCents: line.unitPriceCents,
        currency: 'AUD',
      })),
      now(),
      tx,
    );
  }

  /**
   * Saves what was paid for by the plan, with the admins' news, the events and the receipt; refused
   * when the salon's order moved meanwhile so that the plan would differ (the money goes back).
   */
  async function placeOrder(
    appointmentId: string,
    client: UserRow,
    purchase: PortalPurchase,
    lines: readonly SoldLine[],
    skus: ReadonlyMap<string, string>,
    plan: PurchasePlan,
    claimId: string,
    charge: OrderCharge,
  ) {
    return deps.changes.transaction(async (tx, tell) => {
      const appointment = await appointments.lockAppointment(appointmentId, tx);
      if (!appointment) throw notFound();
      const holding = await holdingOf(appointment.id, tx);
      const replanned = portalPurchasePlan(asCartOrder(holding), await orders.paidOnline(appointment.id, tx), lines);
      if (!replanned.ok) throw new UserError('CONFLICT', replanned.message);
      if (replanned.plan !== plan) throw new UserError('CONFLICT', portalPurchaseMessages.changedMeanwhile);
      const at = now();
      const address = purchase.address;
      const paid = {
        clientId: client.id,
        email: client.email,
        ...nameParts(client.name),
        addressLine1: address?.addressLine1 ?? null,
        addressLine2: address?.addressLine2 || null,
        suburbOrCity: address?.city ?? null,
        state: address?.state ?? null,
        postcode: address?.postcode ?? null,
        deliveryType: purchase.deliveryType,
        ...moneyOf(lines, purchase.deliveryType),
        paidAt: at,
      };
      let cart = holding.cart;
      let written = appointment;
      // Beside the salon's order the purchase leaves the cart alone; otherwise the cart takes what was paid for.
      if (plan !== 'BESIDE') {
        const filled = await fillCart(appointment, purchase, lines, skus, tx);
        cart = filled.cart;
        written = filled.appointment;
      }
      let order: OrderRow;
      let replaced: OrderRow | null = null;
      if (plan === 'PAY_ORDER' && holding.order) {
        order = await writer.save(tx, tell, holding.order, paid, lines);
      } else {
        if (plan === 'REPLACE' && holding.order) {
          // The cart is the purchase's from now on: the pickup it held stays the appointment's, cancelled.
          replaced = await writer.save(tx, tell, holding.order, {
            status: 'CANCELLED',
            statusReason: ORDER_REPLACED_REASON,
            cartId: null,
          });
        }
        order = await writer.insert(
          tx,
          tell,
          {
            salonId: appointment.salonId,
            source: 'PORTAL',
            cartId: plan === 'BESIDE' ? null : (cart?.id ?? null),
            appointmentId: appointment.id,
            currency: 'AUD',
            status: 'WAITING',
            refundedAt: null,
            createdAt: at,
            updatedAt: at,
            ...paid,
          },
          lines,
        );
        if (replaced) replaced = await writer.save(tx, tell, replaced, { replacedByOrderId: order.id });
      }
      if (!cart) throw notFound();
      await orders.completePayment(
        claimId,
        {
          orderId: order.id,
          provider: deps.billing.provider,
          providerPaymentId: charge.paymentId,
          amountCents: order.grandTotalCents,
          paidAt: at,
        },
        tx,
      );
      await deps.audit.record(tx, {
        actor: { userId: client.id, email: client.email },
        action: 'client.order-pay',
        subjectKind: 'order',
        subjectId: order.id,
        salonId: order.salonId,
        before: holding.order ? { orderNumber: holding.order.orderNumber, state: holding.order.orderState } : null,
        after: {
          orderNumber: order.orderNumber,
          state: order.orderState,
          paidCents: order.grandTotalCents,
          paymentId: charge.paymentId,
          plan,
        },
      });
      await writer.queueReceipt(tx, order, charge.paymentId);
      await tell({
        kind: 'appointment',
        before: appointment,
        after: written,
        at,
        ...(plan === 'BESIDE'
          ? {}
          : {
              cart: {
                before: cartState(holding),
                after: { ...cart, status: 'WAITING' as const },
                lines: lines.map((line) => ({ quantity: line.quantity, priceCents: line.unitPriceCents })),
              },
            }),
        order: {
          before: orderNews(holding.order),
          after: {
            orderNumber: order.orderNumber,
            paid: true,
            ...(replaced ? { replaced: { orderNumber: replaced.orderNumber } } : {}),
          },
        },
      });
      return { order, cart };
    });
  }

  return {
    /** The appointment's client, for the scope check: only they may buy on it. */
    async clientOfAppointment(appointmentId: string): Promise<string | null> {
      return isUuid(appointmentId) ? ((await appointments.findAppointment(appointmentId))?.clientId ?? null) : null;
    },

    /**
     * Charges the client's card once for the lines at the salon's prices and saves what it paid for.
     * A retry with a used key answers the first order; a declined card saves nothing and frees the
     * key; a card charged for an order that could not be saved is refunded.
     */
    async buy(clientId: string, appointmentId: string, purchase: PortalPurchase): Promise<PortalOrder> {
      const appointment = isUuid(appointmentId) ? await appointments.findAppointment(appointmentId) : undefined;
      if (!appointment || appointment.clientId !== clientId) throw notFound();
      const claim = await orders.claimPayment(
        clientId,
        purchase.idempotencyKey,
        appointment.id,
        new Date(now().getTime() - STALE_CLAIM_MS),
      );
      if (claim.state === 'done') {
        if (claim.appointmentId !== appointment.id) throw new UserError('CONFLICT', portalPurchaseMessages.inProgress);
        return answerOf(claim.orderId, appointment.id);
      }
      if (claim.state === 'busy') throw new UserError('CONFLICT', portalPurchaseMessages.inProgress);

      let charge: OrderCharge | null = null;
      try {
        const holding = await holdingOf(appointment.id);
        const planned = portalPurchasePlan(
          asCartOrder(holding),
          await orders.paidOnline(appointment.id),
          purchase.items,
        );
        if (!planned.ok) throw new UserError('CONFLICT', planned.message);
        const lines = await pricedLines(appointment, holding, purchase.items);
        const totals = orderTotals(lines, purchase.deliveryType);
        if (totals.totalCents !== purchase.expectedTotal) {
          const message = portalPurchaseMessages.priceChanged(totals.totalCents);
          throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'expectedTotal', message }] });
        }
        const client = await deps.users.findUserById(clientId);
        if (!client) throw notFound();
        const skus = new Map(
          (
            await deps.catalog.recommendationCandidates(appointment.salonId, { ids: lines.map((l) => l.productId) })
          ).map((product) => [product.id, product.sku]),
        );
        const charged = await deps.billing.chargeOrder({
          customer: { email: client.email, name: client.name },
          paymentMethodId: purchase.paymentMethodId,
          amountCents: totals.totalCents,
          idempotencyKey: `${clientId}:${purchase.idempotencyKey}`,
          description: `Retail order for appointment ${appointment.id}`,
        });
        if (!charged.ok) {
          const message = `${charged.message} ${portalPurchaseMessages.notCharged}`;
          throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'paymentMethodId', message }] });
        }
        charge = charged.charge;
        return await placeOrder(appointment.id, client, purchase, lines, skus, planned.plan, claim.id, charge);
      } catch (error) {
        // Nothing was saved (the transaction rolled back), so the key is free for the corrected retry,
        // and a card charged for an order that was not saved gets its money back.
        await orders.releasePayment(claim.id);
        if (charge) await deps.billing.refundOrder(charge, `${clientId}:${purchase.idempotencyKey}`, error);
        throw error;
      }
    },
  };
}

/** The cart as the news rule reads it: what the salon held before the purchase. */
function cartState(holding: Holding): CartLike | null {
  return holding.order ? { status: holding.order.status, items: holding.lines } : null;
}

/** The order as the news rule reads it. */
function orderNews(order: OrderRow | null) {
  return order ? { orderNumber: order.orderNumber, paid: order.paidAt !== null } : null;
}

export type PortalPurchaseService = ReturnType<typeof createPortalPurchaseService>;
