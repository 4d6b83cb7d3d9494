import { consoleProductFilterSchema, MAX_SHEET_BYTES, SHEET_COLUMNS, sheetRowOf } from '@piiq/domain/catalogue-sheet';
import type { FastifyInstance } from 'fastify';
import { GENERIC_ERROR_MESSAGE, UserError } from '../errors.ts';
import type { Services } from '../services.ts';
import { createAdmission } from './admission.ts';
import { errorBody } from './error-body.ts';
import { exportQueryOf, providerStaffOf, sendCsv } from './exports.ts';

const EXPORT_BATCH = 1_000;

/**
 * The catalogue's product sheet, for the provider's staff:
 * - POST /console/catalogue/sheet?apply=true|false: a CSV (text/csv, up to MAX_SHEET_BYTES) read
 *   line by line; answers what it would change (or did, with apply=true and no problem on any line).
 *   A route rather than a GraphQL field because a 20,000-product sheet is megabytes and /graphql
 *   takes 1 MiB.
 * - GET /exports/catalogue.csv?brandId=: the catalogue (or one brand) in the same columns, so an
 *   exported sheet imports back unchanged.
 */
export async function registerCatalogueSheet(
  app: FastifyInstance,
  options: { services: Services; fromOurOrigin: (origin: string | undefined) => boolean },
): Promise<void> {
  const { services } = options;
  const { admit, senderOf } = createAdmission(services, options.fromOurOrigin);

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: MAX_SHEET_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.addContentTypeParser('*', (_request, _payload, done) =>
      done(Object.assign(new Error('Send the sheet as text/csv.'), { statusCode: 415 })),
    );
    scope.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply
          .status(413)
          .send(
            errorBody(`A sheet can be at most ${MAX_SHEET_BYTES / 1024 / 1024} MB.`, 'PAYLOAD_TOO_LARGE', request.id),
          );
      }
      if (error instanceof UserError)
        return reply.status(400).send(errorBody(error.message, String(error.extensions.code), request.id));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
        return reply.status(error.statusCode).send(errorBody(error.message, 'BAD_REQUEST', request.id));
      request.log.error({ err: error }, 'catalogue sheet failed');
      return reply.status(500).send(errorBody(GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR', request.id));
    });

    scope.post<{ Querystring: { apply?: string } }>(
      '/console/catalogue/sheet',
      { bodyLimit: MAX_SHEET_BYTES, onRequest: admit((viewer) => viewer.user.isProviderStaff) },
      async (request) => {
        const viewer = senderOf(request);
        const text = typeof request.body === 'string' ? request.body : '';
        return services.catalogueEditor.importSheet(
          { userId: viewer.user.id, email: viewer.user.email },
          text,
          request.query.apply === 'true',
        );
      },
    );
  });

  app.get('/exports/catalogue.csv', async (request, reply) => {
    const query = await exportQueryOf(request, reply, consoleProductFilterSchema.pick({ brandId: true }));
    if (!query) return;
    if (!(await providerStaffOf(request, reply, services))) return;
    const batches = async function* () {
      for await (const rows of services.catalogueEditor.productsForExport(query.brandId ?? undefined, EXPORT_BATCH)) {
        yield rows.map(({ product, brandName }) => sheetRowOf(product, brandName));
      }
    };
    return sendCsv(
      reply,
      'catalogue.csv',
      SHEET_COLUMNS.map((column) => column.header),
      batches(),
    );
  });
}
