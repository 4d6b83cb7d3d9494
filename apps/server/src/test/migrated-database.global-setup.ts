import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedMemoryDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an in-memory PGlite database with every migration applied; empty on PostgreSQL. */
    migratedDatabaseFile: string;
  }
}

/**
 * Creates and migrates one PGlite database for the whole run and hands its dump to every test file:
 * the suites start about fifty servers, and each would otherwise create a cluster of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.PIIQ_TEST_POSTGRES_URL) {
    project.provide('migratedDatabaseFile', '');
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'piiq-migrated-'));
  const file = path.join(folder, 'database.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedMemoryDatabase()).arrayBuffer()));
  project.provide('migratedDatabaseFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
