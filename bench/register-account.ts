/**
 * registerAccount through the real server (GraphQL request, validation, quote, offline charge,
 * password hash, the one transaction with every row and outbox call) on in-memory PGlite with the
 * offline payment provider. The card check runs before each timed call, as the browser makes it
 * first. Prints p50 and p95 in milliseconds; budget: p95 of 100 ms. Figures are printed, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerPayloadFixture } from '@piiq/domain/test/signup-fixtures';
import { composeServer } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const RUNS = 200;
const WARM_UP = 20;

const REGISTER = `mutation Register($input: RegisterAccountInput!, $key: String!) {
  registerAccount(input: $input, idempotencyKey: $key) { salonId password }
}`;
const PAYMENT_METHOD = `mutation PaymentMethod($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`;

function percentile(sorted: number[], p: number): number {
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 100) / 100;
}

export async function registerAccountBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-bench-register-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    SIGNUP_CALLS_PER_IP: String((RUNS + WARM_UP) * 4),
  });
  const server = await composeServer(config, { database: { kind: 'pglite-memory' }, logger: false });
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query, variables },
    });
    const body = response.json() as {
      data?: Record<string, Record<string, string>>;
      errors?: Array<{ message: string }>;
    };
    if (body.errors) throw new Error(body.errors[0]?.message);
    return body.data ?? {};
  };
  const timings: number[] = [];
  try {
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const card = await gql(PAYMENT_METHOD, {
        input: {
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
          billingDetails: { name: 'Bench Owner' },
        },
      });
      const input = registerPayloadFixture({
        mirrors: 2,
        email: `bench${run}@example.com`,
        firstName: 'Bench',
        lastName: 'Owner',
        name: `Bench Salon ${run}`,
        paymentMethod: card.createPaymentMethod?.id,
      });
      const started = performance.now();
      await gql(REGISTER, { input, key: `bench-register-${run}` });
      if (run >= WARM_UP) timings.push(performance.now() - started);
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  timings.sort((a, b) => a - b);
  return { runs: RUNS, p50Ms: percentile(timings, 50), p95Ms: percentile(timings, 95), budgetP95Ms: 100 };
}
