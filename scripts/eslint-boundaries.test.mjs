import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)),
});

// The first lint loads the TypeScript parser, which alone can outlast a test's time on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'apps/server/src/main.ts' }), 60_000);

/** The import-boundary messages the repository's ESLint config gives one import in the named file. */
async function boundaryMessages(file, source, ruleId = 'no-restricted-imports') {
  const [result] = await eslint.lintText(`import { value } from '${source}';\nexport const copy = value;\n`, {
    filePath: file,
  });
  return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

describe('the layer rules of npm run lint', () => {
  it.each([
    ['apps/server/src/http/app.ts', 'drizzle-orm'],
    ['apps/server/src/http/invoice-page.ts', '../db/schema/billing.ts'],
    ['apps/server/src/jobs/outbox-worker.ts', 'drizzle-orm'],
    ['apps/server/src/main.ts', './db/schema/salons.ts'],
    ['apps/server/src/modules/terms/terms.graphql.ts', 'drizzle-orm'],
    ['apps/server/src/modules/terms/terms.service.ts', '../../db/schema/content.ts'],
  ])('keeps SQL out of %s (importing %s)', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([
      expect.stringContaining('only a *.repository.ts touches tables and SQL'),
    ]);
  });

  it.each([
    ['apps/server/src/jobs/outbox.repository.ts', 'drizzle-orm'],
    ['apps/server/src/modules/mailbox/mailbox.repository.ts', '../../db/schema/mailbox.ts'],
    ['apps/server/src/http/app.integration.test.ts', 'drizzle-orm'],
  ])('lets %s import %s', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([]);
  });

  it.each([
    ['apps/server/src/modules/auth/auth.service.ts', '../../graphql/context.ts'],
    ['apps/server/src/modules/salons/salons.service.ts', '../../http/viewer.ts'],
    ['apps/server/src/modules/billing/billing.repository.ts', '../../graphql/builder.ts'],
    ['apps/server/src/jobs/outbox.repository.ts', '../http/request-store.ts'],
  ])('refuses %s importing %s', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([
      expect.stringContaining('services and repositories do not import the GraphQL or HTTP layer'),
    ]);
  });

  it.each([
    ['apps/server/src/ports/email.ts', '../modules/mailbox/mailbox.repository.ts'],
    ['apps/server/src/ports/webhooks.ts', '../jobs/outbox.ts'],
    ['apps/server/src/ports/events.ts', '../services.ts'],
    ['apps/server/src/ports/files.ts', '../http/app.ts'],
  ])('keeps %s below the modules (importing %s)', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([
      expect.stringContaining('a port builds on no module, job or layer above it'),
    ]);
  });

  it.each([
    ['apps/server/src/db/run-migrations.ts', '../compose.ts'],
    ['apps/server/src/db/client.ts', '../services.ts'],
    ['apps/server/src/db/seed/demo-seed.ts', '../../modules/salons/salons.service.ts'],
    ['apps/server/src/db/seed/demo/salons.ts', '../../../graphql/builder.ts'],
  ])('keeps %s from importing %s, above the database', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([
      expect.stringContaining('the database layer imports nothing above it'),
    ]);
  });

  it.each([
    ['apps/server/src/http/app.ts', '../jobs/outbox.repository.ts'],
    ['apps/server/src/http/exports.ts', '../modules/salons/salons.repository.ts'],
    ['apps/server/src/compose.ts', './modules/mailbox/mailbox.repository.ts'],
  ])('gives %s services, not a repository (importing %s)', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([
      expect.stringContaining('routes and the wiring get services, never a repository'),
    ]);
  });

  it.each([
    ['apps/server/src/ports/email.ts', 'nodemailer'],
    ['apps/server/src/ports/rate-limits.ts', '../errors.ts'],
    ['apps/server/src/db/run-migrations.ts', '../config.ts'],
    ['apps/server/src/db/seed/demo-seed.ts', '../../jobs/outbox.ts'],
    ['apps/server/src/http/exports.ts', '../modules/salons/salons.reads.ts'],
    ['apps/server/src/services.ts', './modules/mailbox/mailbox.repository.ts'],
    ['apps/server/src/modules/auth/auth.service.ts', '../../errors.ts'],
    ['apps/server/src/modules/staff/staff.service.ts', '../../ids.ts'],
    ['apps/server/src/modules/auth/auth.service.ts', 'graphql'],
    ['apps/server/src/modules/auth/auth.graphql.ts', '../../graphql/builder.ts'],
    ['apps/server/src/http/invoice-page.ts', '../graphql/context.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([]);
  });
});

const testHelperMessages = (file, source) => boundaryMessages(file, source, '@typescript-eslint/no-restricted-imports');

describe('the test-helpers rule of npm run lint', () => {
  it.each([
    ['apps/server/src/db/seed/demo-seed.ts', '../../test/factories.ts'],
    ['apps/server/src/modules/signup/signup.service.ts', '../../test/signup-test-server.ts'],
    ['apps/web/src/features/settings/settings-page.tsx', './test/settings-test-utils.tsx'],
    ['apps/web/src/lib/graphql.ts', '../test/test-utils.tsx'],
    ['packages/domain/src/recommendations.ts', './test/catalogue-fixtures.ts'],
    ['apps/server/src/compose.ts', '@piiq/domain/test/signup-fixtures'],
  ])('keeps %s from importing %s', async (file, source) => {
    expect(await testHelperMessages(file, source)).toEqual([
      expect.stringContaining('shipped code imports no test helper'),
    ]);
  });

  it.each([
    ['apps/server/src/modules/signup/signup.integration.test.ts', '../../test/signup-test-server.ts'],
    ['apps/server/src/test/signup-test-server.ts', '@piiq/domain/test/signup-fixtures'],
    ['apps/web/src/features/settings/salon-tab.test.tsx', './test/settings-test-utils.tsx'],
    ['apps/web/src/features/onboarding/test/onboarding-test-fixtures.tsx', '../../../test/test-utils.tsx'],
    ['packages/domain/src/recommendations.test.ts', './test/catalogue-fixtures.ts'],
    ['apps/server/src/modules/signup/signup.service.ts', './signup-tests.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await testHelperMessages(file, source)).toEqual([]);
  });
});

const moduleMessages = (file, source) => boundaryMessages(file, source, 'server-modules/modules-apart');

describe('the modules-apart rule of npm run lint', () => {
  it.each([
    [
      'apps/server/src/modules/salons/salons.service.ts',
      '../auth/password.ts',
      'modules/salons may not import modules/auth/password.ts',
    ],
    [
      'apps/server/src/modules/analytics/analytics.service.ts',
      '../auth/tokens.ts',
      'modules/analytics may not import modules/auth/tokens.ts',
    ],
    [
      'apps/server/src/modules/staff/staff.integration.test.ts',
      '../salons/salon-photo.ts',
      'modules/staff may not import modules/salons/salon-photo.ts',
    ],
    [
      'apps/server/src/modules/catalog/catalog.service.ts',
      '../salons/salons.graphql.ts',
      "only a *.graphql.ts file may import another module's GraphQL types",
    ],
    [
      'apps/server/src/modules/catalog/catalog.service.ts',
      '../salons/salons.repository.ts',
      'modules/catalog may not import modules/salons/salons.repository.ts, a repository that writes',
    ],
    [
      'apps/server/src/modules/orders/portal-purchase.service.ts',
      '../appointments/appointments.repository.ts',
      'ask the appointments service for the change, or read through appointments.reads.ts',
    ],
    [
      'apps/server/src/modules/salons/salon-subscription.graphql.ts',
      '../billing/billing.repository.ts',
      'modules/salons may not import modules/billing/billing.repository.ts',
    ],
    [
      'apps/server/src/modules/signup/leads.service.ts',
      '../auth/auth.repository.ts',
      'modules/signup may not import modules/auth/auth.repository.ts',
    ],
    [
      'apps/server/src/modules/mirror/mirror-sessions.service.ts',
      '../appointments/consultation.repository.ts',
      'modules/mirror may not import modules/appointments/consultation.repository.ts',
    ],
  ])('refuses %s importing %s', async (file, source, message) => {
    expect(await moduleMessages(file, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['apps/server/src/modules/salons/salons.service.ts', '../catalog/catalog.service.ts'],
    ['apps/server/src/modules/catalog/catalog.service.ts', '../salons/salons.reads.ts'],
    ['apps/server/src/modules/signup/signup.service.ts', '../billing/billing.repository.ts'],
    ['apps/server/src/modules/notifications/notifications.integration.test.ts', '../auth/auth.repository.ts'],
    ['apps/server/src/modules/mirror/mirror-sessions.service.ts', './mirror-sessions.repository.ts'],
    ['apps/server/src/modules/billing/billing.graphql.ts', '../salons/salons.graphql.ts'],
    ['apps/server/src/modules/auth/auth.service.ts', './tokens.ts'],
    ['apps/server/src/modules/salons/salons.service.ts', '../../ports/rate-limits.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await moduleMessages(file, source)).toEqual([]);
  });
});

const tableMessages = (file, source) => boundaryMessages(file, source, 'repository-tables/own-tables-only');

describe('the own-tables rule of npm run lint', () => {
  it.each([
    [
      'apps/server/src/modules/signup/signup.repository.ts',
      '../../db/schema/billing.ts',
      'the signup repository may not import db/schema/billing.ts, the tables of billing',
    ],
    [
      'apps/server/src/modules/salons/salons.repository.ts',
      '../../db/schema/accounts.ts',
      'the salons repository may not import db/schema/accounts.ts, the tables of auth',
    ],
    [
      'apps/server/src/jobs/outbox.repository.ts',
      '../db/schema/salons.ts',
      'the jobs repository may not import db/schema/salons.ts, the tables of salons',
    ],
    [
      'apps/server/src/modules/terms/terms.repository.ts',
      '../../db/schema/unowned.ts',
      'db/schema/unowned.ts has no owning module',
    ],
  ])('refuses %s importing %s', async (file, source, message) => {
    expect(await tableMessages(file, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['apps/server/src/modules/signup/signup.repository.ts', '../../db/schema/signup.ts'],
    ['apps/server/src/modules/catalog/catalog.repository.ts', '../../db/schema/brands.ts'],
    ['apps/server/src/jobs/outbox.repository.ts', '../db/schema/outbox.ts'],
    ['apps/server/src/modules/signup/signup.integration.test.ts', '../../db/schema/billing.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await tableMessages(file, source)).toEqual([]);
  });
});
