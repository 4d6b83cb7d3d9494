/**
 * `npm run verify:backup`: a backup taken as docs/production.md ("Backups") says, on PostgreSQL with
 * the files in a bucket, restores into a server that serves the same rows and the same files.
 *
 * It makes a source deployment: a database of its own at PIIQ_TEST_POSTGRES_URL, migrated and seeded
 * with the demo (`npm run migrate`, `npm run seed`) with FILE_STORE=s3, so the demo's pictures and
 * client photos land in a bucket of an S3 server (s3rver) started here. It backs it up with the
 * commands of the docs run outside Docker (`pg_dump -Fc`; a tar of the data folder; the bucket
 * through `npm run files:copy -- to-folder` into a fresh folder, archived with tar), then restores
 * them into a new database (`createdb`, `pg_restore`), a new data folder and an empty bucket
 * (`npm run files:copy -- to-bucket`).
 *
 * It fails (exit 1), naming what differs, unless every table of the restored database holds as many
 * rows as the source's (drizzle's migrations table too), every sequence stands where it stood, the
 * indexes, constraints and extensions are all there, every object of the restored bucket has the
 * key and SHA-256 it had in the source bucket, and the data folder's files came back the same. Then
 * it starts the server (`apps/server/src/main.ts`, as `npm run dev` does) on what was restored, signs
 * in as the demo owner and fetches a client photo through its access-checked route and a public
 * file, which must be the bytes the source bucket held.
 *
 * BACKUP_SCALE=1 adds the scale seed (`npm run seed:scale`) on top of the demo:
 * BACKUP_SCALE_SALONS salons (default 1,000) and BACKUP_SCALE_APPOINTMENTS appointments (default
 * 1,000,000). Everything it made (both databases, both buckets, the server, the folders) is removed
 * however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/identities.ts';
import { createS3Client } from '../apps/server/src/ports/s3-files.ts';
import { startTestS3Server } from '../apps/server/src/test/s3-test-server.ts';
import { freePort, repoRoot } from '../apps/web/e2e/support/server.ts';
import { adminUrl, postgresReachable } from './support/bench-postgres.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';

printLoadAtStartAndEnd('backup and restore');

const SCALE = process.env.BACKUP_SCALE === '1';
const SCALE_SALONS = Number(process.env.BACKUP_SCALE_SALONS ?? 1_000);
const SCALE_APPOINTMENTS = Number(process.env.BACKUP_SCALE_APPOINTMENTS ?? 1_000_000);
const SOURCE_BUCKET = 'piiq-backup-source';
const RESTORED_BUCKET = 'piiq-backup-restored';
/** A command that hangs must fail the check rather than hold CI; the scale seed alone takes minutes. */
const COMMAND_DEADLINE_MS = (SCALE ? 60 : 10) * 60_000;
const READY_DEADLINE_MS = 120_000;
/** Object reads at once: enough to overlap round trips to the S3 server, which shares this process. */
const READS_AT_ONCE = 8;

/** A broken promise of the backup: the message names what differs, and the check exits 1. */
class CheckFailed extends Error {}

// ---------------------------------------------------------------------------------------------
// Cleaning up, however the run ends

const cleanups: Array<{ what: string; run: () => Promise<unknown> }> = [];
const onCleanUp = (what: string, run: () => Promise<unknown>) => cleanups.push({ what, run });
/** Children still running: stopped before anything else is undone, so none writes to what is being removed. */
const running = new Set<ChildProcess>();
let cleaning: Promise<string[]> | null = null;
let interrupted = false;

function stopChild(child: ChildProcess, deadlineMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Undoes everything in the reverse order it was made; one step that fails does not stop the others. */
function cleanUp(): Promise<string[]> {
  cleaning ??= (async () => {
    const failures: string[] = [];
    onCleanUp('stop the commands still running', () => Promise.all([...running].map((child) => stopChild(child))));
    for (let next = cleanups.pop(); next; next = cleanups.pop()) {
      try {
        await next.run();
      } catch (error) {
        failures.push(`${next.what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failures;
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: cleaning up before exiting`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Commands, as an operator types them

const tail = (text: string, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * Runs a command to its end, never spawnSync: the S3 server the command talks to answers from this
 * process's event loop. Fails with the command's own output when it exits other than 0.
 */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const shown = [command, ...args].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'pipe' });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new CheckFailed(`${shown} took longer than ${COMMAND_DEADLINE_MS / 60_000} minutes:\n${tail(output)}`));
    }, COMMAND_DEADLINE_MS);
    child.once('error', (error) => {
      clearTimeout(deadline);
      running.delete(child);
      reject(new CheckFailed(`${shown} could not be run: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      clearTimeout(deadline);
      running.delete(child);
      if (code === 0) resolve(output);
      else reject(new CheckFailed(`${shown} failed (${signal ?? `exit ${code}`}):\n${tail(output)}`));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Timing

interface Step {
  phase: string;
  name: string;
  ms: number;
}
const steps: Step[] = [];

async function step<T>(phase: string, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  steps.push({ phase, name, ms });
  console.log(`  ${phase.padEnd(8)} ${name.padEnd(52)} ${seconds(ms).padStart(8)}`);
  return result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number) => n.toLocaleString('en-US');
const megabytes = (bytes: number) =>
  bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------
// The databases

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a restore must bring back, read from the catalogue so a table added later is compared too. */
interface DatabaseFigures {
  /** `schema.table` (just `table` in public) to its exact row count. */
  rows: Map<string, number>;
  sequences: Map<string, string>;
  indexes: Map<string, string>;
  constraints: Map<string, string>;
  extensions: Map<string, string>;
}

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

async function databaseFigures(url: string): Promise<DatabaseFigures> {
  return withClient(url, async (client) => {
    const named = (schema: string, name: string) => (schema === 'public' ? name : `${schema}.${name}`);
    const tables = await client.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and ${USER_SCHEMAS} order by 1, 2`,
    );
    const rows = new Map<string, number>();
    for (const { schema, name } of tables.rows) {
      // Exact counts, not pg_class.reltuples: an estimate would hide a table restored short.
      const counted = await client.query<{ count: string }>(
        `select count(*) as count from ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`,
      );
      rows.set(named(schema, name), Number(counted.rows[0]?.count ?? -1));
    }
    const pairs = async (sql: string) =>
      new Map((await client.query<{ key: string; value: string }>(sql)).rows.map((row) => [row.key, row.value]));
    // PostgreSQL prints a condition as its parse tree nests it, and the restore's parse of that text
    // nests a chain of ANDs flatter: the same condition, in other brackets.
    const unbracketed = async (sql: string) =>
      new Map([...(await pairs(sql))].map(([key, value]) => [key, value.replace(/[()]/g, '')]));
    return {
      rows,
      // A sequence restored behind its table's rows would make the next insert collide.
      sequences: await pairs(
        `select schemaname || '.' || sequencename as key, coalesce(last_value::text, 'unused') as value from pg_sequences`,
      ),
      indexes: await unbracketed(
        `select n.nspname || '.' || c.relname as key, pg_get_indexdef(i.indexrelid) as value
         from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
         where ${USER_SCHEMAS}`,
      ),
      constraints: await unbracketed(
        `select n.nspname || '.' || t.relname || '.' || con.conname as key, pg_get_constraintdef(con.oid) as value
         from pg_constraint con join pg_class t on t.oid = con.conrelid join pg_namespace n on n.oid = t.relnamespace
         where ${USER_SCHEMAS}`,
      ),
      extensions: await pairs(`select extname as key, extversion as value from pg_extension`),
    };
  });
}

/** Every key of either map whose value differs, in words naming it. */
function differences<V>(what: string, source: Map<string, V>, restored: Map<string, V>): string[] {
  const keys = [...new Set([...source.keys(), ...restored.keys()])].sort();
  return keys.flatMap((key) => {
    const [before, after] = [source.get(key), restored.get(key)];
    if (before === after) return [];
    if (after === undefined) return [`${what} ${key}: missing from the restore (source: ${String(before)})`];
    if (before === undefined) return [`${what} ${key}: only in the restore (${String(after)})`];
    return [`${what} ${key}: source ${String(before)}, restored ${String(after)}`];
  });
}

// ---------------------------------------------------------------------------------------------
// The buckets and folders

interface StoredObject {
  size: number;
  sha256: string;
  /** The SHA-256 the object carries in its metadata (`x-amz-meta-sha256`), as the file port writes it. */
  recorded: string | undefined;
}

/** Every object of the bucket, whatever its prefix, read whole and hashed: not the store's own listing or metadata. */
async function bucketContents(client: S3Client, bucket: string): Promise<Map<string, StoredObject>> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  const objects = new Map<string, StoredObject>();
  let next = 0;
  async function readNext(): Promise<void> {
    for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
      const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      const bytes = (await response.Body?.transformToByteArray()) ?? new Uint8Array();
      objects.set(key, {
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        recorded: response.Metadata?.sha256,
      });
    }
  }
  await Promise.all(Array.from({ length: READS_AT_ONCE }, readNext));
  return new Map([...objects].sort(([a], [b]) => a.localeCompare(b)));
}

/** Every file below a folder, by its path there, to its SHA-256. */
async function folderContents(folder: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(
      path.relative(folder, full),
      createHash('sha256')
        .update(await readFile(full))
        .digest('hex'),
    );
  }
  return files;
}

interface CopyReport {
  files: number;
  bytes: number;
  copied: number;
  checksum: string;
}

/** The last lines `npm run files:copy` prints: the count, and the checksum of every file's path, size and SHA-256. */
function copyReportOf(output: string): CopyReport {
  const counts = /^(\d+) files \((\d+) bytes\) in [\d.]+ s: (\d+) copied/m.exec(output);
  const checksum = /^checksum sha256:([0-9a-f]{64})$/m.exec(output);
  if (!counts || !checksum) throw new CheckFailed(`npm run files:copy printed no count or checksum:\n${tail(output)}`);
  return {
    files: Number(counts[1]),
    bytes: Number(counts[2]),
    copied: Number(counts[3]),
    checksum: checksum[1] ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// The restored server

interface Served {
  baseURL: string;
  stop(): Promise<void>;
}

/** `node --import tsx apps/server/src/main.ts`, as `npm run dev` starts it, ready once /readyz answers. */
async function startServer(env: Record<string, string>, logFile: string): Promise<Served> {
  const port = await freePort();
  // 127.0.0.1, not localhost: PUBLIC_URL is the one origin the API takes cookies from.
  const baseURL = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseURL, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const stop = async () => {
    await stopChild(child);
    running.delete(child);
    log.end();
  };
  const readLog = async () => tail(await readFile(logFile, 'utf8').catch(() => '(no server log)'));
  const deadline = performance.now() + READY_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new CheckFailed(`the restored server exited before it was ready. Its log:\n${await readLog()}`);
    }
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseURL, stop };
    if (performance.now() > deadline) {
      await stop();
      throw new CheckFailed(
        `the restored server was not ready within ${READY_DEADLINE_MS / 1000} s. Its log:\n${await readLog()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-piiq-csrf': '1', origin: baseURL },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }',
      variables: { input: { email, password } },
    }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new CheckFailed(`${email} could not sign in to the restored server: ${await response.text()}`);
  return cookie;
}

async function salonsAdministered(baseURL: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-piiq-csrf': '1', origin: baseURL, cookie },
    body: JSON.stringify({ query: '{ me { salonAccess { salonAdmin salon { id } } } }' }),
  });
  const body = (await response.json()) as {
    data?: { me: { salonAccess: Array<{ salonAdmin: boolean; salon: { id: string } }> } | null };
  };
  return (body.data?.me?.salonAccess ?? []).filter((access) => access.salonAdmin).map((access) => access.salon.id);
}

async function fetchedSha256(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; sha256: string }> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, sha256: createHash('sha256').update(bytes).digest('hex') };
}

// ---------------------------------------------------------------------------------------------
// The check

interface Figures {
  source: DatabaseFigures;
  objects: Map<string, StoredObject>;
  dataFolderFiles: number;
  dumpBytes: number;
  dataArchiveBytes: number;
  filesArchiveBytes: number;
  copied: CopyReport;
  photoRoute: string;
  publicRoute: string;
}

async function check(): Promise<Figures> {
  if (!(await postgresReachable()))
    throw new CheckFailed(`PostgreSQL is not reachable at ${adminUrl}: start it, or set PIIQ_TEST_POSTGRES_URL.`);
  for (const tool of ['pg_dump', 'pg_restore', 'createdb', 'tar']) await run(tool, ['--version']);

  const work = await mkdtemp(path.join(tmpdir(), 'piiq-backup-'));
  onCleanUp('remove the work folder', () => rm(work, { recursive: true, force: true }));
  const folder = (name: string) => path.join(work, name);
  const [sourceData, backups, bucketCopy, restoredData, restoredFiles] = [
    'source-data',
    'backups',
    'bucket-copy',
    'restored-data',
    'restored-files',
  ].map(folder) as [string, string, string, string, string];
  await Promise.all([sourceData, backups, restoredData, restoredFiles].map((dir) => mkdir(dir)));
  const dumpFile = path.join(backups, 'piiq.dump');
  const dataArchive = path.join(backups, 'piiq-data.tgz');
  const filesArchive = path.join(backups, 'piiq-files.tgz');

  const s3 = await startTestS3Server(SOURCE_BUCKET);
  onCleanUp('stop the S3 server', () => s3.close());
  await s3.createBucket(RESTORED_BUCKET);
  const bucketEnv = (bucket: string) => ({ ...s3.env, S3_BUCKET: bucket });
  const s3Client = createS3Client(s3.settings);
  onCleanUp('close the S3 client', async () => s3Client.destroy());

  const tag = randomBytes(5).toString('hex');
  const sourceName = `piiq_bench_backup_source_${tag}`;
  const restoredName = `piiq_bench_backup_restored_${tag}`;
  const dropDatabase = (name: string) => () =>
    withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  // Both are dropped however the run ends, the restored one even when createdb stopped half-way.
  onCleanUp(`drop the database ${restoredName}`, dropDatabase(restoredName));
  await withClient(adminUrl, (client) => client.query(`create database ${sourceName}`));
  onCleanUp(`drop the database ${sourceName}`, dropDatabase(sourceName));
  const sourceUrl = databaseUrl(sourceName);
  const restoredUrl = databaseUrl(restoredName);

  // The source deployment's environment, as its instances have it; its data folder keeps the generated secrets.
  const sourceEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: sourceUrl,
    DATA_DIR: sourceData,
    ...bucketEnv(SOURCE_BUCKET),
  };

  console.log(`Source: database ${sourceName}, bucket ${SOURCE_BUCKET} on ${s3.settings.endpoint ?? ''}`);
  await step('seed', 'npm run migrate', () => run('npm', ['run', 'migrate'], sourceEnv));
  await step('seed', 'npm run seed (the demo, files into the bucket)', () => run('npm', ['run', 'seed'], sourceEnv));
  if (SCALE) {
    await step('seed', `npm run seed:scale (${thousands(SCALE_SALONS)} salons)`, () =>
      run(
        'npm',
        ['run', 'seed:scale', '--', '--salons', String(SCALE_SALONS), '--appointments', String(SCALE_APPOINTMENTS)],
        sourceEnv,
      ),
    );
  }
  const sourceObjects = await step('seed', 'read and hash every object of the source bucket', () =>
    bucketContents(s3Client, SOURCE_BUCKET),
  );
  const keys = [...sourceObjects.keys()];
  if (!keys.some((key) => key.startsWith('files/')) || !keys.some((key) => key.startsWith('private/')))
    throw new CheckFailed(
      `the demo seed left no public file or no client photo in the bucket (${keys.length} objects): nothing to restore`,
    );

  // ---- Back up, as docs/production.md says outside Docker.
  await step('backup', 'pg_dump -Fc', () => run('pg_dump', ['-Fc', '-d', sourceUrl, '-f', dumpFile]));
  await step('backup', 'tar czf of the data folder', () => run('tar', ['czf', dataArchive, '-C', sourceData, '.']));
  const copiedOut = await step('backup', 'npm run files:copy -- to-folder (a fresh folder)', async () => {
    await mkdir(path.join(bucketCopy, 'files'), { recursive: true });
    await mkdir(path.join(bucketCopy, 'private'), { recursive: true });
    return copyReportOf(
      await run('npm', ['run', 'files:copy', '--', 'to-folder'], { ...sourceEnv, DATA_DIR: bucketCopy }),
    );
  });
  await step('backup', 'tar czf of the bucket copy', async () => {
    await run('tar', ['czf', filesArchive, '-C', bucketCopy, 'files', 'private']);
    // The restore must come from the archives alone.
    await rm(bucketCopy, { recursive: true, force: true });
  });

  // ---- Restore into a new database, a new data folder and an empty bucket.
  if ((await bucketContents(s3Client, RESTORED_BUCKET)).size > 0)
    throw new CheckFailed(`the bucket ${RESTORED_BUCKET} was not empty before the restore`);
  const restoredEnv = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: restoredUrl,
    DATA_DIR: restoredData,
    ...bucketEnv(RESTORED_BUCKET),
  };
  await step('restore', 'createdb', () => run('createdb', [`--maintenance-db=${adminUrl}`, restoredName]));
  await step('restore', 'pg_restore --exit-on-error', () =>
    run('pg_restore', ['--exit-on-error', '-d', restoredUrl, dumpFile]),
  );
  await step('restore', 'tar xzf of the data folder', () => run('tar', ['xzf', dataArchive, '-C', restoredData]));
  const copiedIn = await step('restore', 'tar xzf, npm run files:copy -- to-bucket', async () => {
    await run('tar', ['xzf', filesArchive, '-C', restoredFiles]);
    return copyReportOf(
      await run('npm', ['run', 'files:copy', '--', 'to-bucket'], { ...restoredEnv, DATA_DIR: restoredFiles }),
    );
  });

  // ---- Compare, before the server runs: a started server writes (its week turns, the sign-in's session).
  const problems: string[] = [];
  const [source, restored] = await step('compare', 'row counts, sequences, indexes, constraints', () =>
    Promise.all([databaseFigures(sourceUrl), databaseFigures(restoredUrl)]),
  );
  problems.push(
    ...differences('table', source.rows, restored.rows),
    ...differences('sequence', source.sequences, restored.sequences),
    ...differences('index', source.indexes, restored.indexes),
    ...differences('constraint', source.constraints, restored.constraints),
    ...differences('extension', source.extensions, restored.extensions),
  );
  if (!source.rows.has('drizzle.__drizzle_migrations'))
    problems.push('table drizzle.__drizzle_migrations: not found in the source database');
  const restoredObjects = await step('compare', 'read and hash every object of the restored bucket', () =>
    bucketContents(s3Client, RESTORED_BUCKET),
  );
  const checksumOf = (objects: Map<string, StoredObject>) =>
    new Map([...objects].map(([key, object]) => [key, `${object.size} bytes, sha256 ${object.sha256}`]));
  problems.push(...differences('object', checksumOf(sourceObjects), checksumOf(restoredObjects)));
  for (const [key, object] of restoredObjects) {
    // The file port trusts this metadata to skip and describe a file; lost, every object would be read whole.
    if (object.recorded !== object.sha256)
      problems.push(
        `object ${key}: carries sha256 ${String(object.recorded)} in its metadata, its bytes ${object.sha256}`,
      );
  }
  if (copiedOut.checksum !== copiedIn.checksum)
    problems.push(`files:copy checksums: to-folder ${copiedOut.checksum}, to-bucket ${copiedIn.checksum}`);
  if (copiedIn.copied !== copiedIn.files)
    problems.push(`files:copy -- to-bucket copied ${copiedIn.copied} of ${copiedIn.files} files into an empty bucket`);
  const [sourceFolder, restoredFolder] = await Promise.all([folderContents(sourceData), folderContents(restoredData)]);
  problems.push(...differences('data folder file', sourceFolder, restoredFolder));
  if (problems.length > 0)
    throw new CheckFailed(
      `the restore differs from the source in ${problems.length} ways:\n  ${problems.join('\n  ')}`,
    );

  // ---- Serve from the restore: the demo owner sees a client photo of their salon, with the bytes the source held.
  const server = await step('serve', 'start the server on the restore, to /readyz', () =>
    startServer({ ...restoredEnv, SEED_DEMO_DATA: 'false' }, path.join(work, 'server.log')),
  );
  onCleanUp('stop the server', () => server.stop());
  const served = await step('serve', 'sign in, fetch a client photo and a public file', async () => {
    const cookie = await signIn(server.baseURL, DEMO_ACCOUNTS.owner.email, DEMO_PASSWORD);
    const salonIds = await salonsAdministered(server.baseURL, cookie);
    const photos = await withClient(restoredUrl, (client) =>
      client.query<{ id: string; kind: string; stored: string }>(
        `select id, kind, stored from (
           select id, 'selfie' as kind, client_selfie_image_url as stored from appointments where salon_id = any($1)
           union all
           select id, '360', client360_image_url from appointments where salon_id = any($1)
         ) photos where stored is not null and stored not like '/files/%' order by id, kind limit 1`,
        [salonIds],
      ),
    );
    const photo = photos.rows[0];
    if (!photo) throw new CheckFailed('no appointment of the demo owner’s salons has a client photo in the bucket');
    const photoRoute = `/photos/appointments/${photo.id}/${photo.kind}`;
    const expected = sourceObjects.get(`private/${photo.stored}`);
    const asOwner = await fetchedSha256(`${server.baseURL}${photoRoute}`, { cookie });
    if (asOwner.status !== 200 || asOwner.sha256 !== expected?.sha256)
      throw new CheckFailed(
        `${photoRoute} as the demo owner: ${asOwner.status}, sha256 ${asOwner.sha256}; the source bucket held ${expected?.sha256 ?? 'nothing'} at private/${photo.stored}`,
      );
    const asGuest = await fetchedSha256(`${server.baseURL}${photoRoute}`);
    if (asGuest.status !== 401)
      throw new CheckFailed(`${photoRoute} without a session answered ${asGuest.status}, not 401`);

    const [publicKey, publicObject] = [...sourceObjects].find(([key]) => key.startsWith('files/')) ?? [];
    const publicRoute = `/${publicKey ?? ''}`;
    const file = await fetchedSha256(`${server.baseURL}${publicRoute}`);
    if (file.status !== 200 || file.sha256 !== publicObject?.sha256)
      throw new CheckFailed(
        `${publicRoute}: ${file.status}, sha256 ${file.sha256}; the source bucket held ${publicObject?.sha256 ?? 'nothing'}`,
      );
    return { photoRoute, publicRoute };
  });

  return {
    source,
    objects: sourceObjects,
    dataFolderFiles: sourceFolder.size,
    dumpBytes: (await stat(dumpFile)).size,
    dataArchiveBytes: (await stat(dataArchive)).size,
    filesArchiveBytes: (await stat(filesArchive)).size,
    copied: copiedIn,
    ...served,
  };
}

/** The tables in columns, as many as fit in 120 characters. */
function rowCountTable(rows: Map<string, number>): string {
  const cells = [...rows].map(([name, count]) => [name, thousands(count)] as const);
  const nameWidth = Math.max(...cells.map(([name]) => name.length));
  const countWidth = Math.max(...cells.map(([, count]) => count.length));
  const columns = Math.max(1, Math.floor(120 / (nameWidth + countWidth + 4)));
  const height = Math.ceil(cells.length / columns);
  const lines: string[] = [];
  for (let line = 0; line < height; line += 1) {
    const parts: string[] = [];
    for (let column = 0; column < columns; column += 1) {
      const cell = cells[column * height + line];
      if (cell) parts.push(`${cell[0].padEnd(nameWidth)} ${cell[1].padStart(countWidth)}`);
    }
    lines.push(`  ${parts.join('   ')}`);
  }
  return lines.join('\n');
}

function report(figures: Figures, totalMs: number): void {
  const { source, objects } = figures;
  const totalRows = [...source.rows.values()].reduce((sum, count) => sum + count, 0);
  const objectBytes = [...objects.values()].reduce((sum, object) => sum + object.size, 0);
  const publicFiles = [...objects.keys()].filter((key) => key.startsWith('files/')).length;
  const phases = [...new Set(steps.map((s) => s.phase))].map(
    (phase) => [phase, steps.filter((s) => s.phase === phase).reduce((sum, s) => sum + s.ms, 0)] as const,
  );
  console.log(`
Backup and restore on PostgreSQL with the files in a bucket${SCALE ? `, with the scale seed (${thousands(SCALE_SALONS)} salons, ${thousands(SCALE_APPOINTMENTS)} appointments)` : ', demo data'}: PASSED

Rows per table, the same in the source and the restore (${source.rows.size} tables, ${thousands(totalRows)} rows):
${rowCountTable(source.rows)}

Also the same: ${source.sequences.size} sequences at their values, ${source.indexes.size} indexes, ${source.constraints.size} constraints, extensions ${[...source.extensions.keys()].join(', ')}.
Files: ${thousands(objects.size)} objects (${publicFiles} public, ${objects.size - publicFiles} client photos), ${thousands(objectBytes)} bytes; ${thousands(objects.size)} of ${thousands(objects.size)} SHA-256s matched, files:copy checksum ${figures.copied.checksum.slice(0, 16)}… both ways.
Data folder: ${figures.dataFolderFiles} files, the same after the restore.
Served by the restored server: ${figures.photoRoute} to the demo owner (401 without a session), ${figures.publicRoute}.
Sizes: the dump ${megabytes(figures.dumpBytes)}, the files archive ${megabytes(figures.filesArchiveBytes)}, the data folder archive ${megabytes(figures.dataArchiveBytes)}.
Time: ${phases.map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(', ')}; total ${seconds(totalMs)}, cleaning up included.`);
}

const started = performance.now();
let figures: Figures | null = null;
try {
  figures = await check();
} catch (error) {
  // An interrupted run's commands fail as they are stopped: that is no finding.
  if (!interrupted)
    console.error(
      `\nverify:backup FAILED: ${error instanceof CheckFailed ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  process.exitCode = 1;
} finally {
  const failures = await step('cleanup', 'drop the databases, stop the servers, remove folders', cleanUp);
  if (failures.length > 0) {
    console.error(`Cleaning up failed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
if (figures) report(figures, performance.now() - started);
