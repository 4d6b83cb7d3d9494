/** The real server composed in the bench's process, on a benchmark's own PostgreSQL database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { composeServer } from '../../apps/server/src/compose.ts';
import { quietConfig } from '../../apps/server/src/test/quiet-config.ts';

export const REDIS_URL = process.env.PIIQ_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** The server's config for a bench run: silent, without demo data, in a new data folder the caller removes. */
export function benchConfig(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-bench-'));
  return { dataDir, config: quietConfig(dataDir, env) };
}

export type ComposedServer = Awaited<ReturnType<typeof composeServer>>;

export interface BenchServer {
  server: ComposedServer;
  /** Live events go through Redis when it answers, else in memory; the figures say which. */
  withRedis: boolean;
  close(): Promise<void>;
}

/**
 * Silent, without demo data, with a data folder of its own that close() removes. A benchmark that
 * measures no live event leaves Redis out, so its figures do not depend on whether Redis runs.
 */
export async function startBenchServer(
  url: string,
  options: { redis: boolean } = { redis: true },
): Promise<BenchServer> {
  const withRedis = options.redis && (await redisReachable());
  const { dataDir, config } = benchConfig(withRedis ? { REDIS_URL } : {});
  const server = await composeServer(config, { logger: false, database: { kind: 'postgres', url, poolSize: 8 } });
  return {
    server,
    withRedis,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
