import { SIGN_IN_FREE_FAILURES, authMessages } from '@piiq/domain/auth-rules';
import { registerAccountMessages } from '@piiq/domain/signup-payload';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { termsOfService } from '../../db/schema/content.ts';
import { salonAccess } from '../../db/schema/salons.ts';
import { errorCode } from '../../test/test-server.ts';
import { hashPassword } from '../../ports/password-hasher.ts';
import { REGISTER, useSignupTestServer } from '../../test/signup-test-server.ts';

const signup = useSignupTestServer();
const { newKey, payload, countRows } = signup;

describe('a second salon for an existing owner (docs/product-rules.md)', () => {
  const CONNECT = /* GraphQL */ `
    mutation Connect($input: SignInInput!) {
      connectSignupAccount(input: $input)
    }
  `;
  const REGISTER_CONNECTED = /* GraphQL */ `
    mutation Register(
      $input: RegisterAccountInput!
      $key: String!
      $connectToken: String
      $acceptedTerms: UpdateTermsOfServiceInput
    ) {
      registerAccount(input: $input, idempotencyKey: $key, connectToken: $connectToken, acceptedTerms: $acceptedTerms) {
        salonId
        password
      }
    }
  `;
  const OWNER_PASSWORD = 'Existing2026ok';

  /** A first salon, its owner having chosen OWNER_PASSWORD since. */
  async function existingOwner(): Promise<{ email: string; userId: string; firstSalonId: string }> {
    const input = await payload();
    const first = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, { input, key: newKey() });
    const email = String(input.email).toLowerCase();
    const db = signup.test.server.database.db;
    const [user] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(OWNER_PASSWORD), passwordChangeRequired: false })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return { email, userId: user?.id ?? '', firstSalonId: first.data?.registerAccount.salonId ?? '' };
  }

  it('adds the new salon to the account whose password was given, charging after the check', async () => {
    const owner = await existingOwner();
    const connected = await signup.test.gql<{ connectSignupAccount: string }>(CONNECT, {
      input: { email: owner.email, password: OWNER_PASSWORD },
    });
    expect(connected.errors).toBeUndefined();
    const input = await payload({ email: owner.email, name: 'Second Salon' });
    const response = await signup.test.gql<{ registerAccount: { salonId: string; password: string | null } }>(
      REGISTER_CONNECTED,
      {
        input,
        key: newKey(),
        connectToken: connected.data?.connectSignupAccount,
      },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.registerAccount.password).toBeNull();
    const db = signup.test.server.database.db;
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, owner.email))).toEqual([
      { id: owner.userId },
    ]);
    const access = await db.select().from(salonAccess).where(eq(salonAccess.userId, owner.userId));
    expect(access.map((row) => row.salonId).sort()).toEqual(
      [owner.firstSalonId, response.data?.registerAccount.salonId].sort(),
    );
    expect(access.every((row) => row.salonAdmin)).toBe(true);
    const [user] = await db.select().from(users).where(eq(users.id, owner.userId));
    expect(user?.passwordChangeRequired).toBe(false);
  });

  it('answers a wrong password with the sign-in failure text, and an email with an account but no connect statement with the old refusal; nothing is charged', async () => {
    const owner = await existingOwner();
    const before = await countRows();
    const wrong = await signup.test.gql(CONNECT, { input: { email: owner.email, password: 'Wrong2026ok' } });
    expect(errorCode(wrong)).toBe('NOT_AUTHORIZED');
    expect(wrong.errors?.[0]?.message).toBe(authMessages.adminSignInFailed(signup.test.config.supportEmail));
    const unconnected = await signup.test.gql(REGISTER_CONNECTED, {
      input: await payload({ email: owner.email }),
      key: newKey(),
    });
    expect(unconnected.errors?.[0]?.message).toBe(registerAccountMessages.emailTaken);
    const forged = await signup.test.gql(REGISTER_CONNECTED, {
      input: await payload({ email: owner.email }),
      key: newKey(),
      connectToken: 'forged.token',
    });
    expect(forged.errors?.[0]?.message).toBe(registerAccountMessages.connectAgain);
    expect(await countRows()).toEqual(before);
  });

  it("does not take one account's statement for another email, nor one made before the password changed", async () => {
    const first = await existingOwner();
    const second = await existingOwner();
    const connected = await signup.test.gql<{ connectSignupAccount: string }>(CONNECT, {
      input: { email: first.email, password: OWNER_PASSWORD },
    });
    const token = connected.data?.connectSignupAccount;
    const other = await signup.test.gql(REGISTER_CONNECTED, {
      input: await payload({ email: second.email }),
      key: newKey(),
      connectToken: token,
    });
    expect(other.errors?.[0]?.message).toBe(registerAccountMessages.connectAgain);
    await signup.test.server.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed2026ok') })
      .where(eq(users.id, first.userId));
    const stale = await signup.test.gql(REGISTER_CONNECTED, {
      input: await payload({ email: first.email }),
      key: newKey(),
      connectToken: token,
    });
    expect(stale.errors?.[0]?.message).toBe(registerAccountMessages.connectAgain);
  });

  it('records the terms ticked at payment on the existing account when they are the newest; older ones change nothing', async () => {
    const owner = await existingOwner();
    const db = signup.test.server.database.db;
    await db.insert(termsOfService).values([
      { locale: 'en-GB', version: 1, bodyHtml: '<p>One</p>' },
      { locale: 'en-GB', version: 2, bodyHtml: '<p>Two</p>' },
    ]);
    const acceptedBefore = {
      termsOfServiceLocale: 'en-GB',
      termsOfServiceVersion: 1,
      termsOfServiceAcceptedAt: new Date('2026-03-02T00:00:00Z'),
    };
    await db.update(users).set(acceptedBefore).where(eq(users.id, owner.userId));
    const terms = async () =>
      (
        await db
          .select({
            termsOfServiceLocale: users.termsOfServiceLocale,
            termsOfServiceVersion: users.termsOfServiceVersion,
            termsOfServiceAcceptedAt: users.termsOfServiceAcceptedAt,
          })
          .from(users)
          .where(eq(users.id, owner.userId))
      )[0];
    const addSalon = async (termsOfServiceVersion: number) => {
      const connected = await signup.test.gql<{ connectSignupAccount: string }>(CONNECT, {
        input: { email: owner.email, password: OWNER_PASSWORD },
      });
      const response = await signup.test.gql(REGISTER_CONNECTED, {
        input: await payload({ email: owner.email }),
        key: newKey(),
        connectToken: connected.data?.connectSignupAccount,
        acceptedTerms: { termsOfServiceLocale: 'en-GB', termsOfServiceVersion },
      });
      expect(response.errors).toBeUndefined();
    };

    await addSalon(1);
    expect(await terms()).toEqual(acceptedBefore);
    await addSalon(2);
    expect(await terms()).toEqual({
      termsOfServiceLocale: 'en-GB',
      termsOfServiceVersion: 2,
      termsOfServiceAcceptedAt: signup.clock,
    });
  });

  it('counts wrong passwords as failed sign-ins: the same address waits, even with the right one', async () => {
    const owner = await existingOwner();
    for (let attempt = 0; attempt < SIGN_IN_FREE_FAILURES; attempt += 1) {
      expect(
        errorCode(await signup.test.gql(CONNECT, { input: { email: owner.email, password: `Wrong${attempt}2026ok` } })),
      ).toBe('NOT_AUTHORIZED');
    }
    const throttled = await signup.test.gql(CONNECT, { input: { email: owner.email, password: OWNER_PASSWORD } });
    expect(errorCode(throttled)).toBe('RATE_LIMITED');
    expect(throttled.errors?.[0]?.message).toBe(authMessages.tooManyAttempts);
  });
});
