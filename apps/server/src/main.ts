import { composeServer, webDistFolder } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { demoPairingCodeLine, seedDemoIfEmpty, signInLines } from './db/seed/demo-start.ts';
import { demoSignIns, type DemoSignIn } from './db/seed/demo/identities.ts';

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

  let seeded: DemoSignIn[] | null = null;
  if (config.seedDemoData) {
    const seedStarted = performance.now();
    seeded = await seedDemoIfEmpty(database.db, {
      env: config.env,
      files: server.files,
      now: new Date(),
    });
    if (seeded) app.log.info({ ms: Math.round(performance.now() - seedStarted) }, 'demo data seeded');
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
  // Each zone's Monday (the similar-salon cohorts, the weekly emails) is a scheduled outbox row; the first start, or a salon in a new zone, needs its first.
  await server.services.weeklyEmail.scheduleWeekTurns();
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
    // A production demo's generated passwords were shown by the start that seeded it; no later start knows them.
    const signIns = seeded ?? (config.env === 'production' ? null : demoSignIns);
    // Outside production a start also pairs the web mirror at once; a production demo is never handed a code in its log.
    const pairing =
      config.env === 'production'
        ? null
        : await demoPairingCodeLine(
            database.db,
            (salonId) => server.services.mirror.createPairingCode(salonId, null),
            config.publicUrl,
          );
    console.log(
      `\n${ready}${seeded ? ' (demo data seeded)' : ''}${signIns ? `\n${signInLines(signIns)}` : ''}${pairing ? `\n${pairing}` : ''}\n`,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
