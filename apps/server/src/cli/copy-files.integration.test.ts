import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderFileStores, type FileStores } from '../ports/files.ts';
import { openS3FileStores } from '../ports/s3-files.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-test-server.ts';
import { copyFiles } from './copy-files.ts';

/** A data folder as a server leaves it: public files, client photos, and what is not a file to copy. */
const FILES: Record<string, Buffer> = {
  'files/salons/s1/photo.jpg': randomBytes(50_000),
  'files/demo/portraits/ab.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  'private/appointments/a1/selfie-1.png': randomBytes(120_000),
  'private/appointments/a1/360-1.jpg': randomBytes(3_000),
  'private/chats/c1/image.webp': Buffer.alloc(0),
};

let s3: TestS3Server;
let bucket: FileStores;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = await openS3FileStores(s3.settings);
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataFolder(files: Record<string, Buffer> = {}): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'piiq-copy-'));
  folders.push(folder);
  for (const [relativePath, bytes] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, relativePath)), { recursive: true });
    await writeFile(path.join(folder, relativePath), bytes);
  }
  // The database and the secrets stay behind: they are not uploaded files.
  await mkdir(path.join(folder, 'secrets'), { recursive: true });
  await writeFile(path.join(folder, 'secrets', 'session'), 'not a file to copy');
  return folder;
}

const storesOf = (folder: string) =>
  createFolderFileStores({ filesDir: path.join(folder, 'files'), privateFilesDir: path.join(folder, 'private') });

describe('copying the data folder into a bucket and back', () => {
  it('copies every file once, skips what is there on a second run, replaces what differs, and comes back whole', async () => {
    const source = await dataFolder(FILES);
    const first = await copyFiles(storesOf(source), bucket);
    const size = Object.values(FILES).reduce((sum, bytes) => sum + bytes.length, 0);
    expect(first).toMatchObject({ files: 5, bytes: size, copied: 5, alreadyThere: 0, replaced: 0 });
    expect(first.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await bucket.private.read('appointments/a1/selfie-1.png'))?.equals(
        FILES['private/appointments/a1/selfie-1.png']!,
      ),
    ).toBe(true);
    expect(await bucket.public.exists('salons/s1/photo.jpg')).toBe(true);

    expect(await copyFiles(storesOf(source), bucket)).toEqual({ ...first, copied: 0, alreadyThere: 5 });

    // An object left with other bytes (a copy cut short by another tool, a stray upload) is made right.
    await bucket.public.remove('salons/s1/photo.jpg');
    await bucket.public.write('salons/s1/photo.jpg', Buffer.from('truncated'));
    expect(await copyFiles(storesOf(source), bucket)).toEqual({ ...first, copied: 0, alreadyThere: 4, replaced: 1 });

    const back = await dataFolder();
    expect(await copyFiles(bucket, storesOf(back))).toEqual(first);
    for (const [relativePath, bytes] of Object.entries(FILES))
      expect((await readFile(path.join(back, relativePath))).equals(bytes), relativePath).toBe(true);
  });

  it('runs as npm run files:copy, printing the count and the checksum', async () => {
    const source = await dataFolder({ 'files/one.png': Buffer.from('one'), 'private/two.jpg': Buffer.from('two') });
    const expected = await copyFiles(storesOf(source), storesOf(await dataFolder()));
    await s3.createBucket('piiq-copy-cli');
    // Not spawnSync: the S3 server answering the tool runs in this process.
    const { stdout } = await promisify(execFile)(
      'node',
      ['--import', 'tsx', 'src/cli/run-copy-files.ts', 'to-bucket'],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, NODE_ENV: 'test', DATA_DIR: source, ...s3.env, S3_BUCKET: 'piiq-copy-cli' },
      },
    );
    expect(stdout).toContain('2 files (6 bytes)');
    expect(stdout).toContain('2 copied, 0 already there, 0 replaced');
    expect(stdout).toContain(`checksum sha256:${expected.checksum}`);
  });
});
