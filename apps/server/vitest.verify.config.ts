// The server's long checks, kept out of `npm test`: `npm run verify:long` runs them all (CI does,
// on PGlite and on PostgreSQL), `npm run verify:crash` and `npm run verify:payments` their parts.
import { defineConfig } from 'vitest/config';
import { LONG_CHECKS, serverSuites } from './vitest.config.ts';

export default defineConfig({
  ...serverSuites,
  test: { ...serverSuites.test, name: 'verify', include: [LONG_CHECKS] },
});
