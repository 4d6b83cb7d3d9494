import { count } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { openDatabase } from '../client.ts';
import { salons } from '../schema/salons.ts';
import { seedDemoData } from './demo-seed.ts';
import { DEMO_PASSWORD, demoSignIns } from './demo/identities.ts';

/** `npm run seed`: fills an empty database (PGlite in DATA_DIR, or DATABASE_URL) with the demo. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const [existing] = await handle.db.select({ n: count() }).from(salons);
    if ((existing?.n ?? 0) > 0) {
      console.log(`The database already holds ${existing?.n} salon(s): the demo is only seeded into an empty database. Nothing done.`);
      return;
    }
    const started = performance.now();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await seedDemoData(handle.db, { filesDir: config.filesDir, now: new Date(), passwordHash });
    console.log(`Demo data seeded in ${Math.round(performance.now() - started)} ms (${handle.driver}). Sign in with:`);
    for (const signIn of demoSignIns) {
      console.log(`  ${signIn.email.padEnd(22)} ${signIn.password}   ${signIn.role}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
