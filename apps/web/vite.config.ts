import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.PIIQ_API_URL ?? 'http://localhost:3000';

/**
 * Puts the entry's stylesheet (the font faces, under 1 kB) into index.html: as a separate file it
 * blocks the first paint for a round trip of its own, which the sign-in page's budget cannot spare.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'piiq-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

/**
 * Marks the entry script as not needed for the first paint, which is true: the wordmark in index.html
 * paints without it, and a module script never blocks rendering. Lighthouse's simulation cannot see
 * that for a module: when the script had arrived before the first paint (a fast local server), it
 * counted the download as render-blocking, and the same page scored a first paint of 0.7 s or 2.2 s
 * from run to run. Fonts stay ahead of it, as they were at the script's default priority.
 */
function entryScriptAfterFirstPaint(): Plugin {
  return {
    name: 'piiq-entry-script-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src='),
    },
  };
}

/**
 * react-router's package sends every bundler to its development build, whose warnings would ship to
 * every page (remix-run/react-router#14102); the production build is the same code without them.
 * The dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const productionEntry = path.join(packageDir, 'dist/production/index.mjs');
  return {
    name: 'piiq-react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? productionEntry : null),
  };
}

export default defineConfig({
  plugins: [react(), inlineEntryStylesheet(), entryScriptAfterFirstPaint(), reactRouterProductionBuild()],
  resolve: {
    alias: [
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('./src/app/emotion-styles-during-render.ts', import.meta.url)),
      },
      {
        find: /^\.\/createThemeWithVars\.mjs$/,
        replacement: fileURLToPath(new URL('./src/app/theme-without-css-variables.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/graphql': apiTarget, '/files': apiTarget, '/uploads': apiTarget, '/exports': apiTarget, '/photos': apiTarget, '/dev': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Half a kB on every page for browsers without modulepreload (Safari before 17), which still load
    // each module through its import, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * Everything the entry needs before any screen, in one file: left to itself the bundler cuts
           * it into a dozen small shared chunks, and each cut costs gzip its context (7 kB on every page).
           */
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // MUI in jsdom is slow, and slower still while the server's tests share the two cores: a form
    // test that types into several fields can pass 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
