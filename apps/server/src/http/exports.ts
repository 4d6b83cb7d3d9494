import { clientRecordId } from '@piiq/domain/appointments';
import { appointmentListFilterSchema } from '@piiq/domain/appointment-schemas';
import { authMessages } from '@piiq/domain/auth-rules';
import { listOrderStatus, NO_NAME } from '@piiq/domain/cart';
import { formatSpreadsheetDate, parseNavParam, PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, leadSearchSchema } from '@piiq/domain/leads';
import { formatPercent, parseChartView } from '@piiq/domain/kpi';
import { centsToDollars, gstPartOfCents } from '@piiq/domain/money';
import {
  ORDER_DELIVERY_LABELS,
  ORDER_SOURCE_LABELS,
  ORDER_STATE_FILTER_PARAM,
  ORDER_STATE_LABELS,
  readOrderStateFilter,
} from '@piiq/domain/orders';
import { administersSalon } from '@piiq/domain/salon-access';
import { neutraliseFormula } from '@piiq/domain/spreadsheet-formulas';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NOT_FOUND_MESSAGE } from '../errors.ts';
import { anyStringHasControlCharacter, CONTROL_CHARACTERS_MESSAGE } from '../graphql/control-characters.ts';
import { isUuid } from '../ids.ts';
import { listRowOf } from '../modules/appointments/appointments.service.ts';
import type { SalonRow } from '../modules/salons/salons.reads.ts';
import type { Services } from '../services.ts';
import { errorBody } from './error-body.ts';
import type { Viewer } from '../modules/auth/viewer.ts';
import { viewerOf } from './viewer.ts';

/** Rows fetched a batch at a time, so an export of a salon's whole history never sits in memory at once. */
const BATCH = 500;

type Cell = string | number;

/**
 * Streams rows as CSV that opens cleanly in Excel: a UTF-8 byte-order mark (so names with accents
 * survive), CRLF line ends, and every value quoted where it must be. Every export goes through here,
 * so none can skip the formula guard: names, lead forms and notes are typed by people outside the
 * salon, and a text cell a spreadsheet could run as a formula (CSV injection) is written after a
 * single quote (neutraliseFormula). Only text cells: a number cell is one the product computed, and
 * a negative one must open as a number.
 */
export async function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  batches: AsyncIterable<Cell[][]>,
): Promise<void> {
  const csv = stringify({ bom: true, record_delimiter: 'windows', cast: { string: neutraliseFormula } });
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
 * An export's query string, read as the matching GraphQL field reads its arguments: control characters
 * refused as the GraphQL endpoint refuses them (PostgreSQL would fail on a NUL mid-download, logging
 * the query), then the field's schema. Checked before anything touches the database, the viewer's
 * session included, since it depends on nothing but the request's own text. On a refusal the answer
 * is a 400 with the schema's message, and null.
 */
export async function exportQueryOf<Schema extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: Schema,
): Promise<z.output<Schema> | null> {
  const parsed = anyStringHasControlCharacter(request.query) ? null : schema.safeParse(request.query);
  if (parsed?.success) return parsed.data;
  const message = parsed ? parsed.error.issues.map((issue) => issue.message).join(' ') : CONTROL_CHARACTERS_MESSAGE;
  await reply.status(400).send(errorBody(message, 'BAD_USER_INPUT', request.id));
  return null;
}

/**
 * The signed-in member of the provider's staff a console export is for; anyone else is answered (401
 * signed out, else a 404 that tells nothing) and gets null.
 */
export async function providerStaffOf(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<Viewer | null> {
  const viewer = await viewerOf(request, services);
  if (viewer?.user.isProviderStaff) return viewer;
  await reply
    .status(viewer ? 404 : 401)
    .type('text/plain; charset=utf-8')
    .send(viewer ? NOT_FOUND_MESSAGE : authMessages.signedOut);
  return null;
}

/** The lists' periods and views come from URLs anyone can edit: an unknown one means the page's default, as the page reads it. */
const appointmentsQuerySchema = appointmentListFilterSchema.extend({
  navParam: z.string().optional().transform(parseNavParam),
});
const clientsQuerySchema = z.object({
  search: appointmentListFilterSchema.shape.search,
  /** `colourRecord=1` adds the colour record's columns: phone, allergies, patch tests, formulas. */
  colourRecord: z
    .string()
    .optional()
    .transform((value) => value === '1'),
});
const stylistsQuerySchema = z.object({ view: z.string().optional().transform(parseChartView) });
/** The orders list's state filter, read as the page reads it: an unknown state means every order. */
const ordersQuerySchema = z.object({
  [ORDER_STATE_FILTER_PARAM]: z.string().optional().transform(readOrderStateFilter),
});

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);
const leadsQuerySchema = z.object({
  status: z
    .string()
    .optional()
    .transform((status) => LEAD_STATUSES.find((known) => known === status)),
  search: leadSearchSchema,
});

/**
 * GET /exports/:salonId/{appointments,clients,stylists,orders}.csv: the lists of the admin screens as
 * spreadsheets (and GET /exports/leads.csv, the console's leads), for the salon's admins only (anyone else learns nothing, not even that the salon
 * exists). Dates are the salon's wall clock in en-AU form.
 */
export async function registerExports(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { services } = options;

  async function salonFor(
    request: Parameters<typeof viewerOf>[0],
    reply: FastifyReply,
    salonId: string,
  ): Promise<SalonRow | null> {
    const viewer = await viewerOf(request, services);
    if (!viewer) {
      await reply.status(401).type('text/plain; charset=utf-8').send(authMessages.signedOut);
      return null;
    }
    const access = isUuid(salonId) ? await services.salons.accessOf(viewer.user.id, salonId) : undefined;
    const salon = administersSalon(viewer.user.profileRole, access)
      ? await services.salons.findSalon(salonId)
      : undefined;
    if (!salon) {
      await reply.status(404).type('text/plain; charset=utf-8').send(NOT_FOUND_MESSAGE);
      return null;
    }
    return salon;
  }

  app.get<{ Params: { salonId: string } }>('/exports/:salonId/appointments.csv', async (request, reply) => {
    const filter = await exportQueryOf(request, reply, appointmentsQuerySchema);
    if (!filter) return;
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const batches = async function* () {
      let nextToken: string | null = null;
      do {
        const page = await services.appointments.page(salon, filter, BATCH, { nextToken });
        yield page.items.map((item): Cell[] => {
          const row = listRowOf(item);
          return [
            row.clientName,
            item.clientAppointmentCount,
            formatSpreadsheetDate(item.createdAt, salon.timeZone),
            row.staffName,
            row.rebookStatus,
            listOrderStatus(row),
          ];
        });
        nextToken = page.nextToken;
      } while (nextToken);
    };
    return sendCsv(
      reply,
      'appointments.csv',
      ['Client', 'Appointments', 'Last appointment', 'Stylist', 'Rebook status', 'Order status'],
      batches(),
    );
  });

  app.get<{ Params: { salonId: string } }>('/exports/:salonId/clients.csv', async (request, reply) => {
    const query = await exportQueryOf(request, reply, clientsQuerySchema);
    if (!query) return;
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const { search, colourRecord } = query;
    const batches = async function* () {
      for (let page = 1; ; page++) {
        const { items } = await services.appointments.clients(salon.id, search, { limit: BATCH, page });
        const colour = colourRecord
          ? await services.clientRecords.spreadsheetColumns(
              salon.id,
              salon.timeZone,
              items.flatMap((client) => (client.clientId ? [client.clientId] : [])),
            )
          : null;
        yield items.map((client): Cell[] => {
          const row: Cell[] = [
            (client.clientId ? client.name.trim() : '') || NO_NAME,
            client.visits,
            formatSpreadsheetDate(client.lastAppointmentAt, salon.timeZone),
            client.lastStylist.trim() || NO_NAME,
            clientRecordId(client.clientId, client.appointmentId ?? ''),
          ];
          if (!colour) return row;
          const columns = client.clientId ? colour.get(client.clientId) : undefined;
          return [
            ...row,
            columns?.phone ?? '',
            columns?.allergies ?? '',
            columns?.patchTests ?? '',
            columns?.patchTestDue ?? '',
            columns?.formulas ?? '',
          ];
        });
        if (items.length < BATCH) return;
      }
    };
    return sendCsv(
      reply,
      'clients.csv',
      [
        'Client Name',
        'Visits',
        'Last Appointment',
        'Last Stylist',
        'Client ID',
        ...(colourRecord
          ? ['Phone', 'Allergies and sensitivities', 'Patch tests', 'Next patch test', 'Colour formulas']
          : []),
      ],
      batches(),
    );
  });

  app.get<{ Params: { salonId: string } }>('/exports/:salonId/stylists.csv', async (request, reply) => {
    const query = await exportQueryOf(request, reply, stylistsQuerySchema);
    if (!query) return;
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const rows = await services.dashboard.stylists(salon, query.view);
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
    return sendCsv(
      reply,
      'stylists.csv',
      ['Stylist', 'Sessions', 'Recommendations', 'Products sold', 'Conversion', 'Rebook'],
      batches(),
    );
  });

  app.get<{ Params: { salonId: string } }>('/exports/:salonId/orders.csv', async (request, reply) => {
    const query = await exportQueryOf(request, reply, ordersQuerySchema);
    if (!query) return;
    const salon = await salonFor(request, reply, request.params.salonId);
    if (!salon) return;
    const state = query[ORDER_STATE_FILTER_PARAM];
    const day = (date: Date | null) => (date ? formatSpreadsheetDate(date, salon.timeZone) : '');
    const batches = async function* () {
      let nextToken: string | null = null;
      do {
        const page = await services.orders.page(salon.id, BATCH, { nextToken }, state ? [state] : null);
        const lines = await services.orders.linesOfOrders(page.items.map((order) => order.id));
        yield page.items.map((order): Cell[] => [
          order.orderNumber,
          formatSpreadsheetDate(order.createdAt, salon.timeZone),
          ORDER_SOURCE_LABELS[order.source],
          ORDER_STATE_LABELS[order.orderState],
          ORDER_DELIVERY_LABELS[order.deliveryType],
          order.email,
          `${order.firstName} ${order.lastName}`.trim(),
          [order.addressLine1, order.addressLine2, order.suburbOrCity, order.state, order.postcode]
            .filter(Boolean)
            .join(', '),
          (lines.get(order.id) ?? [])
            .map((line) => `${line.quantity} x ${line.productName} at ${dollars(line.unitPriceCents)}`)
            .join('; '),
          dollars(order.subtotalCents),
          dollars(order.shippingCents),
          dollars(order.grandTotalCents),
          dollars(gstPartOfCents(order.grandTotalCents)),
          day(order.paidAt),
          day(order.refundedAt),
          order.currency,
        ]);
        nextToken = page.nextToken;
      } while (nextToken);
    };
    return sendCsv(
      reply,
      'orders.csv',
      [
        'Order Number',
        'Date',
        'Source',
        'Status',
        'Delivery type',
        'Email',
        'Contact name',
        'Address',
        'Products',
        'Subtotal',
        'Shipping',
        'Total',
        'GST included',
        'Paid',
        'Refunded',
        'Currency',
      ],
      batches(),
    );
  });

  /** The console's leads, for the provider's staff only, with the list's filter. */
  app.get('/exports/leads.csv', async (request, reply) => {
    const query = await exportQueryOf(request, reply, leadsQuerySchema);
    if (!query) return;
    if (!(await providerStaffOf(request, reply, services))) return;
    const batches = async function* () {
      for await (const leads of services.leads.forExport(query, BATCH)) {
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
    return sendCsv(
      reply,
      'leads.csv',
      ['Date', 'Name', 'Email', 'Salon', 'Phone', 'Plan', 'Status', 'Notes'],
      batches(),
    );
  });
}
