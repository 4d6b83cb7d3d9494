import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authSessions } from '../../db/schema/accounts.ts';
import { createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const ME = /* GraphQL */ `
  query Me {
    me {
      id
    }
  }
`;
const SESSION_CACHE_MS = 300;

let test: TestServer;
let clock = Date.now();
beforeAll(async () => {
  test = await startTestServer({ sessionCacheMs: SESSION_CACHE_MS, now: () => new Date(clock) });
});
afterAll(() => test.close());

describe('the session read, kept for a few seconds', () => {
  it('answers later requests from memory: a session ended elsewhere is refused within the cache time', async () => {
    const user = await createUser(test.server.database.db);
    const cookie = await signInAs(test, user.email);
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie })).data?.me.id).toBe(user.id);
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie })).data?.me.id).toBe(user.id);

    // Another instance signs the person out: it deletes the row; this instance learns of it by reading again.
    await test.server.database.db.delete(authSessions).where(eq(authSessions.userId, user.id));
    clock += SESSION_CACHE_MS + 1;
    expect((await test.gql<{ me: null }>(ME, {}, { cookie })).data?.me).toBeNull();
  });
});
