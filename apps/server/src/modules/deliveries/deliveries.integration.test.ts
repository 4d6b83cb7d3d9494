import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliveryMessages } from '@piiq/domain/deliveries';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { enqueueOutbox } from '../../jobs/outbox.ts';
import { AUDIT_LOG, type AuditLogAnswer } from '../../test/audit-log.ts';
import { createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const COUNTS = /* GraphQL */ `
  query Counts {
    deliveryCounts {
      kind
      destination
      state
      count
    }
  }
`;
const DEAD = /* GraphQL */ `
  query Dead($destination: String) {
    deliveries(state: DEAD, destination: $destination) {
      items {
        id
        kind
        destination
        state
        attemptCount
        lastError
        attempts {
          attempt
          succeeded
          statusCode
          error
        }
      }
      nextToken
    }
  }
`;
const RETRY = /* GraphQL */ `
  mutation Retry($id: ID!) {
    retryDelivery(id: $id) {
      id
      state
      attemptCount
    }
  }
`;
const RETRY_ALL = /* GraphQL */ `
  mutation RetryAll($destination: String!) {
    retryDeadDeliveries(destination: $destination)
  }
`;
const HOURS = /* GraphQL */ `
  query Hours {
    deliveryHours {
      hour
      succeeded
      failed
    }
  }
`;

/** A partner that answers 503 until it is told to recover. */
function receiver() {
  let up = false;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(up ? 200 : 503).end(up ? 'ok' : 'down for maintenance'));
  });
  return {
    recover: () => (up = true),
    origin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let test: TestServer;
let providerCookie: string;
let providerEmail: string;
const partner = receiver();

async function runUntil(done: () => Promise<boolean>) {
  for (let tries = 0; !(await done()); tries++) {
    if (tries > 200) throw new Error('the outbox did not get there in time');
    await test.server.outboxWorker.runOnce();
  }
}

const statusOf = async (id: string) =>
  (await test.server.database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)))[0]?.status;

beforeAll(async () => {
  await partner.start();
  test = await startTestServer({ env: { OUTBOX_MAX_ATTEMPTS: '2', OUTBOX_POLL_MS: '60000' } });
  const provider = await createUser(test.server.database.db, { isProviderStaff: true });
  providerEmail = provider.email;
  providerCookie = await signInAs(test, provider.email);
});
afterAll(async () => {
  await test.close();
  await partner.stop();
});

describe('the console’s deliveries', () => {
  it('shows a dead call with its attempts, brings it back, and the audit log says who did', async () => {
    const db = test.server.database.db;
    const [id = ''] = await enqueueOutbox(db, {
      kind: 'webhook',
      payload: {
        event: 'lead.created',
        url: `${partner.origin()}/hooks/leads`,
        body: '{}',
        contentType: 'application/json',
      },
    });
    await runUntil(async () => {
      // Each failed attempt waits out its back-off; the test does not.
      await db
        .update(outbox)
        .set({ runAt: sql`now()` })
        .where(eq(outbox.id, id));
      return (await statusOf(id)) === 'DEAD';
    });

    const counts = await test.gql<{
      deliveryCounts: Array<{ kind: string; destination: string; state: string; count: number }>;
    }>(COUNTS, {}, { cookie: providerCookie });
    expect(counts.data?.deliveryCounts).toContainEqual({
      kind: 'webhook',
      destination: partner.origin(),
      state: 'DEAD',
      count: 1,
    });

    type DeadAnswer = {
      deliveries: {
        items: Array<{
          id: string;
          state: string;
          attemptCount: number;
          lastError: string;
          attempts: Array<{ attempt: number; succeeded: boolean; statusCode: number | null; error: string }>;
        }>;
      };
    };
    const dead = await test.gql<DeadAnswer>(DEAD, { destination: partner.origin() }, { cookie: providerCookie });
    const shown = dead.data?.deliveries.items[0];
    expect(shown).toMatchObject({ id, state: 'DEAD', attemptCount: 2 });
    expect(shown?.lastError).toContain('503 down for maintenance');
    expect(shown?.attempts.map(({ attempt, succeeded, statusCode }) => ({ attempt, succeeded, statusCode }))).toEqual([
      { attempt: 1, succeeded: false, statusCode: 503 },
      { attempt: 2, succeeded: false, statusCode: 503 },
    ]);

    partner.recover();
    const retried = await test.gql<{ retryDelivery: { state: string; attemptCount: number } }>(
      RETRY,
      { id },
      { cookie: providerCookie },
    );
    expect(retried.data?.retryDelivery).toEqual({ id, state: 'PENDING', attemptCount: 0 });
    await runUntil(async () => (await statusOf(id)) === 'DELIVERED');

    const again = await test.gql(RETRY, { id }, { cookie: providerCookie });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0]?.message).toBe(deliveryMessages.notDead);

    const audit = await test.gql<AuditLogAnswer>(AUDIT_LOG, { action: 'delivery' }, { cookie: providerCookie });
    expect(audit.data?.auditLog.items).toEqual([
      expect.objectContaining({ actorEmail: providerEmail, action: 'delivery.retry', subjectId: id }),
    ]);
    expect(JSON.parse(audit.data?.auditLog.items[0]?.before ?? '{}')).toMatchObject({
      status: 'DEAD',
      attempts: 2,
      destination: partner.origin(),
    });

    const hours = await test.gql<{ deliveryHours: Array<{ succeeded: number; failed: number }> }>(
      HOURS,
      {},
      { cookie: providerCookie },
    );
    expect(hours.data?.deliveryHours).toHaveLength(24);
    const totals = hours.data?.deliveryHours.reduce(
      (sum, hour) => ({ succeeded: sum.succeeded + hour.succeeded, failed: sum.failed + hour.failed }),
      { succeeded: 0, failed: 0 },
    );
    expect(totals).toEqual({ succeeded: 1, failed: 2 });
  });

  it('brings back every dead delivery of a destination at once, and only those', async () => {
    const db = test.server.database.db;
    const [first = '', second = '', elsewhere = ''] = await db
      .insert(outbox)
      .values([
        { kind: 'webhook', destination: 'https://partner.example', payload: {}, status: 'DEAD', attempts: 8 },
        { kind: 'webhook', destination: 'https://partner.example', payload: {}, status: 'DEAD', attempts: 8 },
        { kind: 'webhook', destination: 'https://other.example', payload: {}, status: 'DEAD', attempts: 8 },
      ])
      .returning({ id: outbox.id })
      .then((rows) => rows.map((row) => row.id));
    expect(
      (await test.gql(RETRY_ALL, { destination: 'https://partner.example' }, { cookie: providerCookie })).data,
    ).toEqual({ retryDeadDeliveries: 2 });
    expect([await statusOf(first), await statusOf(second), await statusOf(elsewhere)]).toEqual([
      'PENDING',
      'PENDING',
      'DEAD',
    ]);
    expect(
      (await test.gql(RETRY_ALL, { destination: 'https://partner.example' }, { cookie: providerCookie })).data,
    ).toEqual({ retryDeadDeliveries: 0 });
  });
});

describe('the audit log', () => {
  it('cannot be rewritten, not even by the application', async () => {
    const db = test.server.database.db;
    await expect(db.update(auditEvents).set({ actorEmail: 'someone-else@example.com' })).rejects.toThrow();
    await expect(db.delete(auditEvents)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
  });
});
