import { NO_CLIENT_ID } from '@piiq/domain/appointments';
import { appointmentListFilterSchema } from '@piiq/domain/appointment-schemas';
import { authMessages } from '@piiq/domain/auth-rules';
import { listOrderStatus, NO_NAME } from '@piiq/domain/cart';
import { formatSpreadsheetDate, parseNavParam, PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@piiq/domain/leads';
import { formatPercent, parseChartView } from '@piiq/domain/kpi';
import { centsToDollars } from '@piiq/domain/money';
import { administersSalon } from '@piiq/domain/salon-access';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NOT_FOUND_MESSAGE } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { listRowOf } from '../modules/appointments/appointments.service.ts';
import type { SalonRow } from '../modules/salons/salons.repository.ts';
import type { Services } from '../services.ts';
import { viewerOf } from './viewer.ts';

/** Rows fetched a batch at a time, so an export of a salon's whole history never sits in memory at once. */
const BATCH = 500;

type Cell = string | number;

/**
 * Streams rows as CSV that opens cleanly in Excel: a UTF-8 byte-order mark (so names with accents
 * survive), CRLF line ends, and every value quoted where it must be. Every export goes through here,
 * so none can skip the formula guard: names, lead forms and notes are typed by people outside the
 * salon, and a cell starting with =, +, -, @, tab or carriage return would run as a formula in the
 * spreadsheet that opens it (CSV injection), so such a text cell is written after a single quote.
 */
export async function sendCsv(reply: FastifyReply, fileName: string, header: readonly string[], batches: AsyncIterable<Cell[][]>): Promise<void> {
  const csv = stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store');
  const sending = reply.send(csv);
  try {
    csv.write([...header]);
    for await (const rows of batches) {
      for (const row of rows) {
        if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
      }
    }
    csv.end();
  } catch (error) {
    // The headers are gone already: a cut stream is the only honest way left to say it failed.
    csv.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  return sending;
}

/**
 * GET /exports/:salonId/{appointments,clients,stylists,orders}.csv: the lists of the admin screens as
 * spreadsheets (and GET /exports/leads.csv, the console's leads), for the salon's admins only (anyone else learns nothing, not even that the salon
 * exists). Dates are the salon's wall clock in en-AU form.
 */
export async function registerExports(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;

  async function salonFor(request: Parameters<typeof viewerOf>[0], reply: FastifyReply, salonId: string): Promise<SalonRow | null> {
    const viewer = await viewerOf(request, services);
    if (!viewer) {
      await reply.status(401).type('text/plain; charset=utf-8').send(authMessages.signedOut);
      return null;
    }
    const access = isUuid(salonId) ? await services.salons.accessOf(viewer.user.id, salonId) : undefined;
    const salon = administersSalon(viewer.user.profileRole, access) ? await services.salons.findSalon(salonId) : undefined;
    if (!salon) {
      await reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_MESSAGE);
      return null;
    }
    return salon;
  }

  app.get<{ Params: { salonId: string }; Querystring: { navParam?: string; search?: string } }>('/exports/:salonId/appointments.csv', async (request, reply) => {
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const filter = appointmentListFilterSchema.parse({ navParam: parseNavParam(request.query.navParam), search: (request.query.search ?? '').slice(0, 100) });
    const batches = async function* () {
      let nextToken: string | null = null;
      do {
        const page = await services.appointments.page(salon, filter, BATCH, nextToken);
        yield page.items.map((item): Cell[] => {
          const row = listRowOf(item);
          return [row.clientName, item.clientAppointmentCount, formatSpreadsheetDate(item.createdAt, salon.timeZone), row.staffName, row.rebookStatus, listOrderStatus(row)];
        });
        nextToken = page.nextToken;
      } while (nextToken);
    };
    return sendCsv(reply, 'appointments.csv', ['Client', 'Appointments', 'Last appointment', 'Stylist', 'Rebook status', 'Order status'], batches());
  });

  app.get<{ Params: { salonId: string }; Querystring: { search?: string } }>('/exports/:salonId/clients.csv', async (request, reply) => {
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const search = (request.query.search ?? '').trim().slice(0, 100);
    const batches = async function* () {
      for (let page = 1; ; page++) {
        const { items } = await services.appointments.clients(salon.id, search, { limit: BATCH, page });
        yield items.map((client): Cell[] => [
          (client.clientId ? client.name.trim() : '') || NO_NAME,
          client.visits,
          formatSpreadsheetDate(client.lastAppointmentAt, salon.timeZone),
          client.lastStylist.trim() || NO_NAME,
          client.clientId ?? NO_CLIENT_ID,
        ]);
        if (items.length < BATCH) return;
      }
    };
    return sendCsv(reply, 'clients.csv', ['Client Name', 'Visits', 'Last Appointment', 'Last Stylist', 'Client ID'], batches());
  });

  app.get<{ Params: { salonId: string }; Querystring: { view?: string } }>('/exports/:salonId/stylists.csv', async (request, reply) => {
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const rows = await services.dashboard.stylists(salon, parseChartView(request.query.view));
    const batches = async function* () {
      yield rows.map((row): Cell[] => [
        row.staffName.trim() || NO_NAME,
        row.sessions,
        row.recommendations,
        row.productsFromRecommendations,
        formatPercent(row.conversionPercent),
        formatPercent(row.rebookPercent),
      ]);
    };
    return sendCsv(reply, 'stylists.csv', ['Stylist', 'Sessions', 'Recommendations', 'Products sold', 'Conversion', 'Rebook'], batches());
  });

  app.get<{ Params: { salonId: string } }>('/exports/:salonId/orders.csv', async (request, reply) => {
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const batches = async function* () {
      let nextToken: string | null = null;
      do {
        const page = await services.orders.page(salon.id, BATCH, nextToken);
        yield page.items.map((order): Cell[] => [
          order.orderNumber,
          formatSpreadsheetDate(order.createdAt, salon.timeZone),
          order.email,
          `${order.firstName} ${order.lastName}`.trim(),
          centsToDollars(order.subtotalCents).toFixed(2),
          centsToDollars(order.shippingCents).toFixed(2),
          centsToDollars(order.grandTotalCents).toFixed(2),
          order.currency,
        ]);
        nextToken = page.nextToken;
      } while (nextToken);
    };
    return sendCsv(reply, 'orders.csv', ['Order Number', 'Date', 'Email', 'Contact name', 'Subtotal', 'Shipping', 'Total', 'Currency'], batches());
  });

  /** The console's leads, for the provider's staff only, with the list's filter. */
  app.get<{ Querystring: { status?: string; search?: string } }>('/exports/leads.csv', async (request, reply) => {
    const viewer = await viewerOf(request, services);
    if (!viewer?.user.isProviderStaff) {
      await reply.status(viewer ? 404 : 401).type('text/plain; charset=utf-8').send(viewer ? NOT_FOUND_MESSAGE : authMessages.signedOut);
      return;
    }
    const status = LEAD_STATUSES.find((known) => known === request.query.status);
    const search = (request.query.search ?? '').trim().slice(0, 200) || undefined;
    const batches = async function* () {
      for await (const leads of services.leads.forExport({ status, search }, BATCH)) {
        yield leads.map((lead): Cell[] => [
          formatSpreadsheetDate(lead.createdAt, PROVIDER_TIME_ZONE),
          lead.betaName,
          lead.betaEmail,
          lead.betaSalonName,
          lead.betaPhone,
          lead.plan,
          LEAD_STATUS_LABELS[lead.status],
          lead.notes,
        ]);
      }
    };
    return sendCsv(reply, 'leads.csv', ['Date', 'Name', 'Email', 'Salon', 'Phone', 'Plan', 'Status', 'Notes'], batches());
  });
}
