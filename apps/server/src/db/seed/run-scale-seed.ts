import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { hashPassword } from '../../ports/password-hasher.ts';
import { openDatabase } from '../client.ts';
import { DEMO_PASSWORD } from './demo/identities.ts';
import { scaleSeedOptions, seedScaleData } from './scale-seed.ts';

const usage = `Usage: npm run seed:scale -- --salons N --appointments M [options]

  --salons N                 salons to create (default 10)
  --appointments M           appointments over the last two years (default 10000)
  --products-per-salon K     salon products of an ordinary salon (default 200)
  --large-salons L           the first L salons sell the whole catalogue (default 3)
  --catalog-size P           catalogue products (default max(K, 5000))
  --clients-per-salon C      (default M / N / 3: about three visits a client)
  --batch B                  rows per statement for the large tables (default 100000)
  --tag T                    id/email/SKU tag, lower-case letters and digits (default random)

Every account's password is ${DEMO_PASSWORD}; owners sign in as owner-<n>.<tag>@scale.piiq.test.
Runs on DATABASE_URL when set, else on the PGlite folder of DATA_DIR.`;

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value.replace(/_/g, ''));
  if (!Number.isSafeInteger(parsed)) throw new Error(`--${name} takes a whole number, not "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      salons: { type: 'string' },
      appointments: { type: 'string' },
      'products-per-salon': { type: 'string' },
      'large-salons': { type: 'string' },
      'catalog-size': { type: 'string' },
      'clients-per-salon': { type: 'string' },
      batch: { type: 'string' },
      tag: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const options = scaleSeedOptions({
    salons: wholeNumber('salons', values.salons) ?? 10,
    appointments: wholeNumber('appointments', values.appointments) ?? 10_000,
    productsPerSalon: wholeNumber('products-per-salon', values['products-per-salon']),
    largeSalons: wholeNumber('large-salons', values['large-salons']),
    catalogSize: wholeNumber('catalog-size', values['catalog-size']),
    clientsPerSalon: wholeNumber('clients-per-salon', values['clients-per-salon']),
    batchSize: wholeNumber('batch', values.batch),
    passwordHash,
    tag: values.tag ?? randomBytes(4).toString('hex'),
  });

  const handle = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  console.log(
    `Seeding ${options.salons} salons, ${options.appointments} appointments, ${options.clientsPerSalon} clients a salon, ` +
      `${options.productsPerSalon} products a salon (${options.largeSalons} with all ${options.catalogSize}) on ${handle.driver}, tag ${options.tag}`,
  );
  const started = performance.now();
  try {
    await seedScaleData(handle.db, options, (report) => {
      console.log(
        `  ${report.phase.padEnd(20)} ${String(report.rows).padStart(10)} rows ${(report.ms / 1000).toFixed(1).padStart(8)} s`,
      );
    });
    console.log(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s. Owners: owner-1.${options.tag}@scale.piiq.test ... password ${DEMO_PASSWORD}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.message.startsWith('--') ? `${error.message}\n\n${usage}` : error);
  process.exitCode = 1;
});
