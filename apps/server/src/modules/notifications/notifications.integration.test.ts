import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { createFileStore } from '../../ports/files.ts';
import {
  createAppointment,
  createBrand,
  createCart,
  createCatalogueProduct,
  createSalonAdmin,
  createUser,
  grantSalonAccess,
} from '../../test/factories.ts';
import { fakePushService, subscriber } from '../../test/fake-push-service.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createAppointmentsRepository } from '../appointments/appointments.repository.ts';
import { createAppointmentsService } from '../appointments/appointments.service.ts';
import { createChangesService } from '../changes/changes.service.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createSalonsRepository } from '../salons/salons.repository.ts';

const PUSH_SETTINGS = /* GraphQL */ `
  query PushSettings($endpoint: String) {
    pushNotifications(endpoint: $endpoint) {
      vapidPublicKey
      subscribed
    }
  }
`;
const SAVE = /* GraphQL */ `
  mutation SavePushSubscription($subscription: PushSubscriptionInput!) {
    savePushSubscription(subscription: $subscription)
  }
`;
const REMOVE = /* GraphQL */ `
  mutation RemovePushSubscription($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint)
  }
`;

const pushService = fakePushService();
let test: TestServer;
let admin: { user: { id: string; email: string }; salon: { id: string }; cookie: string };
let colleague: { id: string; cookie: string };
let other: { cookie: string };

const subscriptionOf = (name: string) => ({ endpoint: pushService.endpoint(name), keys: subscriber().keys });
const stored = (endpoint: string) =>
  test.server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const pushRows = () => test.server.database.db.select().from(outbox).where(eq(outbox.kind, 'push'));

beforeAll(async () => {
  await pushService.start();
  test = await startTestServer();
  const db = test.server.database.db;
  const created = await createSalonAdmin(db);
  admin = { ...created, cookie: await signInAs(test, created.user.email) };
  const second = await createUser(db);
  await grantSalonAccess(db, second.id, created.salon.id, { salonAdmin: true });
  colleague = { id: second.id, cookie: await signInAs(test, second.email) };
  const stranger = await createSalonAdmin(db);
  other = { cookie: await signInAs(test, stranger.user.email) };
});
afterAll(async () => {
  await test.close();
  await pushService.stop();
});
beforeEach(async () => {
  pushService.answerWith(201);
  pushService.received.length = 0;
  await test.server.database.db.delete(outbox);
  await test.server.database.db.delete(pushSubscriptions);
});

describe('saving and removing this device’s subscription', () => {
  it('gives the VAPID public key to a signed-in person only', async () => {
    const answer = await test.gql<{ pushNotifications: { vapidPublicKey: string; subscribed: boolean } }>(
      PUSH_SETTINGS,
      {},
      { cookie: admin.cookie },
    );
    expect(answer.data?.pushNotifications).toEqual({ vapidPublicKey: test.config.push.publicKey, subscribed: false });
    expect(errorCode(await test.gql(PUSH_SETTINGS, {}))).toBe('UNAUTHENTICATED');
  });

  it('stores a subscription for the viewer, once per endpoint, and says so for that endpoint only', async () => {
    const device = subscriptionOf('phone');
    expect(
      (
        await test.gql(
          SAVE,
          { subscription: device },
          { cookie: admin.cookie, headers: { 'user-agent': 'Phone Browser' } },
        )
      ).data,
    ).toEqual({
      savePushSubscription: true,
    });
    const renewed = { ...device, keys: subscriber().keys };
    await test.gql(SAVE, { subscription: renewed }, { cookie: admin.cookie });
    const rows = await stored(device.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: admin.user.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });

    const mine = await test.gql<{ pushNotifications: { subscribed: boolean } }>(
      PUSH_SETTINGS,
      { endpoint: device.endpoint },
      { cookie: admin.cookie },
    );
    expect(mine.data?.pushNotifications.subscribed).toBe(true);
    const theirs = await test.gql<{ pushNotifications: { subscribed: boolean } }>(
      PUSH_SETTINGS,
      { endpoint: device.endpoint },
      { cookie: other.cookie },
    );
    expect(theirs.data?.pushNotifications.subscribed).toBe(false);
  });

  it('moves a device to whoever signs in on it and turns notifications on', async () => {
    const device = subscriptionOf('shared-tablet');
    await test.gql(SAVE, { subscription: device }, { cookie: admin.cookie });
    await test.gql(SAVE, { subscription: device }, { cookie: colleague.cookie });
    expect((await stored(device.endpoint)).map((row) => row.userId)).toEqual([colleague.id]);
  });

  it('removes only the viewer’s own subscription', async () => {
    const device = subscriptionOf('laptop');
    await test.gql(SAVE, { subscription: device }, { cookie: admin.cookie });
    expect((await test.gql(REMOVE, { endpoint: device.endpoint }, { cookie: other.cookie })).data).toEqual({
      removePushSubscription: false,
    });
    expect(await stored(device.endpoint)).toHaveLength(1);
    expect((await test.gql(REMOVE, { endpoint: device.endpoint }, { cookie: admin.cookie })).data).toEqual({
      removePushSubscription: true,
    });
    expect(await stored(device.endpoint)).toHaveLength(0);
  });

  it('refuses a guest, and a subscription of the wrong shape', async () => {
    const device = subscriptionOf('x');
    expect(errorCode(await test.gql(SAVE, { subscription: device }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await test.gql(REMOVE, { endpoint: device.endpoint }))).toBe('UNAUTHENTICATED');
    const refused = [
      { ...device, endpoint: 'http://push.example.com/send/1' },
      { ...device, endpoint: 'javascript:alert(1)' },
      { ...device, endpoint: `https://push.example.com/${'a'.repeat(3000)}` },
      { ...device, keys: { ...device.keys, auth: 'tiny' } },
      { ...device, keys: { ...device.keys, p256dh: '<script>'.repeat(11) } },
    ];
    for (const subscription of refused) {
      expect(
        errorCode(await test.gql(SAVE, { subscription }, { cookie: admin.cookie })),
        JSON.stringify(subscription),
      ).toBe('BAD_USER_INPUT');
    }
    expect(errorCode(await test.gql(REMOVE, { endpoint: 'ftp://x' }, { cookie: admin.cookie }))).toBe('BAD_USER_INPUT');
    expect(await test.server.database.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('stores the device push id the app was opened with against the user', async () => {
    const answer = await test.gql(
      'mutation($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }',
      { id: admin.user.id, input: { devicePushId: 'device-123' } },
      { cookie: admin.cookie },
    );
    expect(answer.errors).toBeUndefined();
    const [row] = await test.server.database.db
      .select({ devicePushId: users.devicePushId })
      .from(users)
      .where(eq(users.id, admin.user.id));
    expect(row?.devicePushId).toBe('device-123');
  });
});

describe('pushing to the salon’s admins through the outbox', () => {
  const pickup = {
    kind: 'pickup' as const,
    title: '2 items purchased',
    body: 'Someone wants to pick up 2 product(s)',
    appointmentId: '00000000-0000-4000-8000-000000000001',
  };

  async function enqueue(salonId: string) {
    return test.server.database.db.transaction((tx) =>
      test.server.services.notifications.pushToSalonAdmins(tx, salonId, pickup),
    );
  }

  it('delivers to every device of every admin, encrypted to each, and to nobody else', async () => {
    const phone = subscriber();
    const laptop = subscriber();
    await test.gql(
      SAVE,
      { subscription: { endpoint: pushService.endpoint('admin-phone'), keys: phone.keys } },
      { cookie: admin.cookie },
    );
    await test.gql(
      SAVE,
      { subscription: { endpoint: pushService.endpoint('colleague-laptop'), keys: laptop.keys } },
      { cookie: colleague.cookie },
    );
    await test.gql(SAVE, { subscription: subscriptionOf('other-salon') }, { cookie: other.cookie });
    const client = await createUser(test.server.database.db, { profileRole: 'Client' });
    // A client flagged as admin by mistake is still no admin (domain salon-access).
    await grantSalonAccess(test.server.database.db, client.id, admin.salon.id, { salonAdmin: true, salonClient: true });
    await test.gql(
      SAVE,
      { subscription: subscriptionOf('client-phone') },
      { cookie: await signInAs(test, client.email) },
    );

    // The admin pages' banner, and one push per device of whoever is an admin of the salon now.
    await enqueue(admin.salon.id);
    expect(await pushRows()).toHaveLength(3);
    await test.server.outboxWorker.runOnce();
    expect(pushService.received.map((push) => push.path).sort()).toEqual([
      '/push/admin-phone',
      '/push/colleague-laptop',
    ]);
    const toPhone = pushService.received.find((push) => push.path === '/push/admin-phone')!;
    expect(toPhone.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(phone.decrypt(toPhone.body))).toEqual({
      title: pickup.title,
      body: pickup.body,
      url: `/${admin.salon.id}/appointments/${pickup.appointmentId}`,
      tag: `pickup:${pickup.appointmentId}`,
    });
    expect((await pushRows()).every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('forgets a subscription the push service no longer knows', async () => {
    const device = subscriptionOf('gone');
    await test.gql(SAVE, { subscription: device }, { cookie: admin.cookie });
    pushService.answerWith(410);
    await enqueue(admin.salon.id);
    await test.server.outboxWorker.runOnce();
    expect(pushService.received).toHaveLength(1);
    expect(await stored(device.endpoint)).toHaveLength(0);
    expect((await pushRows())[0]?.deliveredAt).not.toBeNull();
  });

  it('keeps the delivery for a retry when the push service is down', async () => {
    const device = subscriptionOf('down');
    await test.gql(SAVE, { subscription: device }, { cookie: admin.cookie });
    pushService.answerWith(500);
    await enqueue(admin.salon.id);
    await test.server.outboxWorker.runOnce();
    const [row] = await pushRows();
    expect(row).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(row?.lastError).toContain('500');
    expect(await stored(device.endpoint)).toHaveLength(1);
  });

  it('sends nothing to a device turned off after the change', async () => {
    const device = subscriptionOf('turned-off');
    await test.gql(SAVE, { subscription: device }, { cookie: admin.cookie });
    await enqueue(admin.salon.id);
    await test.gql(REMOVE, { endpoint: device.endpoint }, { cookie: admin.cookie });
    await test.server.outboxWorker.runOnce();
    expect(pushService.received).toHaveLength(0);
  });
});

describe('the appointment changes that push', () => {
  /**
   * The mirror's API is not built yet; it writes through the appointments service's change of an
   * appointment like the admin's screens do. This service's repository adds what the mirror would
   * write (a pickup of two products) to the change it is asked for, so the hook is exercised as is.
   */
  function serviceWhereTheMirrorWrites(change: { salonPickup: boolean; purchasedItems: string[] }) {
    const db = test.server.database.db;
    const repository = createAppointmentsRepository(db, createOrdersRepository(db));
    return createAppointmentsService({
      db,
      repository: {
        ...repository,
        updateAppointment: (id, values, tx) => repository.updateAppointment(id, { ...values, ...change }, tx),
      },
      salons: createSalonsRepository(db),
      users: createAuthRepository(db),
      catalog: test.server.services.catalog,
      events: test.server.events,
      changes: createChangesService({
        db,
        queueNews: test.server.services.notifications.pushToSalonAdmins,
        queueWebhookEvent: test.server.services.webhooks.queueWebhookEvent,
        events: test.server.events,
      }),
      photos: createFileStore(test.config.privateFilesDir),
      audit: test.server.services.audit,
      now: () => new Date(),
    });
  }

  it('queues a push per admin device when a change makes a pickup request, and none for a change beside it', async () => {
    await test.gql(SAVE, { subscription: subscriptionOf('pickup-phone') }, { cookie: admin.cookie });
    const appointment = await createAppointment(test.server.database.db, admin.salon.id);
    const mirror = serviceWhereTheMirrorWrites({ salonPickup: true, purchasedItems: ['SKU-1', 'SKU-2'] });
    // The push service is down: the change is saved all the same, and the push waits in the outbox.
    pushService.answerWith(500);
    await mirror.updateNotes(appointment.id, 'picked two');
    const rows = await pushRows();
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({
        salonId: admin.salon.id,
        title: '2 items purchased',
        url: `/${admin.salon.id}/appointments/${appointment.id}`,
      }),
    ]);

    await test.server.services.appointments.updateNotes(appointment.id, 'a note, and nothing new');
    expect(await pushRows()).toHaveLength(1);
  });

  it('pushes nothing when an admin completes or cancels an order', async () => {
    await test.gql(SAVE, { subscription: subscriptionOf('orders-phone') }, { cookie: admin.cookie });
    const appointment = await createAppointment(test.server.database.db, admin.salon.id, { purchasedItems: ['SKU-1'] });
    const product = await createCatalogueProduct(
      test.server.database.db,
      (await createBrand(test.server.database.db)).id,
    );
    const cart = await createCart(test.server.database.db, appointment, [{ productId: product.id, quantity: 1 }]);
    const actor = { userId: admin.user.id, email: admin.user.email };
    await test.server.services.orders.moveOrderOfCart(actor, cart.id, 'COMPLETED', null);
    await test.server.services.orders.moveOrderOfCart(actor, cart.id, 'CANCELLED', null);
    expect(await pushRows()).toHaveLength(0);
  });
});
