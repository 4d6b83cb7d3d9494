import { authMessages } from '@piiq/domain/auth-rules';
import { providerTeamMessages } from '@piiq/domain/provider-team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, testRedisUrl, type TestServer } from '../../test/test-server.ts';

const TEAM = /* GraphQL */ `
  query Team {
    providerTeam {
      canManage
      members {
        id
        name
        email
        isProviderAdmin
      }
    }
  }
`;
const GRANT = /* GraphQL */ `
  mutation Grant($email: String!) {
    grantProviderAccess(email: $email) {
      id
      email
      isProviderAdmin
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

type Team = {
  providerTeam: { canManage: boolean; members: Array<{ id: string; email: string; isProviderAdmin: boolean }> };
};

let test: TestServer;
let admin: { id: string; email: string };
let adminCookie: string;
beforeAll(async () => {
  test = await startTestServer();
  admin = await createUser(test.server.database.db, {
    isProviderStaff: true,
    isProviderAdmin: true,
    name: 'Ada Admin',
  });
  adminCookie = await signInAs(test, admin.email);
});
afterAll(() => test.close());

const actionsOn = (userId: string) =>
  test.server.database.db
    .select({
      action: auditEvents.action,
      actorEmail: auditEvents.actorEmail,
      before: auditEvents.before,
      after: auditEvents.after,
    })
    .from(auditEvents)
    .where(eq(auditEvents.subjectId, userId))
    .orderBy(auditEvents.at);

describe('the provider team', () => {
  it('lets an admin grant an existing account the console and withdraw it; the withdrawn session is refused at its next request', async () => {
    const db = test.server.database.db;
    const colleague = await createUser(db, { name: 'Cole League' });
    const colleagueCookie = await signInAs(test, colleague.email);
    // Not staff yet: the console's fields refuse them.
    expect(errorCode(await test.gql(TEAM, {}, { cookie: colleagueCookie }))).toBe('FORBIDDEN');

    const granted = await test.gql<{ grantProviderAccess: { id: string; isProviderAdmin: boolean } }>(
      GRANT,
      { email: `  ${colleague.email.toUpperCase()} ` },
      { cookie: adminCookie },
    );
    expect(granted.data?.grantProviderAccess).toEqual({
      id: colleague.id,
      email: colleague.email,
      isProviderAdmin: false,
    });
    // Their session, already open and read before the grant, reaches the console at once.
    const asColleague = await test.gql<Team>(TEAM, {}, { cookie: colleagueCookie });
    expect(asColleague.data?.providerTeam.canManage).toBe(false);
    expect(asColleague.data?.providerTeam.members.map((member) => member.email)).toEqual(
      expect.arrayContaining([admin.email, colleague.email]),
    );
    expect((await test.gql<Team>(TEAM, {}, { cookie: adminCookie })).data?.providerTeam.canManage).toBe(true);

    expect((await test.gql(GRANT, { email: colleague.email }, { cookie: adminCookie })).errors?.[0]?.message).toBe(
      providerTeamMessages.alreadyStaff,
    );

    expect((await test.gql(WITHDRAW, { userId: colleague.id }, { cookie: adminCookie })).errors).toBeUndefined();
    expect(errorCode(await test.gql(TEAM, {}, { cookie: colleagueCookie }))).toBe('FORBIDDEN');
    const [row] = await db.select().from(users).where(eq(users.id, colleague.id));
    expect(row).toMatchObject({ isProviderStaff: false, isProviderAdmin: false });

    expect(await actionsOn(colleague.id)).toEqual([
      {
        action: 'team.grant',
        actorEmail: admin.email,
        before: expect.objectContaining({ isProviderStaff: false }),
        after: expect.objectContaining({ isProviderStaff: true }),
      },
      {
        action: 'team.withdraw',
        actorEmail: admin.email,
        before: expect.objectContaining({ isProviderStaff: true }),
        after: expect.objectContaining({ isProviderStaff: false }),
      },
    ]);
  });

  it('refuses staff who are not admins, and says so', async () => {
    const db = test.server.database.db;
    const staff = await createUser(db, { isProviderStaff: true });
    const other = await createUser(db, { isProviderStaff: true });
    const stranger = await createUser(db);
    const cookie = await signInAs(test, staff.email);
    const grant = await test.gql(GRANT, { email: stranger.email }, { cookie });
    expect(errorCode(grant)).toBe('FORBIDDEN');
    expect(grant.errors?.[0]?.message).toBe(authMessages.notAuthorised);
    expect(errorCode(await test.gql(WITHDRAW, { userId: other.id }, { cookie }))).toBe('FORBIDDEN');
    expect(await actionsOn(stranger.id)).toEqual([]);
    expect(await actionsOn(other.id)).toEqual([]);
  });

  it('refuses an admin withdrawing themself, an unknown email, and someone without the role', async () => {
    const db = test.server.database.db;
    expect((await test.gql(WITHDRAW, { userId: admin.id }, { cookie: adminCookie })).errors?.[0]?.message).toBe(
      providerTeamMessages.notYourself,
    );
    const unknown = await test.gql(GRANT, { email: 'nobody-here@example.com' }, { cookie: adminCookie });
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toBe(providerTeamMessages.noAccount);
    const salonOwner = await createUser(db);
    expect((await test.gql(WITHDRAW, { userId: salonOwner.id }, { cookie: adminCookie })).errors?.[0]?.message).toBe(
      providerTeamMessages.notStaff,
    );
  });

  it('lets one admin withdraw another, who loses the admin flag too', async () => {
    const db = test.server.database.db;
    const second = await createUser(db, { isProviderStaff: true, isProviderAdmin: true });
    const secondCookie = await signInAs(test, second.email);
    expect((await test.gql<Team>(TEAM, {}, { cookie: secondCookie })).data?.providerTeam.canManage).toBe(true);
    expect((await test.gql(WITHDRAW, { userId: second.id }, { cookie: adminCookie })).errors).toBeUndefined();
    expect(errorCode(await test.gql(GRANT, { email: 'anyone@example.com' }, { cookie: secondCookie }))).toBe(
      'FORBIDDEN',
    );
    const [row] = await db.select().from(users).where(eq(users.id, second.id));
    expect(row).toMatchObject({ isProviderStaff: false, isProviderAdmin: false });
  });
});

describe('a withdrawal on one instance', () => {
  it.runIf(testRedisUrl)(
    'refuses the person on another instance at once, not when its session cache expires',
    async () => {
      const other = await startTestServer({ reuse: test });
      try {
        const colleague = await createUser(test.server.database.db, { isProviderStaff: true });
        const cookie = await signInAs(other, colleague.email);
        // Read once on the other instance: its session, provider role included, is now in that instance's cache.
        expect(errorCode(await other.gql(TEAM, {}, { cookie }))).toBeUndefined();
        expect((await test.gql(WITHDRAW, { userId: colleague.id }, { cookie: adminCookie })).errors).toBeUndefined();
        const withdrawnAt = Date.now();
        await expect
          .poll(async () => errorCode(await other.gql(TEAM, {}, { cookie })), { timeout: 4_000, interval: 50 })
          .toBe('FORBIDDEN');
        // Well inside the cache's 5 seconds: the event, not the expiry, made the other instance read again.
        expect(Date.now() - withdrawnAt).toBeLessThan(2_000);
      } finally {
        await other.close();
      }
    },
  );
});
