import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegisterPayloadInput } from '@piiq/domain/signup-payload';
import { registerPayloadFixture } from '@piiq/domain/test/signup-fixtures';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { invoices, mirrorOrders, subscriptions } from '../db/schema/billing.ts';
import { chats } from '../db/schema/messaging.ts';
import { outbox } from '../db/schema/outbox.ts';
import { salons } from '../db/schema/salons.ts';
import { signupRequests } from '../db/schema/signup.ts';
import { startTestServer, type StartTestServerOptions, type TestServer } from './test-server.ts';

/** A partner that can be taken down and brought back; it answers the SYS lookup with a salonID. */
function partner() {
  const received: Array<{ path: string; body: string; contentType: string; authorization: string | undefined }> = [];
  let down = false;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (down) {
        response.writeHead(503).end('down');
        return;
      }
      received.push({
        path: request.url ?? '',
        body,
        contentType: String(request.headers['content-type']),
        authorization: request.headers.authorization,
      });
      if (request.url === '/sys')
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"salonID":"700123"}');
      else response.writeHead(200).end('ok');
    });
  });
  return {
    received,
    setDown: (value: boolean) => (down = value),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!, $key: String!, $referral: String) {
    registerAccount(input: $input, idempotencyKey: $key, referral: $referral) {
      salonId
      password
    }
  }
`;
export const PAYMENT_METHOD = /* GraphQL */ `
  mutation PaymentMethod($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
      brand
      last4
    }
  }
`;

/**
 * The signup's test server, with every partner and automation address pointed at one receiver: the
 * hooks start it before the file's tests, empty the outbox and the receiver before each, and stop
 * it after. Shared by the signup's integration test files.
 */
export function useSignupTestServer(options: Pick<StartTestServerOptions, 'payments' | 'ipRateLimits'> = {}) {
  let server: TestServer | undefined;
  function testServer(): TestServer {
    if (!server) throw new Error('the signup test server starts in beforeAll');
    return server;
  }

  const receiver = partner();
  const clock = new Date('2026-11-21T03:00:00Z');
  let keyCounter = 0;
  const newKey = () => `signup-key-${(keyCounter += 1)}-${Date.now()}`;

  beforeAll(async () => {
    await receiver.start();
    server = await startTestServer({
      ...options,
      now: () => clock,
      env: {
        SIGNUP_LEAD_WEBHOOK_URL: receiver.url('/lead'),
        SIGNUP_WEBHOOK_URLS: `${receiver.url('/automation-1')},${receiver.url('/automation-2')}`,
        ORDER_DATA_RECORD_URL: receiver.url('/order-record'),
        ORDER_DATA_URL: receiver.url('/order-data'),
        PARTNER_SIGNUP_URL: receiver.url('/new-salon'),
        PARTNER_API_TOKEN: 'partner-token',
        SYS_ACCOUNT_LOOKUP_URL: receiver.url('/sys'),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver.stop();
  });
  beforeEach(async () => {
    // Each case reads the outbox rows it caused.
    await testServer().server.database.db.delete(outbox);
    receiver.setDown(false);
    receiver.received.length = 0;
  });

  async function cardId(number = '4242 4242 4242 4242'): Promise<string> {
    const response = await testServer().gql<{ createPaymentMethod: { id: string } }>(PAYMENT_METHOD, {
      input: { card: { number, expMonth: 12, expYear: 2030, cvc: '123' }, billingDetails: { name: 'Jane Citizen' } },
    });
    expect(response.errors).toBeUndefined();
    return response.data?.createPaymentMethod.id ?? '';
  }

  let emailCounter = 0;
  async function payload(change: Partial<RegisterPayloadInput> = {}): Promise<RegisterPayloadInput> {
    emailCounter += 1;
    const base = registerPayloadFixture({
      mirrors: 2,
      addressLine2: 'Level 2',
      notes: 'Back door',
      email: `Owner${emailCounter}@Example.com`,
      name: `Salon ${emailCounter}`,
      newsOptIn: true,
      paymentMethod: await cardId(),
    });
    // Spread after the fixture: a change of mirrors keeps the two-mirror prices, as a client could send.
    return { ...base, ...change };
  }

  async function countRows() {
    const db = testServer().server.database.db;
    return {
      salons: await db.$count(salons),
      users: await db.$count(users),
      subscriptions: await db.$count(subscriptions),
      mirrorOrders: await db.$count(mirrorOrders),
      invoices: await db.$count(invoices),
      chats: await db.$count(chats),
      outbox: await db.$count(outbox),
      signupRequests: await db.$count(signupRequests),
    };
  }

  return {
    get test() {
      return testServer();
    },
    receiver,
    clock,
    newKey,
    cardId,
    payload,
    countRows,
  };
}
