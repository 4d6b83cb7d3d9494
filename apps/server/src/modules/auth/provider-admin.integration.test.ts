import { authMessages } from '@piiq/domain/auth-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { termsOfService } from '../../db/schema/content.ts';
import { createSalon, createSubscription, createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const CANCEL = /* GraphQL */ `
  mutation Cancel($salonId: ID!, $key: String!) {
    cancelSalonSubscription(salonId: $salonId, idempotencyKey: $key) {
      status
    }
  }
`;
const CHANGE_MIRRORS = /* GraphQL */ `
  mutation ChangeMirrors($salonId: ID!, $mirrors: Int!, $key: String!) {
    changeSalonMirrors(salonId: $salonId, mirrors: $mirrors, idempotencyKey: $key) {
      mirrors
    }
  }
`;
const PUBLISH_TERMS = /* GraphQL */ `
  mutation PublishTerms($input: TermsInput!) {
    publishTerms(input: $input) {
      locale
      version
    }
  }
`;
const GRANT = /* GraphQL */ `
  mutation Grant($email: String!) {
    grantProviderAccess(email: $email) {
      email
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
const ME = /* GraphQL */ `
  query Me {
    me {
      isProviderStaff
      isProviderAdmin
    }
  }
`;

let test: TestServer;
let staffCookie: string;
let adminCookie: string;

beforeAll(async () => {
  test = await startTestServer();
  const db = test.server.database.db;
  const staff = await createUser(db, { isProviderStaff: true });
  const admin = await createUser(db, { isProviderStaff: true, isProviderAdmin: true });
  staffCookie = await signInAs(test, staff.email);
  adminCookie = await signInAs(test, admin.email);
});
afterAll(() => test.close());

/** Each admin action, with what it changes and how to read that back. */
async function adminActions() {
  const db = test.server.database.db;
  const salon = await createSalon(db);
  await createSubscription(db, salon.id, { mirrors: 2, providerSubscriptionId: `sub_offline_${salon.id}` });
  const newcomer = await createUser(db);
  const colleague = await createUser(db, { isProviderStaff: true });
  const locale = 'fr-FR';
  const subscription = async () =>
    (await db.select().from(subscriptions).where(eq(subscriptions.salonId, salon.id)))[0];
  const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
  const termsVersions = async () =>
    (await db.select().from(termsOfService).where(eq(termsOfService.locale, locale))).length;
  return [
    {
      name: 'changeSalonMirrors',
      run: (cookie: string) =>
        test.gql(CHANGE_MIRRORS, { salonId: salon.id, mirrors: 3, key: `m-${cookie.length}` }, { cookie }),
      state: async () => (await subscription())?.mirrors,
    },
    {
      name: 'publishTerms',
      run: (cookie: string) =>
        test.gql(PUBLISH_TERMS, { input: { locale, bodyHtml: '<p>Conditions</p>' } }, { cookie }),
      state: termsVersions,
    },
    {
      name: 'grantProviderAccess',
      run: (cookie: string) => test.gql(GRANT, { email: newcomer.email }, { cookie }),
      state: async () => (await userRow(newcomer.id))?.isProviderStaff,
    },
    {
      name: 'withdrawProviderAccess',
      run: (cookie: string) => test.gql(WITHDRAW, { userId: colleague.id }, { cookie }),
      state: async () => (await userRow(colleague.id))?.isProviderStaff,
    },
    {
      name: 'cancelSalonSubscription',
      run: (cookie: string) => test.gql(CANCEL, { salonId: salon.id, key: `c-${cookie.length}` }, { cookie }),
      state: async () => (await subscription())?.status,
    },
  ] as const;
}

describe('the console’s admin actions', () => {
  it('are refused to provider staff who are not admins, changing nothing, and taken by an admin', async () => {
    for (const action of await adminActions()) {
      const before = await action.state();
      const refused = await action.run(staffCookie);
      expect(errorCode(refused), action.name).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message, action.name).toBe(authMessages.notAuthorised);
      expect(refused.data, action.name).toBeNull();
      expect(await action.state(), action.name).toEqual(before);

      const taken = await action.run(adminCookie);
      expect(taken.errors, action.name).toBeUndefined();
      expect(await action.state(), action.name).not.toEqual(before);
    }
  });

  it('are told to the console by the viewer’s role', async () => {
    expect((await test.gql(ME, {}, { cookie: staffCookie })).data).toEqual({
      me: { isProviderStaff: true, isProviderAdmin: false },
    });
    expect((await test.gql(ME, {}, { cookie: adminCookie })).data).toEqual({
      me: { isProviderStaff: true, isProviderAdmin: true },
    });
  });
});
