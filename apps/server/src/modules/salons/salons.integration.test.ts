import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salons } from '../../db/schema/salons.ts';
import { EVERY_SALON } from '../../ports/events.ts';
import { createSalon, createUser, grantSalonAccess } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const GET_MY_SALONS = /* GraphQL */ `
  query GetMySalons {
    me {
      id
      name
      salonAccess {
        salonAdmin
        salonClient
        salon {
          id
          name
          timeZone
          onboardingComplete
        }
      }
    }
  }
`;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

describe('GetMySalons', () => {
  it('lists the salons a user administers or is a client of, with both flags, by name', async () => {
    const db = test.server.database.db;
    const user = await createUser(db);
    const sydney = await createSalon(db, { name: 'Bondi Hair', timeZone: 'Australia/Sydney' });
    const auckland = await createSalon(db, { name: 'Auckland Cuts', timeZone: 'Pacific/Auckland' });
    const elsewhere = await createSalon(db, { name: 'Client Only Salon' });
    await createSalon(db, { name: 'Not Mine' });
    await grantSalonAccess(db, user.id, sydney.id, { salonAdmin: true });
    await grantSalonAccess(db, user.id, auckland.id, { salonAdmin: true });
    await grantSalonAccess(db, user.id, elsewhere.id, { salonClient: true });
    const cookie = await signInAs(test, user.email);
    const response = await test.gql<{
      me: {
        salonAccess: Array<{ salonAdmin: boolean; salonClient: boolean; salon: { name: string; timeZone: string } }>;
      };
    }>(GET_MY_SALONS, {}, { cookie });
    expect(response.errors).toBeUndefined();
    expect(response.data?.me.salonAccess).toEqual([
      expect.objectContaining({
        salonAdmin: true,
        salonClient: false,
        salon: expect.objectContaining({ name: 'Auckland Cuts', timeZone: 'Pacific/Auckland' }),
      }),
      expect.objectContaining({
        salonAdmin: true,
        salon: expect.objectContaining({ name: 'Bondi Hair', timeZone: 'Australia/Sydney' }),
      }),
      expect.objectContaining({
        salonAdmin: false,
        salonClient: true,
        salon: expect.objectContaining({ name: 'Client Only Salon' }),
      }),
    ]);
  });

  it('is empty for a signed-out visitor', async () => {
    expect((await test.gql(GET_MY_SALONS)).data).toEqual({ me: null });
  });
});

describe('salon(id)', () => {
  it('is for the salon’s admins: a Role=Client account is refused even where flagged admin', async () => {
    const db = test.server.database.db;
    const salon = await createSalon(db);
    const admin = await createUser(db);
    const clientRole = await createUser(db, { profileRole: 'Client' });
    const legacy = await createUser(db, { profileRole: null });
    for (const user of [admin, clientRole, legacy]) await grantSalonAccess(db, user.id, salon.id, { salonAdmin: true });
    const query = `query($id: ID!) { salon(id: $id) { id name } }`;
    expect(
      (await test.gql(query, { id: salon.id }, { cookie: await signInAs(test, admin.email) })).errors,
    ).toBeUndefined();
    expect(
      (await test.gql(query, { id: salon.id }, { cookie: await signInAs(test, legacy.email) })).errors,
    ).toBeUndefined();
    expect(errorCode(await test.gql(query, { id: salon.id }, { cookie: await signInAs(test, clientRole.email) }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await test.gql(query, { id: salon.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await test.gql(query, { id: 'not-a-uuid' }, { cookie: await signInAs(test, admin.email) }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('the salon row salon(id) answers from', () => {
  it('is read again once any instance announces the salon changed', async () => {
    const db = test.server.database.db;
    const salon = await createSalon(db, { name: 'Before Hair' });
    const admin = await createUser(db);
    await grantSalonAccess(db, admin.id, salon.id, { salonAdmin: true });
    const cookie = await signInAs(test, admin.email);
    const nameOf = async () =>
      (
        await test.gql<{ salon: { name: string } }>(
          `query($id: ID!) { salon(id: $id) { name } }`,
          { id: salon.id },
          { cookie },
        )
      ).data?.salon.name;
    expect(await nameOf()).toBe('Before Hair');

    // Another instance saves the salon: its row changes in the shared database, and it announces it.
    await db.update(salons).set({ name: 'After Hair' }).where(eq(salons.id, salon.id));
    test.server.events.publish('salonUpdated', EVERY_SALON, { salonId: salon.id });
    await expect.poll(nameOf).toBe('After Hair');
  });
});
