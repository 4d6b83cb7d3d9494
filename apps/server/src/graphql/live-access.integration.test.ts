import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { appointments } from '../db/schema/appointments.ts';
import { chats, chatMessages } from '../db/schema/messaging.ts';
import { salonAccess, salons } from '../db/schema/salons.ts';
import {
  createAppointment,
  createCart,
  createSalonAdmin,
  createUser,
  grantSalonAccess,
  TEST_PASSWORD,
} from '../test/factories.ts';
import { signInAs } from '../test/sign-in.ts';
import { startTestServer, testRedisUrl, type TestServer } from '../test/test-server.ts';

/**
 * A live stream ends with the access that opened it: after a sign-out, a new password set from
 * another session, or the console role withdrawn, not one more event reaches it, and it closes by
 * itself, whether the access ended on the stream's own instance or on another.
 */

const SIGN_OUT = /* GraphQL */ `
  mutation {
    signOut
  }
`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation Change($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`;
const WITHDRAW = /* GraphQL */ `
  mutation Withdraw($userId: ID!) {
    withdrawProviderAccess(userId: $userId) {
      id
    }
  }
`;

interface OpenStream {
  /** Every `event: next` received so far. */
  events(): number;
  text(): string;
  ended(): boolean;
  close(): void;
}

/** Opens a subscription as the web app does and keeps reading it in the background. */
async function openStream(
  test: TestServer,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<OpenStream> {
  if (!test.server.app.server.listening) await test.server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = test.server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  let text = '';
  let ended = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value);
  })()
    .catch(() => undefined)
    .finally(() => (ended = true));
  return {
    events: () => text.split('event: next').length - 1,
    text: () => text,
    ended: () => ended,
    close: () => controller.abort(),
  };
}

interface Stream {
  name: string;
  /** Selects the field that carries what `publish` writes, so an event says which publish it came from. */
  query: string;
  /** Makes the stream's salon (or the inbox) publish one event of its kind, carrying `marker`. */
  publish(on: TestServer, marker: string): Promise<unknown>;
}

let test: TestServer;
let salonId: string;
let adminEmail: string;
let adminId: string;
let providerAdminId: string;
let appointmentId: string;
let cartId: string;
let chatId: string;
let providerAdminCookie: string;

/** Every case signs in afresh, some several times, all from one address: more than a person's limit allows. */
const ipRateLimits = { signIn: { points: 500, durationSeconds: 15 * 60 } };

beforeAll(async () => {
  test = await startTestServer({ ipRateLimits });
  const db = test.server.database.db;
  const { user, salon } = await createSalonAdmin(db, { name: 'Live Access Salon' });
  salonId = salon.id;
  adminEmail = user.email;
  adminId = user.id;
  appointmentId = (await createAppointment(db, salonId, { clientName: 'Ava Client' })).id;
  cartId = (await createCart(db, { id: appointmentId, salonId }, [])).id;
  const [chat] = await db
    .insert(chats)
    .values({ salonId, title: 'Support - Live Access Salon' })
    .returning({ id: chats.id });
  chatId = chat!.id;
  await db.insert(chatMessages).values({ chatId, authorKind: 'SYSTEM', body: 'Welcome' });
  const providerAdmin = await createUser(db, { isProviderStaff: true, isProviderAdmin: true });
  providerAdminId = providerAdmin.id;
  providerAdminCookie = await signInAs(test, providerAdmin.email);
});
afterAll(() => test.close());

const noteAppointment = (on: TestServer, marker: string) =>
  on.server.database.db.update(appointments).set({ notes: marker }).where(eq(appointments.id, appointmentId));

const streamsOfOneKind: Stream[] = [
  {
    name: 'salonUpdated',
    query: `subscription($salonId: ID!) { salonUpdated(salonId: $salonId) { id name } }`,
    publish: async (on, marker) => {
      await on.server.database.db.update(salons).set({ name: marker }).where(eq(salons.id, salonId));
      on.server.services.salons.announceSalonUpdated(salonId);
    },
  },
  {
    name: 'conversationUpdated',
    query: `subscription($salonId: ID!) { conversationUpdated(salonId: $salonId) { id lastMessage { body } } }`,
    publish: (on, marker) => on.server.services.messaging.sendFromSupport(chatId, providerAdminId, marker),
  },
  {
    name: 'appointmentUpdated',
    query: `subscription($salonId: ID!) { appointmentUpdated(salonId: $salonId) { id notes } }`,
    publish: async (on, marker) => {
      await noteAppointment(on, marker);
      on.server.events.publish('appointmentUpdated', salonId, { salonId, appointmentId });
    },
  },
  {
    name: 'cartUpdated',
    query: `subscription($salonId: ID!) { cartUpdated(salonId: $salonId) { id appointment { notes } } }`,
    publish: async (on, marker) => {
      await noteAppointment(on, marker);
      on.server.events.publish('cartUpdated', salonId, { salonId, cartId, appointmentId });
    },
  },
];
const SALON_EVENTS = /* GraphQL */ `
  subscription ($salonId: ID!) {
    salonEvents(salonId: $salonId) {
      __typename
      ... on AppointmentChanged {
        appointment {
          id
          notes
        }
      }
      ... on CartChanged {
        cart {
          id
          appointment {
            notes
          }
        }
      }
      ... on NewsAnnounced {
        announcement {
          title
        }
      }
      ... on ConversationChanged {
        conversation {
          id
          lastMessage {
            body
          }
        }
      }
    }
  }
`;

const publishOf = (name: string) => streamsOfOneKind.find((stream) => stream.name === name)!.publish;

/** salonEvents carries what each of these carries alone; every kind must end with access as they do. */
const salonEventsKinds: Array<{ typename: string; publish: Stream['publish'] }> = [
  { typename: 'AppointmentChanged', publish: publishOf('appointmentUpdated') },
  { typename: 'CartChanged', publish: publishOf('cartUpdated') },
  {
    typename: 'NewsAnnounced',
    publish: async (on, marker) =>
      on.server.events.publish('salonAnnounced', salonId, {
        salonId,
        announcement: { kind: 'message', title: marker, body: 'From support', appointmentId: null },
      }),
  },
  { typename: 'ConversationChanged', publish: publishOf('conversationUpdated') },
];

const salonStreams: Stream[] = [
  ...streamsOfOneKind,
  ...salonEventsKinds.map(({ typename, publish }) => ({
    name: `salonEvents (${typename})`,
    query: SALON_EVENTS,
    publish,
  })),
];

const inboxStream: Stream = {
  name: 'supportInboxUpdated',
  query: `subscription { supportInboxUpdated { id lastMessage { body } } }`,
  publish: (on, marker) => on.server.services.messaging.sendFromSalon(salonId, adminId, marker),
};

interface LossOfAccess {
  name: string;
  /** The person whose stream is watched, signed in on `streamOn`. */
  person(): Promise<{ cookie: string; email: string; id: string }>;
  /** Ends their access, on `changeOn`. */
  end(changeOn: TestServer, person: { cookie: string; email: string; id: string }): Promise<void>;
}

const signOut = (streamOn: () => TestServer, email: () => string): LossOfAccess => ({
  name: 'sign-out',
  person: async () => ({ cookie: await signInAs(streamOn(), email()), email: email(), id: '' }),
  end: async (changeOn, person) => {
    const answer = await changeOn.gql(SIGN_OUT, {}, { cookie: person.cookie });
    expect(answer.errors).toBeUndefined();
  },
});

const newPasswordElsewhere = (streamOn: () => TestServer, email: () => string): LossOfAccess => ({
  name: 'a new password set from another session',
  person: async () => ({ cookie: await signInAs(streamOn(), email()), email: email(), id: '' }),
  end: async (changeOn, person) => {
    const other = await signInAs(changeOn, person.email);
    const answer = await changeOn.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: TEST_PASSWORD, newPassword: 'Another2026ok', verifyPassword: 'Another2026ok' } },
      { cookie: other },
    );
    expect(answer.errors).toBeUndefined();
    // Back to the password every test signs in with, from the same surviving session.
    await changeOn.gql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'Another2026ok', newPassword: TEST_PASSWORD, verifyPassword: TEST_PASSWORD } },
      { cookie: other },
    );
  },
});

/**
 * The stream delivers while access lasts; once it ends, events published at once and afterwards
 * never arrive (an event published before the change may still be on its way, so each publish
 * carries its own marker), and the stream closes by itself.
 */
async function expectStreamToEndWithAccess(
  stream: Stream,
  loss: LossOfAccess,
  streamOn: TestServer,
  changeOn: TestServer,
) {
  const person = await loss.person();
  const open = await openStream(streamOn, person.cookie, stream.query, { salonId });
  try {
    await expect
      .poll(async () => (await stream.publish(changeOn, `before ${randomUUID()}`), open.events()), {
        timeout: 10_000,
        interval: 100,
      })
      .toBeGreaterThan(0);
    await loss.end(changeOn, person);
    const afterChange = `after ${randomUUID()}`;
    await stream.publish(changeOn, afterChange);
    await expect.poll(() => open.ended(), { timeout: 5_000, interval: 20 }).toBe(true);
    await stream.publish(changeOn, afterChange);
    expect(open.text()).not.toContain(afterChange);
  } finally {
    open.close();
  }
}

describe('salonEvents', () => {
  it('carries every kind the admin pages follow on one stream, each named by its type', async () => {
    const open = await openStream(test, await signInAs(test, adminEmail), SALON_EVENTS, { salonId });
    try {
      for (const { typename, publish } of salonEventsKinds) {
        const marker = `${typename} ${randomUUID()}`;
        await expect
          .poll(async () => (await publish(test, marker), open.text()), { timeout: 10_000, interval: 100 })
          .toMatch(new RegExp(`"__typename":"${typename}".*${marker}`));
      }
    } finally {
      open.close();
    }
  });
});

describe('a live stream on the instance where access ends', () => {
  for (const stream of salonStreams) {
    for (const loss of [
      signOut(
        () => test,
        () => adminEmail,
      ),
      newPasswordElsewhere(
        () => test,
        () => adminEmail,
      ),
    ]) {
      it(`${stream.name} ends after ${loss.name}`, () => expectStreamToEndWithAccess(stream, loss, test, test));
    }
  }

  for (const loss of [
    signOut(
      () => test,
      () => supportEmail,
    ),
    newPasswordElsewhere(
      () => test,
      () => supportEmail,
    ),
  ]) {
    it(`supportInboxUpdated ends after ${loss.name}`, async () => {
      supportEmail = (await createUser(test.server.database.db, { isProviderStaff: true })).email;
      await expectStreamToEndWithAccess(inboxStream, loss, test, test);
    });
  }

  it('supportInboxUpdated ends when the console role is withdrawn', async () => {
    const staff = await createUser(test.server.database.db, { isProviderStaff: true });
    await expectStreamToEndWithAccess(
      inboxStream,
      withdrawal(() => test, staff),
      test,
      test,
    );
  });
});

let supportEmail = '';

function withdrawal(streamOn: () => TestServer, staff: { id: string; email: string }): LossOfAccess {
  return {
    name: 'the console role withdrawn',
    person: async () => ({ cookie: await signInAs(streamOn(), staff.email), email: staff.email, id: staff.id }),
    end: async (changeOn, person) => {
      const answer = await changeOn.gql(WITHDRAW, { userId: person.id }, { cookie: providerAdminCookie });
      expect(answer.errors).toBeUndefined();
    },
  };
}

describe.runIf(testRedisUrl)('a live stream on another instance than the one where access ends', () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({ reuse: test, ipRateLimits });
  });
  afterAll(() => other.close());

  for (const stream of salonStreams) {
    for (const loss of [
      signOut(
        () => other,
        () => adminEmail,
      ),
      newPasswordElsewhere(
        () => other,
        () => adminEmail,
      ),
    ]) {
      it(`${stream.name} ends after ${loss.name}`, () => expectStreamToEndWithAccess(stream, loss, other, test));
    }
  }

  it('supportInboxUpdated ends after sign-out', async () => {
    supportEmail = (await createUser(test.server.database.db, { isProviderStaff: true })).email;
    await expectStreamToEndWithAccess(
      inboxStream,
      signOut(
        () => other,
        () => supportEmail,
      ),
      other,
      test,
    );
  });

  it('supportInboxUpdated ends when the console role is withdrawn', async () => {
    const staff = await createUser(test.server.database.db, { isProviderStaff: true });
    await expectStreamToEndWithAccess(
      inboxStream,
      withdrawal(() => other, staff),
      other,
      test,
    );
  });
});

/**
 * The streams one session holds open on a salon share one check per event (live-access.ts). Whatever
 * ends one session's access ends its streams only: the other sessions of the salon, the person's own
 * included, keep receiving, and the ended ones receive nothing published after the change, even an
 * event published in the same turn as the change's announcement.
 */
describe('the streams of a salon share their checks, never their access', () => {
  interface Admin {
    id: string;
    email: string;
  }
  const newAdmin = async (): Promise<Admin> => {
    const admin = await createUser(test.server.database.db);
    await grantSalonAccess(test.server.database.db, admin.id, salonId);
    return admin;
  };
  const cartChanged = (on: TestServer) =>
    on.server.events.publish('cartUpdated', salonId, { salonId, cartId, appointmentId });

  const withdrawals: Array<{
    name: string;
    /** The sessions that lose access, and one of the salon's that keeps it. */
    sessions(streamOn: TestServer): Promise<{ admin: Admin; losing: string[]; keeping: string }>;
    /** Ends the access on `changeOn`; answers the announcement the service making the change would send. */
    end(changeOn: TestServer, admin: Admin, losing: string[]): Promise<(() => void) | null>;
  }> = [
    {
      name: 'one of two sessions of a person signs out',
      sessions: async (streamOn) => {
        const admin = await newAdmin();
        const [signingOut, keeping] = [await signInAs(streamOn, admin.email), await signInAs(streamOn, admin.email)];
        return { admin, losing: [signingOut], keeping };
      },
      end: async (changeOn, _admin, [signingOut]) => {
        // Signing out announces the change itself.
        expect((await changeOn.gql(SIGN_OUT, {}, { cookie: signingOut })).errors).toBeUndefined();
        return null;
      },
    },
    {
      name: 'an admin’s access to the salon is withdrawn',
      sessions: async (streamOn) => {
        const [admin, other] = [await newAdmin(), await newAdmin()];
        return {
          admin,
          losing: [await signInAs(streamOn, admin.email), await signInAs(streamOn, admin.email)],
          keeping: await signInAs(streamOn, other.email),
        };
      },
      end: async (changeOn, admin) => {
        await changeOn.server.database.db
          .update(salonAccess)
          .set({ salonAdmin: false })
          .where(and(eq(salonAccess.userId, admin.id), eq(salonAccess.salonId, salonId)));
        return () => changeOn.server.services.auth.announceAccountChanged(admin.id);
      },
    },
    {
      name: 'an admin’s profile becomes a client’s',
      sessions: async (streamOn) => {
        const [admin, other] = [await newAdmin(), await newAdmin()];
        return {
          admin,
          losing: [await signInAs(streamOn, admin.email)],
          keeping: await signInAs(streamOn, other.email),
        };
      },
      end: async (changeOn, admin) => {
        await changeOn.server.database.db.update(users).set({ profileRole: 'Client' }).where(eq(users.id, admin.id));
        return () => changeOn.server.services.auth.announceAccountChanged(admin.id);
      },
    },
  ];

  async function expectOnlyTheOthersToHear(
    stream: Stream,
    withdrawal: (typeof withdrawals)[number],
    streamOn: TestServer,
    changeOn: TestServer,
  ) {
    const { admin, losing, keeping } = await withdrawal.sessions(streamOn);
    // Two tabs of each losing session: they share the session's checks.
    const lost = await Promise.all(
      [...losing, ...losing].map((cookie) => openStream(streamOn, cookie, stream.query, { salonId })),
    );
    const kept = await openStream(streamOn, keeping, stream.query, { salonId });
    const everyone = [kept, ...lost];
    try {
      const first = `first ${randomUUID()}`;
      await expect
        .poll(
          async () => (await stream.publish(changeOn, first), everyone.every((open) => open.text().includes(first))),
          {
            timeout: 10_000,
            interval: 100,
          },
        )
        .toBe(true);
      // One more event, published once: when every stream has it, none is still on its way, so none
      // published before the change can carry the row the next event reads.
      const settled = `settled ${randomUUID()}`;
      await stream.publish(changeOn, settled);
      await expect
        .poll(() => everyone.every((open) => open.text().includes(settled)), { timeout: 10_000, interval: 20 })
        .toBe(true);
      // The next event carries `second`, and goes out in the same turn as the change's announcement.
      const second = `second ${randomUUID()}`;
      await noteAppointment(changeOn, second);
      const announce = await withdrawal.end(changeOn, admin, losing);
      announce?.();
      cartChanged(changeOn);
      await expect
        .poll(async () => (await stream.publish(changeOn, second), kept.text()), { timeout: 10_000, interval: 100 })
        .toContain(second);
      await expect.poll(() => lost.every((open) => open.ended()), { timeout: 5_000, interval: 20 }).toBe(true);
      for (const open of lost) expect(open.text()).not.toContain(second);
      expect(kept.ended()).toBe(false);
    } finally {
      for (const open of everyone) open.close();
    }
  }

  // The kinds a cart change reaches: the admin pages' stream, and the field of one kind.
  const streams = salonStreams.filter(({ name }) => ['cartUpdated', 'salonEvents (CartChanged)'].includes(name));

  for (const stream of streams) {
    for (const withdrawal of withdrawals) {
      it(`${stream.name}: when ${withdrawal.name}, only the others hear the next event`, () =>
        expectOnlyTheOthersToHear(stream, withdrawal, test, test));
    }
  }

  describe.runIf(testRedisUrl)('with the change made on another instance', () => {
    let other: TestServer;
    beforeAll(async () => {
      other = await startTestServer({ reuse: test, ipRateLimits });
    });
    afterAll(() => other.close());

    for (const stream of streams) {
      for (const withdrawal of withdrawals) {
        it(`${stream.name}: when ${withdrawal.name}, only the others hear the next event`, () =>
          expectOnlyTheOthersToHear(stream, withdrawal, other, test));
      }
    }
  });
});
