/**
 * A window of HTTP load on a server in this process, sent by autocannon from a child process: the
 * load generator has an event loop and a CPU count of its own, so this process's CPU time over the
 * window is the server's alone. CPU per request moves far less with a shared machine's load than
 * requests per second do.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadTarget {
  name: string;
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface LoadWindow {
  requests: number;
  seconds: number;
  cpuMicros: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** POSTs the target's body from `connections` connections for `seconds`, with this process's CPU over it. */
export function loadWindow(target: LoadTarget, seconds: number, connections: number): Promise<LoadWindow> {
  return new Promise<LoadWindow>((resolve, reject) => {
    const args = [
      autocannonBin,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-m',
      'POST',
      '-b',
      target.body,
    ];
    for (const [name, value] of Object.entries({ 'content-type': 'application/json', ...target.headers }))
      args.push('-H', `${name}=${value}`);
    const cpuBefore = process.cpuUsage();
    const child = spawn(process.execPath, [...args, target.url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const cpu = process.cpuUsage(cpuBefore);
      try {
        const result = JSON.parse(out) as {
          requests: { total: number };
          duration: number;
          latency: { p50: number; p99: number };
          non2xx: number;
        };
        resolve({
          requests: result.requests.total,
          seconds: result.duration,
          cpuMicros: cpu.user + cpu.system,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
        });
      } catch (error) {
        reject(new Error(`autocannon gave no figures: ${String(error)} ${out.slice(0, 200)}`));
      }
    });
  });
}

/** Sends the target's request once and throws unless it is answered without errors, so no window times a refusal. */
export async function answersWithoutErrors(target: LoadTarget): Promise<string> {
  const answer = await fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
  });
  const text = await answer.text();
  if (!answer.ok || text.includes('"errors"'))
    throw new Error(`${target.name} answered ${answer.status}: ${text.slice(0, 300)}`);
  return text;
}
