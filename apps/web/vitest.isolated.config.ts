// The web tests that replace a module with vi.mock. With the modules shared between files (the
// main web project), a module an earlier file loaded keeps its real dependencies and the mock never
// applies; these files each get their own.
import { configDefaults, defineConfig } from 'vitest/config';
import webConfig, { ISOLATED_TESTS } from './vite.config.ts';

export default defineConfig({
  ...webConfig,
  test: {
    ...webConfig.test,
    name: 'web-isolated',
    include: [ISOLATED_TESTS],
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
