import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) });

/** The import-boundary messages the repository's ESLint config gives one import in the named file. */
async function boundaryMessages(file, source) {
  const [result] = await eslint.lintText(`import { value } from '${source}';\nexport const copy = value;\n`, { filePath: file });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
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
    expect(await boundaryMessages(file, source)).toEqual([expect.stringContaining('only a *.repository.ts touches tables and SQL')]);
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
    ['apps/server/src/modules/auth/auth.service.ts', '../../errors.ts'],
    ['apps/server/src/modules/staff/staff.service.ts', '../../ids.ts'],
    ['apps/server/src/modules/auth/auth.service.ts', 'graphql'],
    ['apps/server/src/modules/auth/auth.graphql.ts', '../../graphql/builder.ts'],
    ['apps/server/src/http/invoice-page.ts', '../graphql/context.ts'],
  ])('lets %s import %s', async (file, source) => {
    expect(await boundaryMessages(file, source)).toEqual([]);
  });
});
