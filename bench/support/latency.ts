/**
 * p50 and p95 of a call, in milliseconds rounded to hundredths, after a warm-up. A server answers a
 * screen's request thousands of times a day; its first few thousand run while V8 is still compiling the
 * path (a GraphQL list request took 1.3 ms on its first thousand runs and 0.95 ms from its third
 * thousand on), so the warm-up runs for a time (default 2 s, at least 20 runs) and the figures are the
 * steady state's. When the bench runs with --expose-gc (npm run bench does), the heap is collected
 * before the warm-up, so a figure carries its own garbage and not what an earlier phase left behind.
 * Before the warm-up, not after it: a forced full collection leaves V8 marking and compacting again
 * over the next second or so, which a running server never goes through; timed straight after one,
 * the appointments list's p95 was twice its steady state's (2.4–3.0 ms against 1.1–1.3 ms, three
 * runs each).
 */
export function latency(run: () => Promise<unknown>, options: LatencyOptions = {}): Promise<{ p50: number; p95: number }> {
  return sampled(async () => {
    const started = performance.now();
    await run();
    return performance.now() - started;
  }, options);
}

/** The same, of the milliseconds each call answers: the server's own time for a request (its Server-Timing). */
export function serverLatency(run: () => Promise<number>, options: LatencyOptions = {}): Promise<{ p50: number; p95: number }> {
  return sampled(run, options);
}

interface LatencyOptions {
  runs?: number;
  warmUpMs?: number;
}

async function sampled(sample: () => Promise<number>, options: LatencyOptions): Promise<{ p50: number; p95: number }> {
  const runs = options.runs ?? 200;
  (globalThis as { gc?: () => void }).gc?.();
  const warmUpUntil = performance.now() + (options.warmUpMs ?? 2_000);
  for (let i = 0; i < 20 || performance.now() < warmUpUntil; i++) await sample();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) samples.push(await sample());
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}

export const ratio = (value: number, base: number) => Math.round((value / Math.max(base, 0.01)) * 100) / 100;
