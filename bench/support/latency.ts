/**
 * p50 and p95 of a call, in milliseconds rounded to hundredths, after a warm-up. A server answers a
 * screen's request thousands of times a day; its first few thousand run while V8 is still compiling the
 * path (a GraphQL list request took 1.3 ms on its first thousand runs and 0.95 ms from its third
 * thousand on), so the warm-up runs for a time (default 2 s, at least 20 runs) and the figures are the
 * steady state's. The heap is never collected by force here, as a running server's never is: a full
 * collection shrinks the young generation, and V8 takes longer than a warm-up to grow it back. Timed
 * 2 s after one, the appointments list's server-side p95 was 3.2 ms against 2.1 ms in the same
 * process without it (and 2.4–3.0 ms against 1.1–1.3 ms timed straight after one). A benchmark that
 * must not carry an earlier phase's leftovers collects once, before it warms its server up.
 */
export function latency(run: () => Promise<unknown>, options: LatencyOptions = {}): Promise<Figures> {
  return sampled(timed(run), options);
}

/** The same, of the milliseconds each call answers: the server's own time for a request (its Server-Timing). */
export function serverLatency(run: () => Promise<number>, options: LatencyOptions = {}): Promise<Figures> {
  return sampled(run, options);
}

/**
 * Two calls timed in turn, a sample of one then a sample of the other, so that both meet the same
 * moments of a shared machine: the base for a ratio between them. Each answers its own milliseconds
 * (wrap a plain call in timed()). Timed one after the other instead, a burst of another machine's
 * work falls on one figure and not the other.
 */
export async function alternately(
  first: () => Promise<number>,
  second: () => Promise<number>,
  options: LatencyOptions = {},
): Promise<[Figures, Figures]> {
  await warmUp(async () => {
    await first();
    await second();
  }, options);
  const firsts: number[] = [];
  const seconds: number[] = [];
  for (let i = 0; i < (options.runs ?? DEFAULT_RUNS); i++) {
    firsts.push(await first());
    seconds.push(await second());
  }
  return [figuresOf(firsts), figuresOf(seconds)];
}

export function timed(run: () => Promise<unknown>): () => Promise<number> {
  return async () => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  };
}

export interface Figures {
  p50: number;
  p95: number;
}

interface LatencyOptions {
  runs?: number;
  warmUpMs?: number;
}

const DEFAULT_RUNS = 200;

async function warmUp(call: () => Promise<unknown>, options: LatencyOptions): Promise<void> {
  const until = performance.now() + (options.warmUpMs ?? 2_000);
  for (let i = 0; i < 20 || performance.now() < until; i++) await call();
}

async function sampled(sample: () => Promise<number>, options: LatencyOptions): Promise<Figures> {
  await warmUp(sample, options);
  const samples: number[] = [];
  for (let i = 0; i < (options.runs ?? DEFAULT_RUNS); i++) samples.push(await sample());
  return figuresOf(samples);
}

function figuresOf(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}

export const ratio = (value: number, base: number) => Math.round((value / Math.max(base, 0.01)) * 100) / 100;
