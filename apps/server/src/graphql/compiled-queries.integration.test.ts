import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStream } from '../test/event-stream.ts';
import { createAppointment, createCart, createSalonAdmin } from '../test/factories.ts';
import { signedInSalonAdmin } from '../test/sign-in.ts';
import { startTestServer, type GraphQLResponse, type TestServer } from '../test/test-server.ts';
import { COMPILE_AFTER_RUNS } from './compiled-queries.ts';

const LIST = `query List($salonId: ID!, $navParam: NavParam!, $search: String!, $limit: Int!, $nextToken: String) {
  salon(id: $salonId) {
    id
    timeZone
    appointments(navParam: $navParam, search: $search, limit: $limit, nextToken: $nextToken) {
      totalCount
      nextToken
      items { id createdAt clientName staffName clientAppointmentCount rebookStatus orderStatus retailStatus clientSelfieImage { url } }
    }
  }
}`;

const DASHBOARD_VIEW = 'query View($salonId: ID!, $view: ChartView) { salon(id: $salonId) { dashboard(view: $view) { view } } }';

let test: TestServer;
let salonId: string;
let cookie: string;
beforeAll(async () => {
  test = await startTestServer();
  const admin = await signedInSalonAdmin(test);
  salonId = admin.salon.id;
  cookie = admin.cookie;
  for (let visit = 0; visit < 8; visit++) {
    await createAppointment(test.server.database.db, salonId, { clientName: `Client ${visit}`, staffName: 'Sam', createdAt: new Date(Date.UTC(2026, 5, 1 + visit, 9)) });
  }
});
afterAll(() => test.close());

/** The same request, answered first by graphql-js's executor and then, once compiled, by graphql-jit's. */
async function beforeAndOnceCompiled(query: string, variables: Record<string, unknown>, requestCookie = cookie): Promise<GraphQLResponse[]> {
  const answers: GraphQLResponse[] = [];
  for (let run = 0; run <= COMPILE_AFTER_RUNS; run++) answers.push(await test.gql(query, variables, { cookie: requestCookie }));
  return answers.map(({ status, data, errors }) => ({ status, data, errors }) as GraphQLResponse);
}

describe('queries compiled after their first run', () => {
  it('answer a page of appointments, and the next, exactly as before they were compiled', async () => {
    const first = await beforeAndOnceCompiled(LIST, { salonId, navParam: 'ALLTIME', search: '', limit: 6, nextToken: null });
    expect(new Set(first.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const page = first[0]!.data as { salon: { appointments: { nextToken: string; items: unknown[] } } };
    expect(page.salon.appointments.items).toHaveLength(6);
    const next = await beforeAndOnceCompiled(LIST, { salonId, navParam: 'ALLTIME', search: '', limit: 6, nextToken: page.salon.appointments.nextToken });
    expect(new Set(next.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((next[0]!.data as { salon: { appointments: { items: unknown[] } } }).salon.appointments.items).toHaveLength(2);
  });

  it('leave a query taking an input object to the executor, whose answer stays the same', async () => {
    const quote = 'query Quote($input: QuoteInput!) { quoteSubscription(input: $input) { totalCents } }';
    const answers = await beforeAndOnceCompiled(quote, { input: { mirrors: 2, plan: 'PLUS', subscriptionType: 'MONTHLY' } });
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]!.errors).toBeUndefined();
  });

  it('refuse another salon’s admin, and a wrong variable, in the same words', async () => {
    const other = await createSalonAdmin(test.server.database.db);
    const refused = await beforeAndOnceCompiled(LIST, { salonId: other.salon.id, navParam: 'ALLTIME', search: '', limit: 6, nextToken: null });
    expect(new Set(refused.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(refused[0]!.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Run with a good view first, so the wrong one meets a compiled document.
    await beforeAndOnceCompiled(DASHBOARD_VIEW, { salonId, view: 'week' });
    const wrong = await test.gql(DASHBOARD_VIEW, { salonId, view: 'decade' }, { cookie });
    expect(wrong.errors?.[0]?.message).toBe('Variable "$view" got invalid value "decade"; Value "decade" does not exist in "ChartView" enum.');
    expect(wrong.data).toBeUndefined();
  });
});

describe('subscriptions whose events are compiled after their first run', () => {
  it('deliver an event, and refuse a stranger and a guest, exactly as before they were compiled', async () => {
    const db = test.server.database.db;
    const appointment = await createAppointment(db, salonId);
    const cart = await createCart(db, appointment, []);
    const change = () => test.server.events.publish('cartUpdated', salonId, { salonId, cartId: cart.id, appointmentId: appointment.id });
    const stranger = await signedInSalonAdmin(test);
    for (const [who, requestCookie] of [['the salon’s admin', cookie], ['another salon’s admin', stranger.cookie], ['a guest', undefined]] as const) {
      // A document of its own for each caller, so its first run is the executor's.
      const query = `subscription Carts${who.length}($id: ID!) { cartUpdated(salonId: $id) { id status appointment { id clientName } } }`;
      const answers: string[] = [];
      for (let run = 0; run <= COMPILE_AFTER_RUNS; run++) {
        const answer = await liveStream(test, { body: { query, variables: { id: salonId } }, accept: 'text/event-stream', cookie: requestCookie }, (text) => text.includes('event: next') && text.endsWith('\n\n'), change);
        answers.push(`${answer.status} ${answer.text}`);
      }
      expect(new Set(answers).size, who).toBe(1);
      if (who === 'the salon’s admin') expect(answers[0]).toContain(`"cartUpdated":{"id":"${cart.id}","status":null,"appointment":{"id":"${appointment.id}",`);
      else expect(answers[0]).toMatch(/"code":"(FORBIDDEN|UNAUTHENTICATED)"/);
    }
  });
});

describe('a listener that leaves', () => {
  it('ends its salon’s subscription at once, compiled or not', async () => {
    const events = test.server.events;
    const subscribe = events.subscribe;
    let open = 0;
    events.subscribe = ((topic, key) => {
      const source = subscribe(topic, key)[Symbol.asyncIterator]();
      open += 1;
      const iterator: AsyncIterableIterator<unknown> = {
        next: () => source.next(),
        return: (value?: unknown) => {
          open -= 1;
          return source.return?.(value) ?? Promise.resolve({ done: true, value });
        },
        [Symbol.asyncIterator]: () => iterator,
      };
      return iterator;
    }) as typeof subscribe;
    try {
      const query = 'subscription Leaving($id: ID!) { cartUpdated(salonId: $id) { id } }';
      for (let run = 0; run <= COMPILE_AFTER_RUNS; run++) {
        await liveStream(test, { body: { query, variables: { id: salonId } }, accept: 'text/event-stream', cookie }, (text) => text.startsWith(':'));
        for (let waited = 0; open > 0 && waited < 2_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(open, `run ${run + 1}`).toBe(0);
      }
    } finally {
      events.subscribe = subscribe;
    }
  });
});

describe('an unexpected failure', () => {
  it('is logged once, with the request id its caller is given, compiled or not', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const broken = await startTestServer({
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    const admin = await signedInSalonAdmin(broken);
    const variables = { salonId: admin.salon.id, navParam: 'ALLTIME', search: '', limit: 6, nextToken: null };
    for (let run = 0; run < COMPILE_AFTER_RUNS; run++) expect((await broken.gql(LIST, variables, { cookie: admin.cookie })).errors).toBeUndefined();
    await broken.server.database.close();

    const compiled = await broken.gql(LIST, variables, { cookie: admin.cookie });
    const once = await broken.gql(LIST.replace('query List', 'query ListOnce'), variables, { cookie: admin.cookie });
    for (const answer of [compiled, once]) {
      const error = answer.errors?.[0];
      expect(error?.message).toBe('Something went wrong on our side. Please try again in a moment.');
      expect(error?.extensions?.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.filter((line) => line.msg === 'unexpected error in a GraphQL request' && line.requestId === error?.extensions?.requestId);
      expect(logged).toHaveLength(1);
    }
    await broken.close();
  });
});
