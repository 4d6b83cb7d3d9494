/**
 * The process's CPU time per call, in milliseconds to the thousandth, over `runs` calls one after
 * another after a warm-up. On a shared machine a call's time counts every moment it waited for a
 * core; its CPU time counts only the work done, so it is the figure to compare across runs. It is
 * the whole process's: in a benchmark that calls its server in-process it holds the caller's share
 * too, which is small against a request's.
 */
export async function cpuPerCall(
  call: () => Promise<unknown>,
  options: { runs?: number; warmUpMs?: number } = {},
): Promise<number> {
  const until = performance.now() + (options.warmUpMs ?? 2_000);
  for (let i = 0; i < 20 || performance.now() < until; i++) await call();
  const runs = options.runs ?? 1_000;
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) await call();
  const used = process.cpuUsage(before);
  return Math.round((used.user + used.system) / runs) / 1000;
}
