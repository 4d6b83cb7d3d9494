import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createCart, createSalonAdmin, TEST_PASSWORD } from '../test/factories.ts';
import { liveStream } from '../test/event-stream.ts';
import { SIGN_IN, signedInSalonAdmin } from '../test/sign-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createDirectGraphQL } from './graphql-direct.ts';
import { createGraphQLHandler } from './graphql-handler.ts';

let test: TestServer;
let cookie: string;
let salonId: string;
let otherSalonId: string;
let adminEmail: string;
beforeAll(async () => {
  test = await startTestServer();
  const admin = await signedInSalonAdmin(test);
  cookie = admin.cookie;
  salonId = admin.salon.id;
  adminEmail = admin.user.email;
  otherSalonId = (await createSalonAdmin(test.server.database.db)).salon.id;
});
afterAll(() => test.close());

/** `streams`: Yoga answers it with a live stream when any type is accepted, which never ends. */
type Case = { name: string; body: Record<string, unknown> | string; signedIn?: boolean; streams?: boolean };

const SALON = 'query Salon($id: ID!) { salon(id: $id) { id name } }';
const SUBSCRIPTION = 'subscription Carts($id: ID!) { cartUpdated(salonId: $id) { id } }';
const cases = (): Case[] => [
  { name: 'a query', body: { query: SALON, variables: { id: salonId }, operationName: 'Salon' }, signedIn: true },
  { name: 'a query as a guest', body: { query: '{ me { id } }' } },
  { name: 'another salon’s id', body: { query: SALON, variables: { id: otherSalonId } }, signedIn: true },
  { name: 'variables of the wrong type', body: { query: SALON, variables: { id: 5.5 } }, signedIn: true },
  { name: 'a missing variable', body: { query: SALON }, signedIn: true },
  { name: 'control characters', body: { query: SALON, variables: { id: 'a\u0001b' } }, signedIn: true },
  { name: 'a mutation that signs in', body: { query: SIGN_IN, variables: { input: { email: adminEmail, password: TEST_PASSWORD } } } },
  { name: 'an unknown field', body: { query: '{ nothingHere }' } },
  { name: 'a syntax error', body: { query: '{ me { id ' } },
  { name: 'two operations without a name', body: { query: '{ me { id } } query Two { me { id } }' } },
  { name: 'an unknown operation name', body: { query: SALON, operationName: 'Other', variables: { id: salonId } }, signedIn: true },
  { name: 'a subscription', body: { query: SUBSCRIPTION, variables: { id: salonId } }, signedIn: true, streams: true },
  { name: 'an extra parameter', body: { query: '{ me { id } }', extra: 1 } },
  { name: 'variables that are a list', body: { query: '{ me { id } }', variables: [] } },
  { name: 'a batch', body: '[{"query":"{ me { id } }"}]' },
];

/** Pairs of Accept headers Yoga negotiates alike: the first is answered directly, the second by Yoga. */
const ACCEPT_PAIRS: Array<[string | undefined, string]> = [
  ['application/graphql-response+json, application/json', 'application/graphql-response+json;charset=utf-8, application/json;charset=utf-8'],
  ['application/json', 'application/json;charset=utf-8'],
  [undefined, '*/*;charset=utf-8'],
];

const VARYING_HEADERS = new Set(['x-request-id', 'server-timing', 'date', 'set-cookie']);

async function send(body: Case['body'], accept: string | undefined, signedIn: boolean) {
  const response = await test.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}), ...(signedIn ? { cookie } : {}) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = response.body.replace(/"requestId":"[^"]+"/g, '"requestId":"-"');
  return {
    status: response.statusCode,
    // Every header but those that differ from one request to the next, and cookies (compared by name below).
    headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !VARYING_HEADERS.has(name))),
    body: text,
    setsCookie: response.cookies.map((set) => set.name),
  };
}

describe('the direct answer to an ordinary GraphQL request', () => {
  it('answers every kind of request exactly as Yoga does', async () => {
    for (const { name, body, signedIn = false, streams = false } of cases()) {
      for (const [direct, throughYoga] of ACCEPT_PAIRS) {
        if (streams && !direct) continue;
        const viaYoga = await send(body, throughYoga, signedIn);
        const answered = await send(body, direct, signedIn);
        expect({ name, accept: direct, ...answered }).toEqual({ name, accept: direct, ...viaYoga });
      }
    }
  });

  it('answers only the ordinary request itself and leaves every other to Yoga', async () => {
    const yoga = createGraphQLHandler({ config: test.config, services: test.server.services, log: test.server.app.log });
    const { answerDirectly } = createDirectGraphQL(yoga);
    const app = Fastify();
    await app.register(fastifyCookie);
    app.route({
      url: '/graphql',
      method: ['GET', 'POST'],
      handler: async (request, reply) => ((await answerDirectly(request, reply)) ? reply : reply.send('left to Yoga')),
    });
    const decide = async (options: { method?: 'GET' | 'POST'; accept?: string; contentType?: string; payload?: string; url?: string }) => {
      const response = await app.inject({
        method: options.method ?? 'POST',
        url: options.url ?? '/graphql',
        headers: { 'content-type': options.contentType ?? 'application/json', cookie, ...(options.accept ? { accept: options.accept } : {}) },
        ...(options.method === 'GET' ? {} : { payload: options.payload ?? JSON.stringify({ query: SALON, variables: { id: salonId } }) }),
      });
      return response.body === 'left to Yoga' ? 'Yoga' : 'direct';
    };
    try {
      expect(await decide({})).toBe('direct');
      expect(await decide({ accept: 'application/graphql-response+json, application/json' })).toBe('direct');
      expect(await decide({ accept: 'application/graphql-response+json' })).toBe('direct');
      expect(await decide({ contentType: 'application/json; charset=utf-8' })).toBe('direct');
      expect(await decide({ accept: 'text/event-stream' })).toBe('Yoga');
      expect(await decide({ accept: 'multipart/mixed' })).toBe('Yoga');
      expect(await decide({ accept: 'text/html' })).toBe('Yoga');
      expect(await decide({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ me { id } }')}` })).toBe('Yoga');
      // Refused by Yoga's pipeline for parameters, which the direct answer runs too.
      expect(await decide({ payload: JSON.stringify({ query: '{ nothingHere }' }) })).toBe('direct');
      expect(await decide({ payload: JSON.stringify({ query: '{ me { id ' }) })).toBe('direct');
      expect(await decide({ payload: JSON.stringify({ query: SUBSCRIPTION, variables: { id: salonId } }) })).toBe('Yoga');
      expect(await decide({ payload: JSON.stringify({ query: 5 }) })).toBe('Yoga');
      expect(await decide({ payload: JSON.stringify({ query: '{ me { id } }', extra: 1 }) })).toBe('Yoga');
      expect(await decide({ payload: '[{"query":"{ me { id } }"}]' })).toBe('Yoga');
    } finally {
      await app.close();
    }
  });
});

/** A stream's answer without what differs between two requests. */
const withoutVarying = (answer: Awaited<ReturnType<typeof liveStream>>) => ({
  ...answer,
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !VARYING_HEADERS.has(name) && name !== 'transfer-encoding')),
});

describe('the direct answer to a live stream', () => {
  it('writes the events of a subscription exactly as Yoga’s stream does, and each refusal as Yoga does', async () => {
    const db = test.server.database.db;
    const appointment = await createAppointment(db, salonId, { clientName: 'Ava Live' });
    const cart = await createCart(db, appointment, []);
    const change = () => test.server.events.publish('cartUpdated', salonId, { salonId, cartId: cart.id, appointmentId: appointment.id });
    const stranger = await signedInSalonAdmin(test);
    const subscription = { query: SUBSCRIPTION, variables: { id: salonId } };
    const kinds: Array<[string, Record<string, unknown>, string | undefined]> = [
      ['an event of the salon', subscription, cookie],
      ['another salon’s admin', subscription, stranger.cookie],
      ['a guest', subscription, undefined],
      ['a variable of the wrong type', { query: SUBSCRIPTION, variables: { id: 5.5 } }, cookie],
    ];
    for (const [name, body, requestCookie] of kinds) {
      const event = (text: string) => text.includes('event: next') && text.endsWith('\n\n');
      const direct = await liveStream(test, { body, accept: 'text/event-stream', cookie: requestCookie }, event, change);
      const viaYoga = await liveStream(test, { body, accept: 'text/event-stream; charset=utf-8', cookie: requestCookie }, event, change);
      expect({ name, ...withoutVarying(direct) }).toEqual({ name, ...withoutVarying(viaYoga) });
      expect(direct.text, name).toContain('event: next');
    }
    const delivered = await liveStream(test, { body: subscription, accept: 'text/event-stream', cookie }, (text) => text.includes('event: next'), change);
    expect(delivered.text).toContain(`"cartUpdated":{"id":"${cart.id}"}`);
  });
});
