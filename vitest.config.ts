import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core machine is one worker for the run.
    maxWorkers: 2,
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      { test: { name: 'scripts', include: ['scripts/**/*.test.{mjs,ts}'], testTimeout: 30_000 } },
    ],
  },
});
