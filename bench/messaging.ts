/**
 * The support chat at scale, on PostgreSQL and Redis: the scale seed makes BENCH_SALONS salons
 * (default 1,000), each gets its conversation with BENCH_CHAT_MESSAGES messages of history (default
 * 200, both sides), and the salon the scale seed gave the most appointments is measured:
 * - a conversation's latest 50 messages (GetSalonConversation, the web app's own document): the
 *   GraphQL request (its round trip over a loopback socket, and server-side: its Server-Timing)
 *   against the raw SQL for the same rows. Budget: p95 ≤ 5 ms.
 * - a message's way from the support team's send to the salon's open page: the salon listens to
 *   conversationUpdated over SSE (as the browser does), and each of BENCH_CHAT_SENDS answers is timed
 *   from the mutation's send to the event's arrival, and to the end of the refetch of the latest page
 *   the page then makes. Budget: p95 ≤ 250 ms.
 * Figures are printed, never asserted. The database is created for the run and dropped after it.
 */
import pg from 'pg';
import { GetSalonConversation } from '../apps/web/src/features/messaging/messaging-operations.ts';
import { documentText } from '../apps/web/src/lib/graphql.ts';
import { createUser } from '../apps/server/src/test/factories.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { startBenchServer } from './support/bench-server.ts';
import { busiestSalonSignedIn } from './support/busiest-salon.ts';
import { cpuPerCall } from './support/cpu.ts';
import { latency, ratio, serverLatency } from './support/latency.ts';
import { signInForBench } from './support/salon-products-data.ts';
import { seedScaleApart } from './support/scale-seed-apart.ts';

const SALONS = Number(process.env.BENCH_SALONS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);
const SENDS = Number(process.env.BENCH_CHAT_SENDS ?? 40);
const RUNS = 500;

/** Every salon's conversation and its history, both sides taking turns a few minutes apart, written by the database itself. */
async function seedChatHistory(raw: pg.Pool): Promise<void> {
  await raw.query(
    `insert into chats (salon_id, title, last_message_at) select id, 'Support - ' || name, now() from salons`,
  );
  await raw.query(
    `insert into chat_messages (chat_id, author_kind, body, created_at)
     select c.id, (case when n % 2 = 0 then 'SALON' else 'SUPPORT' end)::chat_author_kind,
            'Message ' || n || ' about mirrors, orders and the next delivery.', now() - ((${MESSAGES} - n) * interval '7 minutes')
     from chats c cross join generate_series(1, $1) n`,
    [MESSAGES],
  );
  await raw.query(
    `insert into chat_reads (chat_id, side, last_read_at) select id, 'SALON', now() - interval '1 hour' from chats`,
  );
}

const RAW_LATEST = `select id, author_kind, body, created_at from chat_messages where chat_id = $1 order by created_at desc, id desc limit 51`;

export async function messagingBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('messaging', async (url) => {
    const { server, withRedis, close } = await startBenchServer(url);
    const raw = new pg.Pool({ connectionString: url, max: 8 });
    try {
      await seedScaleApart({ url, salons: SALONS, appointments: SALONS * 10 });
      await seedChatHistory(raw);
      await raw.query('vacuum analyze');
      await raw.query('checkpoint');

      const { salon, cookie, graphql, graphqlServerTime, origin } = await busiestSalonSignedIn(server.app, raw);
      const {
        rows: [chat],
      } = await raw.query<{ id: string }>('select id from chats where salon_id = $1', [salon.id]);
      if (!chat) throw new Error('the measured salon has no conversation');
      const latestQuery = documentText(GetSalonConversation);
      const api = await latency(() => graphql(latestQuery, { salonId: salon.id }), { runs: RUNS });
      const serverSide = await serverLatency(() => graphqlServerTime(latestQuery, { salonId: salon.id }), {
        runs: RUNS,
      });
      const sql = await latency(
        () =>
          Promise.all([
            raw.query(RAW_LATEST, [chat.id]),
            raw.query('select id, time_zone from salons where id = $1', [salon.id]),
          ]),
        { runs: RUNS },
      );
      const cpu = await cpuPerCall(() => graphql(latestQuery, { salonId: salon.id }), { runs: RUNS });

      const support = await createUser(server.database.db, { isProviderStaff: true });
      const supportCookie = `piiq_session=${await signInForBench(server.app, support.email)}`;
      const live = await liveAnswers({
        origin,
        salonId: salon.id,
        chatId: chat.id,
        cookie,
        supportCookie,
        latestQuery,
      });

      return {
        database: `PostgreSQL${withRedis ? ' + Redis events' : ' (Redis not reachable: in-memory events)'}`,
        'seeded salons with a conversation': SALONS,
        'messages per conversation': MESSAGES,
        'runs per figure': RUNS,
        'latest 50 messages': {
          'GraphQL request p50 (ms)': api.p50,
          'GraphQL request p95 (ms)': api.p95,
          'GraphQL server-side p50 (ms)': serverSide.p50,
          'GraphQL server-side p95 (ms)': serverSide.p95,
          'raw SQL p50 (ms)': sql.p50,
          'raw SQL p95 (ms)': sql.p95,
          'GraphQL p95 / raw SQL p95': ratio(api.p95, sql.p95),
          'GraphQL request Node CPU, server and caller (ms)': cpu,
          budget: 'GraphQL p95 ≤ 5 ms',
        },
        'support answer to the salon’s open page': { ...live, budget: 'p95 ≤ 250 ms' },
      };
    } finally {
      await raw.end().catch(() => undefined);
      await close();
    }
  });
}

const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};

/** The salon's page listening over SSE while support answers SENDS times, one at a time. */
async function liveAnswers(options: {
  origin: string;
  salonId: string;
  chatId: string;
  cookie: string;
  supportCookie: string;
  latestQuery: string;
}): Promise<Record<string, number>> {
  const base = `${options.origin}/graphql`;
  const controller = new AbortController();
  const stream = await fetch(base, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: options.cookie },
    body: JSON.stringify({
      query: 'subscription($salonId: ID!) { conversationUpdated(salonId: $salonId) { id unreadCount } }',
      variables: { salonId: options.salonId },
    }),
    signal: controller.signal,
  });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let events = 0;
  // An object, not a variable: the reader's closure would see a variable narrowed to its first value.
  const listener: { notify: (() => void) | null } = { notify: null };
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const arrived = (decoder.decode(value).match(/event: next/g) ?? []).length;
        events += arrived;
        if (arrived > 0) listener.notify?.();
      }
    } catch {
      // The stream ends when the bench aborts it.
    }
  })();
  const post = (query: string, variables: Record<string, unknown>, cookie: string) =>
    fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    }).then((response) => response.text());
  const send = (body: string) =>
    post(
      'mutation($id: ID!, $body: String!) { sendSupportMessage(conversationId: $id, body: $body) { id } }',
      { id: options.chatId, body },
      options.supportCookie,
    );

  // The subscription opens asynchronously: answer until the first event shows it is live.
  const ready = Date.now() + 10_000;
  while (events === 0 && Date.now() < ready) {
    await send('Warming up');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const arrival: number[] = [];
  const shown: number[] = [];
  for (let i = 0; i < SENDS; i++) {
    const before = events;
    const started = performance.now();
    // Sending marks the conversation read by support too, which publishes a second event: wait for the first.
    const arrived = new Promise<void>((resolve) => {
      listener.notify = () => {
        if (events > before) resolve();
      };
    });
    await Promise.all([send(`Answer ${i}`), arrived]);
    arrival.push(performance.now() - started);
    await post(options.latestQuery, { salonId: options.salonId }, options.cookie);
    shown.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  controller.abort();
  return {
    answers: SENDS,
    'event arrival p50 (ms)': percentile(arrival, 0.5),
    'event arrival p95 (ms)': percentile(arrival, 0.95),
    'latest page shown p50 (ms)': percentile(shown, 0.5),
    'latest page shown p95 (ms)': percentile(shown, 0.95),
  };
}
