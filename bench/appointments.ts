/**
 * The salon's daily screens at scale, on PostgreSQL and Redis: the scale seed (in a process of its own) fills a fresh
 * database with BENCH_SALONS salons and BENCH_APPOINTMENTS appointments (defaults 1,000 and
 * 1,000,000, what `npm run seed:scale -- --salons 1000 --appointments 1000000` writes), and the
 * salon with the most appointments is measured:
 * - the appointments list (GetAppointments, the web app's own document) for every day filter, first
 *   and last page, and a search: the service, the GraphQL request (its round trip over a loopback
 *   socket, and server-side: the server's own time, its Server-Timing) and the raw SQL for
 *   the same rows (the salon's row the document asks for, the page and its count, all at once),
 *   each in a loop of its own and then the two in turn. The raw SQL is sent as its text, parsed
 *   and planned each time, as a person runs it; it is also timed as prepared statements, as the
 *   server sends its own SQL, in turn with the request, and that ratio printed beside.
 *   Budget: GraphQL p95 server-side ≤ 5 ms and ≤ 1.5× the raw SQL.
 * - GetAppointment for a session with recommendations and a cart, the same way. Same budget.
 * - the clients list (GetClients, first and last page). Budget: p95 server-side ≤ 10 ms.
 * - live events: BENCH_SUBSCRIBERS (default 1,000) browsers listen to cartUpdated over SSE from a
 *   child process; each of BENCH_CART_CHANGES cart changes is timed from the mutation's send to its
 *   arrival at every listener. Budget: p95 ≤ 250 ms. The server's memory per open subscription is
 *   the growth of its heap and resident set while they open, divided by their number.
 * Before the figures the server answers those screens for BENCH_WARM_UP_SECONDS (default 10).
 * Figures are printed, never asserted. The database is created for the run and dropped after it.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { navParamRange, type NavParam } from '@piiq/domain/dates';
import pg from 'pg';
import { decodePageToken } from '../apps/server/src/keyset.ts';
import { GetAppointment, GetAppointments } from '../apps/web/src/features/appointments/appointments-operations.ts';
import { UpdateOrderStatus } from '../apps/web/src/lib/api/order-status.ts';
import { GetClients } from '../apps/web/src/features/clients/clients-operations.ts';
import { documentText } from '../apps/web/src/lib/graphql.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { startBenchServer, type ComposedServer } from './support/bench-server.ts';
import { seedScaleApart } from './support/scale-seed-apart.ts';
import { busiestSalonSignedIn } from './support/busiest-salon.ts';
import { alternately, latency, ratio, serverLatency, timed, type Figures } from './support/latency.ts';

const SALONS = Number(process.env.BENCH_SALONS ?? 1_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000);
const CART_CHANGES = Number(process.env.BENCH_CART_CHANGES ?? 40);
const PAGE = 6;
/** A p95 from 500 runs rests on its 25 slowest, not on a handful. */
const RUNS = 500;
const CLIENTS_PAGE = 10;
/**
 * Before any figure, the server answers every document measured here, in turn, for this long. A
 * fresh process is still compiling its request path for many seconds: the list's first figure was
 * 2.1–2.4× its raw SQL when it came first, and 1.3–1.45× when the same process had served the
 * screens for 10 s (several runs each). A salon's server has been answering them all day.
 */
const WARM_UP_MS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10) * 1_000;

const LIST_COLUMNS = `a.id, a.salon_id, a.created_at, a.client_id, a.client_name, a.staff_id, a.staff_name, a.rebook_length,
  a.rebook_notification_scheduled_at, a.rebook_notification_sent_at, a.rebooked_at, a.salon_pickup, a.purchased_items,
  a.client_selfie_image_url, a.client_selfie_image_content_type, c.id as cart_id, c.status as cart_status,
  coalesce((select sum(ci.quantity) from cart_items ci where ci.cart_id = c.id), 0) as cart_item_count,
  case when a.client_id is null then 1 else (select count(*) from appointments v where v.salon_id = a.salon_id and v.client_id = a.client_id) end as visits,
  to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor`;

/** The list's two statements by hand, with only the conditions the case has (as the repository builds them). */
function rawList(salonId: string, navParam: NavParam, zone: string, search: string, nextToken: string | null) {
  const range = navParamRange(navParam, new Date(), zone);
  const params: unknown[] = [salonId];
  const where = ['a.salon_id = $1'];
  if (range.start) where.push(`a.created_at >= $${params.push(range.start)}`);
  if (range.end) where.push(`a.created_at < $${params.push(range.end)}`);
  if (search) where.push(`lower(a.client_name) like lower($${params.push(`%${search}%`)})`);
  const filterParams = [...params];
  const filterWhere = where.join(' and ');
  if (nextToken) {
    const after = decodePageToken(nextToken);
    where.push(
      `(a.created_at, a.id) < ($${params.push(after.createdAt)}::timestamptz, $${params.push(after.id)}::uuid)`,
    );
  }
  // A search finds its page's rows on the index first, as the repository does.
  const page = search
    ? `select ${LIST_COLUMNS} from (select a.id from appointments a where ${where.join(' and ')} order by a.created_at desc, a.id desc limit ${PAGE + 1}) found
         join appointments a on a.id = found.id left join carts c on c.appointment_id = a.id order by a.created_at desc, a.id desc`
    : `select ${LIST_COLUMNS} from appointments a left join carts c on c.appointment_id = a.id where ${where.join(' and ')} order by a.created_at desc, a.id desc limit ${PAGE + 1}`;
  return {
    page: [page, params] as const,
    count: [`select count(*) from appointments a where ${filterWhere}`, filterParams] as const,
  };
}

/** The clients page as the repository asks for it: the clients from an index, then the page's latest sessions. */
const RAW_CLIENTS = `with clients as (
    select a.client_id, count(*) as visits, max(a.created_at) as last_appointment_at from appointments a where a.salon_id = $1 group by a.client_id
  ), page as (
    select clients.*, count(*) over () as total_count from clients order by last_appointment_at desc, client_id nulls last limit $2 offset $3
  )
  select page.client_id, latest.name, page.visits, page.last_appointment_at, latest.last_stylist, latest.portrait_appointment_id, page.total_count
  from page cross join lateral (
    select (array_agg(a.client_name order by a.created_at desc, a.id desc))[1] as name,
      (array_agg(a.staff_name order by a.created_at desc, a.id desc))[1] as last_stylist,
      (array_agg(a.id order by a.created_at desc, a.id desc) filter (where a.client_selfie_image_url is not null))[1] as portrait_appointment_id
    from (
      select a.* from appointments a where a.salon_id = $1 and a.client_id = page.client_id
      union all
      select a.* from appointments a where page.client_id is null and a.salon_id = $1 and a.client_id is null
    ) a
  ) latest
  order by page.last_appointment_at desc, page.client_id nulls last`;

/** Every row the record shows, each statement on its own connection at once: the floor GetAppointment is compared with. */
const RAW_SALON = 'select id, time_zone from salons where id = $1';
const RAW_RECORD = [
  'select * from appointments where id = $1',
  'select r.*, cp.* from appointment_recommendations r left join catalogue_products cp on cp.id = r.product_id where r.appointment_id = $1 order by r.position',
  'select c.*, ci.*, cp.* from carts c left join cart_items ci on ci.cart_id = c.id left join catalogue_products cp on cp.id = ci.product_id where c.appointment_id = $1 order by ci.created_at, ci.id',
  'select * from appointment_image_likes where appointment_id = $1 order by created_at, id',
  'select * from appointment_image_shares where appointment_id = $1 order by created_at, id',
];

type Send = (text: string, values: unknown[]) => Promise<unknown>;

const percentile = (samples: number[], q: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;
};
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function appointmentsBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('appointments', async (url) => {
    const { server, withRedis, close } = await startBenchServer(url);
    const raw = new pg.Pool({ connectionString: url, max: 8 });
    // The raw SQL as a person sends it (its text, parsed and planned each time), and as the server
    // itself sends its SQL (prepared once per connection, by name).
    const asText: Send = (text, values) => raw.query(text, values);
    // Each statement's name is worked out once, outside the timings.
    const statementNames = new Map<string, string>();
    const nameOf = (text: string) => {
      let name = statementNames.get(text);
      if (!name)
        statementNames.set(text, (name = `bench_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
      return name;
    };
    const prepared: Send = (text, values) => raw.query({ name: nameOf(text), text, values });
    try {
      const seedSeconds = await seedScaleApart({ url, salons: SALONS, appointments: APPOINTMENTS });
      // Fresh tables have no statistics yet: plan with real ones, and keep autovacuum's analyse and the
      // writing out of a million new rows (a checkpoint) out of the timings.
      await raw.query('vacuum analyze');
      await raw.query('checkpoint');

      const {
        salon,
        appointments: measured,
        cookie,
        graphqlServerTime,
        origin,
      } = await busiestSalonSignedIn(server.app, raw);
      const listQuery = documentText(GetAppointments);
      const recordQuery = documentText(GetAppointment);
      const clientsQuery = documentText(GetClients);
      const {
        rows: [rich],
      } = await raw.query<{ id: string }>(
        `select a.id from appointments a join carts c on c.appointment_id = a.id
         where a.salon_id = $1 and exists (select 1 from appointment_recommendations r where r.appointment_id = a.id)
         order by a.created_at desc limit 1`,
        [salon.id],
      );
      if (!rich) throw new Error('no appointment with recommendations and a cart');

      const screens: Array<[string, Record<string, unknown>]> = [
        ...(['ALLTIME', 'THISWEEK', 'YESTERDAY', 'TODAY'] as const).map(
          (navParam): [string, Record<string, unknown>] => [
            listQuery,
            { salonId: salon.id, navParam, search: '', limit: PAGE, nextToken: null },
          ],
        ),
        [listQuery, { salonId: salon.id, navParam: 'ALLTIME', search: 'smith', limit: PAGE, nextToken: null }],
        [recordQuery, { salonId: salon.id, appointmentId: rich.id }],
        [clientsQuery, { salonId: salon.id, search: '', limit: CLIENTS_PAGE, page: 1 }],
      ];
      // The seed's and the sign-in's leftovers are collected once, before the server warms up; never between figures (see latency.ts).
      (globalThis as { gc?: () => void }).gc?.();
      for (let i = 0, until = performance.now() + WARM_UP_MS; performance.now() < until; i++) {
        const [query, variables] = screens[i % screens.length]!;
        await graphqlServerTime(query, variables);
      }

      /**
       * The request timed three ways: its round trip over the loopback socket; the server's own time
       * (its Server-Timing, which the budget is about) in a loop of its own, against the raw SQL in a
       * loop of its own; and the two in turn, sample by sample (see alternately in latency.ts).
       */
      const compare = async (
        query: string,
        variables: Record<string, unknown>,
        rawStatements: (send: Send) => Promise<unknown>,
        service?: Figures,
      ) => {
        const rawSql = () => rawStatements(asText);
        const sql = await latency(rawSql, { runs: RUNS });
        const request = await latency(() => graphqlServerTime(query, variables), { runs: RUNS });
        const serverSide = await serverLatency(() => graphqlServerTime(query, variables), { runs: RUNS });
        const [sqlInTurn, serverSideInTurn] = await alternately(
          timed(rawSql),
          () => graphqlServerTime(query, variables),
          { runs: RUNS },
        );
        const [preparedInTurn, serverBesidePrepared] = await alternately(
          timed(() => rawStatements(prepared)),
          () => graphqlServerTime(query, variables),
          { runs: RUNS },
        );
        return {
          ...(service ? { 'service p95 (ms)': service.p95 } : {}),
          'GraphQL request, round trip p95 (ms)': request.p95,
          'GraphQL server-side p50 (ms)': serverSide.p50,
          'GraphQL server-side p95 (ms)': serverSide.p95,
          'raw SQL p50 (ms)': sql.p50,
          'raw SQL p95 (ms)': sql.p95,
          'GraphQL server-side p95 / raw SQL p95': ratio(serverSide.p95, sql.p95),
          'in turn: GraphQL server-side p50 / p95 (ms)': `${serverSideInTurn.p50} / ${serverSideInTurn.p95}`,
          'in turn: raw SQL p50 / p95 (ms)': `${sqlInTurn.p50} / ${sqlInTurn.p95}`,
          'in turn: GraphQL server-side p95 / raw SQL p95': ratio(serverSideInTurn.p95, sqlInTurn.p95),
          'in turn: GraphQL server-side p50 / p95 (ms), beside the prepared raw SQL': `${serverBesidePrepared.p50} / ${serverBesidePrepared.p95}`,
          'in turn: raw SQL as prepared statements p50 / p95 (ms)': `${preparedInTurn.p50} / ${preparedInTurn.p95}`,
          'in turn: GraphQL server-side p95 / prepared raw SQL p95': ratio(
            serverBesidePrepared.p95,
            preparedInTurn.p95,
          ),
        };
      };

      // The appointments list: the last page's token is found by walking the pages as the browser would.
      const list: Record<string, unknown> = {};
      const cases: Array<[NavParam, string]> = [
        ['ALLTIME', ''],
        ['THISWEEK', ''],
        ['YESTERDAY', ''],
        ['TODAY', ''],
        ['ALLTIME', 'smith'],
      ];
      for (const [navParam, search] of cases) {
        const filter = { navParam, search };
        let token: string | null = null;
        let lastToken: string | null = null;
        let pages = 0;
        let totalCount = 0;
        do {
          const page = await server.services.appointments.page(salon, filter, PAGE, { nextToken: token });
          totalCount = await page.totalCount();
          lastToken = token;
          token = page.nextToken;
          pages += 1;
        } while (token);
        for (const [which, nextToken] of [
          ['first page', null],
          ['last page', lastToken],
        ] as const) {
          if (which === 'last page' && pages === 1) continue;
          const statements = rawList(salon.id, navParam, salon.timeZone, search, nextToken);
          // A page as the list first opens it, with its count: what the raw statements below do.
          const service = await latency(
            async () => (await server.services.appointments.page(salon, filter, PAGE, { nextToken })).totalCount(),
            { runs: RUNS },
          );
          list[`${navParam}${search ? ` search "${search}"` : ''}, ${which} (${totalCount} rows, ${pages} pages)`] =
            await compare(
              listQuery,
              { salonId: salon.id, navParam, search, limit: PAGE, nextToken },
              (send) => Promise.all([send(RAW_SALON, [salon.id]), send(...statements.page), send(...statements.count)]),
              service,
            );
        }
      }

      // GetAppointment for the richest kind of session.
      const record = await compare(recordQuery, { salonId: salon.id, appointmentId: rich.id }, (send) =>
        Promise.all([send(RAW_SALON, [salon.id]), ...RAW_RECORD.map((statement) => send(statement, [rich.id]))]),
      );

      // The clients list, first and last page.
      const firstClients = await server.services.appointments.clients(salon.id, '', { page: 1, limit: CLIENTS_PAGE });
      const lastClientsPage = Math.max(1, Math.ceil(firstClients.totalCount / CLIENTS_PAGE));
      const clients: Record<string, unknown> = {};
      for (const [which, page] of [
        ['first page', 1],
        ['last page', lastClientsPage],
      ] as const) {
        clients[`${which} (${firstClients.totalCount} clients)`] = await compare(
          clientsQuery,
          { salonId: salon.id, search: '', limit: CLIENTS_PAGE, page },
          (send) => send(RAW_CLIENTS, [salon.id, CLIENTS_PAGE, (page - 1) * CLIENTS_PAGE]),
        );
      }

      const live = await liveCartChanges(server, origin, salon.id, cookie, raw);
      return {
        database: `PostgreSQL${withRedis ? ' + Redis events' : ' (Redis not reachable: in-memory events)'}`,
        'seeded salons': SALONS,
        'seeded appointments': APPOINTMENTS,
        'seed time (s)': seedSeconds,
        'appointments of the measured salon': measured,
        'runs per figure': RUNS,
        'server warm-up before the figures (s)': WARM_UP_MS / 1_000,
        'budget: list and GetAppointment': 'GraphQL server-side p95 ≤ 5 ms and ≤ 1.5× raw SQL',
        'appointments list': list,
        GetAppointment: record,
        'budget: clients list': 'GraphQL server-side p95 ≤ 10 ms',
        'clients list': clients,
        'budget: live cart change': 'p95 ≤ 250 ms to a subscribed browser',
        'live cart changes': live,
      };
    } finally {
      await raw.end().catch(() => undefined);
      await close();
    }
  });
}

type ChildMessage = { kind: 'ready' } | { kind: 'arrived'; cartId: string; status: string; at: number[] };

/** Opens SUBSCRIBERS SSE streams from a child process, then changes a cart CART_CHANGES times and times each arrival. */
async function liveCartChanges(
  server: ComposedServer,
  origin: string,
  salonId: string,
  cookie: string,
  raw: pg.Pool,
): Promise<Record<string, unknown>> {
  // A pickup's order moves between completed and ready to hand over, and its cart's event carries the status.
  const {
    rows: [cart],
  } = await raw.query<{ id: string; orderId: string; status: string; state: string }>(
    `select c.id, o.id as "orderId", o.status, o.order_state as state from carts c join orders o on o.cart_id = c.id
       where c.salon_id = $1 and o.order_state in ('READY_TO_HAND_OVER', 'COMPLETED') limit 1`,
    [salonId],
  );
  if (!cart) throw new Error('no cart with an order to change');
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const child = fork(fileURLToPath(new URL('./support/sse-subscribers.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_URL: origin,
      BENCH_COOKIE: cookie,
      BENCH_SALON_ID: salonId,
      BENCH_SUBSCRIBERS: String(SUBSCRIBERS),
    },
  });
  const messages: ChildMessage[] = [];
  let wake: (() => void) | null = null;
  child.on('message', (message: ChildMessage) => {
    messages.push(message);
    wake?.();
  });
  const next = async (): Promise<ChildMessage> => {
    const deadline = Date.now() + 60_000;
    while (messages.length === 0) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the subscribers stopped answering');
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 1_000);
      });
    }
    return messages.shift() as ChildMessage;
  };
  try {
    if ((await next()).kind !== 'ready') throw new Error('the subscribers did not open');
    // Headers come before the server has subscribed; a moment lets every stream reach the event bus.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    gc?.();
    const open = process.memoryUsage();

    const mutation = documentText(UpdateOrderStatus);
    const arrivals: number[] = [];
    const slowest: number[] = [];
    let status = cart.status;
    for (let change = 0; change < CART_CHANGES; change++) {
      const from = status === 'COMPLETED' ? 'COMPLETED' : 'READY_TO_HAND_OVER';
      status = status === 'COMPLETED' ? 'WAITING' : 'COMPLETED';
      child.send({ kind: 'expect', cartId: cart.id, status });
      const sent = performance.timeOrigin + performance.now();
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie },
        payload: { query: mutation, variables: { orderId: cart.orderId, status, from } },
      });
      if (response.body.includes('"errors"')) throw new Error(`cart change refused: ${response.body.slice(0, 300)}`);
      const message = await next();
      if (message.kind !== 'arrived') throw new Error('unexpected message from the subscribers');
      const delays = message.at.map((at) => at - sent);
      arrivals.push(...delays);
      slowest.push(Math.max(...delays));
    }
    return {
      'open subscriptions': SUBSCRIBERS,
      'cart changes': CART_CHANGES,
      'arrival p50 (ms)': percentile(arrivals, 0.5),
      'arrival p95 (ms)': percentile(arrivals, 0.95),
      'last listener of a change, p95 (ms)': percentile(slowest, 0.95),
      'server heap growth per subscription (kB)':
        Math.round(((open.heapUsed - before.heapUsed) / SUBSCRIBERS / 1024) * 10) / 10,
      'server resident growth per subscription (kB)':
        Math.round(((open.rss - before.rss) / SUBSCRIBERS / 1024) * 10) / 10,
      'server resident set with them open (MB)': megabytes(open.rss),
      'memory measured after a full collection': Boolean(gc),
    };
  } finally {
    child.kill();
  }
}
