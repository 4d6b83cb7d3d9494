import { loadConfig } from '../config.ts';
import { databaseTargetFor, openDatabase } from './client.ts';

/**
 * `npm run migrate`: brings the database (DATABASE_URL, or PGlite in DATA_DIR) up to this version's
 * schema and exits. A server migrates as it starts too; a deployment runs this once before starting
 * the new version's instances, so none of them serves while the schema changes under it.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase(databaseTargetFor(loadConfig()));
  await handle.close();
  console.log(`The ${handle.driver} database is up to date (${Math.round(performance.now() - started)} ms).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
