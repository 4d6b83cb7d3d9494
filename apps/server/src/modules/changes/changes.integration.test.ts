import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { createSalonAdmin } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { createChangesService } from './changes.service.ts';
import type { SalonChange } from './salon-change.ts';

let test: TestServer;
let salonId: string;
const published: Array<{ topic: string; key: string }> = [];
let committed = false;

beforeAll(async () => {
  test = await startTestServer();
  salonId = (await createSalonAdmin(test.server.database.db)).salon.id;
});
beforeEach(async () => {
  published.length = 0;
  await test.server.database.db.delete(outbox);
});
afterAll(() => test.close());

function changes() {
  return createChangesService({
    db: test.server.database.db,
    queueNews: test.server.services.notifications.pushToSalonAdmins,
    queueWebhookEvent: test.server.services.webhooks.queueWebhookEvent,
    // What the open pages would hear, and whether the change had committed by then.
    events: {
      publish: (topic, key) => {
        expect(committed).toBe(true);
        published.push({ topic, key });
      },
    },
  });
}

const messageFromSupport = (): SalonChange => ({
  kind: 'conversation',
  chat: { id: 'chat-1', salonId },
  before: { lastMessage: null },
  after: { lastMessage: { id: 'm1', authorKind: 'SUPPORT', body: 'Your order shipped', hasAttachment: false } },
});

describe('a told change', () => {
  it('queues its news in its transaction and publishes its live events once, after the commit', async () => {
    committed = false;
    await changes().transaction(async (_tx, tell) => {
      await tell(messageFromSupport());
      await tell({ kind: 'conversationRead', chat: { id: 'chat-1', salonId } });
      expect(published).toEqual([]);
      committed = true;
    });
    expect(published).toEqual([
      { topic: 'chatUpdated', key: salonId },
      { topic: 'chatUpdated', key: 'support-inbox' },
    ]);
    const rows = await test.server.database.db.select().from(outbox);
    expect(rows.map((row) => row.kind)).toEqual(['announcement']);
  });

  it('tells nothing, and queues nothing, when its transaction rolls back', async () => {
    committed = false;
    const failed = new Error('the write failed after the change was told');
    await expect(
      changes().transaction(async (_tx, tell) => {
        await tell(messageFromSupport());
        throw failed;
      }),
    ).rejects.toBe(failed);
    expect(published).toEqual([]);
    expect(await test.server.database.db.select().from(outbox)).toEqual([]);
  });
});
