import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppointment,
  createBrand,
  createCart,
  createCatalogueProduct,
  createSalonAdmin,
  createStaffMember,
  createUser,
  grantSalonAccess,
} from '../../test/factories.ts';
import { appointmentRecommendations } from '../../db/schema/appointments.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

/** The client portal's reads: me.allAppointments and the Support recommendations query. */

const ALL_APPOINTMENTS = /* GraphQL */ `
  query AllAppointments($limit: Int, $nextToken: String) {
    me {
      allAppointments(limit: $limit, nextToken: $nextToken) {
        nextToken
        items {
          id
          salonId
          createdAt
          staff {
            name
          }
          status
          rebookDelay
          hairAnalysis {
            density
          }
          clientSelfieImage {
            url
          }
          cart {
            status
            items {
              quantity
              product {
                name
              }
            }
          }
          supportYourSalon {
            recommendations {
              sku
              productName
            }
          }
        }
      }
    }
  }
`;

const RECOMMENDATIONS = /* GraphQL */ `
  query Recommendations($salonId: ID!, $appointmentId: ID!) {
    recommendations(salonId: $salonId, appointmentId: $appointmentId) {
      recommendations {
        sku
        productName
        brandName
        rrp
      }
    }
  }
`;

interface AllAppointmentsAnswer {
  me: {
    allAppointments: {
      nextToken: string | null;
      items: Array<{ id: string; salonId: string; staff: { name: string } | null }>;
    };
  };
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** A client of two salons with an appointment in each, and another client of the first salon. */
async function twoSalonsClient() {
  const first = await signedInSalonAdmin(test);
  const second = await createSalonAdmin(db());
  const client = await createUser(db(), { name: 'Ava Martin', profileRole: 'Client' });
  const other = await createUser(db(), { name: 'Noah Wilson', profileRole: 'Client' });
  await grantSalonAccess(db(), client.id, first.salon.id, { salonClient: true });
  await grantSalonAccess(db(), client.id, second.salon.id, { salonClient: true });
  await grantSalonAccess(db(), other.id, first.salon.id, { salonClient: true });
  const stylist = await createStaffMember(db(), first.salon.id, { name: 'Mia Thompson' });
  const brand = await createBrand(db());
  const product = await createCatalogueProduct(db(), brand.id, { productName: 'Hydrate Shampoo' });
  const older = await createAppointment(db(), first.salon.id, {
    clientId: client.id,
    staffId: stylist.id,
    createdAt: new Date('2026-03-01T00:00:00Z'),
  });
  await db()
    .insert(appointmentRecommendations)
    .values({ appointmentId: older.id, position: 0, productId: product.id, sku: product.sku });
  await createCart(db(), older, [{ productId: product.id, quantity: 2 }], { status: 'WAITING' });
  const newer = await createAppointment(db(), second.salon.id, {
    clientId: client.id,
    createdAt: new Date('2026-03-02T00:00:00Z'),
  });
  const othersAppointment = await createAppointment(db(), first.salon.id, { clientId: other.id });
  return {
    first,
    second,
    brand,
    older,
    newer,
    othersAppointment,
    product,
    clientCookie: await signInAs(test, client.email),
    otherCookie: await signInAs(test, other.email),
  };
}

describe('me.allAppointments', () => {
  it('lists the client’s own appointments in every salon, newest first, with what the portal shows', async () => {
    const { older, newer, clientCookie, product } = await twoSalonsClient();
    const response = await test.gql<AllAppointmentsAnswer>(ALL_APPOINTMENTS, {}, { cookie: clientCookie });
    expect(response.errors).toBeUndefined();
    const { items, nextToken } = response.data!.me.allAppointments;
    expect(nextToken).toBeNull();
    expect(items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(items[1]).toMatchObject({
      staff: { name: 'Mia Thompson' },
      status: 'WAITING',
      cart: { status: 'WAITING', items: [{ quantity: 2, product: { name: 'Hydrate Shampoo' } }] },
      supportYourSalon: { recommendations: [{ sku: product.sku, productName: 'Hydrate Shampoo' }] },
    });
  });

  it('pages by keyset through every appointment once, equal times included', async () => {
    const salon = await createSalonAdmin(db());
    const client = await createUser(db(), { profileRole: 'Client' });
    const at = new Date('2026-03-05T01:00:00Z');
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push(
        (
          await createAppointment(db(), salon.salon.id, {
            clientId: client.id,
            createdAt: i < 3 ? at : new Date(at.getTime() - i * 60_000),
          })
        ).id,
      );
    const cookie = await signInAs(test, client.email);
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: AllAppointmentsAnswer = (
        await test.gql<AllAppointmentsAnswer>(ALL_APPOINTMENTS, { limit: 3, nextToken }, { cookie })
      ).data!;
      seen.push(...page.me.allAppointments.items.map((item) => item.id));
      nextToken = page.me.allAppointments.nextToken;
    } while (nextToken);
    expect(seen.sort()).toEqual(made.sort());
  });

  it('is empty for a client without appointments, and refuses a malformed page token', async () => {
    const client = await createUser(db(), { profileRole: 'Client' });
    const cookie = await signInAs(test, client.email);
    const empty = await test.gql<AllAppointmentsAnswer>(ALL_APPOINTMENTS, {}, { cookie });
    expect(empty.data?.me.allAppointments).toEqual({ nextToken: null, items: [] });
    expect(errorCode(await test.gql(ALL_APPOINTMENTS, { nextToken: 'nope' }, { cookie }))).toBe('BAD_USER_INPUT');
  });
});

describe('the recommendations query', () => {
  it('answers the appointment’s own client and the salon’s admins', async () => {
    const { first, brand, older, product, clientCookie } = await twoSalonsClient();
    const expected = {
      recommendations: {
        recommendations: [
          { sku: product.sku, productName: 'Hydrate Shampoo', brandName: brand.name, rrp: product.rrpAuCents },
        ],
      },
    };
    expect(
      (await test.gql(RECOMMENDATIONS, { salonId: first.salon.id, appointmentId: older.id }, { cookie: clientCookie }))
        .data,
    ).toEqual(expected);
    expect(
      (await test.gql(RECOMMENDATIONS, { salonId: first.salon.id, appointmentId: older.id }, { cookie: first.cookie }))
        .data,
    ).toEqual(expected);
  });

  it('refuses another client of the salon, an admin of another salon, a wrong salon id and a guest', async () => {
    const { first, second, older, othersAppointment, clientCookie, otherCookie } = await twoSalonsClient();
    const secondCookie = await signInAs(test, second.user.email);
    const ask = (salonId: string, appointmentId: string, cookie?: string) =>
      test.gql(RECOMMENDATIONS, { salonId, appointmentId }, cookie ? { cookie } : {});
    expect(errorCode(await ask(first.salon.id, older.id, otherCookie))).toBe('FORBIDDEN');
    expect(errorCode(await ask(first.salon.id, othersAppointment.id, clientCookie))).toBe('FORBIDDEN');
    expect(errorCode(await ask(first.salon.id, older.id, secondCookie))).toBe('FORBIDDEN');
    // The appointment under a salon it is not of: even its own client learns nothing.
    expect(errorCode(await ask(second.salon.id, older.id, clientCookie))).toBe('FORBIDDEN');
    expect(errorCode(await ask(first.salon.id, older.id))).toBe('UNAUTHENTICATED');
  });
});

describe('the client’s photos', () => {
  it('are served to the client and the salon’s admins, never to another client', async () => {
    const { first, clientCookie, otherCookie } = await twoSalonsClient();
    const client = (await test.gql<{ me: { id: string } }>('{ me { id } }', {}, { cookie: clientCookie })).data!.me;
    const withPhoto = await createAppointment(db(), first.salon.id, {
      clientId: client.id,
      clientSelfieImageUrl: '/files/demo-selfie.jpg',
    });
    const url = `/photos/appointments/${withPhoto.id}/selfie`;
    const get = (cookie: string) => test.server.app.inject({ method: 'GET', url, headers: { cookie } });
    expect((await get(clientCookie)).statusCode).toBe(302);
    expect((await get(first.cookie)).statusCode).toBe(302);
    expect((await get(otherCookie)).statusCode).toBe(404);
  });
});
