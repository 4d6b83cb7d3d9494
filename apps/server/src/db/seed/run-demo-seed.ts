import { loadConfig } from '../../config.ts';
import { openFileStores } from '../../ports/file-stores.ts';
import { openDatabase } from '../client.ts';
import { seedDemoIfEmpty, signInLines } from './demo-start.ts';

/** `npm run seed`: fills an empty database (PGlite in DATA_DIR, or DATABASE_URL) with the demo. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const files = await openFileStores(config);
  try {
    const started = performance.now();
    const signIns = await seedDemoIfEmpty(handle.db, { env: config.env, files, now: new Date() });
    if (!signIns) {
      console.log('The database already holds salons: the demo is only seeded into an empty database. Nothing done.');
      return;
    }
    console.log(
      `Demo data seeded in ${Math.round(performance.now() - started)} ms (${handle.driver}).\n${signInLines(signIns)}`,
    );
  } finally {
    await handle.close();
    files.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
