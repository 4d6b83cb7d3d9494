import { appointmentMessages } from '@piiq/domain/appointments';
import { orderMessages } from '@piiq/domain/orders';
import { pagingMessages } from '@piiq/domain/paging';
import { rebookErrorMessages } from '@piiq/domain/rebook';
import { recommendationMessages } from '@piiq/domain/recommendations';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { mailboxMessages } from '../../db/schema/mailbox.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { appointmentImageLikes, appointmentRecommendations } from '../../db/schema/appointments.ts';
import { APPOINTMENT_ANALYSIS } from '../../test/appointment-fragments.ts';
import {
  createAppointment,
  createBrand,
  createCart,
  createCatalogueProduct,
  createStaffMember,
  createUser,
  grantSalonAccess,
  offerBrand,
} from '../../test/factories.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../../test/test-server.ts';

const LIST = /* GraphQL */ `
  query Appointments($salonId: ID!, $navParam: NavParam, $search: String, $limit: Int, $nextToken: String) {
    salon(id: $salonId) {
      appointments(navParam: $navParam, search: $search, limit: $limit, nextToken: $nextToken) {
        totalCount
        nextToken
        items {
          id
          createdAt
          clientName
          staffName
          clientAppointmentCount
          itemCount
          cartId
          rebookStatus
          orderStatus
          retailStatus
          clientSelfieImage {
            url
          }
        }
      }
    }
  }
`;

const GET_APPOINTMENT = /* GraphQL */ `
  query GetAppointment($salonId: ID!, $appointmentId: ID!) {
    salon(id: $salonId) {
      appointment(id: $appointmentId) {
        id
        clientName
        staffName
        client {
          id
          name
        }
        staff {
          id
          name
        }
        notes
        rebookStatus
        retailStatus
        purchasedTotal
        status
        ...AppointmentAnalysis
        supportYourSalon {
          treatment
          recommendations {
            sku
            productName
            brandName
            rrp
            productSize
            productType
          }
        }
        cart {
          id
          status
          items {
            quantity
            price
            product {
              name
            }
          }
          appointment {
            id
          }
        }
        imageLikes {
          image {
            url
          }
        }
        imageShares {
          sharedTo
        }
      }
    }
  }
  ${APPOINTMENT_ANALYSIS}
`;

const REBOOK = (call: string) => /* GraphQL */ `
  mutation Rebook($id: ID!) { ${call}(input: { id: $id }) { id rebookStatus rebookNotificationScheduledAt rebookedAt } }
`;
const SWITCH_TREATMENT = /* GraphQL */ `
  mutation SwitchTreatment($appointmentId: ID!, $newTreatment: Treatment!) {
    switchTreatment(input: { appointmentId: $appointmentId, newTreatment: $newTreatment }) {
      id
      supportYourSalon {
        treatment
      }
    }
  }
`;
const UPDATE_NOTES = /* GraphQL */ `
  mutation UpdateAppointment($appointmentId: ID!, $notes: String) {
    updateAppointment(appointmentId: $appointmentId, input: { notes: $notes }) {
      id
      notes
    }
  }
`;
const SAVE_RECOMMENDATIONS = /* GraphQL */ `
  mutation SaveRecommendations($appointmentId: ID!, $recommendations: [String!]!) {
    updateAppointment(
      appointmentId: $appointmentId
      input: { supportYourSalon: { recommendations: $recommendations } }
    ) {
      id
      supportYourSalon {
        recommendations {
          sku
        }
      }
    }
  }
`;
const CART_STATUS = /* GraphQL */ `
  mutation UpdateCartStatus($cartId: ID!, $status: CartStatus!) {
    updateCartStatus(cartId: $cartId, input: { status: $status }) {
      id
      status
    }
  }
`;

interface ListItem {
  id: string;
  createdAt: string;
  clientName: string;
  staffName: string;
  clientAppointmentCount: number;
  itemCount: number;
  cartId: string;
  rebookStatus: string;
  orderStatus: string;
  retailStatus: string;
  clientSelfieImage: { url: string } | null;
}
interface ListAnswer {
  salon: { appointments: { totalCount: number; nextToken: string | null; items: ListItem[] } };
}

// Tuesday 10 March 2026, 08:30 in Sydney (AEDT, UTC+11).
const clock = new Date('2026-03-09T21:30:00Z');
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ now: () => clock });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** Delivers everything due (a reminder queues its email, which the next round sends). */
async function drainOutbox() {
  while ((await test.server.outboxWorker.runOnce()) > 0);
}

async function salonWithClient(salonOverrides: Parameters<typeof signedInSalonAdmin>[1] = {}) {
  const admin = await signedInSalonAdmin(test, salonOverrides);
  const client = await createUser(db(), { name: 'Ava Martin', profileRole: 'Client' });
  await grantSalonAccess(db(), client.id, admin.salon.id, { salonClient: true });
  const stylist = await createStaffMember(db(), admin.salon.id, { name: 'Mia Thompson' });
  return { ...admin, client, stylist };
}

describe('the appointments list', () => {
  it('shows each row normalised, newest first', async () => {
    const { salon, cookie, client, stylist } = await salonWithClient();
    const brand = await createBrand(db());
    const product = await createCatalogueProduct(db(), brand.id);
    const older = await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      createdAt: new Date('2026-03-01T00:00:00Z'),
      rebookLength: 60,
    });
    await createCart(db(), older, [
      { productId: product.id, quantity: 2 },
      { productId: (await createCatalogueProduct(db(), brand.id)).id, quantity: 1 },
    ]);
    const newer = await createAppointment(db(), salon.id, {
      createdAt: new Date('2026-03-02T00:00:00Z'),
      clientSelfieImageUrl: '/files/x.jpg',
    });

    const response = await test.gql<ListAnswer>(LIST, { salonId: salon.id }, { cookie });
    expect(response.errors).toBeUndefined();
    const { items, totalCount, nextToken } = response.data!.salon.appointments;
    expect(totalCount).toBe(2);
    expect(nextToken).toBeNull();
    expect(items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(items[0]).toMatchObject({
      clientName: '(No Name)',
      staffName: '(No Name)',
      clientAppointmentCount: 1,
      itemCount: 0,
      cartId: '0',
      rebookStatus: 'N/A',
      orderStatus: 'N/A',
      retailStatus: 'NOT BOUGHT',
      clientSelfieImage: { url: `/photos/appointments/${newer.id}/selfie` },
    });
    expect(items[1]).toMatchObject({
      clientName: 'Ava Martin',
      staffName: 'Mia Thompson',
      clientAppointmentCount: 1,
      itemCount: 3,
      rebookStatus: 'OPEN',
      orderStatus: 'WAITING',
      clientSelfieImage: null,
    });
  });

  it('pages by keyset through every appointment once, even with equal times', async () => {
    const { salon, cookie } = await salonWithClient();
    const at = new Date('2026-03-05T01:00:00Z');
    const made = [];
    for (let i = 0; i < 14; i++)
      made.push(
        await createAppointment(db(), salon.id, { createdAt: i < 5 ? at : new Date(at.getTime() - i * 60_000) }),
      );
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const page: GraphQLResponse<ListAnswer> = await test.gql<ListAnswer>(
        LIST,
        { salonId: salon.id, limit: 6, nextToken },
        { cookie },
      );
      const answer = page.data!.salon.appointments;
      expect(answer.totalCount).toBe(14);
      seen.push(...answer.items.map((item) => item.id));
      nextToken = answer.nextToken;
      pages += 1;
    } while (nextToken);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(14);
    expect(seen.sort()).toEqual(made.map((row) => row.id).sort());
  });

  it('filters by whole days in the salon’s own time zone', async () => {
    // 08:30 on Tuesday in Sydney is 10:30 on Tuesday in Auckland.
    for (const timeZone of ['Australia/Sydney', 'Pacific/Auckland']) {
      const { salon, cookie } = await salonWithClient({ timeZone });
      const offsetHours = timeZone === 'Australia/Sydney' ? 11 : 13;
      const salonTime = (day: number, hour: number, minute = 0) =>
        new Date(Date.UTC(2026, 2, day, hour - offsetHours, minute));
      await createAppointment(db(), salon.id, { createdAt: salonTime(10, 0, 1) }); // today, just after midnight
      await createAppointment(db(), salon.id, { createdAt: salonTime(9, 23, 59) }); // yesterday, just before midnight
      await createAppointment(db(), salon.id, { createdAt: salonTime(9, 0, 0) }); // yesterday, at midnight
      await createAppointment(db(), salon.id, { createdAt: salonTime(8, 23, 0) }); // Sunday: last week
      await createAppointment(db(), salon.id, { createdAt: salonTime(1, 12, 0) });
      const count = async (navParam: string) =>
        (await test.gql<ListAnswer>(LIST, { salonId: salon.id, navParam }, { cookie })).data!.salon.appointments
          .totalCount;
      expect({
        timeZone,
        today: await count('TODAY'),
        yesterday: await count('YESTERDAY'),
        week: await count('THISWEEK'),
        all: await count('ALLTIME'),
      }).toEqual({
        timeZone,
        today: 1,
        yesterday: 2,
        week: 3,
        all: 5,
      });
    }
  });

  it('searches by part of the client’s name, any case, and follows a rename', async () => {
    const { salon, cookie, client } = await salonWithClient();
    const other = await createUser(db(), { name: 'Noah Wilson', profileRole: 'Client' });
    await createAppointment(db(), salon.id, { clientId: client.id });
    await createAppointment(db(), salon.id, { clientId: client.id });
    await createAppointment(db(), salon.id, { clientId: other.id });
    const search = async (text: string) =>
      (await test.gql<ListAnswer>(LIST, { salonId: salon.id, search: text }, { cookie })).data!.salon.appointments;
    const found = await search('  mart ');
    expect(found.totalCount).toBe(2);
    expect(found.items.every((item) => item.clientName === 'Ava Martin' && item.clientAppointmentCount === 2)).toBe(
      true,
    );
    expect((await search('%')).totalCount).toBe(0);
    await db().update(users).set({ name: 'Noah Martinez' }).where(eq(users.id, other.id));
    expect((await search('mart')).totalCount).toBe(3);
  });

  it('refuses a malformed page token and an overlong search with clear messages', async () => {
    const { salon, cookie } = await salonWithClient();
    const badToken = await test.gql(LIST, { salonId: salon.id, nextToken: 'not-a-token' }, { cookie });
    expect(errorCode(badToken)).toBe('BAD_USER_INPUT');
    expect(badToken.errors?.[0]?.message).toBe(pagingMessages.pageGone);
    const longSearch = await test.gql(LIST, { salonId: salon.id, search: 'x'.repeat(101) }, { cookie });
    expect(longSearch.errors?.[0]?.message).toBe(appointmentMessages.searchTooLong);
  });

  it('is for the salon’s admins only', async () => {
    const { salon } = await salonWithClient();
    const stranger = await signedInSalonAdmin(test);
    expect(errorCode(await test.gql(LIST, { salonId: salon.id }, { cookie: stranger.cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(LIST, { salonId: salon.id }))).toBe('UNAUTHENTICATED');
  });
});

describe('the appointment record', () => {
  it('answers every section of the record', async () => {
    const { salon, cookie, client, stylist } = await salonWithClient();
    const brand = await createBrand(db(), { name: 'Lumière' });
    const shampoo = await createCatalogueProduct(db(), brand.id, {
      productName: 'Hydrate Shampoo',
      rrpAuCents: 3495,
      productSize: '300ml',
    });
    const mask = await createCatalogueProduct(db(), brand.id, {
      productName: 'Repair Mask',
      rrpAuCents: 4200,
      productType: 'Treatment',
    });
    const appointment = await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      notes: 'Loves volume.',
      density: 14,
      curl: 3,
      scalpConcerns: 'dandruff,oily',
      treatment: 'moisture',
      purchasedItems: [shampoo.sku],
    });
    await db()
      .insert(appointmentRecommendations)
      .values([
        { appointmentId: appointment.id, position: 0, productId: shampoo.id, sku: shampoo.sku },
        { appointmentId: appointment.id, position: 1, productId: mask.id, sku: mask.sku },
      ]);
    await db().insert(appointmentImageLikes).values({ appointmentId: appointment.id, imageUrl: '/files/look.jpg' });
    // Two of one product: the record's total is quantity x price, not one line's price.
    await createCart(db(), appointment, [{ productId: shampoo.id, quantity: 2, priceCents: 3495 }]);

    const response = await test.gql<{ salon: { appointment: Record<string, unknown> } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: appointment.id },
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.salon.appointment).toMatchObject({
      clientName: 'Ava Martin',
      client: { id: client.id, name: 'Ava Martin' },
      staff: { id: stylist.id, name: 'Mia Thompson' },
      notes: 'Loves volume.',
      rebookStatus: 'N/A',
      retailStatus: 'READY TO HAND OVER',
      purchasedTotal: 6990,
      status: 'WAITING',
      hairAnalysis: { density: 14, curl: 3, texture: null, scalpConcerns: 'dandruff,oily' },
      supportYourSalon: {
        treatment: 'moisture',
        recommendations: [
          {
            sku: shampoo.sku,
            productName: 'Hydrate Shampoo',
            brandName: 'Lumière',
            rrp: 3495,
            productSize: '300ml',
            productType: 'Shampoo',
          },
          { sku: mask.sku, productName: 'Repair Mask', brandName: 'Lumière', rrp: 4200, productType: 'Treatment' },
        ],
      },
      cart: {
        status: 'WAITING',
        items: [{ quantity: 2, price: 3495, product: { name: 'Hydrate Shampoo' } }],
        appointment: { id: appointment.id },
      },
      imageLikes: [{ image: { url: '/files/look.jpg' } }],
      imageShares: [],
    });
  });

  it('has no analysis when the mirror recorded none, and null for another salon’s appointment', async () => {
    const { salon, cookie } = await salonWithClient();
    const bare = await createAppointment(db(), salon.id);
    const elsewhere = await salonWithClient();
    const theirs = await createAppointment(db(), elsewhere.salon.id);
    // Its children are read alongside the row; none of them may come back with it.
    const theirBrand = await createBrand(db(), { name: 'Elsewhere' });
    const theirProduct = await createCatalogueProduct(db(), theirBrand.id, { productName: 'Their Shampoo' });
    await db()
      .insert(appointmentRecommendations)
      .values({ appointmentId: theirs.id, position: 0, productId: theirProduct.id, sku: theirProduct.sku });
    await db().insert(appointmentImageLikes).values({ appointmentId: theirs.id, imageUrl: '/files/theirs.jpg' });
    await createCart(db(), theirs, [{ productId: theirProduct.id, quantity: 1, priceCents: 1000 }]);
    const mine = await test.gql<{ salon: { appointment: { hairAnalysis: unknown } } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: bare.id },
      { cookie },
    );
    expect(mine.data?.salon.appointment.hairAnalysis).toBeNull();
    const crossed = await test.gql<{ salon: { appointment: unknown } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: theirs.id },
      { cookie },
    );
    expect(crossed.errors).toBeUndefined();
    expect(crossed.data?.salon.appointment).toBeNull();
    expect(JSON.stringify(crossed)).not.toContain('Their Shampoo');
    const malformed = await test.gql<{ salon: { appointment: unknown } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: 'not-an-id' },
      { cookie },
    );
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data?.salon.appointment).toBeNull();
  });
});

describe('changing an appointment', () => {
  it('moves the rebook status by the product’s transitions, once per click', async () => {
    const { salon, cookie, client } = await salonWithClient({ rebookNotificationDelay: 14 });
    const appointment = await createAppointment(db(), salon.id, {
      clientId: client.id,
      rebookLength: 45,
      createdAt: new Date('2026-03-09T22:00:00Z'),
    });
    const act = async (call: string) =>
      test.gql<Record<string, { rebookStatus: string; rebookNotificationScheduledAt: string | null }>>(
        REBOOK(call),
        { id: appointment.id },
        { cookie },
      );

    const twice = await Promise.all([act('enableAppointmentReminder'), act('enableAppointmentReminder')]);
    for (const answer of twice) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.enableAppointmentReminder).toMatchObject({
        rebookStatus: 'SCHEDULED',
        rebookNotificationScheduledAt: '2026-03-23T23:00:00.000Z',
      });
    }
    expect((await act('disableAppointmentReminder')).data?.disableAppointmentReminder?.rebookStatus).toBe('OPEN');
    expect((await act('setAppointmentRebooked')).data?.setAppointmentRebooked?.rebookStatus).toBe('COMPLETED');
    expect((await act('clearAppointmentRebooked')).data?.clearAppointmentRebooked?.rebookStatus).toBe('OPEN');
  });

  it('emails a due reminder with the salon’s message and booking link, once, and then closes the buttons', async () => {
    const { salon, cookie, client } = await salonWithClient({
      rebookNotificationDelay: 7,
      rebookNotificationMessage: 'Your colour is due a refresh.',
      bookingUrl: 'https://book.example/salon',
    });
    const appointment = await createAppointment(db(), salon.id, {
      clientId: client.id,
      rebookLength: 60,
      createdAt: new Date('2026-03-09T22:00:00Z'),
    });
    await test.gql(REBOOK('enableAppointmentReminder'), { id: appointment.id }, { cookie });
    const [reminder] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'rebookReminder'), sql`${outbox.payload}->>'appointmentId' = ${appointment.id}`));
    expect(reminder?.runAt.toISOString()).toBe('2026-03-16T23:00:00.000Z');

    // The database's clock is today's, long past the test's March: the reminder is due.
    await drainOutbox();
    const mail = await db().select().from(mailboxMessages).where(eq(mailboxMessages.to, client.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: `Time to book your next visit at ${salon.name}` });
    expect(mail[0]?.text).toContain('Your colour is due a refresh.');
    expect(mail[0]?.text).toContain('Book your next visit: https://book.example/salon');
    const record = await test.gql<{ salon: { appointment: { rebookStatus: string } } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: appointment.id },
      { cookie },
    );
    expect(record.data?.salon.appointment.rebookStatus).toBe('SCHEDULED');
    expect((await test.server.services.appointments.findAppointment(appointment.id))?.rebookNotificationSentAt).toEqual(
      clock,
    );
    expect(errorCode(await test.gql(REBOOK('disableAppointmentReminder'), { id: appointment.id }, { cookie }))).toBe(
      'CONFLICT',
    );

    await test.server.services.appointments.sendRebookReminder({
      appointmentId: appointment.id,
      scheduledAt: '2026-03-16T23:00:00.000Z',
    });
    await drainOutbox();
    expect(await db().select().from(mailboxMessages).where(eq(mailboxMessages.to, client.email))).toHaveLength(1);
  });

  it('sends nothing for a reminder removed, or replaced by a rebooking, before it fell due', async () => {
    const { salon, cookie, client } = await salonWithClient();
    const removed = await createAppointment(db(), salon.id, { clientId: client.id, rebookLength: 60 });
    await test.gql(REBOOK('enableAppointmentReminder'), { id: removed.id }, { cookie });
    await test.gql(REBOOK('disableAppointmentReminder'), { id: removed.id }, { cookie });
    const rebooked = await createAppointment(db(), salon.id, { clientId: client.id, rebookLength: 60 });
    await test.gql(REBOOK('enableAppointmentReminder'), { id: rebooked.id }, { cookie });
    await test.gql(REBOOK('setAppointmentRebooked'), { id: rebooked.id }, { cookie });
    await drainOutbox();
    expect(await db().select().from(mailboxMessages).where(eq(mailboxMessages.to, client.email))).toHaveLength(0);
    expect((await test.server.services.appointments.findAppointment(removed.id))?.rebookNotificationSentAt).toBeNull();
  });

  it('offers no reminder for a session without a client', async () => {
    const { salon, cookie } = await salonWithClient();
    const anonymous = await createAppointment(db(), salon.id, { rebookLength: 60 });
    const refused = await test.gql(REBOOK('enableAppointmentReminder'), { id: anonymous.id }, { cookie });
    expect(errorCode(refused)).toBe('CONFLICT');
  });

  it('changes nothing once the reminder was sent', async () => {
    const { salon, cookie } = await salonWithClient();
    const sent = await createAppointment(db(), salon.id, {
      rebookLength: 45,
      rebookNotificationScheduledAt: clock,
      rebookNotificationSentAt: clock,
    });
    const refused = await test.gql(REBOOK('setAppointmentRebooked'), { id: sent.id }, { cookie });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(rebookErrorMessages.NOTIFICATION_SENT);
  });

  it('switches the treatment, and refuses a value outside the four', async () => {
    const { salon, cookie } = await salonWithClient();
    const appointment = await createAppointment(db(), salon.id, { treatment: 'none' });
    const switched = await test.gql<{ switchTreatment: { supportYourSalon: { treatment: string } } }>(
      SWITCH_TREATMENT,
      { appointmentId: appointment.id, newTreatment: 'protein' },
      { cookie },
    );
    expect(switched.data?.switchTreatment.supportYourSalon.treatment).toBe('protein');
    const wrong = await test.gql(
      SWITCH_TREATMENT,
      { appointmentId: appointment.id, newTreatment: 'keratin' },
      { cookie },
    );
    expect(wrong.errors).toBeDefined();
  });

  it('saves notes up to 5,000 characters and refuses more, saving nothing', async () => {
    const { salon, cookie } = await salonWithClient();
    const appointment = await createAppointment(db(), salon.id, { notes: 'Before.' });
    const saved = await test.gql<{ updateAppointment: { notes: string } }>(
      UPDATE_NOTES,
      { appointmentId: appointment.id, notes: 'Trim every 6 weeks.' },
      { cookie },
    );
    expect(saved.data?.updateAppointment.notes).toBe('Trim every 6 weeks.');
    const tooLong = await test.gql(
      UPDATE_NOTES,
      { appointmentId: appointment.id, notes: 'x'.repeat(5_001) },
      { cookie },
    );
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toBe(appointmentMessages.notesTooLong);
    const record = await test.gql<{ salon: { appointment: { notes: string } } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: appointment.id },
      { cookie },
    );
    expect(record.data?.salon.appointment.notes).toBe('Trim every 6 weeks.');
  });

  it('moves an order by the state machine, once per click, and refuses what it forbids', async () => {
    const { salon, cookie } = await salonWithClient();
    const product = await createCatalogueProduct(db(), (await createBrand(db())).id);
    const appointment = await createAppointment(db(), salon.id);
    const cart = await createCart(db(), appointment, [{ productId: product.id, quantity: 1 }]);
    const setStatus = (status: string) =>
      test.gql<{ updateCartStatus: { status: string } }>(CART_STATUS, { cartId: cart.id, status }, { cookie });

    const doubleClick = await Promise.all([setStatus('CANCELLED'), setStatus('CANCELLED')]);
    expect(doubleClick.map((answer) => answer.data?.updateCartStatus.status)).toEqual(['CANCELLED', 'CANCELLED']);
    const refused = await setStatus('COMPLETED');
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(orderMessages.notAllowed('CANCELLED', 'COMPLETED'));
    expect((await setStatus('WAITING')).data?.updateCartStatus.status).toBe('WAITING');
    expect((await setStatus('COMPLETED')).data?.updateCartStatus.status).toBe('COMPLETED');

    const empty = await createCart(db(), await createAppointment(db(), salon.id), []);
    const noOrder = await test.gql(CART_STATUS, { cartId: empty.id, status: 'COMPLETED' }, { cookie });
    expect(noOrder.errors?.[0]?.message).toBe(orderMessages.noOrder);
  });

  it('lists what the salon may recommend, and saves a switch or a removal by SKU', async () => {
    const { salon, cookie } = await salonWithClient();
    const shown = await createBrand(db(), { name: 'Shown Brand' });
    const hidden = await createBrand(db(), { name: 'Hidden Brand' });
    await offerBrand(db(), salon.id, shown.id, { enabled: true, visibleToClients: true });
    await offerBrand(db(), salon.id, hidden.id, { enabled: true, visibleToClients: false });
    const kept = await createCatalogueProduct(db(), shown.id, { productName: 'A Kept Shampoo' });
    const replacement = await createCatalogueProduct(db(), shown.id, {
      productName: 'B Replacement Conditioner',
      productType: 'Conditioner',
      forMen: true,
    });
    const archived = await createCatalogueProduct(db(), shown.id, { productName: 'C Archived', isArchived: true });
    const soldOut = await createCatalogueProduct(db(), shown.id, { productName: 'D Sold Out', outOfStock: true });
    const ofHiddenBrand = await createCatalogueProduct(db(), hidden.id, { productName: 'E Hidden' });
    const appointment = await createAppointment(db(), salon.id);
    await db()
      .insert(appointmentRecommendations)
      .values([
        { appointmentId: appointment.id, position: 0, productId: kept.id, sku: kept.sku },
        { appointmentId: appointment.id, position: 1, productId: archived.id, sku: archived.sku },
      ]);

    const listed = await test.gql<{
      salon: { recommendableProducts: Array<{ name: string; forMen: boolean; brandName: string }> };
    }>(
      `query ($salonId: ID!) { salon(id: $salonId) { recommendableProducts { name forMen brandName } } }`,
      { salonId: salon.id },
      { cookie },
    );
    expect(listed.data?.salon.recommendableProducts.map((product) => product.name)).toEqual([
      'A Kept Shampoo',
      'B Replacement Conditioner',
    ]);

    const save = (recommendations: string[]) =>
      test.gql<{ updateAppointment: { supportYourSalon: { recommendations: Array<{ sku: string }> } } }>(
        SAVE_RECOMMENDATIONS,
        { appointmentId: appointment.id, recommendations },
        { cookie },
      );
    // The archived product was recommended before it was archived: it may stay, in its place.
    const switched = await save([replacement.sku, archived.sku]);
    expect(switched.data?.updateAppointment.supportYourSalon.recommendations.map((item) => item.sku)).toEqual([
      replacement.sku,
      archived.sku,
    ]);
    for (const refused of [soldOut, ofHiddenBrand, kept]) {
      // kept is recommendable again, so only the two others are refused.
      const answer = await save([replacement.sku, refused.sku]);
      if (refused === kept) expect(answer.errors).toBeUndefined();
      else expect(answer.errors?.[0]?.message).toBe(recommendationMessages.notRecommendable);
    }
    expect((await save([replacement.sku, replacement.sku])).errors?.[0]?.message).toBe(
      recommendationMessages.duplicate,
    );
    const removed = await save([]);
    expect(removed.data?.updateAppointment.supportYourSalon.recommendations).toEqual([]);
  });

  it('refuses another salon’s appointment and cart, changing nothing', async () => {
    const { salon } = await salonWithClient();
    const stranger = await signedInSalonAdmin(test);
    const appointment = await createAppointment(db(), salon.id, { rebookLength: 30, notes: 'Mine.' });
    const product = await createCatalogueProduct(db(), (await createBrand(db())).id);
    const cart = await createCart(db(), appointment, [{ productId: product.id, quantity: 1 }]);
    const as = { cookie: stranger.cookie };
    expect(errorCode(await test.gql(REBOOK('enableAppointmentReminder'), { id: appointment.id }, as))).toBe(
      'FORBIDDEN',
    );
    expect(
      errorCode(await test.gql(SWITCH_TREATMENT, { appointmentId: appointment.id, newTreatment: 'scalp' }, as)),
    ).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(UPDATE_NOTES, { appointmentId: appointment.id, notes: 'Theirs.' }, as))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await test.gql(CART_STATUS, { cartId: cart.id, status: 'COMPLETED' }, as))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(GET_APPOINTMENT, { salonId: salon.id, appointmentId: appointment.id }, as))).toBe(
      'FORBIDDEN',
    );
    const unchanged = await test.server.services.appointments.findAppointment(appointment.id);
    expect(unchanged).toMatchObject({ notes: 'Mine.', rebookNotificationScheduledAt: null, treatment: null });
    expect((await test.server.services.appointments.findCart(cart.id))?.status).toBeNull();
  });
});

describe('client records', () => {
  const CLIENTS = /* GraphQL */ `
    query Clients($salonId: ID!, $search: String, $limit: Int, $page: Int) {
      salon(id: $salonId) {
        clients(search: $search, limit: $limit, page: $page) {
          totalCount
          items {
            id
            name
            visits
            lastAppointmentAt
            lastStylist
            portrait {
              url
            }
          }
        }
      }
    }
  `;
  const CLIENT = /* GraphQL */ `
    query Client($salonId: ID!, $clientId: ID!) {
      salon(id: $salonId) {
        client(id: $clientId) {
          id
          name
          sessions {
            id
            createdAt
            staffName
          }
        }
      }
    }
  `;
  interface ClientsAnswer {
    salon: {
      clients: {
        totalCount: number;
        items: Array<{
          id: string;
          name: string;
          visits: number;
          lastAppointmentAt: string;
          lastStylist: string;
          portrait: { url: string } | null;
        }>;
      };
    };
  }

  it('groups the sessions by client, the most recently seen first, each session without a client a client of its own', async () => {
    const { salon, cookie, client, stylist } = await salonWithClient();
    const other = await createUser(db(), { name: 'Noah Wilson', profileRole: 'Client' });
    const withPortrait = await createAppointment(db(), salon.id, {
      clientId: client.id,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      clientSelfieImageUrl: 'clients/old.jpg',
    });
    await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await createAppointment(db(), salon.id, { clientId: other.id, createdAt: new Date('2026-03-01T00:00:00Z') });
    const unnamed = await createAppointment(db(), salon.id, { createdAt: new Date('2026-01-15T00:00:00Z') });
    const anotherUnnamed = await createAppointment(db(), salon.id, {
      staffId: stylist.id,
      createdAt: new Date('2026-01-10T00:00:00Z'),
      clientSelfieImageUrl: 'clients/someone.jpg',
    });

    const answer = await test.gql<ClientsAnswer>(CLIENTS, { salonId: salon.id }, { cookie });
    expect(answer.errors).toBeUndefined();
    const { items, totalCount } = answer.data!.salon.clients;
    expect(totalCount).toBe(4);
    expect(items.map((row) => [row.name, row.visits])).toEqual([
      ['Noah Wilson', 1],
      ['Ava Martin', 2],
      ['(No Name)', 1],
      ['(No Name)', 1],
    ]);
    expect(items[1]).toMatchObject({
      id: client.id,
      lastStylist: 'Mia Thompson',
      lastAppointmentAt: '2026-02-01T00:00:00.000Z',
      portrait: { url: `/photos/appointments/${withPortrait.id}/selfie` },
    });
    expect(items[2]).toMatchObject({
      id: `session-${unnamed.id}`,
      lastStylist: '(No Name)',
      lastAppointmentAt: '2026-01-15T00:00:00.000Z',
      portrait: null,
    });
    expect(items[3]).toMatchObject({
      id: `session-${anotherUnnamed.id}`,
      lastStylist: 'Mia Thompson',
      portrait: { url: `/photos/appointments/${anotherUnnamed.id}/selfie` },
    });

    // Each opens on its own one session, in this salon alone.
    const opened = await test.gql<{ salon: { client: { id: string; name: string; sessions: Array<{ id: string }> } } }>(
      CLIENT,
      { salonId: salon.id, clientId: `session-${anotherUnnamed.id}` },
      { cookie },
    );
    expect(opened.data?.salon.client).toEqual({
      id: `session-${anotherUnnamed.id}`,
      name: '(No Name)',
      sessions: [
        { id: anotherUnnamed.id, createdAt: anotherUnnamed.createdAt.toISOString(), staffName: 'Mia Thompson' },
      ],
    });
    const named = await test.gql<{ salon: { client: unknown } }>(
      CLIENT,
      { salonId: salon.id, clientId: `session-${withPortrait.id}` },
      { cookie },
    );
    expect(named.data?.salon.client).toBeNull();
    const elsewhere = await salonWithClient();
    const crossed = await test.gql<{ salon: { client: unknown } }>(
      CLIENT,
      { salonId: elsewhere.salon.id, clientId: `session-${unnamed.id}` },
      { cookie: elsewhere.cookie },
    );
    expect(crossed.data?.salon.client).toBeNull();
    for (const id of ['none', 'session-', 'session-nope'])
      expect(
        (await test.gql<{ salon: { client: unknown } }>(CLIENT, { salonId: salon.id, clientId: id }, { cookie })).data
          ?.salon.client,
      ).toBeNull();

    const searched = await test.gql<ClientsAnswer>(CLIENTS, { salonId: salon.id, search: 'WIL' }, { cookie });
    expect(searched.data?.salon.clients.items.map((row) => row.name)).toEqual(['Noah Wilson']);
    const paged = await test.gql<ClientsAnswer>(CLIENTS, { salonId: salon.id, limit: 2, page: 2 }, { cookie });
    expect(paged.data?.salon.clients).toMatchObject({
      totalCount: 4,
      items: [{ id: `session-${unnamed.id}` }, { id: `session-${anotherUnnamed.id}` }],
    });
    const pastTheEnd = await test.gql<ClientsAnswer>(CLIENTS, { salonId: salon.id, limit: 2, page: 9 }, { cookie });
    expect(pastTheEnd.data?.salon.clients).toEqual({ totalCount: 4, items: [] });
  });

  it('shows a client’s sessions newest first; another salon’s client is not found', async () => {
    const { salon, cookie, client, stylist } = await salonWithClient();
    const first = await createAppointment(db(), salon.id, {
      clientId: client.id,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const second = await createAppointment(db(), salon.id, {
      clientId: client.id,
      staffId: stylist.id,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const answer = await test.gql<{
      salon: { client: { id: string; name: string; sessions: Array<{ id: string; staffName: string }> } };
    }>(CLIENT, { salonId: salon.id, clientId: client.id }, { cookie });
    expect(answer.data?.salon.client).toEqual({
      id: client.id,
      name: 'Ava Martin',
      sessions: [
        { id: second.id, createdAt: second.createdAt.toISOString(), staffName: 'Mia Thompson' },
        { id: first.id, createdAt: first.createdAt.toISOString(), staffName: '' },
      ],
    });
    const elsewhere = await salonWithClient();
    const crossed = await test.gql<{ salon: { client: unknown } }>(
      CLIENT,
      { salonId: elsewhere.salon.id, clientId: client.id },
      { cookie: elsewhere.cookie },
    );
    expect(crossed.data?.salon.client).toBeNull();
  });
});

describe('client photos', () => {
  const DELETE_PHOTOS = /* GraphQL */ `
    mutation DeleteClientPhotos($salonId: ID!, $clientId: ID!) {
      deleteClientPhotos(salonId: $salonId, clientId: $clientId) {
        id
        sessions {
          id
          hairAnalysis {
            density
          }
          clientSelfieImage {
            url
          }
        }
      }
    }
  `;
  const photoOf = (appointmentId: string, cookie?: string, kind = 'selfie') =>
    test.server.app.inject({
      method: 'GET',
      url: `/photos/appointments/${appointmentId}/${kind}`,
      headers: cookie ? { cookie } : {},
    });

  it('serves a selfie only to the salon’s admins and the client, and never as a public file', async () => {
    const { salon, cookie, client } = await salonWithClient();
    await writeFile(path.join(await mkdirPhotos(), 'ava-selfie.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const appointment = await createAppointment(db(), salon.id, {
      clientId: client.id,
      clientSelfieImageUrl: 'clients/ava-selfie.jpg',
      clientSelfieImageContentType: 'image/jpeg',
    });

    const admin = await photoOf(appointment.id, cookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('image/jpeg');
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect([...admin.rawPayload]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect((await photoOf(appointment.id, await signInAs(test, client.email))).statusCode).toBe(200);

    const stranger = await signedInSalonAdmin(test);
    expect((await photoOf(appointment.id, stranger.cookie)).statusCode).toBe(404);
    expect((await photoOf(appointment.id)).statusCode).toBe(401);
    expect((await photoOf(appointment.id, cookie, '360')).statusCode).toBe(404);
    expect((await photoOf(appointment.id, cookie, '../../secrets')).statusCode).toBe(404);
    const guessed = await test.server.app.inject({ method: 'GET', url: '/files/clients/ava-selfie.jpg' });
    expect(guessed.statusCode).toBe(404);
  });

  it('deletes a client’s photos and analysis at the salon, keeping the sessions, for the salon’s admins only', async () => {
    const { salon, cookie, client } = await salonWithClient();
    const folder = await mkdirPhotos();
    await writeFile(path.join(folder, 'nora-1.jpg'), 'one');
    await writeFile(path.join(folder, 'shared.jpg'), 'shared');
    const first = await createAppointment(db(), salon.id, {
      clientId: client.id,
      density: 12,
      clientSelfieImageUrl: 'clients/nora-1.jpg',
      client360ImageUrl: 'clients/shared.jpg',
    });
    await createAppointment(db(), salon.id, { clientId: client.id, density: 8, curl: 4, scalpConcerns: 'oily' });
    const someoneElse = await createAppointment(db(), salon.id, { client360ImageUrl: 'clients/shared.jpg' });
    const before = await photoOf(first.id, cookie);
    expect(before.statusCode).toBe(200);
    // A browser that kept the photo would go on showing it after the deletion.
    expect(before.headers['cache-control']).toBe('private, no-store');

    const stranger = await signedInSalonAdmin(test);
    expect(
      errorCode(await test.gql(DELETE_PHOTOS, { salonId: salon.id, clientId: client.id }, { cookie: stranger.cookie })),
    ).toBe('FORBIDDEN');

    const answer = await test.gql<{
      deleteClientPhotos: { sessions: Array<{ hairAnalysis: unknown; clientSelfieImage: unknown }> };
    }>(DELETE_PHOTOS, { salonId: salon.id, clientId: client.id }, { cookie });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.deleteClientPhotos.sessions).toEqual([
      { id: expect.any(String), hairAnalysis: null, clientSelfieImage: null },
      { id: expect.any(String), hairAnalysis: null, clientSelfieImage: null },
    ]);
    const after = await photoOf(first.id, cookie);
    expect(after.statusCode).toBe(404);
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(existsSync(path.join(folder, 'nora-1.jpg'))).toBe(false);
    // Another session still shows the shared file, so it stays.
    expect(existsSync(path.join(folder, 'shared.jpg'))).toBe(true);
    expect((await photoOf(someoneElse.id, cookie, '360')).statusCode).toBe(200);
  });

  it('takes the likes of the deleted photos with them, and the record never shows a like whose photo is gone', async () => {
    const { salon, cookie, client } = await salonWithClient();
    const liked = await createAppointment(db(), salon.id, {
      clientId: client.id,
      clientSelfieImageUrl: '/files/portrait.jpg',
      client360ImageUrl: '/files/back.jpg',
    });
    const selfieLike = `/photos/appointments/${liked.id}/selfie`;
    const backLike = `/photos/appointments/${liked.id}/360`;
    await db()
      .insert(appointmentImageLikes)
      .values([
        { appointmentId: liked.id, imageUrl: selfieLike },
        { appointmentId: liked.id, imageUrl: backLike },
        { appointmentId: liked.id, imageUrl: '/files/look.jpg' },
      ]);
    // A like kept from before likes went with their photo, on a session nobody signed in to.
    const earlier = await createAppointment(db(), salon.id);
    await db()
      .insert(appointmentImageLikes)
      .values({ appointmentId: earlier.id, imageUrl: `/photos/appointments/${earlier.id}/selfie` });
    const likesOn = async (appointmentId: string) => {
      const response = await test.gql<{ salon: { appointment: { imageLikes: Array<{ image: { url: string } }> } } }>(
        GET_APPOINTMENT,
        { salonId: salon.id, appointmentId },
        { cookie },
      );
      expect(response.errors).toBeUndefined();
      return response.data?.salon.appointment.imageLikes.map((like) => like.image.url).sort();
    };
    expect(await likesOn(liked.id)).toEqual(['/files/look.jpg', backLike, selfieLike].sort());
    expect(await likesOn(earlier.id)).toEqual([]);

    const answer = await test.gql(DELETE_PHOTOS, { salonId: salon.id, clientId: client.id }, { cookie });
    expect(answer.errors).toBeUndefined();
    expect(await likesOn(liked.id)).toEqual(['/files/look.jpg']);
    const stored = await db()
      .select({ imageUrl: appointmentImageLikes.imageUrl })
      .from(appointmentImageLikes)
      .where(inArray(appointmentImageLikes.appointmentId, [liked.id, earlier.id]));
    expect(stored.map((like) => like.imageUrl).sort()).toEqual(
      [`/photos/appointments/${earlier.id}/selfie`, '/files/look.jpg'].sort(),
    );
  });
});

async function mkdirPhotos(): Promise<string> {
  const folder = path.join(test.config.privateFilesDir, 'clients');
  await mkdir(folder, { recursive: true });
  return folder;
}
