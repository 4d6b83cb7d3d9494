// Compiles the server to JavaScript, apps/server/dist/main.js and the chunks it loads when it needs
// them (the demo seed), which `npm start` runs.
// Started through tsx instead, a process spent 5-6 s of CPU compiling its TypeScript before it
// could open the database, on every start: more than the whole start-up budget.
//
// Packages from npm stay imports, loaded by Node as they are; only the server's own sources and
// the workspace's @piiq/domain (TypeScript, which Node cannot load) are compiled in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const outdir = path.join(serverFolder, 'dist');

/**
 * A module that finds files beside itself (the migrations, the built web app) reads its own
 * import.meta.url; in the bundle that would be the bundle's. Each is given back its source file's
 * address, worked out from the bundle's at run time, so the repository may move after the build.
 */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

/** npm packages stay external; the workspace's own packages are TypeScript and are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@piiq/') ? undefined : { path: args.path, external: true },
    );
  },
};

// An earlier build's chunks, named by their content's hash, would otherwise pile up.
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverFolder, 'src/main.ts')],
  outdir,
  // Every chunk beside main.js, so the address each module is given back is the same from all of them.
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [ownImportMetaUrl, npmPackagesExternal],
});
