import { describe, expect, it } from 'vitest';
import { deliveryPaymentEmail, orderReceiptEmail, orderRefundEmail } from './order-emails.ts';
import { orderTotals } from './orders.ts';

const lines = [{ name: 'Hydrate Shampoo', quantity: 2, unitPriceCents: 4295 }];
const order = {
  salonName: 'Bondi Hair',
  clientName: 'Ava Martin',
  orderNumber: 100245,
  lines,
  deliveryType: 'DELIVERY' as const,
  totals: orderTotals(
    lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
    'DELIVERY',
  ),
};

describe('order emails', () => {
  it('send a delivery’s payment link with its lines and total', () => {
    const email = deliveryPaymentEmail({ ...order, payUrl: 'https://piiq.example/portal/appointments/a1' });
    expect(email.subject).toBe('Pay for your delivery from Bondi Hair');
    expect(email.text).toContain('Hi Ava,');
    expect(email.text).toContain('2 x Hydrate Shampoo at $42.95: $85.90');
    expect(email.text).toContain('Delivery: $9.95');
    expect(email.text).toContain('Total (AUD, including GST): $95.85');
    expect(email.text).toContain('https://piiq.example/portal/appointments/a1');
  });

  it('give a receipt with the GST included, one eleventh of the total, dated in the salon’s zone', () => {
    const email = orderReceiptEmail({
      ...order,
      paidAt: new Date('2026-11-20T03:45:00Z'),
      timeZone: 'Australia/Sydney',
      address: '1 Campbell Parade, Bondi Beach NSW 2026',
      paymentReference: 'pi_123',
    });
    expect(email.subject).toBe('Your receipt for order 100245 from Bondi Hair');
    expect(email.text).toContain('Paid: Fri 20th Nov 2026 14:45');
    expect(email.text).toContain('GST included: $8.71');
    expect(email.text).toContain('The salon will send your order to 1 Campbell Parade, Bondi Beach NSW 2026.');
  });

  it('tell the client of a refund and how much', () => {
    const email = orderRefundEmail({ salonName: 'Bondi Hair', clientName: '', orderNumber: 100245, amountCents: 9585 });
    expect(email.subject).toBe('Your refund for order 100245 from Bondi Hair');
    expect(email.text).toContain('Hi,');
    expect(email.text).toContain('refunded $95.85 to the card you paid with');
  });
});
