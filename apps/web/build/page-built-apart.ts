import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import webConfig from '../vite.config.ts';

/**
 * A page built apart from the salon app and the portal, after the main build and into the same
 * folder: its HTML page as the only input, its first screen in one file of its own, and a manifest of
 * its own (`.vite/<page>-manifest.json`), which scripts/bundle-budgets.mjs reads its sizes from.
 */
export function pageBuiltApart(page: string): UserConfig {
  return defineConfig({
    plugins: webConfig.plugins,
    resolve: webConfig.resolve,
    build: {
      ...webConfig.build,
      emptyOutDir: false,
      manifest: `.vite/${page}-manifest.json`,
      rolldownOptions: {
        ...webConfig.build?.rolldownOptions,
        input: { [page]: fileURLToPath(new URL(`../${page}.html`, import.meta.url)) },
        output: { codeSplitting: { groups: [{ name: page, tags: ['$initial'] }] } },
      },
    },
  });
}
