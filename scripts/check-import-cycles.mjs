// Part of `npm run lint`: fails on any import cycle in our code, type-only imports included. A cycle
// of values makes load order decide which module sees the other half-initialised; a type-only one
// still ties two modules together so neither can move alone (the viewer type between graphql/context
// and the auth service was one). ESLint's import-x/no-cycle skips type-only imports, so dpdm reads
// the imports instead. It fails too when two server modules (folders of apps/server/src/modules)
// import each other, even through others and with no file cycle: a module both above and below
// another can be neither read nor changed alone (decision 069).
// `node scripts/check-import-cycles.mjs [root]` checks another tree (the tests).
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

const readTree = (root) => parseDependencyTree(sourcePatterns, { cwd: root, context: root, exclude: /node_modules/ });

/** Each cycle as the files it passes through, relative to root, back to the first. */
export async function findImportCycles(root, tree) {
  return parseCircular(tree ?? (await readTree(root))).map((cycle) => [...cycle, cycle[0]]);
}

/*
 * A module's tests are not counted: an integration test may assemble the services of the modules its
 * flow crosses (a notification sent by an appointment), which makes neither module lean on the other.
 */
const moduleFile = /^apps\/server\/src\/modules\/([^/]+)\/.+(?<!\.test\.ts)$/;

/** Which server module imports which, each arrow with the imports that draw it. */
function moduleImports(tree) {
  const arrows = new Map();
  for (const [file, dependencies] of Object.entries(tree)) {
    const from = moduleFile.exec(file)?.[1];
    if (!from) continue;
    for (const { id } of dependencies ?? []) {
      const to = id ? moduleFile.exec(id)?.[1] : undefined;
      if (!to || to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      const targets = arrows.get(from);
      targets.set(to, [...(targets.get(to) ?? []), `${file} -> ${id}`]);
    }
  }
  return arrows;
}

/** The shortest way from one module back to it through the others, or null. */
function shortestCircle(arrows, start) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift();
    for (const next of [...(arrows.get(module)?.keys() ?? [])].sort()) {
      if (next === start) {
        const circle = [module];
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0]));
        return [...circle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, module);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * The server modules that import each other: one circle for each group of modules tied together,
 * through its first module by name, as the modules it passes through (back to the first) and the
 * imports that draw each of its arrows. Once that circle is opened, any other in the group shows.
 */
export async function findModuleCycles(root, tree) {
  const arrows = moduleImports(tree ?? (await readTree(root)));
  const grouped = new Set();
  const circles = [];
  for (const module of [...arrows.keys()].sort()) {
    if (grouped.has(module)) continue;
    const modules = shortestCircle(arrows, module);
    if (!modules) continue;
    for (const member of modules) grouped.add(member);
    const imports = modules.slice(1).flatMap((to, i) => arrows.get(modules[i]).get(to));
    circles.push({ modules, imports });
  }
  return circles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const tree = await readTree(root);
  const cycles = await findImportCycles(root, tree);
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')}`);
  const moduleCycles = await findModuleCycles(root, tree);
  for (const { modules, imports } of moduleCycles) {
    console.error(`Module cycle: ${modules.join(' -> ')}`);
    for (const line of imports) console.error(`  ${line}`);
  }
  if (cycles.length > 0 || moduleCycles.length > 0) {
    console.error(
      'Move what both sides need into a module of its own, so imports go one way; a module that needs an answer of one above it names the function it needs in its own deps, and services.ts hands it.',
    );
    process.exit(1);
  }
}
