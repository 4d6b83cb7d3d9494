import { authMessages } from '@piiq/domain/auth-rules';
import { formatDay } from '@piiq/domain/dates';
import { formatDollars } from '@piiq/domain/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { administersSalon } from '@piiq/domain/salon-access';
import { NOT_FOUND_MESSAGE } from '../errors.ts';
import { isUuid } from '../ids.ts';
import type { InvoiceRow } from '../modules/billing/billing.reads.ts';
import type { SalonRow } from '../modules/salons/salons.reads.ts';
import type { Services } from '../services.ts';
import { viewerOf } from './viewer.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1d1d1f; margin: 0; background: #f4f4f6; }
  main { max-width: 760px; margin: 32px auto; background: #fff; padding: 40px; border-radius: 8px; }
  h1 { font-size: 28px; margin: 0 0 24px; letter-spacing: 0.02em; }
  .parties { display: flex; justify-content: space-between; gap: 24px; margin-bottom: 24px; }
  .parties p, .meta p { margin: 2px 0; }
  .meta { margin-bottom: 24px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 8px 4px; border-bottom: 1px solid #ddd; text-align: left; }
  th.num, td.num { text-align: right; white-space: nowrap; }
  tfoot td { border-bottom: none; }
  tfoot tr.total td { font-weight: 700; border-top: 2px solid #1d1d1f; }
  .note { color: #555; font-size: 14px; margin-top: 24px; }
  @media print {
    body { background: #fff; }
    main { margin: 0; padding: 0; max-width: none; border-radius: 0; }
  }
  @page { margin: 16mm; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * An Australian tax invoice: seller and ABN, the words "Tax invoice", date, items, GST included, total.
 * Dates read as they do in the account tab's invoice table, so an owner matches one to the other.
 */
export function renderInvoice(invoice: InvoiceRow, salon: SalonRow, seller: Config['seller']): string {
  const zone = salon.timeZone;
  const rows = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td class="num">${line.quantity}</td>` +
        `<td class="num">${formatDollars(line.unitAmountCents)}</td><td class="num">${formatDollars(line.amountCents)}</td></tr>`,
    )
    .join('');
  const buyerAddress = [
    salon.addressLine1,
    salon.addressLine2,
    [salon.city, salon.state, salon.postcode].filter(Boolean).join(' '),
  ]
    .filter((line): line is string => Boolean(line))
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
  return page(
    `Tax invoice ${invoice.number}`,
    `<h1>Tax invoice</h1>
<div class="parties">
  <div><p><strong>${escape(seller.name)}</strong></p>${seller.abn ? `<p>ABN ${escape(seller.abn)}</p>` : ''}</div>
  <div><p>Bill to</p><p><strong>${escape(salon.accountName ?? salon.name)}</strong></p>${buyerAddress}</div>
</div>
<div class="meta">
  <p>Invoice number: ${escape(invoice.number)}</p>
  <p>Date of issue: ${formatDay(invoice.createdAt, zone)}</p>
  <p>Period: ${formatDay(invoice.periodStart, zone)} to ${formatDay(invoice.periodEnd, zone)}</p>
  ${invoice.paidAt ? `<p>Paid: ${formatDay(invoice.paidAt, zone)}</p>` : ''}
</div>
<table>
  <thead><tr><th>Description</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot>
    <tr><td colspan="3">GST included</td><td class="num">${formatDollars(invoice.gstCents)}</td></tr>
    <tr class="total"><td colspan="3">Total (${escape(invoice.currency)}, including GST)</td><td class="num">${formatDollars(invoice.totalCents)}</td></tr>
  </tfoot>
</table>
<p class="note">The total price includes GST.</p>`,
  );
}

/**
 * GET /billing/invoices/:id: the offline provider's hosted invoice page. Only the salon's admins
 * (and provider staff) may read it; anyone else learns nothing, not even that it exists.
 */
export async function registerInvoicePage(
  app: FastifyInstance,
  options: { services: Services; config: Config },
): Promise<void> {
  const { services, config } = options;
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(page(message, `<p>${escape(message)}</p>`));

  app.get<{ Params: { id: string } }>('/billing/invoices/:id', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const viewer = await viewerOf(request, services);
    if (!viewer) return refuse(reply, 401, authMessages.signedOut);
    const invoice = isUuid(request.params.id) ? await services.billing.invoiceById(request.params.id) : undefined;
    const access = invoice ? await services.salons.accessOf(viewer.user.id, invoice.salonId) : undefined;
    if (!invoice || !administersSalon(viewer.user.profileRole, access)) return refuse(reply, 404, NOT_FOUND_MESSAGE);
    const salon = await services.salons.findSalon(invoice.salonId);
    if (!salon) return refuse(reply, 404, NOT_FOUND_MESSAGE);
    return reply.type('text/html; charset=utf-8').send(renderInvoice(invoice, salon, config.seller));
  });
}
