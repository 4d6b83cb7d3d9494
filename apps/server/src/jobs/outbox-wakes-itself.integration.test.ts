import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, testPostgresAdminUrl, type TestServer } from '../test/test-server.ts';
import { WAIT_MS } from '../test/time-limits.ts';
import { enqueueOutbox, scheduleOutbox } from './outbox.ts';

const email = (to: string) => ({ kind: 'email' as const, payload: { to, subject: 'Woken', text: 'by the commit' } });

/** The worker's wake, watched: what a committed row calls, with nobody calling it by hand. */
const watchWake = (test: TestServer) => vi.spyOn(test.server.outboxWorker, 'wake');

describe('the outbox wakes its worker itself', () => {
  let test: TestServer;
  let wake: ReturnType<typeof watchWake>;

  beforeAll(async () => {
    test = await startTestServer();
  });
  beforeEach(() => {
    wake = watchWake(test);
  });
  afterEach(() => {
    wake.mockRestore();
  });
  afterAll(() => test.close());

  it('once the transaction that queued rows commits, once for all of them, and not before', async () => {
    await test.server.database.db.transaction(async (tx) => {
      await enqueueOutbox(tx, [email('one@piiq.test'), email('two@piiq.test')]);
      expect(wake).not.toHaveBeenCalled();
    });
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1), { timeout: WAIT_MS });
  });

  it('not for a transaction rolled back', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      test.server.database.db.transaction(async (tx) => {
        await enqueueOutbox(tx, email('never@piiq.test'));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // Notifications arrive in commit order: the one of a later commit comes alone.
    await test.server.database.db.transaction((tx) => enqueueOutbox(tx, email('after@piiq.test')));
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1), { timeout: WAIT_MS });
  });

  it('when a scheduled row is moved to now', async () => {
    const item = {
      kind: 'rebookReminder' as const,
      payload: { appointmentId: '00000000-0000-4000-8000-000000000001', scheduledAt: new Date().toISOString() },
      dedupeKey: 'wake-test-reminder',
    };
    await test.server.database.db.transaction((tx) =>
      scheduleOutbox(tx, { ...item, runAt: new Date(Date.now() + 86_400_000) }),
    );
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1), { timeout: WAIT_MS });
    await test.server.database.db.transaction((tx) => scheduleOutbox(tx, { ...item, runAt: new Date() }));
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(2), { timeout: WAIT_MS });
  });
});

// Two instances share a database only on PostgreSQL: `npm run test:pg` runs this.
describe.runIf(testPostgresAdminUrl)('across instances', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ reuse: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("wakes another instance's worker when a row is queued on this one", async () => {
    const wake = watchWake(second);
    await first.server.database.db.transaction((tx) => enqueueOutbox(tx, email('other@piiq.test')));
    await vi.waitFor(() => expect(wake).toHaveBeenCalled(), { timeout: WAIT_MS });
    wake.mockRestore();
  });

  it('listens again after its connection is cut, and wakes once for what it may have missed', async () => {
    const wake = watchWake(first);
    await first.server.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await vi.waitFor(() => expect(wake).toHaveBeenCalled(), { timeout: WAIT_MS });
    const before = wake.mock.calls.length;
    await second.server.database.db.transaction((tx) => enqueueOutbox(tx, email('after-cut@piiq.test')));
    await vi.waitFor(() => expect(wake.mock.calls.length).toBeGreaterThan(before), { timeout: WAIT_MS });
    wake.mockRestore();
  });
});
