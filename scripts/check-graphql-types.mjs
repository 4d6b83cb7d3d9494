// The web app's GraphQL types (apps/web/src/lib/graphql-env.d.ts) are generated from the committed
// schema.graphql. This fails the typecheck while they are stale: run
// `cd apps/web && npx gql.tada generate output` after `npm run schema:print`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'piiq-gql-')), 'graphql-env.d.ts');
const run = spawnSync('npx', ['gql.tada', 'generate', 'output', '--output', fresh], { cwd: web, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const committed = readFileSync(path.join(web, 'src/lib/graphql-env.d.ts'), 'utf8');
if (readFileSync(fresh, 'utf8') !== committed) {
  console.error('apps/web/src/lib/graphql-env.d.ts is stale: run `cd apps/web && npx gql.tada generate output`.');
  process.exit(1);
}
