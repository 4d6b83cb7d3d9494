import type { Redis } from 'ioredis';
import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_KEY_CALLS_PER_MINUTE } from '@piiq/domain/api-keys';
import { authMessages } from '@piiq/domain/auth-rules';
import { UserError } from '../errors.ts';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
  /** The key is someone's email address: the alert says which limit was reached, not whose address. */
  keyIsEmail?: boolean;
}

/** Per-IP limits on the doors an attacker would knock on; generous enough for a salon behind one router. */
export const defaultIpRateLimits = {
  signIn: { points: 40, durationSeconds: 15 * 60 },
  emailCheck: { points: 60, durationSeconds: 15 * 60 },
  forgotPassword: { points: 10, durationSeconds: 15 * 60 },
  /** The signup's writes open to guests (leads, partner calls, card checks, registrations). */
  signup: { points: 100, durationSeconds: 15 * 60 },
  /** Page views, open to guests: a salon's whole team browsing behind one router stays well under it. */
  pageView: { points: 600, durationSeconds: 15 * 60 },
  /** The portal's salon finder, open to guests: many phones share a carrier's address, so it allows many searches. */
  salonFinder: { points: 300, durationSeconds: 15 * 60 },
  /** Pairing codes typed on a mirror: a few mistypes are fine, guessing one of 32^8 codes is not. */
  mirrorPairing: { points: 20, durationSeconds: 15 * 60 },
  /** IBB links and invites emailed, per caller: each sends mail to an address someone typed. */
  ibbLink: { points: 20, durationSeconds: 15 * 60 },
  /** The same, per address: nobody fills a stranger's inbox with links. */
  ibbLinkAddress: { points: 5, durationSeconds: 60 * 60, keyIsEmail: true },
  /** Salon photo uploads, counted per salon rather than per address: a few tries of a photo each hour. */
  photoUpload: { points: 30, durationSeconds: 60 * 60 },
  /**
   * Session codes typed in the portal, per account: a client mistypes a code a few times, while
   * guessing one of 32^6 needs millions of tries. A code that joins is given back.
   */
  sessionCodeAccount: { points: 10, durationSeconds: 15 * 60 },
  /** The same, per address: several clients of a salon behind one router, not thousands of accounts. */
  sessionCodeAddress: { points: 30, durationSeconds: 15 * 60 },
  /** Joins by the QR link, per account: an id is not guessable, so only a runaway client is held back. */
  sessionLinkAccount: { points: 60, durationSeconds: 15 * 60 },
  /** Calls made with one salon API key, counted per key: a busy integration, not a flood. */
  apiKey: { points: API_KEY_CALLS_PER_MINUTE, durationSeconds: 60 },
} satisfies Record<string, RateLimitRule>;

export type IpRateLimitAction = keyof typeof defaultIpRateLimits;

/** How many 16-bit groups of an IPv6 address name its network: a home, office or phone is given at least a /64. */
const IPV6_SUBSCRIBER_PREFIX_GROUPS = 4;

/**
 * The key every per-address limit counts a caller by. An IPv6 client may use any address of its
 * /64, so it is counted by that /64 (written compressed, so every spelling gives one key); counted
 * by the full address it could take a new one for each try and never be limited. An IPv4 address
 * counts as itself, also when a dual-stack socket reports it mapped into IPv6 (::ffff:a.b.c.d).
 * A zone id names the server's own interface, so it is left out.
 */
export function addressRateKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const groups = parsed.parts.slice(0, IPV6_SUBSCRIBER_PREFIX_GROUPS);
  return `${new ipaddr.IPv6([...groups, 0, 0, 0, 0]).toString()}/${IPV6_SUBSCRIBER_PREFIX_GROUPS * 16}`;
}

/** A refusal that says when the window ends, for callers that answer with a Retry-After. */
export class RateLimitedError extends UserError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** Several modules count their callers: one limiter, built once in compose.ts and handed to each service. */
export interface IpRateLimiter {
  /**
   * `key` is the caller's addressRateKey, or the salon or account for limits counted so. A refused
   * call is a RATE_LIMITED user error, with `refusal` as its message when the action has words of its own.
   */
  consume(action: IpRateLimitAction, key: string, refusal?: string): Promise<void>;
  /** Gives back one call that turned out to be a person's rightful use, so only failures count. */
  giveBack(action: IpRateLimitAction, key: string): Promise<void>;
}

/** Told once per window when a key is first refused: an alert that someone is pressing, not a line per refusal. */
export type ThrottledListener = (action: IpRateLimitAction, key: string, rule: RateLimitRule) => void;

/** In memory on one process; in Redis when configured, so every instance shares the count. */
export function createIpRateLimiter(
  redis: Redis | undefined,
  rules: Record<IpRateLimitAction, RateLimitRule> = defaultIpRateLimits,
  namespace = 'piiq',
  onThrottled: ThrottledListener = () => undefined,
): IpRateLimiter {
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([action, rule]) => {
      const options = { keyPrefix: `${namespace}:rl:${action}`, points: rule.points, duration: rule.durationSeconds };
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      return [action, limiter];
    }),
  ) as Record<IpRateLimitAction, RateLimiterAbstract>;

  return {
    async consume(action, key, refusal = authMessages.tooManyAttempts) {
      try {
        await limiters[action].consume(key);
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // The count is shared (Redis increments it atomically), so exactly one refusal sees the first overrun.
        if (rejection.consumedPoints === rules[action].points + 1) onThrottled(action, key, rules[action]);
        throw new RateLimitedError(refusal, Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
    },
    async giveBack(action, key) {
      await limiters[action].reward(key);
    },
  };
}
