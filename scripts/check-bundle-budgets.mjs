// The CI gate on the web app's JavaScript budgets: sizes of a build are deterministic, so a route
// over its budget fails here, before any browser runs. Run after `npm run build`; timing budgets
// (Lighthouse) stay in `npm run bench -- web`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeSizes } from './bundle-budgets.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
  console.error('No build of the web app to measure: run `npm run build` first.');
  process.exit(1);
}
const sizes = routeSizes(dist);
const width = Math.max(...sizes.map(({ route }) => route.length));
for (const { route, kb, budgetKb, over } of sizes) {
  console.log(
    `${route.padEnd(width)}  ${kb.toFixed(1).padStart(6)} kB gzip  (budget ${budgetKb} kB)${over ? '  OVER' : ''}`,
  );
}
const over = sizes.filter((size) => size.over);
if (over.length > 0) {
  for (const { route, kb, budgetKb } of over)
    console.error(`${route} loads ${kb} kB gzip on a first visit, over its budget of ${budgetKb} kB`);
  process.exit(1);
}
