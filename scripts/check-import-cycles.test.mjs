import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, findModuleCycles } from './check-import-cycles.mjs';

const script = fileURLToPath(new URL('./check-import-cycles.mjs', import.meta.url));
const roots = [];

/** A throwaway tree laid out like the repository, holding only the given files. */
function tree(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'piiq-cycles-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the import cycle check of npm run lint', () => {
  it('fails on two tables that import each other, naming both files', () => {
    const root = tree({
      'apps/server/src/db/schema/salons.ts':
        "import { brands } from './catalog.ts';\nexport const salons = { brandId: () => brands.id };\n",
      'apps/server/src/db/schema/catalog.ts':
        "import { salons } from './salons.ts';\nexport const brands = { id: 1, salons: () => salons };\n",
    });

    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Import cycle: apps/server/src/db/schema/salons.ts -> apps/server/src/db/schema/catalog.ts -> apps/server/src/db/schema/salons.ts',
    );
  });

  it('counts a circle closed by a type-only import, in the web app and the domain as well', async () => {
    const root = tree({
      'apps/server/src/graphql/context.ts':
        "import { signIn } from '../auth.service.ts';\nexport type Viewer = { id: string };\nexport const context = { signIn };\n",
      'apps/server/src/auth.service.ts':
        "import type { Viewer } from './graphql/context.ts';\nexport const signIn = (viewer: Viewer) => viewer.id;\n",
      'apps/web/src/app/router.tsx': "import { Page } from '../features/page.tsx';\nexport const routes = [Page];\n",
      'apps/web/src/features/page.tsx':
        "import type { routes } from '../app/router.tsx';\nexport const Page = (all: typeof routes) => all.length;\n",
      'packages/domain/src/a.ts': "export { b } from './b.ts';\nexport const a = 1;\n",
      'packages/domain/src/b.ts': "import { a } from './a.ts';\nexport const b = a + 1;\n",
    });

    const cycles = await findImportCycles(root);

    // Where a cycle is said to start depends on the order files are found in: compare its members.
    const members = cycles.map((cycle) => [...new Set(cycle)].sort()).sort((a, b) => a[0].localeCompare(b[0]));
    expect(members).toEqual([
      ['apps/server/src/auth.service.ts', 'apps/server/src/graphql/context.ts'],
      ['apps/web/src/app/router.tsx', 'apps/web/src/features/page.tsx'],
      ['packages/domain/src/a.ts', 'packages/domain/src/b.ts'],
    ]);
  });

  it('passes imports that go one way', async () => {
    const root = tree({
      'apps/server/src/db/schema/brands.ts': 'export const brands = { id: 1 };\n',
      'apps/server/src/db/schema/salons.ts':
        "import { brands } from './brands.ts';\nexport const salons = { brandId: () => brands.id };\n",
      'apps/server/src/db/schema/catalog.ts':
        "import { brands } from './brands.ts';\nimport { salons } from './salons.ts';\nexport const salonBrands = [brands, salons];\n",
    });

    expect(await findImportCycles(root)).toEqual([]);
  });
});

describe('the module cycle check of npm run lint', () => {
  /** Two server modules that lean on each other through different files: no file is in a cycle. */
  const salonsAndBilling = {
    'apps/server/src/modules/salons/salons.service.ts':
      "import type { BillingReads } from '../billing/billing.reads.ts';\nexport const account = (billing: BillingReads) => billing;\n",
    'apps/server/src/modules/billing/billing.reads.ts': 'export type BillingReads = { plan: string };\n',
    'apps/server/src/modules/billing/billing.graphql.ts':
      "import { SalonRef } from '../salons/salons.graphql.ts';\nexport const invoices = SalonRef;\n",
    'apps/server/src/modules/salons/salons.graphql.ts': "export const SalonRef = 'Salon';\n",
  };

  it('fails on two modules that import each other, naming the imports that tie them', async () => {
    const root = tree(salonsAndBilling);

    expect(await findImportCycles(root)).toEqual([]);
    const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Module cycle: billing -> salons -> billing');
    expect(run.stderr).toContain(
      'apps/server/src/modules/billing/billing.graphql.ts -> apps/server/src/modules/salons/salons.graphql.ts',
    );
    expect(run.stderr).toContain(
      'apps/server/src/modules/salons/salons.service.ts -> apps/server/src/modules/billing/billing.reads.ts',
    );
  });

  it('finds a circle closed through a third module', async () => {
    const root = tree({
      'apps/server/src/modules/salons/salon-directory.service.ts':
        "import { lastSession } from '../appointments/appointments.reads.ts';\nexport const page = lastSession;\n",
      'apps/server/src/modules/appointments/appointments.reads.ts':
        "import { chat } from '../messaging/messaging.reads.ts';\nexport const lastSession = chat;\n",
      'apps/server/src/modules/messaging/messaging.reads.ts':
        "import type { SalonRow } from '../salons/salons.reads.ts';\nexport const chat = (salon: SalonRow) => salon;\n",
      'apps/server/src/modules/salons/salons.reads.ts': 'export type SalonRow = { id: string };\n',
    });

    expect(await findModuleCycles(root)).toEqual([
      {
        modules: ['appointments', 'messaging', 'salons', 'appointments'],
        imports: [
          'apps/server/src/modules/appointments/appointments.reads.ts -> apps/server/src/modules/messaging/messaging.reads.ts',
          'apps/server/src/modules/messaging/messaging.reads.ts -> apps/server/src/modules/salons/salons.reads.ts',
          'apps/server/src/modules/salons/salon-directory.service.ts -> apps/server/src/modules/appointments/appointments.reads.ts',
        ],
      },
    ]);
  });

  it('passes modules that import one way, and a test that assembles a module above its own', async () => {
    const root = tree({
      ...salonsAndBilling,
      'apps/server/src/modules/salons/salons.service.ts':
        'export const account = (billing: { plan: string }) => billing;\n',
      'apps/server/src/modules/salons/salons.integration.test.ts':
        "import { invoices } from '../billing/billing.graphql.ts';\nexport const seen = invoices;\n",
    });

    expect(await findModuleCycles(root)).toEqual([]);
  });
});
