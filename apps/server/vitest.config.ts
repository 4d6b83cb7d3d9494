import { createRequire } from 'node:module';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS } from './src/test/time-limits.ts';

const require = createRequire(import.meta.url);

/** What the everyday server suites (this file) and the long checks (vitest.verify.config.ts) share. */
export const serverSuites = {
  root: import.meta.dirname,
  resolve: {
    // graphql 16 ships CJS (for Node) and ESM (for bundlers); the test runner must load the same copy
    // Node loads for Pothos and Yoga, or the schema's types come from "another realm".
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    pool: 'forks',
    // Each worker loads the server's modules once for all its files instead of once a file: building
    // the schema and transforming the server's sources was most of the suite's time (395 s against
    // 180 s on PGlite, 241 s against 119 s on PostgreSQL). Every file starts and closes its own
    // servers and databases; no module keeps a request's or a test's state.
    isolate: false,
    globalSetup: ['src/test/migrated-database.global-setup.ts'],
  },
} satisfies ViteUserConfig;

/** The long checks: crash and restart, the data folder's lock, payment replay. */
export const LONG_CHECKS = 'src/**/*.verify.test.ts';

export default defineConfig({
  ...serverSuites,
  test: {
    ...serverSuites.test,
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, LONG_CHECKS],
  },
});
