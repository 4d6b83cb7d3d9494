import { registerAccountMessages } from '@piiq/domain/signup-payload';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/billing.ts';
import { salons } from '../../db/schema/salons.ts';
import { createOfflinePayments, type PaymentPort } from '../../ports/payments.ts';
import { REGISTER, useSignupTestServer } from '../../test/signup-test-server.ts';
import { timesATest } from '../../test/time-limits.ts';

/**
 * A signup's retries, however many and however close together, make one salon and one charge per
 * idempotency key. A long check: `npm run verify:long` (on PostgreSQL `verify:long:pg`), and
 * `npm run verify:payments` with the Stripe signup and webhook tests.
 */
const KEYS = Number(process.env.PAYMENT_REPLAY_KEYS ?? 50);
const CALLS = Number(process.env.PAYMENT_REPLAY_CALLS ?? 1_000);
const IN_FLIGHT = 50;

/** The offline provider, counting the charges it is asked for by idempotency key. */
function countingPayments(): PaymentPort & { charges: Map<string, number>; cancels: number } {
  const offline = createOfflinePayments({
    secret: 'payment-replay-secret-of-32-characters',
    now: () => new Date('2026-11-21T03:00:00Z'),
  });
  const charges = new Map<string, number>();
  const counting = {
    ...offline,
    charges,
    cancels: 0,
    chargeSubscription: async (request: Parameters<PaymentPort['chargeSubscription']>[0]) => {
      charges.set(request.idempotencyKey, (charges.get(request.idempotencyKey) ?? 0) + 1);
      return offline.chargeSubscription(request);
    },
    cancelCharge: async (...args: Parameters<PaymentPort['cancelCharge']>) => {
      counting.cancels += 1;
      return offline.cancelCharge(...args);
    },
  };
  return counting;
}

const payments = countingPayments();
const signup = useSignupTestServer({ payments, ipRateLimits: { signup: { points: CALLS * 2, durationSeconds: 900 } } });

describe('registerAccount replayed', () => {
  it(
    `makes exactly one salon and one charge for each of ${KEYS} keys sent ${CALLS} times, ${IN_FLIGHT} at once`,
    { timeout: timesATest(10) },
    async () => {
      const keys = Array.from({ length: KEYS }, () => signup.newKey());
      const inputs = new Map<string, Awaited<ReturnType<typeof signup.payload>>>();
      for (const key of keys) inputs.set(key, await signup.payload());
      // Every key sent CALLS / KEYS times in a row, so each key's sends are in flight together: the retries of an impatient browser.
      const sends = Array.from({ length: CALLS }, (_, index) => keys[Math.floor((index * KEYS) / CALLS)] ?? '');

      const answers = new Map<string, Set<string>>();
      let inProgress = 0;
      let otherErrors: string[] = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < sends.length) {
            const key = sends[next] ?? '';
            next += 1;
            const response = await signup.test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
              input: inputs.get(key),
              key,
            });
            const salonId = response.data?.registerAccount.salonId;
            if (salonId) answers.set(key, (answers.get(key) ?? new Set()).add(salonId));
            else if (response.errors?.[0]?.message === registerAccountMessages.inProgress) inProgress += 1;
            else otherErrors = [...otherErrors, response.errors?.[0]?.message ?? 'no answer'];
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;

      expect(otherErrors).toEqual([]);
      expect([...answers.values()].every((ids) => ids.size === 1)).toBe(true);
      const salonIds = [...answers.values()].flatMap((ids) => [...ids]);
      expect(new Set(salonIds).size).toBe(KEYS);
      const db = signup.test.server.database.db;
      expect(await db.$count(salons, inArray(salons.id, salonIds))).toBe(KEYS);
      expect(await db.$count(subscriptions, inArray(subscriptions.salonId, salonIds))).toBe(KEYS);
      expect(payments.charges.size).toBe(KEYS);
      expect([...payments.charges.values()].every((count) => count === 1)).toBe(true);
      expect(payments.cancels).toBe(0);
      console.info(
        `${CALLS} registerAccount calls with ${KEYS} keys, ${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s: ${KEYS} salons, ` +
          `${payments.charges.size} charges, ${inProgress} answered "in progress" (a retry while the first was running), 0 other errors.`,
      );
    },
  );
});
