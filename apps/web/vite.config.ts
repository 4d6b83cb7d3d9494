import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { isDevelopersAddress } from '../../packages/domain/src/developers-address.ts';
import { isMirrorAddress } from '../../packages/domain/src/mirror-address.ts';
import { isPortalAddress } from '../../packages/domain/src/portal-address.ts';
import { configDefaults, defineConfig } from 'vitest/config';
import { pagePartsPlugin } from './build/page-parts.ts';
import { schemaReferencePlugin } from './build/schema-reference.ts';

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
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src=/g,
          '<script type="module" crossorigin fetchpriority="low" src=',
        ),
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

const pages = {
  main: fileURLToPath(new URL('./index.html', import.meta.url)),
  portal: fileURLToPath(new URL('./portal.html', import.meta.url)),
};

interface ModuleGraph {
  getModuleInfo: (
    moduleId: string,
  ) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module a page's HTML reaches, now or later: through static and dynamic imports. */
function modulesOfPage(graph: ModuleGraph, html: string): Set<string> {
  const reached = new Set<string>([html]);
  const pending = [html];
  for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
    const info = graph.getModuleInfo(moduleId);
    for (const imported of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (!reached.has(imported)) {
        reached.add(imported);
        pending.push(imported);
      }
    }
  }
  return reached;
}

/**
 * Names the chunk of a module a page needs before any screen: `app` when both pages (the salon app
 * and the client portal) may load it, and `app-main` or `app-portal` when only one ever does, which
 * the bundler folds into that page's entry. A phone opening the portal so downloads nothing of the
 * salon app's sign-in gate and routes. A module the salon app needs at once but a portal screen only
 * later still goes to `app`: in the salon app's entry, loading it would start the salon app.
 */
function initialChunkName(): (moduleId: string, graph: ModuleGraph) => string {
  let pagesModules: Array<{ page: string; modules: Set<string> }> | null = null;
  return (moduleId, graph) => {
    pagesModules ??= Object.entries(pages).map(([page, html]) => ({ page, modules: modulesOfPage(graph, html) }));
    const reaching = pagesModules.filter(({ modules }) => modules.has(moduleId));
    return reaching.length === 1 && reaching[0] ? `app-${reaching[0].page}` : 'app';
  };
}

/**
 * The dev server's counterpart of the server's app page (apps/server http/app-page.ts): the portal's
 * addresses get portal.html, the developer page's developers.html, the mirror's mirror.html.
 */
function pagesInDevelopment(): Plugin {
  return {
    name: 'piiq-pages-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev.invalid');
        if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
          if (isPortalAddress(url.pathname)) request.url = `/portal.html${url.search}`;
          else if (isDevelopersAddress(url.pathname)) request.url = `/developers.html${url.search}`;
          else if (isMirrorAddress(url.pathname)) request.url = `/mirror.html${url.search}`;
        }
        next();
      });
    },
  };
}

/** Web tests that replace a module (vi.mock): run apart, each file with its own modules. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  plugins: [
    react(),
    pagePartsPlugin(),
    inlineEntryStylesheet(),
    entryScriptAfterFirstPaint(),
    reactRouterProductionBuild(),
    pagesInDevelopment(),
    schemaReferencePlugin(fileURLToPath(new URL('../server/schema.graphql', import.meta.url))),
  ],
  resolve: {
    alias: [
      // Kept (src/app/theme-without-css-variables.ts): 4.5 kB gzip on every page; without it a client's page and /portal go over budget.
      // Kept (src/app/emotion-styles-during-render.ts): 0.1 kB, but Lighthouse on the sign-in page loses about 3 points and 200 ms of blocking time without it.
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
    proxy: {
      '/graphql': apiTarget,
      '/files': apiTarget,
      '/uploads': apiTarget,
      '/exports': apiTarget,
      '/photos': apiTarget,
      // Not '/dev': a prefix, it would take /developers (and developers.html) to the API too.
      '^/dev/': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Half a kB on every page for browsers without modulepreload (Safari before 17), which still load
    // each module through its import, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The salon app, and the client portal as a page of its own for phones (app/portal-router.tsx).
      input: pages,
      treeshake: {
        /*
         * Emotion imports hoist-non-react-statics for its side effects alone, and the package (plain
         * CommonJS, with an old copy of react-is) does not say it has none, so 0.9 kB gzip of it stayed
         * on every page although only Emotion's withTheme, which nothing calls, uses it.
         * Kept: without it a client's page goes over its 300 kB budget (300.2 kB).
         */
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          /*
           * Everything the entry needs before any screen, in one file: left to itself the bundler cuts
           * it into a dozen small shared chunks, and each cut costs gzip its context (7 kB on every page).
           */
          groups: [{ name: initialChunkName(), debugName: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // A file that replaces a module with vi.mock needs a module graph of its own: vitest.isolated.config.ts.
    exclude: [...configDefaults.exclude, ISOLATED_TESTS],
    setupFiles: ['src/test/setup.ts'],
    passWithNoTests: true,
    // MUI in jsdom is slow, and slower still while the server's tests share the two cores: a form
    // test that types into several fields can pass 5 s without anything being wrong.
    testTimeout: 30_000,
    // MUI, React and the app's modules load once a worker rather than once a file (110 s to 74 s for
    // the project). Each file renders into a jsdom of its own and cleans up after its tests, so a file
    // sees nothing another left behind; one that mocks a module is named *.isolated.test.tsx.
    isolate: false,
  },
});
