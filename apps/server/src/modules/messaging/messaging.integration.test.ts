import { messagingMessages } from '@piiq/domain/messaging';
import { salonPhotoMessages } from '@piiq/domain/salon-photo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema/accounts.ts';
import { mailboxMessages } from '../../db/schema/mailbox.ts';
import { chats, chatMessages } from '../../db/schema/messaging.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { salonAccess } from '../../db/schema/salons.ts';
import { eventStreamUntil } from '../../test/event-stream.ts';
import { createSalonAdmin, createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const SALON_CONVERSATION = /* GraphQL */ `
  query SalonConversation($salonId: ID!) {
    salon(id: $salonId) {
      conversation {
        id
        unreadCount
        readByOtherSideAt
        messages(limit: 2) {
          items {
            author
            body
          }
          nextToken
        }
      }
    }
  }
`;
const OLDER = /* GraphQL */ `
  query Older($salonId: ID!, $nextToken: String) {
    salon(id: $salonId) {
      conversation {
        messages(limit: 2, nextToken: $nextToken) {
          items {
            body
          }
          nextToken
        }
      }
    }
  }
`;
const SEND_SALON = /* GraphQL */ `
  mutation SendSalon($salonId: ID!, $body: String!) {
    sendSalonMessage(salonId: $salonId, body: $body) {
      author
      body
    }
  }
`;
const READ_SALON = /* GraphQL */ `
  mutation ReadSalon($salonId: ID!) {
    markSalonConversationRead(salonId: $salonId) {
      unreadCount
    }
  }
`;
const INBOX = /* GraphQL */ `
  query Inbox {
    supportInbox {
      id
      title
      unreadCount
      lastMessage {
        body
      }
    }
  }
`;
const SEND_SUPPORT = /* GraphQL */ `
  mutation SendSupport($id: ID!, $body: String!) {
    sendSupportMessage(conversationId: $id, body: $body) {
      author
      body
    }
  }
`;
const READ_SUPPORT = /* GraphQL */ `
  mutation ReadSupport($id: ID!) {
    markSupportConversationRead(conversationId: $id) {
      unreadCount
    }
  }
`;

let test: TestServer;
let supportCookie: string;

beforeAll(async () => {
  test = await startTestServer({ logger: { level: 'error' } });
  const support = await createUser(test.server.database.db, { isProviderStaff: true });
  supportCookie = await signInAs(test, support.email);
});
afterAll(() => test.close());

/** A salon with its conversation opened by the welcome, as signup leaves it, and its admin signed in. */
async function salonWithChat(name: string) {
  const { user, salon } = await createSalonAdmin(test.server.database.db, { name });
  const [chat] = await test.server.database.db
    .insert(chats)
    .values({ salonId: salon.id, title: `Support - ${name}`, lastMessageAt: new Date(Date.now() - 60_000) })
    .returning();
  await test.server.database.db.insert(chatMessages).values({
    chatId: chat?.id ?? '',
    authorKind: 'SYSTEM',
    body: 'Welcome to piiq!',
    createdAt: new Date(Date.now() - 60_000),
  });
  return { salon, chatId: chat?.id ?? '', cookie: await signInAs(test, user.email) };
}

describe('the support conversation', () => {
  it('carries messages both ways, counts what each side has not read, and shows Read', async () => {
    const { salon, chatId, cookie } = await salonWithChat('Chat Salon One');
    type Answer = {
      salon: {
        conversation: {
          unreadCount: number;
          readByOtherSideAt: string | null;
          messages: { items: Array<{ author: string; body: string }> };
        };
      };
    };
    const first = await test.gql<Answer>(SALON_CONVERSATION, { salonId: salon.id }, { cookie });
    expect(first.data?.salon.conversation.unreadCount).toBe(1);
    expect(first.data?.salon.conversation.messages.items).toEqual([{ author: 'SYSTEM', body: 'Welcome to piiq!' }]);

    expect(
      (await test.gql(SEND_SALON, { salonId: salon.id, body: '  Our mirror will not pair.  ' }, { cookie })).data,
    ).toEqual({
      sendSalonMessage: { author: 'SALON', body: 'Our mirror will not pair.' },
    });
    // Writing read the welcome; the support team has one unread, this conversation first in its inbox.
    const afterSend = await test.gql<Answer>(SALON_CONVERSATION, { salonId: salon.id }, { cookie });
    expect(afterSend.data?.salon.conversation.unreadCount).toBe(0);
    expect(afterSend.data?.salon.conversation.readByOtherSideAt).toBeNull();
    const inbox = await test.gql<{
      supportInbox: Array<{ id: string; unreadCount: number; lastMessage: { body: string } }>;
    }>(INBOX, {}, { cookie: supportCookie });
    expect(inbox.data?.supportInbox[0]).toEqual({
      id: chatId,
      title: 'Support - Chat Salon One',
      unreadCount: 1,
      lastMessage: { body: 'Our mirror will not pair.' },
    });

    await test.gql(READ_SUPPORT, { id: chatId }, { cookie: supportCookie });
    expect(
      (await test.gql(SEND_SUPPORT, { id: chatId, body: 'Try the new code in Settings.' }, { cookie: supportCookie }))
        .errors,
    ).toBeUndefined();
    const answered = await test.gql<Answer>(SALON_CONVERSATION, { salonId: salon.id }, { cookie });
    expect(answered.data?.salon.conversation.unreadCount).toBe(1);
    expect(answered.data?.salon.conversation.readByOtherSideAt).not.toBeNull();
    expect((await test.gql(READ_SALON, { salonId: salon.id }, { cookie })).data).toEqual({
      markSalonConversationRead: { unreadCount: 0 },
    });
  });

  it('pages older messages by keyset', async () => {
    const { salon, cookie } = await salonWithChat('Chat Salon Two');
    for (const body of ['one', 'two', 'three']) await test.gql(SEND_SALON, { salonId: salon.id, body }, { cookie });
    const bodies: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: {
        data?: {
          salon: { conversation: { messages: { items: Array<{ body: string }>; nextToken: string | null } } };
        } | null;
      } = await test.gql(OLDER, { salonId: salon.id, nextToken }, { cookie });
      const messages = page.data?.salon.conversation.messages;
      bodies.push(...(messages?.items.map((item) => item.body) ?? []));
      nextToken = messages?.nextToken ?? null;
    } while (nextToken);
    expect(bodies).toEqual(['three', 'two', 'one', 'Welcome to piiq!']);
  });

  it("refuses an empty or long message in the product’s words, and another salon's or a salon admin's reach", async () => {
    const { salon, chatId, cookie } = await salonWithChat('Chat Salon Three');
    expect((await test.gql(SEND_SALON, { salonId: salon.id, body: '   ' }, { cookie })).errors?.[0]?.message).toBe(
      messagingMessages.empty,
    );
    expect(
      (await test.gql(SEND_SALON, { salonId: salon.id, body: 'x'.repeat(4_001) }, { cookie })).errors?.[0]?.message,
    ).toBe(messagingMessages.tooLong);
    const other = await salonWithChat('Chat Salon Four');
    expect(errorCode(await test.gql(SEND_SALON, { salonId: salon.id, body: 'Hello' }, { cookie: other.cookie }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await test.gql(INBOX, {}, { cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(SEND_SUPPORT, { id: chatId, body: 'Pretending to be support' }, { cookie }))).toBe(
      'FORBIDDEN',
    );
  });

  it('announces a message from support to the salon’s admins once, and pushes it to each admin device', async () => {
    const { salon, chatId, cookie } = await salonWithChat('Chat Salon News');
    const db = test.server.database.db;
    const [admin] = await db.select().from(salonAccess).where(eq(salonAccess.salonId, salon.id));
    if (!admin) throw new Error('no admin');
    await db.insert(pushSubscriptions).values(
      ['phone', 'laptop'].map((device) => ({
        userId: admin.userId,
        endpoint: `https://push.example.test/${salon.id}/${device}`,
        p256dh: 'p256dh',
        auth: 'auth',
      })),
    );
    const queued = (kind: 'announcement' | 'push') =>
      db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'salonId' = ${salon.id}`));

    // The salon's own message is no news to the salon.
    await test.gql(SEND_SALON, { salonId: salon.id, body: 'Our mirror will not pair.' }, { cookie });
    expect(await queued('announcement')).toEqual([]);
    expect(await queued('push')).toEqual([]);

    await test.gql(
      SEND_SUPPORT,
      { id: chatId, body: 'Try the new code in Settings.\nIt is under Mirror.' },
      { cookie: supportCookie },
    );
    const news = { title: 'New message from piiq support', body: 'Try the new code in Settings.' };
    expect((await queued('announcement')).map((row) => row.payload)).toEqual([
      { salonId: salon.id, announcement: { kind: 'message', ...news, appointmentId: null } },
    ]);
    const pushes = (await queued('push')).map((row) => row.payload);
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      expect(push).toMatchObject({ ...news, url: `/${salon.id}/messaging`, tag: `message:${salon.id}` });
    }
  });

  it("emails the salon's admins who are not around about an answer, at most once in 15 minutes", async () => {
    const { salon, chatId } = await salonWithChat('Chat Salon Away');
    const db = test.server.database.db;
    const mailTo = async (email: string) => {
      await test.server.outboxWorker.runOnce();
      return db.select().from(mailboxMessages).where(eq(mailboxMessages.to, email));
    };
    const [admin] = await db
      .select({ email: users.email, id: users.id })
      .from(users)
      .innerJoin(salonAccess, eq(salonAccess.userId, users.id))
      .where(eq(salonAccess.salonId, salon.id));
    if (!admin) throw new Error('no admin');

    // Signed in a moment ago: around to see it live, so no email.
    await test.gql(SEND_SUPPORT, { id: chatId, body: 'Are you there?' }, { cookie: supportCookie });
    expect(await mailTo(admin.email)).toEqual([]);

    await db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(authSessions.userId, admin.id));
    await test.gql(SEND_SUPPORT, { id: chatId, body: 'Your wall mount ships today.' }, { cookie: supportCookie });
    await test.gql(SEND_SUPPORT, { id: chatId, body: 'And a spare cable.' }, { cookie: supportCookie });
    const mail = await mailTo(admin.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('New message from piiq support');
    expect(mail[0]?.text).toContain('Your wall mount ships today.');
    expect(mail[0]?.text).toContain(`/${salon.id}/messaging`);
  });

  it('carries an image as a message, shown only to the two sides; what is not an image is refused', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const { salon, chatId, cookie } = await salonWithChat('Chat Salon Images');
    const upload = (url: string, body: Buffer, as: string, type = 'image/png') =>
      test.server.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': type, cookie: as, 'x-piiq-csrf': '1', origin: 'http://localhost:3000' },
      });
    const sent = await upload(`/uploads/salons/${salon.id}/messages`, PNG, cookie);
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const page = await test.gql<{
      salon: { conversation: { messages: { items: Array<{ author: string; body: string }> } } };
    }>(
      `query($salonId: ID!) { salon(id: $salonId) { conversation { messages(limit: 1) { items { author body image } } } } }`,
      { salonId: salon.id },
      { cookie },
    );
    expect(page.data?.salon.conversation.messages.items).toEqual([
      { author: 'SALON', body: '', image: `/messaging/images/${id}` },
    ]);

    for (const viewer of [cookie, supportCookie]) {
      const served = await test.server.app.inject({
        method: 'GET',
        url: `/messaging/images/${id}`,
        headers: { cookie: viewer },
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
    const stranger = await salonWithChat('Chat Salon Stranger');
    expect(
      (
        await test.server.app.inject({
          method: 'GET',
          url: `/messaging/images/${id}`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await test.server.app.inject({ method: 'GET', url: `/messaging/images/${id}` })).statusCode).toBe(401);

    expect((await upload(`/uploads/conversations/${chatId}/messages`, PNG, supportCookie)).statusCode).toBe(201);
    expect((await upload(`/uploads/conversations/${chatId}/messages`, PNG, cookie)).statusCode).toBe(403);
    const notImage = await upload(`/uploads/salons/${salon.id}/messages`, Buffer.from('%PDF-1.7 not an image'), cookie);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<{ errors: Array<{ message: string }> }>().errors[0]?.message).toBe(salonPhotoMessages.type);
    expect(
      (await upload(`/uploads/salons/${salon.id}/messages`, Buffer.alloc(5 * 1024 * 1024 + 1, 1), cookie)).statusCode,
    ).toBe(413);
  });

  it('reaches the support inbox live when a salon writes', async () => {
    const { salon, cookie } = await salonWithChat('Chat Salon Live');
    const text = await eventStreamUntil(
      test,
      { cookie: supportCookie, query: 'subscription { supportInboxUpdated { title lastMessage { body } } }' },
      'Live hello',
      () => test.gql(SEND_SALON, { salonId: salon.id, body: 'Live hello' }, { cookie }),
    );
    expect(text).toContain('Support - Chat Salon Live');
    expect(text).toContain('Live hello');
  });
});
