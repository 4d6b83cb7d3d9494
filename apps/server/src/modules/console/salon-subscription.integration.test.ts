import { consoleSubscriptionMessages } from '@piiq/domain/console-subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { createStripePayments } from '../../ports/stripe-payments.ts';
import { createFakeStripe } from '../../test/fake-stripe.ts';
import {
  createMirrorDevice,
  createSalon,
  createSalonAdmin,
  createSubscription,
  createUser,
} from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import { timesATest } from '../../test/time-limits.ts';

const CANCEL = /* GraphQL */ `
  mutation Cancel($salonId: ID!, $key: String!) {
    cancelSalonSubscription(salonId: $salonId, idempotencyKey: $key) {
      id
      status
      mirrors
      cancelledAt
    }
  }
`;
const CHANGE = /* GraphQL */ `
  mutation Change($salonId: ID!, $mirrors: Int!, $key: String!) {
    changeSalonMirrors(salonId: $salonId, mirrors: $mirrors, idempotencyKey: $key) {
      id
      status
      mirrors
    }
  }
`;
const SALON = /* GraphQL */ `
  query Salon($id: ID!) {
    consoleSalon(id: $id) {
      subscription {
        status
        mirrors
        provider
        cancelledAt
      }
      summary {
        subscriptionStatus
        mirrorsOrdered
      }
    }
  }
`;

type Subscription = { id: string; status: string; mirrors: number; cancelledAt?: string | null };

async function auditOf(test: TestServer, salonId: string) {
  return test.server.database.db.select().from(auditEvents).where(eq(auditEvents.salonId, salonId));
}

describe('a salon’s subscription from the console, with the offline provider', () => {
  let test: TestServer;
  let provider: string;
  let staffEmail: string;
  beforeAll(async () => {
    test = await startTestServer();
    const staff = await createUser(test.server.database.db, { isProviderStaff: true, isProviderAdmin: true });
    staffEmail = staff.email;
    provider = await signInAs(test, staff.email);
  });
  afterAll(() => test.close());

  it('changes the mirrors it pays for, never below those paired nor below one, and audits the change', async () => {
    const db = test.server.database.db;
    const salon = await createSalon(db);
    const subscription = await createSubscription(db, salon.id, {
      mirrors: 3,
      providerSubscriptionId: `sub_offline_${salon.id}`,
    });
    await createMirrorDevice(db, salon.id);
    await createMirrorDevice(db, salon.id);

    const below = await test.gql(CHANGE, { salonId: salon.id, mirrors: 1, key: 'k1' }, { cookie: provider });
    expect(errorCode(below)).toBe('BAD_USER_INPUT');
    expect(below.errors?.[0]?.message).toBe(consoleSubscriptionMessages.mirrorsBelowPaired(2));
    expect(
      (await test.gql(CHANGE, { salonId: salon.id, mirrors: 0, key: 'k1' }, { cookie: provider })).errors?.[0]?.message,
    ).toBe(consoleSubscriptionMessages.mirrorsAtLeastOne);

    const changed = await test.gql<{ changeSalonMirrors: Subscription }>(
      CHANGE,
      { salonId: salon.id, mirrors: 2, key: 'k2' },
      { cookie: provider },
    );
    expect(changed.data?.changeSalonMirrors).toEqual({ id: subscription.id, status: 'ACTIVE', mirrors: 2 });
    const page = await test.gql<{ consoleSalon: { subscription: Subscription; summary: { mirrorsOrdered: number } } }>(
      SALON,
      { id: salon.id },
      { cookie: provider },
    );
    expect(page.data?.consoleSalon.subscription).toMatchObject({
      status: 'ACTIVE',
      mirrors: 2,
      provider: 'offline',
      cancelledAt: null,
    });
    expect(page.data?.consoleSalon.summary.mirrorsOrdered).toBe(2);

    const entries = await auditOf(test, salon.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'salon.mirrors-change',
        actorEmail: staffEmail,
        subjectKind: 'subscription',
        subjectId: subscription.id,
        before: expect.objectContaining({ mirrors: 3 }),
        after: expect.objectContaining({ mirrors: 2 }),
      }),
    ]);
  });

  it('cancels it once: the row says so, the audit log keeps before and after, and a second cancel is refused', async () => {
    const db = test.server.database.db;
    const salon = await createSalon(db);
    await createSubscription(db, salon.id, { mirrors: 2, providerSubscriptionId: `sub_offline_${salon.id}` });

    const cancelled = await test.gql<{ cancelSalonSubscription: Subscription }>(
      CANCEL,
      { salonId: salon.id, key: 'c1' },
      { cookie: provider },
    );
    expect(cancelled.data?.cancelSalonSubscription).toMatchObject({ status: 'CANCELLED', mirrors: 2 });
    expect(cancelled.data?.cancelSalonSubscription.cancelledAt).not.toBeNull();
    const [entry] = await auditOf(test, salon.id);
    expect(entry).toMatchObject({
      action: 'salon.subscription-cancel',
      before: { status: 'ACTIVE' },
      after: { status: 'CANCELLED' },
    });

    const again = await test.gql(CANCEL, { salonId: salon.id, key: 'c2' }, { cookie: provider });
    expect(again.errors?.[0]?.message).toBe(consoleSubscriptionMessages.alreadyCancelled);
    expect(
      (await test.gql(CHANGE, { salonId: salon.id, mirrors: 3, key: 'c3' }, { cookie: provider })).errors?.[0]?.message,
    ).toBe(consoleSubscriptionMessages.alreadyCancelled);
    expect(await auditOf(test, salon.id)).toHaveLength(1);
  });

  it('says so for a salon without a subscription, and refuses anyone but the provider’s staff', async () => {
    const db = test.server.database.db;
    const bare = await createSalon(db);
    expect((await test.gql(CANCEL, { salonId: bare.id, key: 'n1' }, { cookie: provider })).errors?.[0]?.message).toBe(
      consoleSubscriptionMessages.noSubscription,
    );

    const { user, salon } = await createSalonAdmin(db);
    await createSubscription(db, salon.id);
    const owner = await signInAs(test, user.email);
    expect(errorCode(await test.gql(CANCEL, { salonId: salon.id, key: 'o1' }, { cookie: owner }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(CHANGE, { salonId: salon.id, mirrors: 4, key: 'o2' }, { cookie: owner }))).toBe(
      'FORBIDDEN',
    );
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salon.id));
    expect(row).toMatchObject({ status: 'ACTIVE', mirrors: 1 });
  });
});

describe('a salon’s subscription from the console, with Stripe', () => {
  const fake = createFakeStripe();
  let test: TestServer;
  let provider: string;
  beforeAll(async () => {
    await fake.start();
    test = await startTestServer({
      payments: createStripePayments({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', api: fake.api() }),
    });
    const staff = await createUser(test.server.database.db, { isProviderStaff: true, isProviderAdmin: true });
    provider = await signInAs(test, staff.email);
  });
  afterAll(async () => {
    await test.close();
    await fake.stop();
  });

  it('changes the quantity and cancels at Stripe before our row, each under the key of the change', async () => {
    const db = test.server.database.db;
    const salon = await createSalon(db);
    await createSubscription(db, salon.id, { provider: 'stripe', providerSubscriptionId: 'sub_console_1', mirrors: 1 });
    fake.reset();
    expect(
      (
        await test.gql<{ changeSalonMirrors: Subscription }>(
          CHANGE,
          { salonId: salon.id, mirrors: 3, key: 'ch-1' },
          { cookie: provider },
        )
      ).data?.changeSalonMirrors.mirrors,
    ).toBe(3);
    expect(
      (
        await test.gql<{ cancelSalonSubscription: Subscription }>(
          CANCEL,
          { salonId: salon.id, key: 'ca-1' },
          { cookie: provider },
        )
      ).data?.cancelSalonSubscription.status,
    ).toBe('CANCELLED');
    expect(
      fake.requests.map((request) => `${request.method} ${request.path} ${request.idempotencyKey ?? ''}`.trim()),
    ).toEqual([
      'GET /v1/subscriptions/sub_console_1',
      'POST /v1/subscription_items/si_sub_console_1 ch-1:mirrors',
      'DELETE /v1/subscriptions/sub_console_1 ca-1:cancel-subscription',
    ]);
    expect(fake.requests[1]?.body.get('quantity')).toBe('3');
  });

  it('changes nothing and says why when Stripe refuses', async () => {
    const db = test.server.database.db;
    const salon = await createSalon(db);
    await createSubscription(db, salon.id, {
      provider: 'stripe',
      providerSubscriptionId: 'sub_unknown_at_stripe',
      mirrors: 2,
    });
    fake.forgetSubscription('sub_unknown_at_stripe');

    const cancel = await test.gql(CANCEL, { salonId: salon.id, key: 'r1' }, { cookie: provider });
    expect(errorCode(cancel)).toBe('CONFLICT');
    expect(cancel.errors?.[0]?.message).toBe(
      consoleSubscriptionMessages.providerRefused("No such subscription: 'sub_unknown_at_stripe'"),
    );
    const change = await test.gql(CHANGE, { salonId: salon.id, mirrors: 4, key: 'r2' }, { cookie: provider });
    expect(change.errors?.[0]?.message).toBe(
      consoleSubscriptionMessages.providerRefused("No such subscription: 'sub_unknown_at_stripe'"),
    );

    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salon.id));
    expect(row).toMatchObject({ status: 'ACTIVE', mirrors: 2, cancelledAt: null });
    expect(await auditOf(test, salon.id)).toEqual([]);
  });

  it(
    'changes nothing and says so when Stripe cannot be reached',
    async () => {
      const unreachable = await startTestServer({
        // Nothing listens on the discard port: every call is refused before it is sent.
        payments: createStripePayments({
          secretKey: 'sk_test_fake',
          publishableKey: 'pk_test_fake',
          api: { host: '127.0.0.1', port: 9, protocol: 'http' },
        }),
      });
      try {
        const db = unreachable.server.database.db;
        const salon = await createSalon(db);
        await createSubscription(db, salon.id, {
          provider: 'stripe',
          providerSubscriptionId: 'sub_far_away',
          mirrors: 2,
        });
        const staff = await createUser(db, { isProviderStaff: true, isProviderAdmin: true });
        const cookie = await signInAs(unreachable, staff.email);
        const cancel = await unreachable.gql(CANCEL, { salonId: salon.id, key: 'u1' }, { cookie });
        expect(cancel.errors?.[0]?.message).toBe(consoleSubscriptionMessages.providerUnreachable);
        const [row] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salon.id));
        expect(row).toMatchObject({ status: 'ACTIVE', mirrors: 2 });
        expect(await auditOf(unreachable, salon.id)).toEqual([]);
      } finally {
        await unreachable.close();
      }
    },
    timesATest(2),
  );
});
