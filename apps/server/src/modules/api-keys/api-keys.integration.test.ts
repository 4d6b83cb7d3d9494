import { createHash } from 'node:crypto';
import { apiKeyMessages } from '@piiq/domain/api-keys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';
import { createAppointment, createSalonAdmin, createStaffMember } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import {
  errorCode,
  startTestServer,
  testPostgresAdminUrl,
  type GraphQLResponse,
  type TestServer,
} from '../../test/test-server.ts';

const CREATE = /* GraphQL */ `
  mutation CreateApiKey($salonId: ID!, $name: String!, $scope: ApiKeyScope!) {
    createApiKey(salonId: $salonId, name: $name, scope: $scope) {
      secret
      apiKey {
        id
        name
        scope
        secretStart
        createdAt
        lastUsedAt
      }
    }
  }
`;
const LIST = /* GraphQL */ `
  query ApiKeys($salonId: ID!) {
    apiKeys(salonId: $salonId) {
      id
      name
      scope
      createdAt
      lastUsedAt
    }
  }
`;
const REVOKE = /* GraphQL */ `
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
    }
  }
`;
const APPOINTMENTS = /* GraphQL */ `
  query SalonAppointments($salonId: ID!) {
    salon(id: $salonId) {
      name
      appointments {
        items {
          id
          clientName
        }
      }
    }
  }
`;
const MARK_REBOOKED = /* GraphQL */ `
  mutation MarkRebooked($id: ID!) {
    setAppointmentRebooked(input: { id: $id }) {
      id
      rebookStatus
    }
  }
`;

type CreateShape = {
  createApiKey: {
    secret: string;
    apiKey: {
      id: string;
      name: string;
      scope: string;
      secretStart: string;
      createdAt: string;
      lastUsedAt: string | null;
    };
  };
};
type ListShape = {
  apiKeys: Array<{ id: string; name: string; scope: string; createdAt: string; lastUsedAt: string | null }>;
};
type AppointmentsShape = {
  salon: { name: string; appointments: { items: Array<{ id: string; clientName: string }> } };
};

const START = new Date('2026-03-02T09:00:00Z');
const clock = { now: START };
const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};
/** Few enough that the rate-limit test meets it; each test makes keys of its own, each with its own count. */
const CALLS_PER_MINUTE = 12;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({
    now: () => clock.now,
    ipRateLimits: { apiKey: { points: CALLS_PER_MINUTE, durationSeconds: 60 } },
  });
});
afterAll(() => test.close());

const db = () => test.server.database.db;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const asKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

/** An admin's salon with one appointment, and a key of the given scope made through the API. */
async function salonWithKey(scope: 'READ' | 'READ_WRITE', name = 'Booking sync') {
  const admin = await signedInSalonAdmin(test, { name: 'Glow Hair Studio', timeZone: 'Australia/Sydney' });
  const stylist = await createStaffMember(db(), admin.salon.id);
  const appointment = await createAppointment(db(), admin.salon.id, { staffId: stylist.id, rebookLength: 30 });
  const created = await test.gql<CreateShape>(CREATE, { salonId: admin.salon.id, name, scope }, admin);
  expect(created.errors).toBeUndefined();
  const { secret, apiKey } = created.data!.createApiKey;
  return { ...admin, appointment, secret, key: apiKey };
}

function expectRefusedKey(response: GraphQLResponse) {
  expect(response.status).toBe(401);
  expect(errorCode(response)).toBe('UNAUTHENTICATED');
  expect(response.errors?.[0]?.message).toBe(apiKeyMessages.notValid);
  expect(response.data ?? null).toBeNull();
}

describe('making a key', () => {
  it('shows the secret once and keeps only its hash', async () => {
    const { salon, cookie, secret, key } = await salonWithKey('READ');
    expect(secret).toMatch(/^piiq_sk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Booking sync',
      scope: 'READ',
      secretStart: secret.slice(0, 12),
      lastUsedAt: null,
    });

    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));

    const list = await test.gql<ListShape>(LIST, { salonId: salon.id }, { cookie });
    expect(list.data?.apiKeys).toEqual([
      { id: key.id, name: 'Booking sync', scope: 'READ', createdAt: START.toISOString(), lastUsedAt: null },
    ]);
    const [entry] = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, key.id));
    expect(entry).toMatchObject({
      action: 'apiKey.create',
      salonId: salon.id,
      after: { name: 'Booking sync', scope: 'READ' },
    });
    expect(JSON.stringify(entry)).not.toContain(secret.slice(12));
  });

  it('refuses a name that is empty or longer than 100 characters, with the rule’s words', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const blank = await test.gql(CREATE, { salonId: salon.id, name: '   ', scope: 'READ' }, { cookie });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.message).toBe(apiKeyMessages.nameRequired);
    const long = await test.gql(CREATE, { salonId: salon.id, name: 'x'.repeat(101), scope: 'READ' }, { cookie });
    expect(long.errors?.[0]?.message).toBe('Name can be at most 100 characters.');
  });
});

describe('calling with a key', () => {
  it('reads its salon’s appointments, and last used is written at most once a minute', async () => {
    const { salon, cookie, secret, key, appointment } = await salonWithKey('READ');
    const answer = await test.gql<AppointmentsShape>(APPOINTMENTS, { salonId: salon.id }, asKey(secret));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.salon.name).toBe('Glow Hair Studio');
    expect(answer.data?.salon.appointments.items.map((item) => item.id)).toEqual([appointment.id]);

    const lastUsed = async () =>
      (await test.gql<ListShape>(LIST, { salonId: salon.id }, { cookie })).data?.apiKeys.find((k) => k.id === key.id)
        ?.lastUsedAt;
    expect(await lastUsed()).toBe(clock.now.toISOString());
    const firstUse = clock.now.toISOString();
    advance(30_000);
    await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret));
    expect(await lastUsed()).toBe(firstUse);
    advance(31_000);
    await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret));
    expect(await lastUsed()).toBe(clock.now.toISOString());
  });

  it('refuses another salon’s data, even its profile', async () => {
    const { secret } = await salonWithKey('READ_WRITE');
    const other = await createSalonAdmin(db());
    const otherAppointment = await createAppointment(db(), other.salon.id);
    const profile = await test.gql(APPOINTMENTS, { salonId: other.salon.id }, asKey(secret));
    expect(errorCode(profile)).toBe('FORBIDDEN');
    expect(profile.data ?? null).toBeNull();
    const write = await test.gql(MARK_REBOOKED, { id: otherAppointment.id }, asKey(secret));
    expect(errorCode(write)).toBe('FORBIDDEN');
    const [row] = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, otherAppointment.id));
    expect(row).toBeUndefined();
  });

  it('never reaches the account, billing, team, settings or keys, even of its own salon', async () => {
    const { salon, secret, key } = await salonWithKey('READ_WRITE');
    const closed = [
      ['query Q($salonId: ID!) { salon(id: $salonId) { account { email } } }', { salonId: salon.id }],
      ['query Q($salonId: ID!) { salon(id: $salonId) { invoices { id } } }', { salonId: salon.id }],
      ['query Q($salonId: ID!) { salon(id: $salonId) { staff { items { id } } } }', { salonId: salon.id }],
      ['query Q($salonId: ID!) { salon(id: $salonId) { retailProfile { bankAccountNumber } } }', { salonId: salon.id }],
      ['query Q($salonId: ID!) { salon(id: $salonId) { mirrors { id } } }', { salonId: salon.id }],
      [LIST, { salonId: salon.id }],
      [CREATE, { salonId: salon.id, name: 'Another', scope: 'READ_WRITE' }],
      [REVOKE, { id: key.id }],
    ] as const;
    for (const [query, variables] of closed) {
      const answer = await test.gql(query, variables, asKey(secret));
      expect(errorCode(answer), query).toBe('FORBIDDEN');
      expect(JSON.stringify(answer.data ?? null)).not.toMatch(
        /"(account|invoices|staff|retailProfile|mirrors|apiKeys|createApiKey|revokeApiKey)":(?!null)/,
      );
    }
    // No person stands behind a key: the signed-in user is nobody.
    const me = await test.gql<{ me: unknown }>('{ me { id } }', {}, asKey(secret));
    expect(me.errors).toBeUndefined();
    expect(me.data?.me).toBeNull();
  });

  it('refuses a write to a read-only key, even beside an admin’s session cookie', async () => {
    const { cookie, secret, appointment } = await salonWithKey('READ');
    const answer = await test.gql(MARK_REBOOKED, { id: appointment.id }, { cookie, ...asKey(secret) });
    expect(errorCode(answer)).toBe('FORBIDDEN');
    expect(answer.data ?? null).toBeNull();
  });

  it('writes with a read-and-write key, and the audit log names the key', async () => {
    const { salon, secret, key, appointment } = await salonWithKey('READ_WRITE', 'Front desk app');
    const answer = await test.gql<{ setAppointmentRebooked: { id: string; rebookStatus: string } }>(
      MARK_REBOOKED,
      { id: appointment.id },
      asKey(secret),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.setAppointmentRebooked).toEqual({ id: appointment.id, rebookStatus: 'COMPLETED' });
    const entries = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, appointment.id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: 'API key "Front desk app"',
        actorApiKeyId: key.id,
        actorUserId: null,
        action: 'api.setAppointmentRebooked',
        subjectKind: 'Appointment',
        salonId: salon.id,
        after: { input: { id: appointment.id } },
      }),
    ]);
  });
});

describe('revoking a key', () => {
  it('refuses its very next call with 401, and an unknown key the same way', async () => {
    const { salon, cookie, secret, key } = await salonWithKey('READ_WRITE');
    expect((await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret))).errors).toBeUndefined();
    const revoked = await test.gql(REVOKE, { id: key.id }, { cookie });
    expect(revoked.errors).toBeUndefined();
    expectRefusedKey(await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret)));
    expect((await test.gql<ListShape>(LIST, { salonId: salon.id }, { cookie })).data?.apiKeys).toEqual([]);
    expect(errorCode(await test.gql(REVOKE, { id: key.id }, { cookie }))).toBe('NOT_FOUND');
    const [entry] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'apiKey.revoke'))
      .then((rows) => rows.filter((row) => row.subjectId === key.id));
    expect(entry).toMatchObject({ salonId: salon.id, before: { name: 'Booking sync' } });

    expectRefusedKey(await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(`piiq_sk_${'A'.repeat(43)}`)));
    expectRefusedKey(await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey('piiq_sk_')));
  });

  it.runIf(testPostgresAdminUrl)('refuses its next call on another instance too', async () => {
    const { salon, cookie, secret, key } = await salonWithKey('READ');
    const other = await startTestServer({ reuse: test, now: () => clock.now });
    try {
      expect((await other.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret))).errors).toBeUndefined();
      expect((await test.gql(REVOKE, { id: key.id }, { cookie })).errors).toBeUndefined();
      expectRefusedKey(await other.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret)));
    } finally {
      await other.close();
    }
  });
});

describe('the limit per key', () => {
  it('answers 429 with Retry-After once a key has made its calls for the minute, and other keys go on', async () => {
    const { salon, secret } = await salonWithKey('READ');
    const { secret: otherSecret, salon: otherSalon } = await salonWithKey('READ');
    for (let call = 0; call < CALLS_PER_MINUTE; call += 1) {
      expect((await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret))).status).toBe(200);
    }
    const refused = await test.gql(APPOINTMENTS, { salonId: salon.id }, asKey(secret));
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toBe(apiKeyMessages.tooManyCalls);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.data ?? null).toBeNull();
    expect((await test.gql(APPOINTMENTS, { salonId: otherSalon.id }, asKey(otherSecret))).status).toBe(200);
  });
});
