import { cartDisplayStatus } from '@piiq/domain/cart';
import { notificationForOrderReplaced, ORDER_REPLACED_REASON, purchaseReplacesCart } from '@piiq/domain/orders';
import { portalPurchaseMessages, purchaseTotals, type PortalPurchase } from '@piiq/domain/portal-purchase';
import { pushForAppointmentChange, pushForCartChange } from '@piiq/domain/push';
import { cartEventData, orderEventData } from '@piiq/domain/webhook-event-data';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { EventsPort } from '../../ports/events.ts';
import type { OrderCharge } from '../../ports/payments.ts';
import type {
  AppointmentRow,
  AppointmentsReads,
  CartItemRow,
  CartRow,
  PricedCartLine,
} from '../appointments/appointments.reads.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { WebhooksService } from '../webhooks/webhooks.service.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

/** What a portal purchase answers: the order it paid for, and the appointment's cart that now holds it. */
export interface PortalOrder {
  order: OrderRow;
  cart: CartRow;
}

/** The product names of a cart's lines, read before the purchase's transaction (the catalogue is read apart). */
type NamesOfProducts = ReadonlyMap<string, string>;

/** A line as sold: the order keeps the product's name as it was then. */
type SoldLine = PricedCartLine & { name: string };

/** A claim with no answer after this long belongs to a request that died mid-way: a retry may take it over. */
const STALE_CLAIM_MS = 2 * 60_000;

/** "Ava Martin" as the order's first and last name; a one-word name is a first name. */
function nameParts(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Buying from the recommendations in the portal after the visit (decision 024). The client of an
 * appointment pays for recommended products the salon still sells, at the salon's prices, and the
 * paid order becomes the appointment's cart, waiting for the salon, which sees it live.
 */
export function createPortalPurchaseService(deps: {
  db: Database;
  orders: OrdersRepository;
  /** The cart is part of its appointment: read here, filled through the appointments service. */
  appointments: Pick<AppointmentsService, 'fillCart'>;
  appointmentRecords: Pick<
    AppointmentsReads,
    'findAppointment' | 'lockAppointment' | 'findCart' | 'cartOfAppointment' | 'itemsOfCart' | 'recommendationsOf'
  >;
  users: Pick<AuthReads, 'findUserById'>;
  catalog: Pick<CatalogService, 'recommendationCandidates' | 'catalogueProducts'>;
  billing: Pick<BillingService, 'provider' | 'chargeOrder' | 'refundOrder'>;
  notifications: Pick<NotificationsService, 'pushToSalonAdmins'>;
  /** The salon's webhook endpoints get the cart and the order (and a replaced one) as events, written with them. */
  webhooks: Pick<WebhooksService, 'queueWebhookEvent'>;
  events: EventsPort;
  wakeOutbox: () => void;
  now: () => Date;
}) {
  const { db, orders, appointmentRecords: appointments, now } = deps;

  /** A cart that has an order, or that the salon completed or cancelled, takes nothing more from the portal. */
  async function refusal(cart: CartRow | undefined, items: number, tx: Database = db): Promise<UserError | null> {
    if (!cart) return null;
    if (await orders.orderOfCart(cart.id, tx)) return new UserError('CONFLICT', portalPurchaseMessages.alreadyPaid);
    const status = cartDisplayStatus({
      status: cart.status,
      items: Array.from({ length: items }, () => ({ quantity: 1 })),
    });
    return status === 'COMPLETED' || status === 'CANCELLED'
      ? new UserError('CONFLICT', portalPurchaseMessages.orderClosed)
      : null;
  }

  /** The lines at the salon's prices today: only this appointment's recommendations that the salon may still sell. */
  async function pricedLines(appointment: AppointmentRow, items: PortalPurchase['items']): Promise<SoldLine[]> {
    const recommended = new Set((await appointments.recommendationsOf(appointment.id)).map((row) => row.productId));
    if (items.some((item) => !recommended.has(item.productId)))
      throw new UserError('BAD_USER_INPUT', portalPurchaseMessages.notRecommended);
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
        sku: product.sku,
        name: product.name,
        quantity: item.quantity,
        priceCents: product.customPriceCents ?? product.rrpAuCents,
        currency: 'AUD',
      };
    });
  }

  async function answerOf(orderId: string | null): Promise<PortalOrder> {
    const order = orderId ? await orders.findOrder(orderId) : undefined;
    const cart = order?.cartId ? await appointments.findCart(order.cartId) : undefined;
    if (!order || !cart) throw new UserError('CONFLICT', portalPurchaseMessages.inProgress);
    return { order, cart };
  }

  /** Saves the paid order as the appointment's cart, with the admins' pushes; refused if the cart was placed meanwhile. */
  async function placeOrder(
    appointmentId: string,
    client: { id: string; email: string; name: string },
    purchase: PortalPurchase,
    lines: readonly SoldLine[],
    claimId: string,
    charge: OrderCharge,
    names: NamesOfProducts,
  ) {
    return db.transaction(async (tx) => {
      const appointment = await appointments.lockAppointment(appointmentId, tx);
      if (!appointment) throw notFound();
      const current = await appointments.cartOfAppointment(appointment.id, tx);
      const currentItems = current ? await appointments.itemsOfCart(current.id, tx) : [];
      const problem = await refusal(current, currentItems.length, tx);
      if (problem) throw problem;
      // Refusal let through no cart with an order: a waiting cart with items is one the salon was told about.
      const kept =
        current && purchaseReplacesCart({ status: current.status, items: currentItems }, false) ? current : null;
      const {
        appointment: after,
        before,
        cart,
      } = await deps.appointments.fillCart(appointment, purchase.deliveryType, lines, now(), tx);
      const totals = purchaseTotals(
        lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
        purchase.deliveryType,
      );
      const address = purchase.address;
      const order = await orders.insertOrder(
        {
          salonId: appointment.salonId,
          cartId: cart.id,
          clientId: client.id,
          email: client.email,
          ...nameParts(client.name),
          addressLine1: address?.addressLine1 ?? null,
          addressLine2: address?.addressLine2 || null,
          suburbOrCity: address?.city ?? null,
          state: address?.state ?? null,
          postcode: address?.postcode ?? null,
          currency: 'AUD',
          subtotalCents: totals.subtotalCents,
          shippingCents: totals.shippingCents,
          grandTotalCents: totals.totalCents,
          createdAt: now(),
          updatedAt: now(),
        },
        lines.map((line, position) => ({
          productId: line.productId,
          productName: line.name,
          quantity: line.quantity,
          totalCents: line.priceCents * line.quantity,
          position,
        })),
        tx,
      );
      await orders.completePayment(
        claimId,
        {
          orderId: order.id,
          provider: deps.billing.provider,
          providerPaymentId: charge.paymentId,
          amountCents: totals.totalCents,
          paidAt: now(),
        },
        tx,
      );
      const replaced = kept ? await keepReplacedOrder(kept, currentItems, names, client, order, tx) : null;
      // A replacement is told as such (decision 037); else a pickup is told by the appointment's push
      // and a delivery by the cart's, as the mirror's cart is.
      const news = replaced
        ? notificationForOrderReplaced({ appointmentId: after.id, clientName: after.clientName, replaced, order })
        : (pushForAppointmentChange(appointment, after) ??
          pushForCartChange(
            before
              ? { status: before.cart.status, items: Array.from({ length: before.itemCount }, () => ({ quantity: 1 })) }
              : null,
            { status: cart.status, items: lines, appointment: after },
          ));
      const queue = deps.webhooks.queueWebhookEvent;
      const salonId = appointment.salonId;
      const pushes =
        (news ? await deps.notifications.pushToSalonAdmins(tx, salonId, news) : 0) +
        (await queue(tx, salonId, 'cart.updated', cartEventData(cart, lines))) +
        (await queue(tx, salonId, 'order.updated', orderEventData(order, after.id, cart.status))) +
        (replaced ? await queue(tx, salonId, 'order.updated', orderEventData(replaced, after.id, null)) : 0);
      return { order, cart, appointment: after, replaced, pushes };
    });
  }

  /**
   * The cart the salon held, kept as an order of its own (decision 037): its lines and totals as they
   * were, CANCELLED with the reason, pointing at the purchase that replaced it, dated when it was placed.
   */
  async function keepReplacedOrder(
    cart: CartRow,
    items: readonly CartItemRow[],
    names: NamesOfProducts,
    client: { id: string; email: string; name: string },
    by: OrderRow,
    tx: Database,
  ): Promise<OrderRow> {
    // The lines were read before the transaction; a cart changed since then (the mirror, at the same
    // moment) is paid again from the start, with the money given back.
    if (items.some((item) => !names.has(item.productId)))
      throw new UserError('CONFLICT', portalPurchaseMessages.inProgress);
    const totals = purchaseTotals(
      items.map((item) => ({ unitPriceCents: item.priceCents, quantity: item.quantity })),
      cart.deliveryType,
    );
    return orders.insertOrder(
      {
        salonId: cart.salonId,
        cartId: cart.id,
        clientId: client.id,
        email: client.email,
        ...nameParts(client.name),
        currency: 'AUD',
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        grandTotalCents: totals.totalCents,
        status: 'CANCELLED',
        deliveryType: cart.deliveryType,
        statusReason: ORDER_REPLACED_REASON,
        replacedByOrderId: by.id,
        createdAt: cart.createdAt,
        updatedAt: now(),
      },
      items.map((item, position) => ({
        productId: item.productId,
        productName: names.get(item.productId) ?? '',
        quantity: item.quantity,
        totalCents: item.priceCents * item.quantity,
        position,
      })),
      tx,
    );
  }

  /** The names of the products in the appointment's cart now, for the order it may be kept as. */
  async function namesInCart(cart: CartRow | undefined): Promise<NamesOfProducts> {
    if (!cart) return new Map();
    const items = await appointments.itemsOfCart(cart.id);
    const products = await deps.catalog.catalogueProducts(items.map((item) => item.productId));
    return new Map(products.map((product) => [product.id, product.name]));
  }

  return {
    /** The appointment's client, for the scope check: only they may buy on it. */
    async clientOfAppointment(appointmentId: string): Promise<string | null> {
      return isUuid(appointmentId) ? ((await appointments.findAppointment(appointmentId))?.clientId ?? null) : null;
    },

    /** The order a cart became, for the portal and the record; none while nobody placed it. */
    orderOfCart: (cartId: string): Promise<OrderRow | null> =>
      orders.orderOfCart(cartId).then((order) => order ?? null),

    /**
     * Charges the client's card once for the lines at the salon's prices and saves the order. A
     * retry with a used key answers the first order; a declined card saves nothing and frees the
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
        return answerOf(claim.orderId);
      }
      if (claim.state === 'busy') throw new UserError('CONFLICT', portalPurchaseMessages.inProgress);

      let charge: OrderCharge | null = null;
      try {
        const lines = await pricedLines(appointment, purchase.items);
        const totals = purchaseTotals(
          lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
          purchase.deliveryType,
        );
        if (totals.totalCents !== purchase.expectedTotal) {
          const message = portalPurchaseMessages.priceChanged(totals.totalCents);
          throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'expectedTotal', message }] });
        }
        const cart = await appointments.cartOfAppointment(appointment.id);
        const problem = await refusal(cart, cart ? (await appointments.itemsOfCart(cart.id)).length : 0);
        if (problem) throw problem;
        const client = await deps.users.findUserById(clientId);
        if (!client) throw notFound();
        const charged = await deps.billing.chargeOrder({
          customer: { email: client.email, name: client.name },
          paymentMethodId: purchase.paymentMethodId,
          amountCents: totals.totalCents,
          idempotencyKey: `${clientId}:${purchase.idempotencyKey}`,
          description: `Support Your Salon order for appointment ${appointment.id}`,
        });
        if (!charged.ok) {
          const message = `${charged.message} ${portalPurchaseMessages.notCharged}`;
          throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'paymentMethodId', message }] });
        }
        charge = charged.charge;
        const placed = await placeOrder(
          appointment.id,
          client,
          purchase,
          lines,
          claim.id,
          charge,
          await namesInCart(cart),
        );
        deps.events.publish('appointmentUpdated', placed.appointment.salonId, {
          salonId: placed.appointment.salonId,
          appointmentId: placed.appointment.id,
        });
        deps.events.publish('cartUpdated', placed.cart.salonId, {
          salonId: placed.cart.salonId,
          cartId: placed.cart.id,
          appointmentId: placed.cart.appointmentId,
        });
        if (placed.pushes > 0) deps.wakeOutbox();
        return { order: placed.order, cart: placed.cart };
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

export type PortalPurchaseService = ReturnType<typeof createPortalPurchaseService>;
