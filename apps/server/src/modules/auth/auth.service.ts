import {
  type ChangePassword,
  type ClientSignUp,
  type CompleteNewPassword,
  type ResetPassword,
  type SignIn,
  type UpdateTermsOfService,
  type UpdateUser,
} from '@piiq/domain/auth';
import {
  ACCOUNT_FAILURE_LIMIT,
  ACCOUNT_FAILURE_WINDOW_MS,
  authMessages,
  DEVICE_COOKIE_LIFETIME_MS,
  DEVICE_FAILURE_LIMIT,
  changePasswordMessages,
  changePasswordProblem,
  passwordMeetsPolicy,
  passwordRuleText,
  signInWaitMs,
} from '@piiq/domain/auth-rules';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { UserError } from '../../errors.ts';
import type { Viewer, ViewerUser } from './viewer.ts';
import { enqueueOutbox } from '../../jobs/outbox.ts';
import { hashPassword, verifyPassword } from '../../ports/password-hasher.ts';
import { EVERY_ACCOUNT, onEachEvent, type EventsPort } from '../../ports/events.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import {
  hashSecretValue,
  newResetCode,
  newSessionToken,
  passwordFingerprint,
  readChallenge,
  signChallenge,
  signDeviceCookie,
  trustedDeviceNonce,
} from './tokens.ts';

export const RESET_CODE_TTL_MS = 15 * 60_000;
const RESET_CODE_MAX_FAILURES = 5;
const CHALLENGE_TTL_MS = 15 * 60_000;
/** Long enough for the payment and delivery screens between the account step and the charge. */
const SIGNUP_CONNECT_TTL_MS = 60 * 60_000;
const SESSION_TOUCH_INTERVAL_MS = 60_000;
/**
 * How long a session read from the database answers for it on this instance. Sign-out, a password
 * change or reset and a profile change take effect at once on the instance that made them, and on
 * every other instance within this time.
 */
export const SESSION_CACHE_MS = 5_000;

/**
 * The product's words say whether an email has an account (forgot password, the portal's sign-up), but
 * the timing must not: both outcomes answer no sooner than this, which covers the slower one's work.
 */
export const ACCOUNT_REVEALING_ANSWER_MS = { forgotPassword: 250, signUpClient: 400 } as const;

async function answerNoSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
const SESSION_CACHE_ENTRIES = 10_000;

/** Compared against when the email is unknown, so a missing account takes as long as a wrong password. */
let timingDecoy: Promise<string> | undefined;
async function spendPasswordCheckTime(plain: string): Promise<void> {
  timingDecoy ??= hashPassword('timing-decoy-Password1');
  await verifyPassword(await timingDecoy, plain);
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  /** The session the browser already had, replaced (rotated) by a new sign-in. */
  currentTokenHash: string | null;
  /** The device cookie the browser sent, if any: trusted only when it names the account signing in. */
  deviceCookie: string | undefined;
}

/** What a request that guesses a password is judged by: its address, and the device it comes from. */
export type GuessingMeta = Pick<RequestMeta, 'ip' | 'deviceCookie'>;

export type SignInOutcome =
  | {
      kind: 'SIGNED_IN';
      user: UserRow;
      token: string;
      expiresAt: Date;
      deviceCookie: { value: string; expiresAt: Date };
    }
  | { kind: 'NEW_PASSWORD_REQUIRED'; challengeToken: string };

export interface AuthServiceDeps {
  db: Database;
  repository: AuthRepository;
  config: Pick<Config, 'sessionSecret' | 'sessionIdleMs' | 'sessionAbsoluteMs' | 'supportEmail' | 'publicUrl'>;
  limits: IpRateLimiter;
  now: () => Date;
  recordAuthEvent: (userId: string, kind: 'sign_in' | 'sign_out') => Promise<void>;
  /** SESSION_CACHE_MS unless a test needs to see another instance's revocation sooner. */
  sessionCacheMs?: number;
  /** Where a change of someone's access is told to every instance, so none serves it from its session cache. */
  events: Pick<EventsPort, 'publish' | 'subscribe'>;
}

type SessionWithUser = NonNullable<Awaited<ReturnType<AuthRepository['findSessionWithUser']>>>;

export function toViewerUser(user: UserRow): ViewerUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    profileRole: user.profileRole,
    isProviderStaff: user.isProviderStaff,
    isProviderAdmin: user.isProviderAdmin,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, repository, config, limits, now } = deps;
  const tokenHash = (token: string) => hashSecretValue(config.sessionSecret, token);
  const signInFailed = () => new UserError('NOT_AUTHORIZED', authMessages.adminSignInFailed(config.supportEmail));
  // Every request of a signed-in person reads their session: a few seconds of memory spare the
  // database that read on all but the first request of each burst.
  const sessionCache = new LRUCache<string, SessionWithUser>({
    max: SESSION_CACHE_ENTRIES,
    ttl: deps.sessionCacheMs ?? SESSION_CACHE_MS,
    // The service's clock, not the cache's own: a test moves it past the cache time instead of waiting.
    perf: { now: () => now().getTime() },
    // Reads the clock on each look-up: lru-cache's default keeps it for 1 ms under a timer, and that
    // timer's wake-up cost a request more CPU than the clock read it saves.
    ttlResolution: 0,
  });
  // One read of a session at a time: a salon's listeners of one event all ask for it together.
  const sessionReads = new Map<string, Promise<SessionWithUser | undefined>>();
  // A read that began before a change was forgotten may bring the old session back: it is not kept.
  let sessionsForgotten = 0;
  const forgetSessionsOfUser = (userId: string) => {
    sessionsForgotten += 1;
    sessionReads.clear();
    for (const [hash, found] of sessionCache.entries()) if (found.user.id === userId) sessionCache.delete(hash);
  };
  // What this instance holds open for a person (their live streams) and must look at again when their
  // access changes, on whichever instance it changed.
  const accountWatchers = new Map<string, Set<() => void>>();
  const accountChangedHere = (userId: string) => {
    forgetSessionsOfUser(userId);
    for (const watcher of accountWatchers.get(userId) ?? []) watcher();
  };
  /** Every instance forgets the person's cached sessions and looks again at what it holds open for them. */
  const announceAccountChanged = (userId: string) => {
    accountChangedHere(userId);
    deps.events.publish('accountChanged', EVERY_ACCOUNT, { userId });
  };

  function readSession(hashed: string): Promise<SessionWithUser | undefined> {
    let read = sessionReads.get(hashed);
    if (!read) {
      read = repository.findSessionWithUser(hashed).finally(() => sessionReads.delete(hashed));
      sessionReads.set(hashed, read);
    }
    return read;
  }

  /** The session behind a token hash while it is open, without counting the look as the person's activity. */
  async function openSession(hashed: string): Promise<SessionWithUser | null> {
    let found = sessionCache.get(hashed);
    if (!found) {
      const forgottenBefore = sessionsForgotten;
      found = await readSession(hashed);
      if (!found) return null;
      if (forgottenBefore === sessionsForgotten) sessionCache.set(hashed, found);
    }
    const at = now();
    if (found.session.expiresAt <= at || at.getTime() - found.session.lastSeenAt.getTime() > config.sessionIdleMs) {
      sessionCache.delete(hashed);
      await repository.deleteSession(hashed);
      return null;
    }
    return found;
  }

  async function startSession(user: UserRow, meta: RequestMeta, tx: Database = db) {
    const token = newSessionToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + config.sessionAbsoluteMs);
    if (meta.currentTokenHash) {
      await repository.deleteSession(meta.currentTokenHash, tx);
      sessionCache.delete(meta.currentTokenHash);
    }
    await repository.insertSession(
      {
        tokenHash: tokenHash(token),
        userId: user.id,
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
        userAgent: meta.userAgent ?? null,
        ip: meta.ip,
      },
      tx,
    );
    return { token, expiresAt };
  }

  /** Every sign-in makes the browser a trusted device of the account, with a new nonce and a fresh lifetime. */
  async function signedIn(user: UserRow, meta: RequestMeta): Promise<SignInOutcome> {
    const session = await startSession(user, meta);
    await deps.recordAuthEvent(user.id, 'sign_in');
    const deviceExpiresAt = new Date(now().getTime() + DEVICE_COOKIE_LIFETIME_MS);
    const deviceCookie = {
      value: signDeviceCookie(config.sessionSecret, { userId: user.id, expiresAt: deviceExpiresAt }),
      expiresAt: deviceExpiresAt,
    };
    return { kind: 'SIGNED_IN', user, ...session, deviceCookie };
  }

  const deviceNonceOf = (user: UserRow | undefined, deviceCookie: string | undefined) =>
    user ? trustedDeviceNonce(config.sessionSecret, deviceCookie, user.id, now()) : null;

  /**
   * Password guesses, at sign-in or as the current password of a change: limited per address, then
   * per account and address with growing waits, then per device: a device that signed in to the
   * account before by its own failures (DEVICE_FAILURE_LIMIT), every other device by the failures of
   * all untrusted ones together (ACCOUNT_FAILURE_LIMIT). So guesses from anywhere else never lock
   * the owner's own devices out.
   */
  async function refuseGuessing(email: string, ip: string, deviceNonce: string | null): Promise<void> {
    const address = addressRateKey(ip);
    await limits.consume('signIn', address);
    const at = now();
    const failures = await repository.recentFailures(
      email,
      address,
      deviceNonce,
      new Date(at.getTime() - ACCOUNT_FAILURE_WINDOW_MS),
    );
    const locked =
      deviceNonce === null
        ? failures.fromUntrusted >= ACCOUNT_FAILURE_LIMIT
        : failures.fromDevice >= DEVICE_FAILURE_LIMIT;
    if (locked) throw new UserError('RATE_LIMITED', authMessages.accountLocked);
    const waitUntil = (failures.lastFromAddress?.getTime() ?? 0) + signInWaitMs(failures.fromAddress);
    if (at.getTime() < waitUntil) throw new UserError('RATE_LIMITED', authMessages.tooManyAttempts);
  }

  /** The account an email and password prove, counted as a sign-in attempt; the sign-in failure otherwise. */
  async function userOfPassword(input: SignIn, meta: GuessingMeta): Promise<UserRow> {
    const user = await repository.findUserByEmail(input.email);
    const deviceNonce = deviceNonceOf(user, meta.deviceCookie);
    await refuseGuessing(input.email, meta.ip, deviceNonce);
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, input.password)
      : (await spendPasswordCheckTime(input.password), false);
    await repository.recordSignInAttempt({
      email: input.email,
      ip: addressRateKey(meta.ip),
      deviceNonce,
      succeeded: passwordOk,
      at: now(),
    });
    if (!user || !passwordOk) throw signInFailed();
    return user;
  }

  /** Forgot password: a new single-use code by email, the account's earlier codes void. */
  async function sendResetCode(email: string): Promise<void> {
    const user = await repository.findUserByEmail(email);
    if (!user) throw new UserError('USER_NOT_FOUND', authMessages.adminUnknownResetEmail);
    const code = newResetCode();
    const at = now();
    await db.transaction(async (tx) => {
      await repository.invalidateResetCodes(user.id, at, tx);
      await repository.insertResetCode(
        {
          userId: user.id,
          codeHash: hashSecretValue(config.sessionSecret, code),
          createdAt: at,
          expiresAt: new Date(at.getTime() + RESET_CODE_TTL_MS),
        },
        tx,
      );
      await enqueueOutbox(tx, {
        kind: 'email',
        payload: {
          to: user.email,
          subject: 'Your piiq password reset code',
          text: `Your piiq password reset code is ${code}.\n\nIt works once, for the next 15 minutes. If you did not ask to reset your password, you can ignore this email.`,
        },
      });
    });
  }

  return {
    tokenHash,

    /**
     * After a change of someone's access (the provider role, a session ended, a new password) has
     * committed: every instance reads their row again at their next request and looks again at their
     * open live streams, this one at once and the others when the event arrives.
     */
    announceAccountChanged,

    /**
     * Listens, for as long as the server runs, for accounts changed on any instance: forgets their
     * cached sessions and tells what this instance holds open for them.
     */
    forgetChangedAccounts(): { stop(): void } {
      // Without the events the cache's time limit alone bounds how long a withdrawn role is honoured.
      return onEachEvent(deps.events, 'accountChanged', EVERY_ACCOUNT, ({ userId }) => accountChangedHere(userId));
    },

    /** Calls `onChange` whenever the person's sessions or access change, on any instance, until the returned function is called. */
    watchAccount(userId: string, onChange: () => void): () => void {
      let watchers = accountWatchers.get(userId);
      if (!watchers) accountWatchers.set(userId, (watchers = new Set()));
      watchers.add(onChange);
      return () => {
        watchers.delete(onChange);
        if (watchers.size === 0) accountWatchers.delete(userId);
      };
    },

    /** The person of a session while it is open (a live stream asks before each event), or null. */
    async userOfOpenSession(hashed: string): Promise<UserRow | null> {
      return (await openSession(hashed))?.user ?? null;
    },

    /** The viewer behind a session cookie, or null when it is unknown, expired or idle too long. */
    async viewerFromToken(token: string): Promise<{ user: UserRow; tokenHash: string } | null> {
      const hashed = tokenHash(token);
      const found = await openSession(hashed);
      if (!found) return null;
      const at = now();
      const idleSince = at.getTime() - found.session.lastSeenAt.getTime();
      if (idleSince > SESSION_TOUCH_INTERVAL_MS) {
        await repository.touchSession(hashed, at);
        sessionCache.set(hashed, { ...found, session: { ...found.session, lastSeenAt: at } });
      }
      return { user: found.user, tokenHash: hashed };
    },

    async signIn(input: SignIn, meta: RequestMeta): Promise<SignInOutcome> {
      const user = await userOfPassword(input, meta);
      if (user.passwordChangeRequired) {
        const challengeToken = signChallenge(config.sessionSecret, {
          userId: user.id,
          passwordHash: user.passwordHash,
          expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
        });
        return { kind: 'NEW_PASSWORD_REQUIRED', challengeToken };
      }
      return signedIn(user, meta);
    },

    async completeNewPassword(input: CompleteNewPassword & { challengeToken: string }, meta: RequestMeta) {
      const claims = readChallenge(config.sessionSecret, input.challengeToken, now());
      const user = claims ? await repository.findUserById(claims.userId) : undefined;
      if (
        !claims ||
        !user ||
        passwordFingerprint(config.sessionSecret, user.passwordHash) !== claims.passwordFingerprint
      ) {
        throw new UserError('UNAUTHENTICATED', 'Your sign-in has expired. Please sign in again.');
      }
      const updated = await db.transaction(async (tx) => {
        const row = await repository.updateUser(
          user.id,
          { passwordHash: await hashPassword(input.newPassword), passwordChangeRequired: false },
          tx,
        );
        await repository.deleteSessionsOfUser(user.id, null, tx);
        return row;
      });
      announceAccountChanged(user.id);
      return signedIn(updated, meta);
    },

    async signOut(viewer: Viewer): Promise<void> {
      await repository.deleteSession(viewer.sessionTokenHash);
      // The session's live streams end too, on whichever instance they are open.
      announceAccountChanged(viewer.user.id);
      await deps.recordAuthEvent(viewer.user.id, 'sign_out');
    },

    /**
     * A signup for an existing account (docs/product-rules.md): the account's password, checked with every
     * brake of a sign-in, buys a short-lived statement that registerAccount accepts before charging.
     */
    async connectForSignup(input: SignIn, meta: GuessingMeta): Promise<string> {
      const user = await userOfPassword(input, meta);
      const expiresAt = new Date(now().getTime() + SIGNUP_CONNECT_TTL_MS);
      return signChallenge(
        config.sessionSecret,
        { userId: user.id, passwordHash: user.passwordHash, expiresAt },
        'signupConnect',
      );
    },

    /** The user a connect statement names, while it is fresh, for this email, and the password unchanged. */
    async connectedUser(token: string, email: string): Promise<string | null> {
      const claims = readChallenge(config.sessionSecret, token, now(), 'signupConnect');
      const user = claims ? await repository.findUserById(claims.userId) : undefined;
      if (!claims || !user || user.email !== email) return null;
      return passwordFingerprint(config.sessionSecret, user.passwordHash) === claims.passwordFingerprint
        ? user.id
        : null;
    },

    /** The portal's email-first step: NOT_AUTHORIZED means the account exists, USER_NOT_FOUND that it does not. */
    async checkEmail(email: string, ip: string): Promise<'NOT_AUTHORIZED' | 'USER_NOT_FOUND'> {
      await limits.consume('emailCheck', addressRateKey(ip));
      return (await repository.findUserByEmail(email)) ? 'NOT_AUTHORIZED' : 'USER_NOT_FOUND';
    },

    async signUpClient(input: ClientSignUp, meta: RequestMeta): Promise<SignInOutcome> {
      await limits.consume('signIn', addressRateKey(meta.ip));
      return answerNoSoonerThan(ACCOUNT_REVEALING_ANSWER_MS.signUpClient, async () => {
        if (await repository.findUserByEmail(input.email)) {
          // The same password work as a new account's, so the refusal costs what an account costs.
          await spendPasswordCheckTime(input.password);
          throw new UserError('CONFLICT', authMessages.accountExists);
        }
        const user = await repository.insertUser({
          email: input.email,
          name: input.firstName,
          passwordHash: await hashPassword(input.password),
          profileRole: 'Client',
        });
        return signedIn(user, meta);
      });
    },

    async forgotPassword(email: string, ip: string): Promise<void> {
      await limits.consume('forgotPassword', addressRateKey(ip));
      await answerNoSoonerThan(ACCOUNT_REVEALING_ANSWER_MS.forgotPassword, () => sendResetCode(email));
    },

    async resetPassword(input: ResetPassword, ip: string): Promise<void> {
      const address = addressRateKey(ip);
      await limits.consume('forgotPassword', address);
      const user = await repository.findUserByEmail(input.email);
      if (!user) throw new UserError('USER_NOT_FOUND', authMessages.adminUnknownResetEmail);
      const at = now();
      const accepted = await db.transaction(async (tx) => {
        const code = await repository.latestUsableResetCode(user.id, at, tx);
        if (!code) return false;
        if (code.codeHash !== hashSecretValue(config.sessionSecret, input.code)) {
          const failures = await repository.recordResetCodeFailure(code.id, tx);
          if (failures >= RESET_CODE_MAX_FAILURES) await repository.markResetCodeUsed(code.id, at, tx);
          return false;
        }
        await repository.markResetCodeUsed(code.id, at, tx);
        await repository.updateUser(
          user.id,
          { passwordHash: await hashPassword(input.newPassword), passwordChangeRequired: false },
          tx,
        );
        await repository.deleteSessionsOfUser(user.id, null, tx);
        // The reset proves the owner: as the message of a locked account promises, it lifts the lock,
        // for untrusted devices and trusted ones alike.
        await repository.recordSignInAttempt(
          { email: user.email, ip: address, deviceNonce: null, succeeded: true, at },
          tx,
        );
        return true;
      });
      announceAccountChanged(user.id);
      if (!accepted) throw new UserError('BAD_USER_INPUT', authMessages.resetCodeInvalid);
    },

    async changePassword(viewer: Viewer, form: ChangePassword, meta: GuessingMeta): Promise<string> {
      const problem = changePasswordProblem(form);
      if (problem) throw new UserError('BAD_USER_INPUT', problem);
      const user = await repository.findUserById(viewer.user.id);
      if (!user) throw new UserError('NOT_AUTHORIZED', authMessages.currentPasswordWrong);
      // A stolen session must not become a way to guess the password without limit; judged by its
      // device as a sign-in is, so guesses elsewhere do not stop the owner changing their password.
      const deviceNonce = deviceNonceOf(user, meta.deviceCookie);
      await refuseGuessing(user.email, meta.ip, deviceNonce);
      const currentOk = await verifyPassword(user.passwordHash, form.currentPassword);
      await repository.recordSignInAttempt({
        email: user.email,
        ip: addressRateKey(meta.ip),
        deviceNonce,
        succeeded: currentOk,
        at: now(),
      });
      if (!currentOk) throw new UserError('NOT_AUTHORIZED', authMessages.currentPasswordWrong);
      if (!passwordMeetsPolicy(form.newPassword)) throw new UserError('BAD_USER_INPUT', passwordRuleText);
      await db.transaction(async (tx) => {
        await repository.updateUser(user.id, { passwordHash: await hashPassword(form.newPassword) }, tx);
        await repository.deleteSessionsOfUser(user.id, viewer.sessionTokenHash, tx);
      });
      announceAccountChanged(user.id);
      return changePasswordMessages.success;
    },

    async updateUser(id: string, input: UpdateUser) {
      const updated = await repository.updateUser(id, {
        ...(input.name != null ? { name: input.name.trim() } : {}),
        ...(input.termsOfServiceLocale != null ? { termsOfServiceLocale: input.termsOfServiceLocale } : {}),
        ...(input.termsOfServiceVersion != null
          ? { termsOfServiceVersion: input.termsOfServiceVersion, termsOfServiceAcceptedAt: now() }
          : {}),
        ...(input.devicePushId != null ? { devicePushId: input.devicePushId } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
      });
      forgetSessionsOfUser(id);
      return updated;
    },

    async acceptTermsOfService(id: string, input: UpdateTermsOfService) {
      const updated = await repository.updateUser(id, {
        termsOfServiceLocale: input.termsOfServiceLocale,
        termsOfServiceVersion: input.termsOfServiceVersion,
        termsOfServiceAcceptedAt: now(),
      });
      forgetSessionsOfUser(id);
      return updated;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
