import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (for Node) and ESM (for bundlers); the test runner must load the same copy
    // Node loads for Pothos and Yoga, or the schema's types come from "another realm".
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['src/test/migrated-database.global-setup.ts'],
  },
});
