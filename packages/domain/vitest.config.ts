import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A property test runs its cases one after another; on two cores shared with the other suites one
  // can take several times its idle time, which is not a failure.
  test: { name: 'domain', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
