import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signInAttempts, users } from '../../db/schema/accounts.ts';
import { mailboxMessages } from '../../db/schema/mailbox.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { SIGN_IN, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import { ACCOUNT_FAILURE_LIMIT, DEVICE_COOKIE_LIFETIME_MS, DEVICE_FAILURE_LIMIT } from '@piiq/domain/auth-rules';
import { ACCOUNT_REVEALING_ANSWER_MS } from './auth.service.ts';
import { timesATest } from '../../test/time-limits.ts';

const ME = /* GraphQL */ `
  query Me {
    me {
      id
      email
      name
      profileRole
    }
  }
`;
const SIGN_OUT = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;
const CHECK_EMAIL = /* GraphQL */ `
  mutation CheckEmail($email: String!) {
    checkEmail(input: { email: $email })
  }
`;
const SIGN_UP_CLIENT = /* GraphQL */ `
  mutation SignUpClient($input: ClientSignUpInput!) {
    signUpClient(input: $input) {
      user {
        id
        email
        profileRole
      }
    }
  }
`;
const FORGOT = /* GraphQL */ `
  mutation Forgot($email: String!) {
    forgotPassword(input: { email: $email })
  }
`;
const RESET = /* GraphQL */ `
  mutation Reset($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`;
const COMPLETE_NEW_PASSWORD = /* GraphQL */ `
  mutation CompleteNewPassword($input: CompleteNewPasswordInput!) {
    completeNewPassword(input: $input) {
      user {
        id
        email
      }
      challenge
    }
  }
`;
const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`;

let clock = new Date('2026-11-21T09:00:00Z');
let test: TestServer;

beforeAll(async () => {
  test = await startTestServer({
    logger: { level: 'error' },
    now: () => clock,
    ipRateLimits: {
      signIn: { points: 1000, durationSeconds: 900 },
      emailCheck: { points: 1000, durationSeconds: 900 },
      forgotPassword: { points: 1000, durationSeconds: 900 },
    },
  });
});
afterAll(() => test.close());

async function latestCodeFor(email: string): Promise<string> {
  await test.server.outboxWorker.runOnce();
  const rows = await test.server.database.db.select().from(mailboxMessages).where(eq(mailboxMessages.to, email));
  const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no reset code emailed to ${email}`);
  return code;
}

describe('sign in and out', () => {
  it('signs in with the email in any case, sets an httpOnly session cookie and knows the user', async () => {
    const user = await createUser(test.server.database.db, { email: 'mixed.case@example.com' });
    const response = await test.gql(SIGN_IN, {
      input: { email: '  Mixed.Case@Example.COM ', password: TEST_PASSWORD },
    });
    expect(response.errors).toBeUndefined();
    expect(response.setCookie).toMatch(/^piiq_session=/);
    const rawCookie = String(response.headers['set-cookie']);
    expect(rawCookie).toContain('HttpOnly');
    expect(rawCookie).toContain('SameSite=Lax');
    const me = await test.gql<{ me: { id: string } }>(ME, {}, { cookie: response.setCookie });
    expect(me.data?.me.id).toBe(user.id);
  });

  it('gives the product’s message for a wrong password and for an unknown email alike', async () => {
    const user = await createUser(test.server.database.db);
    const expected =
      'Sorry, either your email or your password is wrong. Please try again or contact us at support@piiq.test';
    const wrong = await test.gql(SIGN_IN, { input: { email: user.email, password: 'Nope12345' } });
    expect(errorCode(wrong)).toBe('NOT_AUTHORIZED');
    expect(wrong.errors?.[0]?.message).toBe(expected);
    const unknown = await test.gql(SIGN_IN, { input: { email: 'nobody@example.com', password: 'Nope12345' } });
    expect(unknown.errors?.[0]?.message).toBe(expected);
    expect(unknown.setCookie).toBeUndefined();
  });

  it('checks the form with the domain messages before anything else', async () => {
    const empty = await test.gql(SIGN_IN, { input: { email: '', password: 'x' } });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.message).toBe('Please enter an email');
    const noPassword = await test.gql(SIGN_IN, { input: { email: 'a@b.co', password: '' } });
    expect(noPassword.errors?.[0]?.message).toBe('Please enter a password');
  });

  it('treats a signed-out visitor as signed out, and signing out ends the session for good', async () => {
    const anonymous = await test.gql<{ me: null }>(ME);
    expect(anonymous.data?.me).toBeNull();
    const user = await createUser(test.server.database.db);
    const cookie = await signInAs(test, user.email);
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie })).data?.me.id).toBe(user.id);
    const out = await test.gql(SIGN_OUT, {}, { cookie });
    expect(out.data).toEqual({ signOut: true });
    const after = await test.gql<{ me: null }>(ME, {}, { cookie });
    expect(after.data?.me).toBeNull();
  });

  it('rotates the session at sign-in: the previous token stops working', async () => {
    const user = await createUser(test.server.database.db);
    const first = await signInAs(test, user.email);
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie: first })).data?.me.id).toBe(user.id);
    const second = await test.gql(
      SIGN_IN,
      { input: { email: user.email, password: TEST_PASSWORD } },
      { cookie: first },
    );
    expect(second.setCookie).toBeDefined();
    expect(second.setCookie).not.toBe(first);
    expect((await test.gql<{ me: null }>(ME, {}, { cookie: first })).data?.me).toBeNull();
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie: second.setCookie })).data?.me.id).toBe(user.id);
  });

  it('expires an idle session, and any session past its absolute lifetime', async () => {
    const user = await createUser(test.server.database.db);
    const idle = await signInAs(test, user.email);
    const started = clock;
    clock = new Date(started.getTime() + test.config.sessionIdleMs + 60_000);
    expect((await test.gql<{ me: null }>(ME, {}, { cookie: idle })).data?.me).toBeNull();

    const active = await signInAs(test, user.email);
    // Keep it busy every few days, then pass the absolute limit.
    const steps = Math.ceil(test.config.sessionAbsoluteMs / (3 * 86_400_000)) + 1;
    let alive = true;
    try {
      for (let step = 0; step < steps && alive; step += 1) {
        clock = new Date(clock.getTime() + 3 * 86_400_000);
        alive = (await test.gql<{ me: { id: string } | null }>(ME, {}, { cookie: active })).data?.me !== null;
      }
    } finally {
      clock = started;
    }
    expect(alive).toBe(false);
  });
});

describe('portal email check and client sign-up', () => {
  it('answers NOT_AUTHORIZED for a known email and USER_NOT_FOUND for an unknown one', async () => {
    const user = await createUser(test.server.database.db);
    expect((await test.gql(CHECK_EMAIL, { email: user.email.toUpperCase() })).data).toEqual({
      checkEmail: 'NOT_AUTHORIZED',
    });
    expect((await test.gql(CHECK_EMAIL, { email: 'new.client@example.com' })).data).toEqual({
      checkEmail: 'USER_NOT_FOUND',
    });
    expect((await test.gql(CHECK_EMAIL, { email: '' })).errors?.[0]?.message).toBe('Please enter an email');
    expect((await test.gql(CHECK_EMAIL, { email: 'not-an-email' })).errors?.[0]?.message).toBe(
      'Your email is an invalid format',
    );
  });

  it('creates a client account with Role=Client and signs it in; a second sign-up with the email is refused', async () => {
    const input = { email: 'Jo.Client@Example.com', firstName: 'Jo', password: 'Client2026' };
    const created = await test.gql<{ signUpClient: { user: { profileRole: string; email: string } } }>(SIGN_UP_CLIENT, {
      input,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.signUpClient.user).toMatchObject({ profileRole: 'Client', email: 'jo.client@example.com' });
    expect(created.setCookie).toBeDefined();
    expect(errorCode(await test.gql(SIGN_UP_CLIENT, { input }))).toBe('CONFLICT');
    const noName = await test.gql(SIGN_UP_CLIENT, { input: { ...input, email: 'x@example.com', firstName: '' } });
    expect(noName.errors?.[0]?.message).toBe('Please enter your first name');
    const noPassword = await test.gql(SIGN_UP_CLIENT, { input: { ...input, email: 'y@example.com', password: '' } });
    expect(noPassword.errors?.[0]?.message).toBe('Please enter a password');
  });
});

describe('forgot password', () => {
  it('replaces the unknown-user answer with the product’s text', async () => {
    const response = await test.gql(FORGOT, { email: 'ghost@example.com' });
    expect(errorCode(response)).toBe('USER_NOT_FOUND');
    expect(response.errors?.[0]?.message).toBe('Sorry, we couldn’t find an account with that email address.');
    expect((await test.gql(FORGOT, { email: '' })).errors?.[0]?.message).toBe('Please enter a valid email address');
  });

  it('emails a single-use code that resets the password and revokes every session', async () => {
    const user = await createUser(test.server.database.db);
    const oldSession = await signInAs(test, user.email);
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie: oldSession })).data?.me.id).toBe(user.id);
    expect((await test.gql(FORGOT, { email: user.email })).data).toEqual({ forgotPassword: true });
    const code = await latestCodeFor(user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await test.gql(RESET, { input: { email: user.email, code: wrongCode, newPassword: 'Fresh2026pw' } });
    expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
    const weak = await test.gql(RESET, { input: { email: user.email, code, newPassword: 'short' } });
    expect(weak.errors?.[0]?.message).toMatch(/at least 8 characters/);

    const reset = await test.gql(RESET, { input: { email: user.email, code, newPassword: 'Fresh2026pw' } });
    expect(reset.errors).toBeUndefined();
    expect((await test.gql<{ me: null }>(ME, {}, { cookie: oldSession })).data?.me).toBeNull();
    await signInAs(test, user.email, 'Fresh2026pw');

    const again = await test.gql(RESET, { input: { email: user.email, code, newPassword: 'Other2026pw' } });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
  });

  it('refuses a code after 15 minutes', async () => {
    const user = await createUser(test.server.database.db);
    await test.gql(FORGOT, { email: user.email });
    const code = await latestCodeFor(user.email);
    const issued = clock;
    clock = new Date(issued.getTime() + 15 * 60_000 + 1_000);
    const late = await test.gql(RESET, { input: { email: user.email, code, newPassword: 'Fresh2026pw' } });
    clock = issued;
    expect(errorCode(late)).toBe('BAD_USER_INPUT');
  });

  it('burns a code after five wrong guesses', async () => {
    const user = await createUser(test.server.database.db);
    await test.gql(FORGOT, { email: user.email });
    const code = await latestCodeFor(user.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let guess = 0; guess < 5; guess += 1) {
      await test.gql(RESET, { input: { email: user.email, code: wrongCode, newPassword: 'Fresh2026pw' } });
    }
    const right = await test.gql(RESET, { input: { email: user.email, code, newPassword: 'Fresh2026pw' } });
    expect(errorCode(right)).toBe('BAD_USER_INPUT');
  });
});

describe('new-password-required challenge', () => {
  it('asks an account with a generated password for a new one before signing it in', async () => {
    const user = await createUser(test.server.database.db, { passwordChangeRequired: true });
    const first = await test.gql<{ signIn: { user: null; challenge: string; challengeToken: string } }>(SIGN_IN, {
      input: { email: user.email, password: TEST_PASSWORD },
    });
    expect(first.data?.signIn.challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(first.data?.signIn.user).toBeNull();
    expect(first.setCookie).toBeUndefined();
    const challengeToken = first.data?.signIn.challengeToken;

    const weak = await test.gql(COMPLETE_NEW_PASSWORD, { input: { challengeToken, newPassword: 'weak' } });
    expect(errorCode(weak)).toBe('BAD_USER_INPUT');
    const done = await test.gql<{ completeNewPassword: { user: { id: string } } }>(COMPLETE_NEW_PASSWORD, {
      input: { challengeToken, newPassword: 'Chosen2026' },
    });
    expect(done.data?.completeNewPassword.user.id).toBe(user.id);
    expect(done.setCookie).toBeDefined();

    const replay = await test.gql(COMPLETE_NEW_PASSWORD, { input: { challengeToken, newPassword: 'Another2026' } });
    expect(errorCode(replay)).toBe('UNAUTHENTICATED');
    await signInAs(test, user.email, 'Chosen2026');
    const [row] = await test.server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangeRequired).toBe(false);
  });

  it('refuses a forged challenge token', async () => {
    const forged = await test.gql(COMPLETE_NEW_PASSWORD, {
      input: { challengeToken: 'abc.def', newPassword: 'Chosen2026' },
    });
    expect(errorCode(forged)).toBe('UNAUTHENTICATED');
  });
});

describe('change password', () => {
  it('reports the five checks in the product’s order, then the provider message, then succeeds', async () => {
    const user = await createUser(test.server.database.db);
    const cookie = await signInAs(test, user.email);
    const otherDevice = await signInAs(test, user.email);
    // Read once before the change, so the other device's session is one this server has in memory.
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie: otherDevice })).data?.me.id).toBe(user.id);
    const change = (currentPassword: string, newPassword: string, verifyPassword: string) =>
      test.gql<{ changePassword: { message: string } }>(
        CHANGE_PASSWORD,
        { input: { currentPassword, newPassword, verifyPassword } },
        { cookie },
      );
    expect((await change('', '', '')).errors?.[0]?.message).toBe('All the fields are empty !!!');
    expect((await change('', 'New2026pw', 'New2026pw')).errors?.[0]?.message).toBe(
      'Please enter your current password.',
    );
    expect((await change(TEST_PASSWORD, '', 'New2026pw')).errors?.[0]?.message).toBe('Please enter a new password.');
    expect((await change(TEST_PASSWORD, 'New2026pw', '')).errors?.[0]?.message).toBe('Please enter a verify password.');
    expect((await change(TEST_PASSWORD, 'New2026pw', 'New2026px')).errors?.[0]?.message).toBe(
      "New Password and Verify Password don't match.",
    );
    const wrongCurrent = await change('Wrong2026pw', 'New2026pw', 'New2026pw');
    expect(errorCode(wrongCurrent)).toBe('NOT_AUTHORIZED');
    expect(wrongCurrent.errors?.[0]?.message).toBe('Your current password is wrong.');
    expect(errorCode(await change(TEST_PASSWORD, 'weakpass', 'weakpass'))).toBe('BAD_USER_INPUT');

    const done = await change(TEST_PASSWORD, 'New2026pw', 'New2026pw');
    expect(done.data?.changePassword.message).toBe('Your password has been changed. Thank you');
    expect((await test.gql<{ me: { id: string } }>(ME, {}, { cookie })).data?.me.id).toBe(user.id);
    expect((await test.gql<{ me: null }>(ME, {}, { cookie: otherDevice })).data?.me).toBeNull();
  });

  it('counts a wrong current password as a failed sign-in: a session cannot guess without limit', async () => {
    const user = await createUser(test.server.database.db);
    const cookie = await signInAs(test, user.email);
    const signedInAt = clock;
    clock = new Date(signedInAt.getTime() + 60_000);
    const change = (currentPassword: string) =>
      test.gql(
        CHANGE_PASSWORD,
        { input: { currentPassword, newPassword: 'New2026pw', verifyPassword: 'New2026pw' } },
        { cookie },
      );
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(errorCode(await change(`Guess${attempt}2026pw`))).toBe('NOT_AUTHORIZED');
    const throttled = await change(TEST_PASSWORD);
    expect(errorCode(throttled)).toBe('RATE_LIMITED');
    expect(throttled.errors?.[0]?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    clock = signedInAt;
  });

  it('needs a signed-in user', async () => {
    const response = await test.gql(CHANGE_PASSWORD, {
      input: { currentPassword: 'a', newPassword: 'b', verifyPassword: 'b' },
    });
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
  });
});

describe('failed sign-ins', () => {
  const signInFrom = (remoteAddress: string, email: string, password: string) =>
    test.gql(SIGN_IN, { input: { email, password } }, { remoteAddress });

  it('make one address wait longer and longer, while the salon signs in from its own', async () => {
    const user = await createUser(test.server.database.db);
    const started = clock;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(errorCode(await signInFrom('203.0.113.7', user.email, 'Wrong2026pw'))).toBe('NOT_AUTHORIZED');
    }
    const throttled = await signInFrom('203.0.113.7', user.email, TEST_PASSWORD);
    expect(errorCode(throttled)).toBe('RATE_LIMITED');
    expect(throttled.errors?.[0]?.message).toBe('Too many attempts. Please wait a few minutes and try again.');

    clock = new Date(started.getTime() + 1_100);
    expect(errorCode(await signInFrom('203.0.113.7', user.email, 'Wrong2026pw'))).toBe('NOT_AUTHORIZED');
    clock = new Date(started.getTime() + 1_100 + 1_500);
    expect(errorCode(await signInFrom('203.0.113.7', user.email, 'Wrong2026pw'))).toBe('RATE_LIMITED');
    clock = new Date(started.getTime() + 1_100 + 2_100);
    expect(errorCode(await signInFrom('203.0.113.7', user.email, 'Wrong2026pw'))).toBe('NOT_AUTHORIZED');

    const salon = await signInFrom('198.51.100.20', user.email, TEST_PASSWORD);
    expect(salon.errors).toBeUndefined();
    expect(salon.setCookie).toBeDefined();
    // A success starts the count again, for the guessing address too.
    expect(errorCode(await signInFrom('203.0.113.7', user.email, 'Wrong2026pw'))).toBe('NOT_AUTHORIZED');
    clock = started;
  });

  it('count an IPv6 client by its /64, so rotating through its addresses does not escape the wait', async () => {
    const user = await createUser(test.server.database.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(errorCode(await signInFrom(`2001:db8:7:7::${attempt + 1}`, user.email, 'Wrong2026pw'))).toBe(
        'NOT_AUTHORIZED',
      );
    }
    expect(errorCode(await signInFrom('2001:db8:7:7:abcd::1', user.email, TEST_PASSWORD))).toBe('RATE_LIMITED');
    const neighbour = await signInFrom('2001:db8:7:8::1', user.email, TEST_PASSWORD);
    expect(neighbour.errors).toBeUndefined();
  });

  it(
    'lock the account after 100 from many addresses in an hour, and a completed reset lifts the lock',
    async () => {
      const user = await createUser(test.server.database.db);
      for (let attempt = 0; attempt < 100; attempt += 1) {
        expect(errorCode(await signInFrom(`192.0.2.${Math.floor(attempt / 4)}`, user.email, 'Wrong2026pw'))).toBe(
          'NOT_AUTHORIZED',
        );
      }
      const locked = await signInFrom('198.51.100.20', user.email, TEST_PASSWORD);
      expect(errorCode(locked)).toBe('RATE_LIMITED');
      expect(locked.errors?.[0]?.message).toBe(
        'Too many failed sign-ins for this account. Please try again in an hour, or reset your password.',
      );

      expect((await test.gql(FORGOT, { email: user.email })).errors).toBeUndefined();
      const code = await latestCodeFor(user.email);
      expect(
        (await test.gql(RESET, { input: { email: user.email, code, newPassword: 'Fresh2026pw' } })).errors,
      ).toBeUndefined();
      const afterReset = await signInFrom('198.51.100.20', user.email, 'Fresh2026pw');
      expect(afterReset.errors).toBeUndefined();
      expect(afterReset.setCookie).toBeDefined();
      // A hundred password checks, each a deliberately slow hash: on a loaded machine, more than one test's time.
    },
    timesATest(3),
  );
});

describe('device cookies', () => {
  const lockedMessage =
    'Too many failed sign-ins for this account. Please try again in an hour, or reset your password.';
  let startedAt = clock;
  beforeEach(() => {
    startedAt = clock;
  });
  afterEach(() => {
    clock = startedAt;
  });
  /** Failures count after the last success: at the same instant they would not. */
  const aMinuteLater = () => {
    clock = new Date(clock.getTime() + 60_000);
  };

  /** Signs in as a browser that keeps its cookies: the session and device cookies it was given. */
  async function signInOnDevice(remoteAddress: string, email: string, password: string, deviceCookie?: string) {
    const response = await test.gql(
      SIGN_IN,
      { input: { email, password } },
      { remoteAddress, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
    );
    const setCookies = [response.headers['set-cookie']]
      .flat()
      .filter((value): value is string => typeof value === 'string');
    const device = setCookies.find((value) => value.startsWith('piiq_device='));
    return { response, deviceCookie: device?.split(';')[0], deviceCookieHeader: device };
  }

  /** What 100 wrong passwords from 25 addresses leave behind (the lock itself is tested above, through sign-in). */
  async function lockForUntrustedDevices(email: string) {
    const failures = Array.from({ length: ACCOUNT_FAILURE_LIMIT }, (_, attempt) => ({
      email,
      ip: `192.0.2.${Math.floor(attempt / 4)}`,
      deviceNonce: null,
      succeeded: false,
      createdAt: clock,
    }));
    await test.server.database.db.insert(signInAttempts).values(failures);
    const fresh = await signInOnDevice('198.51.100.99', email, TEST_PASSWORD);
    expect(fresh.response.errors?.[0]?.message).toBe(lockedMessage);
  }

  it('are set at sign-in: long-lived, httpOnly, SameSite=Lax', async () => {
    const user = await createUser(test.server.database.db);
    const { deviceCookieHeader } = await signInOnDevice('198.51.100.20', user.email, TEST_PASSWORD);
    expect(deviceCookieHeader).toMatch(/; HttpOnly/);
    expect(deviceCookieHeader).toMatch(/; SameSite=Lax/);
    const expires = new Date(/Expires=([^;]+)/.exec(deviceCookieHeader ?? '')?.[1] ?? 0);
    expect(Math.abs(expires.getTime() - (clock.getTime() + DEVICE_COOKIE_LIFETIME_MS))).toBeLessThan(1_000);
  });

  it('let a device that signed in before sign in while guesses from many addresses lock every other device out', async () => {
    const user = await createUser(test.server.database.db);
    const phone = await signInOnDevice('198.51.100.20', user.email, TEST_PASSWORD);
    expect(phone.deviceCookie).toBeDefined();
    aMinuteLater();
    await lockForUntrustedDevices(user.email);

    const again = await signInOnDevice('198.51.100.21', user.email, TEST_PASSWORD, phone.deviceCookie);
    expect(again.response.errors).toBeUndefined();
    expect(again.response.setCookie).toBeDefined();

    // The owner's sign-in does not forgive the guesses: every other device stays locked out.
    const fresh = await signInOnDevice('198.51.100.30', user.email, TEST_PASSWORD);
    expect(errorCode(fresh.response)).toBe('RATE_LIMITED');
    expect(fresh.response.errors?.[0]?.message).toBe(lockedMessage);
    expect(fresh.deviceCookie).toBeUndefined();
  });

  it('count a tampered cookie, or one naming another account, as an untrusted device', async () => {
    const user = await createUser(test.server.database.db);
    const other = await createUser(test.server.database.db);
    const phone = await signInOnDevice('198.51.100.20', user.email, TEST_PASSWORD);
    const otherDevice = await signInOnDevice('198.51.100.22', other.email, TEST_PASSWORD);
    aMinuteLater();
    await lockForUntrustedDevices(user.email);

    const [body, signature] = (phone.deviceCookie ?? '').replace('piiq_device=', '').split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, n: 'chosen-by-the-attacker' })).toString('base64url');
    for (const cookie of [
      `piiq_device=${forgedBody}.${signature}`,
      `piiq_device=${body}.${'A'.repeat(signature?.length ?? 43)}`,
      otherDevice.deviceCookie,
    ]) {
      const refused = await signInOnDevice('198.51.100.31', user.email, TEST_PASSWORD, cookie);
      expect(errorCode(refused.response)).toBe('RATE_LIMITED');
      expect(refused.response.errors?.[0]?.message).toBe(lockedMessage);
    }
  });

  it('lock a trusted device after its own wrong passwords, and that device only', async () => {
    const user = await createUser(test.server.database.db);
    const phone = await signInOnDevice('198.51.100.20', user.email, TEST_PASSWORD);
    aMinuteLater();
    // A phone moves between networks, so the per-address waits do not come into it.
    for (let attempt = 0; attempt < DEVICE_FAILURE_LIMIT; attempt += 1) {
      const wrong = await signInOnDevice(`203.0.113.${attempt}`, user.email, 'Wrong2026pw', phone.deviceCookie);
      expect(errorCode(wrong.response)).toBe('NOT_AUTHORIZED');
    }
    const locked = await signInOnDevice('203.0.113.200', user.email, TEST_PASSWORD, phone.deviceCookie);
    expect(errorCode(locked.response)).toBe('RATE_LIMITED');
    expect(locked.response.errors?.[0]?.message).toBe(lockedMessage);

    const laptop = await signInOnDevice('198.51.100.40', user.email, TEST_PASSWORD);
    expect(laptop.response.errors).toBeUndefined();
  });

  it('let the owner change their password on a trusted device while untrusted ones are locked out', async () => {
    const user = await createUser(test.server.database.db);
    const phone = await signInOnDevice('198.51.100.20', user.email, TEST_PASSWORD);
    aMinuteLater();
    await lockForUntrustedDevices(user.email);
    const change = (cookie: string) =>
      test.gql<{ changePassword: { message: string } }>(
        CHANGE_PASSWORD,
        { input: { currentPassword: TEST_PASSWORD, newPassword: 'New2026pw', verifyPassword: 'New2026pw' } },
        { cookie, remoteAddress: '198.51.100.20' },
      );
    const sessionOnly = phone.response.setCookie ?? '';
    expect(errorCode(await change(sessionOnly))).toBe('RATE_LIMITED');
    const done = await change(`${sessionOnly}; ${phone.deviceCookie ?? ''}`);
    expect(done.data?.changePassword.message).toBe('Your password has been changed. Thank you');
  });
});

describe('answers whose words say whether an account exists', () => {
  const timed = async (run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };

  it('take no less time for an email without an account than the floor an account’s answer needs', async () => {
    const user = await createUser(test.server.database.db);
    const unknown = `nobody-${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      expect(await timed(() => test.gql(FORGOT, { email }))).toBeGreaterThanOrEqual(
        ACCOUNT_REVEALING_ANSWER_MS.forgotPassword,
      );
    }
    for (const email of [user.email, `new-${unknown}`]) {
      const signUp = () => test.gql(SIGN_UP_CLIENT, { input: { firstName: 'Mia', email, password: 'Client2026pw' } });
      expect(await timed(signUp)).toBeGreaterThanOrEqual(ACCOUNT_REVEALING_ANSWER_MS.signUpClient);
    }
  });
});

describe('per-IP limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      ipRateLimits: {
        signIn: { points: 3, durationSeconds: 900 },
        emailCheck: { points: 3, durationSeconds: 900 },
        forgotPassword: { points: 2, durationSeconds: 900 },
      },
    });
  });
  afterAll(() => limited.close());

  it('limits sign-in, the email check and forgot password per address with a clear message', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await limited.gql(CHECK_EMAIL, { email: 'a@example.com' });
    const check = await limited.gql(CHECK_EMAIL, { email: 'a@example.com' });
    expect(errorCode(check)).toBe('RATE_LIMITED');
    expect(check.errors?.[0]?.message).toBe('Too many attempts. Please wait a few minutes and try again.');

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await limited.gql(SIGN_IN, { input: { email: 'a@example.com', password: 'Wrong2026pw' } });
    }
    expect(errorCode(await limited.gql(SIGN_IN, { input: { email: 'a@example.com', password: 'x' } }))).toBe(
      'RATE_LIMITED',
    );

    for (let attempt = 0; attempt < 2; attempt += 1) await limited.gql(FORGOT, { email: 'a@example.com' });
    expect(errorCode(await limited.gql(FORGOT, { email: 'a@example.com' }))).toBe('RATE_LIMITED');
  });
});
