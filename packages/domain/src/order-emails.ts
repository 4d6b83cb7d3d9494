import { formatOrderDate } from './dates.ts';
import { formatDollars, gstPartOfCents, type Cents } from './money.ts';
import { lineTotalCents, type OrderDeliveryType, type OrderTotals } from './orders.ts';

/**
 * What a client is emailed about a retail order: the link to pay for a delivery chosen at the mirror,
 * a receipt for every payment, and the refund when the salon cancels a paid order. Plain text, in
 * dollars as the portal shows them, dates in the salon's zone.
 */

export interface EmailedLine {
  name: string;
  quantity: number;
  unitPriceCents: Cents;
}

export interface EmailedOrder {
  salonName: string;
  clientName: string;
  orderNumber: number;
  lines: readonly EmailedLine[];
  totals: OrderTotals;
  deliveryType: OrderDeliveryType;
}

export interface Email {
  subject: string;
  text: string;
}

const greeting = (clientName: string) => {
  const firstName = clientName.trim().split(/\s+/)[0] ?? '';
  return firstName ? `Hi ${firstName},` : 'Hi,';
};

function lineRows(lines: readonly EmailedLine[]): string[] {
  return lines.map(
    (line) =>
      `${line.quantity} x ${line.name} at ${formatDollars(line.unitPriceCents)}: ${formatDollars(lineTotalCents(line))}`,
  );
}

function totalRows(totals: OrderTotals, deliveryType: OrderDeliveryType): string[] {
  return [
    `Subtotal: ${formatDollars(totals.subtotalCents)}`,
    ...(deliveryType === 'DELIVERY' ? [`Delivery: ${formatDollars(totals.shippingCents)}`] : []),
    `Total (AUD, including GST): ${formatDollars(totals.totalCents)}`,
  ];
}

/** The client chose delivery at the mirror: the salon holds no payment and no address until they give both. */
export function deliveryPaymentEmail(order: EmailedOrder & { payUrl: string }): Email {
  return {
    subject: `Pay for your delivery from ${order.salonName}`,
    text: [
      greeting(order.clientName),
      '',
      `You chose to have these products delivered after your visit to ${order.salonName} (order ${order.orderNumber}):`,
      '',
      ...lineRows(order.lines),
      '',
      ...totalRows(order.totals, order.deliveryType),
      '',
      'Pay and tell us where to send them here. You can change the products before you pay:',
      order.payUrl,
      '',
      'Nothing is sent until you have paid.',
      '',
      order.salonName,
    ].join('\n'),
  };
}

/**
 * A receipt for every payment, with GST shown as a tax invoice shows it: the total includes GST,
 * which is one eleventh of it.
 */
export function orderReceiptEmail(
  order: EmailedOrder & {
    paidAt: Date;
    timeZone: string;
    /** The delivery address on one line, for a delivery. */
    address: string | null;
    paymentReference: string;
  },
): Email {
  return {
    subject: `Your receipt for order ${order.orderNumber} from ${order.salonName}`,
    text: [
      greeting(order.clientName),
      '',
      `Thank you for your order. This is your receipt.`,
      '',
      `Receipt for order ${order.orderNumber}`,
      `Sold by: ${order.salonName}`,
      `Paid: ${formatOrderDate(order.paidAt, order.timeZone)}`,
      `Payment reference: ${order.paymentReference}`,
      '',
      ...lineRows(order.lines),
      '',
      ...totalRows(order.totals, order.deliveryType),
      `GST included: ${formatDollars(gstPartOfCents(order.totals.totalCents))}`,
      '',
      order.deliveryType === 'DELIVERY'
        ? `The salon will send your order to ${order.address ?? 'the address you gave'}.`
        : 'Your order is ready for you at the salon.',
      '',
      order.salonName,
    ].join('\n'),
  };
}

/** The salon cancelled an order the client had paid for: the money goes back to the card it came from. */
export function orderRefundEmail(order: {
  salonName: string;
  clientName: string;
  orderNumber: number;
  amountCents: Cents;
}): Email {
  return {
    subject: `Your refund for order ${order.orderNumber} from ${order.salonName}`,
    text: [
      greeting(order.clientName),
      '',
      `${order.salonName} has cancelled your order ${order.orderNumber} and refunded ${formatDollars(order.amountCents)} to the card you paid with.`,
      'A refund usually reaches your account within 5 to 10 business days.',
      '',
      'If you did not expect this, please contact the salon.',
      '',
      order.salonName,
    ].join('\n'),
  };
}
