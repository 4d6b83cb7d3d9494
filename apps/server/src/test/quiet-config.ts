import { loadConfig } from '../config.ts';

/**
 * The config of a server a test or a benchmark composes in its own process: it logs nothing, seeds no
 * demo data and keeps its files in `dataDir`; `env` adds to that or overrides it.
 */
export function quietConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
}
