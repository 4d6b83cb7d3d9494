// Part of `npm run lint`: fails on any import cycle in our code, type-only imports included. A cycle
// of values makes load order decide which module sees the other half-initialised; a type-only one
// still ties two modules together so neither can move alone (the viewer type between graphql/context
// and the auth service was one). ESLint's import-x/no-cycle skips type-only imports, so dpdm reads
// the imports instead. `node scripts/check-import-cycles.mjs [root]` checks another tree (the tests).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

/** Every file of ours that may import another: the three packages, browser tests, benchmarks, scripts. */
export const sourcePatterns = [
  'packages/*/src/**/*.ts',
  'apps/*/src/**/*.{ts,tsx}',
  'apps/*/e2e/**/*.ts',
  'apps/*/*.ts',
  'bench/**/*.ts',
  'scripts/**/*.mjs',
];

/** Each cycle as the files it passes through, relative to root, back to the first. */
export async function findImportCycles(root) {
  const tree = await parseDependencyTree(sourcePatterns, { cwd: root, context: root, exclude: /node_modules/ });
  return parseCircular(tree).map((cycle) => [...cycle, cycle[0]]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const cycles = await findImportCycles(root);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')}`);
  if (cycles.length > 0) {
    console.error('Move what both sides need into a module of its own, so imports go one way.');
    process.exit(1);
  }
}
