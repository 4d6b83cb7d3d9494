import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';

/** Every migration the server ships. */
export const migrationsFolder = fileURLToPath(new URL('../db/migrations', import.meta.url));

/**
 * For a migration's test: the migrations as they were before the one under test, its journal entry
 * and those after it left out, each in a copy removed after the file's tests.
 */
export function useMigrationsBefore(): (tag: string) => string {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  return (tag) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'piiq-migrations-'));
    folders.push(folder);
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    const at = journal.entries.findIndex((entry) => entry.tag === tag);
    expect(at).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    return folder;
  };
}
