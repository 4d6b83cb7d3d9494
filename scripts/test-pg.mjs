// `npm run test:pg`: the server suites again, each test file on a fresh PostgreSQL database,
// with live events and rate limits through Redis. With --long (`npm run verify:long:pg`), the
// server's long checks instead. Other arguments go to vitest.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

const postgresUrl = process.env.PIIQ_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.PIIQ_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(3000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

for (const [name, url] of [
  ['PostgreSQL', postgresUrl],
  ['Redis', redisUrl],
]) {
  if (!(await reachable(url))) {
    console.error(
      `${name} is not reachable at ${url}. Start it, or set ${name === 'Redis' ? 'PIIQ_TEST_REDIS_URL' : 'PIIQ_TEST_POSTGRES_URL'}.`,
    );
    process.exit(1);
  }
}

const args = process.argv.slice(2);
const suites = args.includes('--long') ? ['-c', 'apps/server/vitest.verify.config.ts'] : ['--project', 'server'];
const run = spawnSync('npx', ['vitest', 'run', ...suites, ...args.filter((arg) => arg !== '--long')], {
  stdio: 'inherit',
  env: { ...process.env, PIIQ_TEST_POSTGRES_URL: postgresUrl, PIIQ_TEST_REDIS_URL: redisUrl },
});
process.exit(run.status ?? 1);
