import { formatDay } from '@piiq/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../test/factories.ts';
import { signedInSalonAdmin } from '../test/sign-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let test: TestServer;
beforeAll(async () => {
  // No SELLER_ABN: outside production the demo seller's ABN makes the invoice a whole tax invoice.
  test = await startTestServer({ env: { SELLER_NAME: 'piiq Pty Ltd' } });
});
afterAll(() => test.close());

describe('the hosted invoice page', () => {
  it('shows the salon’s admin a tax invoice: seller and the demo ABN, dates as in the account tab, items, GST and total', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, {
      name: 'Jane <Hair>',
      addressLine1: '1 George St',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    });
    const invoice = await createInvoice(test.server.database.db, salon.id, new Date('2026-11-21T03:00:00Z'), {
      createdAt: new Date('2026-11-21T03:00:00Z'),
      totalCents: 45_000,
      gstCents: 4_091,
      lines: [
        { description: 'piiq Plus - Monthly (per mirror)', quantity: 2, unitAmountCents: 22_500, amountCents: 45_000 },
      ],
    });
    const response = await test.server.app.inject({
      method: 'GET',
      url: `/billing/invoices/${invoice.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<h1>Tax invoice</h1>');
    expect(html).toContain('piiq Pty Ltd');
    expect(html).toContain('ABN 51 824 753 556');
    expect(html).toContain('Jane &lt;Hair&gt;');
    expect(html).toContain(`Invoice number: ${invoice.number}`);
    // The account tab's invoice table shows the same day as 21.11.2026 (formatDay).
    expect(html).toContain(`Date of issue: ${formatDay(invoice.createdAt, salon.timeZone)}`);
    expect(html).toContain('Date of issue: 21.11.2026');
    expect(html).toContain('piiq Plus - Monthly (per mirror)');
    expect(html).toMatch(/GST included<\/td><td class="num">\$40\.91/);
    expect(html).toMatch(/including GST\)<\/td><td class="num">\$450\.00/);
    expect(html).toContain('@media print');
  });

  it('shows nothing to someone signed out, or to the admin of another salon', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const invoice = await createInvoice(test.server.database.db, salon.id, new Date('2026-10-01T00:00:00Z'));
    const signedOut = await test.server.app.inject({ method: 'GET', url: `/billing/invoices/${invoice.id}` });
    expect(signedOut.statusCode).toBe(401);
    const other = await signedInSalonAdmin(test);
    const foreign = await test.server.app.inject({
      method: 'GET',
      url: `/billing/invoices/${invoice.id}`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(invoice.number);
    const malformed = await test.server.app.inject({
      method: 'GET',
      url: '/billing/invoices/not-an-id',
      headers: { cookie: other.cookie },
    });
    expect(malformed.statusCode).toBe(404);
  });
});
