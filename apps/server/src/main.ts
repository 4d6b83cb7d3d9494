import { count } from 'drizzle-orm';
import { composeServer, webDistFolder } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { salons } from './db/schema/salons.ts';
import { seedDemoData } from './db/seed/demo-seed.ts';
import { DEMO_PASSWORD, demoSignIns } from './db/seed/demo/identities.ts';
import { hashPassword } from './modules/auth/password.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  const started = performance.now();
  const server = await composeServer(config, { webDist: webDistFolder });
  const { app, database } = server;

  let seeded = false;
  if (config.seedDemoData) {
    const [existing] = await database.db.select({ salons: count() }).from(salons);
    if ((existing?.salons ?? 0) === 0) {
      const seedStarted = performance.now();
      await seedDemoData(database.db, { filesDir: config.filesDir, now: new Date(), passwordHash: await hashPassword(DEMO_PASSWORD) });
      app.log.info({ ms: Math.round(performance.now() - seedStarted) }, 'demo data seeded');
      seeded = true;
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // Fastify names every address it listens on; the one to open is PUBLIC_URL, the address cookies and the origin check expect.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `listening on ${address}; open ${config.publicUrl}`,
  });
  server.outboxWorker.start();
  const ready = `piiq is ready at ${config.publicUrl}`;
  app.log.info(
    {
      ms: Math.round(performance.now() - started),
      database: database.driver,
      events: server.events.name,
      email: server.email.name,
    },
    ready,
  );

  if (config.seedDemoData) {
    const lines = demoSignIns.map((entry) => `  ${entry.email.padEnd(22)} ${entry.password.padEnd(14)} ${entry.role}`);
    console.log(`\n${ready}${seeded ? ' (demo data seeded)' : ''}\nDemo sign-ins:\n${lines.join('\n')}\n`);
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
