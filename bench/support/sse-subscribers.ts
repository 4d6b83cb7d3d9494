/**
 * Many browsers listening to one salon's cartUpdated, in a process of their own so the server's
 * memory and event loop are measured alone. Opens SUBSCRIBERS streams as the web app does (a POST
 * to /graphql asking for text/event-stream), tells the parent when all are open, and for every cart
 * change the parent announces, sends back when each stream saw it (epoch milliseconds, sub-ms).
 *
 * Parent → child: { kind: 'expect', cartId, status }. Child → parent: { kind: 'ready' } once, then
 * { kind: 'arrived', cartId, status, at: number[] } when every stream has seen the change.
 */
import { sseEventData } from './sse-events.ts';

const { BENCH_URL, BENCH_COOKIE, BENCH_SALON_ID, BENCH_SUBSCRIBERS } = process.env;
if (!BENCH_URL || !BENCH_COOKIE || !BENCH_SALON_ID || !BENCH_SUBSCRIBERS || !process.send) {
  throw new Error('sse-subscribers runs as a child of the appointments benchmark');
}
const send = process.send.bind(process);
const subscribers = Number(BENCH_SUBSCRIBERS);
const subscription =
  'subscription CartUpdated($salonId: ID!) { cartUpdated(salonId: $salonId) { id status appointment { id clientName } } }';
const epochNow = () => performance.timeOrigin + performance.now();

interface Pending {
  key: string;
  at: Array<number | undefined>;
  seen: number;
}
let pending: Pending | null = null;
const early = new Map<string, Map<number, number>>();

function arrived(stream: number, cartId: string, status: string): void {
  const key = `${cartId}:${status}`;
  const at = epochNow();
  if (pending?.key === key) {
    if (pending.at[stream] === undefined) {
      pending.at[stream] = at;
      pending.seen += 1;
    }
    if (pending.seen === subscribers) {
      send({ kind: 'arrived', cartId, status, at: pending.at });
      pending = null;
    }
    return;
  }
  // The event may come before the parent's word that it is expected.
  const byStream = early.get(key) ?? new Map<number, number>();
  if (!byStream.has(stream)) byStream.set(stream, at);
  early.set(key, byStream);
}

async function listen(stream: number, opened: () => void): Promise<void> {
  const response = await fetch(`${BENCH_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: BENCH_COOKIE ?? '' },
    body: JSON.stringify({ query: subscription, variables: { salonId: BENCH_SALON_ID } }),
  });
  if (!response.ok || !response.body) throw new Error(`stream ${stream} refused: ${response.status}`);
  opened();
  for await (const data of sseEventData(response.body)) {
    const parsed = JSON.parse(data) as { data?: { cartUpdated?: { id: string; status: string } } };
    const cart = parsed.data?.cartUpdated;
    if (cart) arrived(stream, cart.id, cart.status);
  }
}

process.on('message', (message: { kind: 'expect'; cartId: string; status: string }) => {
  const key = `${message.cartId}:${message.status}`;
  const at: Array<number | undefined> = Array.from({ length: subscribers }, () => undefined);
  let seen = 0;
  for (const [stream, time] of early.get(key) ?? []) {
    at[stream] = time;
    seen += 1;
  }
  early.delete(key);
  if (seen === subscribers) send({ kind: 'arrived', cartId: message.cartId, status: message.status, at });
  else pending = { key, at, seen };
});

let streamsOpen = 0;
for (let stream = 0; stream < subscribers; stream++) {
  listen(stream, () => {
    streamsOpen += 1;
    if (streamsOpen === subscribers) send({ kind: 'ready' });
  }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
