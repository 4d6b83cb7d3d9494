import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../test/s3-test-server.ts';
import { createFileStore, FilePathOutsideStore, type FileStore, type OpenedFile } from './files.ts';
import { createS3Client, createS3FileStore, openS3FileStores } from './s3-files.ts';

/**
 * The file port's contract, held by each adapter: the data folder and an S3 bucket (s3rver, an
 * S3-compatible server started here on a free port).
 */
let s3: TestS3Server;
let folder: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  folder = await mkdtemp(path.join(tmpdir(), 'piiq-files-'));
});
afterAll(async () => {
  for (const made of clients) made.destroy();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const clients: S3Client[] = [];
const client = () => {
  const made = createS3Client(s3.settings);
  clients.push(made);
  return made;
};
let stores = 0;
/** A fresh, empty store of each kind for each test. */
const adapters: Array<[string, () => FileStore]> = [
  ['the data folder', () => createFileStore(path.join(folder, `store-${(stores += 1)}`))],
  ['an S3 bucket', () => createS3FileStore(client(), s3.settings.bucket, `store-${(stores += 1)}/`)],
];

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function bytesOf(opened: OpenedFile | { unsatisfiable: true; size: number } | null): Promise<Buffer> {
  if (!opened || 'unsatisfiable' in opened) throw new Error(`nothing to read: ${JSON.stringify(opened)}`);
  return buffer(opened.body as Readable);
}

describe.each(adapters)('the file port on %s', (_name, makeStore) => {
  it('keeps the bytes written, and tells their size and SHA-256', async () => {
    const store = makeStore();
    // Larger than one network read, so a stream that dropped or repeated a chunk would show.
    const photo = randomBytes(300_000);
    await store.write('salons/a/photo.jpg', photo);
    expect(await store.exists('salons/a/photo.jpg')).toBe(true);
    expect((await store.read('salons/a/photo.jpg'))?.equals(photo)).toBe(true);
    const opened = await store.open('salons/a/photo.jpg');
    expect(opened).toMatchObject({ size: photo.length, range: null });
    expect((await bytesOf(opened)).equals(photo)).toBe(true);
    expect(await store.describe('salons/a/photo.jpg')).toEqual({ size: photo.length, sha256: sha256(photo) });
  });

  it('never replaces a file', async () => {
    const store = makeStore();
    await store.write('chats/c/image.png', Buffer.from('first'));
    await expect(store.write('chats/c/image.png', Buffer.from('second'))).rejects.toThrow();
    expect((await store.read('chats/c/image.png'))?.toString()).toBe('first');
  });

  it('answers nothing for a file that is not there, and removing it does nothing', async () => {
    const store = makeStore();
    expect(await store.exists('nowhere/x.jpg')).toBe(false);
    expect(await store.read('nowhere/x.jpg')).toBeNull();
    expect(await store.open('nowhere/x.jpg')).toBeNull();
    expect(await store.openRange('nowhere/x.jpg', { start: 0 })).toBeNull();
    expect(await store.describe('nowhere/x.jpg')).toBeNull();
    await store.remove('nowhere/x.jpg');
    expect(await store.list('nowhere')).toEqual([]);
  });

  it('lists the files directly in a folder with when each was written, and removes one', async () => {
    const store = makeStore();
    const before = Date.now();
    await store.write('salons/s/one.jpg', Buffer.from('1'));
    await store.write('salons/s/two.png', Buffer.from('2'));
    await store.write('salons/s/deeper/three.webp', Buffer.from('3'));
    await store.write('salons/other/four.jpg', Buffer.from('4'));
    const listed = await store.list('salons/s');
    expect(listed.map((file) => file.relativePath).sort()).toEqual(['salons/s/one.jpg', 'salons/s/two.png']);
    for (const file of listed) {
      // S3 keeps whole seconds.
      expect(file.writtenAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(file.writtenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    await store.remove('salons/s/one.jpg');
    expect(await store.exists('salons/s/one.jpg')).toBe(false);
    expect(await store.read('salons/s/one.jpg')).toBeNull();
    expect((await store.list('salons/s')).map((file) => file.relativePath)).toEqual(['salons/s/two.png']);
  });

  it('walks every file at any depth', async () => {
    const store = makeStore();
    const paths = ['a.svg', 'demo/portraits/b.svg', 'appointments/x/selfie-1.jpg', 'appointments/x/360-2.png'];
    for (const relativePath of paths) await store.write(relativePath, Buffer.from(relativePath));
    const walked: string[] = [];
    for await (const relativePath of store.walk()) walked.push(relativePath);
    expect(walked.sort()).toEqual([...paths].sort());
  });

  it('streams a range of a file, as HTTP asks for one', async () => {
    const store = makeStore();
    const video = Buffer.from('0123456789abcdefghij');
    await store.write('videos/v.mp4', video);
    const part = async (range: Parameters<FileStore['openRange']>[1]) => {
      const opened = await store.openRange('videos/v.mp4', range);
      if (!opened || 'unsatisfiable' in opened) return opened;
      return { range: opened.range, size: opened.size, text: (await bytesOf(opened)).toString() };
    };
    expect(await part({ start: 2, end: 5 })).toEqual({ range: { start: 2, end: 5 }, size: 20, text: '2345' });
    expect(await part({ start: 15 })).toEqual({ range: { start: 15, end: 19 }, size: 20, text: 'fghij' });
    expect(await part({ suffix: 3 })).toEqual({ range: { start: 17, end: 19 }, size: 20, text: 'hij' });
    expect(await part({ start: 18, end: 99 })).toEqual({ range: { start: 18, end: 19 }, size: 20, text: 'ij' });
    expect(await part({ start: 20 })).toEqual({ unsatisfiable: true, size: 20 });
  });

  it('refuses a path that steps outside the store', async () => {
    const store = makeStore();
    await expect(store.write('../escaped.jpg', Buffer.from('x'))).rejects.toThrow(FilePathOutsideStore);
    await expect(store.read('../../etc/passwd')).rejects.toThrow(FilePathOutsideStore);
    await expect(store.open('..')).rejects.toThrow(FilePathOutsideStore);
  });
});

describe('the file port on an S3 bucket', () => {
  it('writes every object without an ACL, with its type, its MD5 and its SHA-256', async () => {
    const s3Client = client();
    const sent: Array<Record<string, string>> = [];
    s3Client.middlewareStack.add(
      (next) => async (args) => {
        const { request } = args as { request: { method: string; headers: Record<string, string> } };
        if (request.method === 'PUT') sent.push(request.headers);
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    const store = createS3FileStore(s3Client, s3.settings.bucket, 'acl/');
    const photo = Buffer.from('a client photo');
    await store.write('appointments/a/selfie-1.jpg', photo);
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0] ?? {}).filter((name) => name.toLowerCase().startsWith('x-amz-acl'))).toEqual([]);
    expect(sent[0]).toMatchObject({
      'content-type': 'image/jpeg',
      'content-md5': createHash('md5').update(photo).digest('base64'),
      'x-amz-meta-sha256': sha256(photo),
    });
  });

  it('reads the SHA-256 of an object another tool put there from its bytes', async () => {
    const s3Client = client();
    const bytes = Buffer.from('uploaded by hand');
    await s3Client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: 'by-hand/x.jpg', Body: bytes }));
    expect(await createS3FileStore(s3Client, s3.settings.bucket, 'by-hand/').describe('x.jpg')).toEqual({
      size: bytes.length,
      sha256: sha256(bytes),
    });
  });

  it('stops the start with the setting to look at when the bucket cannot be used', async () => {
    await expect(openS3FileStores({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      `S3_BUCKET: the bucket no-such-bucket at ${s3.settings.endpoint} cannot be used: no such bucket`,
    );
  });
});
