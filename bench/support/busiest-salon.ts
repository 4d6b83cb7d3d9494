import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { onLoopback } from './loopback.ts';
import { signInForBench } from './salon-products-data.ts';

/**
 * The scale seed's salon with the most appointments, its admin signed in, and a GraphQL caller as
 * that admin that throws on any error, so a benchmark never times a refusal. The caller goes over a
 * loopback socket (see loopback.ts), so the app is listening from here on.
 */
export async function busiestSalonSignedIn(app: FastifyInstance, raw: pg.Pool) {
  const {
    rows: [busiest],
  } = await raw.query<{ salon_id: string; n: string; time_zone: string; email: string }>(
    `select a.salon_id, a.n, s.time_zone, u.email from
       (select salon_id, count(*) as n from appointments group by salon_id order by n desc limit 1) a
       join salons s on s.id = a.salon_id
       join salon_access sa on sa.salon_id = a.salon_id and sa.salon_admin
       join users u on u.id = sa.user_id limit 1`,
  );
  if (!busiest) throw new Error('the scale seed wrote no appointments');
  const cookie = `piiq_session=${await signInForBench(app, busiest.email)}`;
  const loopback = await onLoopback(app);
  const send = async (query: string, variables: Record<string, unknown>) => {
    const response = await loopback.post(
      '/graphql',
      { 'content-type': 'application/json', cookie },
      JSON.stringify({ query, variables }),
    );
    if (response.statusCode !== 200 || response.body.includes('"errors"'))
      throw new Error(`request failed: ${response.body.slice(0, 300)}`);
    return response;
  };
  const graphql = async (query: string, variables: Record<string, unknown>) =>
    JSON.parse((await send(query, variables)).body) as { data: Record<string, unknown> };
  /** The same request, answering the server's own milliseconds for it (its Server-Timing). */
  const graphqlServerTime = async (query: string, variables: Record<string, unknown>) => {
    const timing = /app;dur=([\d.]+)/.exec(String((await send(query, variables)).headers['server-timing']));
    if (!timing) throw new Error('the answer has no Server-Timing');
    return Number(timing[1]);
  };
  return {
    salon: { id: busiest.salon_id, timeZone: busiest.time_zone },
    appointments: Number(busiest.n),
    cookie,
    graphql,
    graphqlServerTime,
    origin: loopback.origin,
  };
}
