/**
 * p50 and p95 of a call, in milliseconds rounded to hundredths, after a warm-up. A server answers a
 * screen's request thousands of times a day; its first few thousand run while V8 is still compiling the
 * path (a GraphQL list request took 1.3 ms on its first thousand runs and 0.95 ms from its third
 * thousand on), so the warm-up runs for a time (default 2 s, at least 20 runs) and the figures are the
 * steady state's. When the bench runs with --expose-gc (npm run bench does), the heap is collected
 * before the timed runs, so a figure carries its own garbage and not what an earlier phase left behind.
 */
export async function latency(
  run: () => Promise<unknown>,
  options: { runs?: number; warmUpMs?: number } = {},
): Promise<{ p50: number; p95: number }> {
  const runs = options.runs ?? 200;
  const warmUpUntil = performance.now() + (options.warmUpMs ?? 2_000);
  for (let i = 0; i < 20 || performance.now() < warmUpUntil; i++) await run();
  (globalThis as { gc?: () => void }).gc?.();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}

export const ratio = (value: number, base: number) => Math.round((value / Math.max(base, 0.01)) * 100) / 100;
