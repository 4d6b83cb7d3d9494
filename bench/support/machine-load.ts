/**
 * The machine's load next to every benchmark's figures. On a shared machine a figure taken under a
 * load of 8 is not comparable with one taken at 1; printed at a benchmark's start and end, the load
 * tells a reader which figures to trust and which run to compare with which.
 */
import os from 'node:os';

/** The 1, 5 and 15 minute load averages, and the cores they are to be read against. */
export function machineLoad(): string {
  const [one, five, fifteen] = os.loadavg().map((average) => average.toFixed(2));
  return `${one} ${five} ${fifteen} (1/5/15 min, ${os.availableParallelism()} cores)`;
}

/** For a benchmark run as a script of its own: prints the load now, and again as the process exits, however it exits. */
export function printLoadAtStartAndEnd(benchmark: string): void {
  console.log(`${benchmark}: machine load at start ${machineLoad()}`);
  process.once('exit', () => console.log(`${benchmark}: machine load at end ${machineLoad()}`));
}

/** Runs one of `npm run bench`'s benchmarks, printing the load before and after it, and adds both to its figures. */
export async function withLoadPrinted(
  benchmark: string,
  run: () => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const atStart = machineLoad();
  console.log(`${benchmark}: machine load at start ${atStart}`);
  const figures = await run();
  const atEnd = machineLoad();
  console.log(`${benchmark}: machine load at end ${atEnd}`);
  return {
    'machine load at start': atStart,
    ...(typeof figures === 'object' && figures !== null ? figures : { figures }),
    'machine load at end': atEnd,
  };
}
