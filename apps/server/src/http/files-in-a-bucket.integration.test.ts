import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppointment,
  createMirrorDevice,
  createMirrorSession,
  createSalonAdmin,
  createUser,
} from '../test/factories.ts';
import { startTestS3Server, type TestS3Server } from '../test/s3-test-server.ts';
import { signInAs, signedInSalonAdmin } from '../test/sign-in.ts';
import { startTestServer, testPostgresAdminUrl, testRedisUrl, type TestServer } from '../test/test-server.ts';

/**
 * Uploaded files and client photos in a bucket (FILE_STORE=s3) rather than the data folder: served
 * through the server with the folder's headers, and, on PostgreSQL and Redis, shared by two instances
 * that have no folder in common.
 */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2_000)]);
// Instances that share sessions and webhook signatures share these, as production requires.
const SECRETS = { SESSION_SECRET: randomBytes(32).toString('base64url'), WEBHOOK_SECRET: 'whsec_dGVzdC1zZWNyZXQ=' };
const DELETE_PHOTOS = /* GraphQL */ `
  mutation DeleteClientPhotos($salonId: ID!, $clientId: ID!) {
    deleteClientPhotos(salonId: $salonId, clientId: $clientId) {
      id
    }
  }
`;

let s3: TestS3Server;
let a: TestServer;
beforeAll(async () => {
  s3 = await startTestS3Server();
  a = await startTestServer({ env: { ...s3.env, ...SECRETS } });
});
afterAll(async () => {
  await a?.close();
  await s3?.close();
});

const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.server.app.inject({ method: 'GET', url, headers });

async function uploadSalonPhoto(server: TestServer, salonId: string, cookie: string): Promise<string> {
  const response = await server.server.app.inject({
    method: 'POST',
    url: `/uploads/salons/${salonId}/photo`,
    headers: { 'content-type': 'image/png', 'x-piiq-csrf': '1', origin: 'http://localhost:3000', cookie },
    payload: PNG,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { path: string }).path;
}

/** A salon with its admin signed in, a client's appointment, and the mirror's session of it. */
async function consultation(server: TestServer) {
  const db = server.server.database.db;
  const { user, salon } = await createSalonAdmin(db);
  const client = await createUser(db, { profileRole: 'Client' });
  const appointment = await createAppointment(db, salon.id, { clientId: client.id });
  const credential = randomBytes(32).toString('base64url');
  const device = await createMirrorDevice(db, salon.id, {
    credentialHash: createHash('sha256').update(credential).digest('hex'),
  });
  const session = await createMirrorSession(db, device, appointment.id);
  return {
    salon,
    client,
    appointment,
    adminCookie: await signInAs(server, user.email),
    uploadSelfie: (through: TestServer) =>
      through.server.app.inject({
        method: 'POST',
        url: `/uploads/mirror-sessions/${session.id}/selfie`,
        headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${credential}` },
        payload: PNG,
      }),
  };
}

/** What the server wrote to its own data folder's files: nothing, when a bucket keeps them. */
const folderFiles = async (server: TestServer) =>
  [
    ...(await readdir(server.config.filesDir, { recursive: true }).catch(() => [])),
    ...(await readdir(server.config.privateFilesDir, { recursive: true }).catch(() => [])),
  ].filter((name) => path.extname(name) !== '');

describe('a server on a bucket', () => {
  it('serves a salon photo at /files from the bucket, whole and in ranges, with the folder’s headers', async () => {
    const { salon, cookie } = await signedInSalonAdmin(a);
    const served = await uploadSalonPhoto(a, salon.id, cookie);
    expect(served).toMatch(new RegExp(`^/files/salons/${salon.id}/[0-9a-f-]{36}\\.png$`));

    const whole = await get(a, served);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PNG)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'accept-ranges': 'bytes',
    });

    const part = await get(a, served, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
    const tail = await get(a, served, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(PNG.subarray(-10))).toBe(true);
    const past = await get(a, served, { range: `bytes=${PNG.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG.length}`);

    expect((await get(a, `/files/salons/${salon.id}/missing.png`)).statusCode).toBe(404);
    expect((await get(a, '/files/..%2Fprivate%2Fanything.jpg')).statusCode).toBe(404);
    expect(await folderFiles(a)).toEqual([]);
  });

  it('streams a client photo from the bucket only to whoever may see it, and never as a public file', async () => {
    const { appointment, adminCookie, uploadSelfie } = await consultation(a);
    expect((await uploadSelfie(a)).statusCode).toBe(201);
    const url = `/photos/appointments/${appointment.id}/selfie`;

    const shown = await get(a, url, { cookie: adminCookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    expect(shown.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await get(a, url, { cookie: (await signedInSalonAdmin(a)).cookie })).statusCode).toBe(404);
    expect((await get(a, url)).statusCode).toBe(401);
    const [stored] = await a.server.files.private.list(`appointments/${appointment.id}`);
    expect(stored).toBeDefined();
    expect((await get(a, `/files/${stored?.relativePath ?? ''}`)).statusCode).toBe(404);
    expect(await folderFiles(a)).toEqual([]);
  });
});

describe.runIf(testPostgresAdminUrl && testRedisUrl)('two instances, one bucket', () => {
  let b: TestServer;
  let otherFolder: string;
  beforeAll(async () => {
    // A data folder of its own: the bucket is all the two instances share, besides PostgreSQL and Redis.
    otherFolder = await mkdtemp(path.join(tmpdir(), 'piiq-instance-b-'));
    b = await startTestServer({ reuse: a, env: { ...s3.env, ...SECRETS, DATA_DIR: otherFolder } });
  });
  afterAll(async () => {
    await b?.close();
    await rm(otherFolder, { recursive: true, force: true });
  });

  it('serves through one a photo stored through the other, to its salon only; a deletion on one is gone on both', async () => {
    const { salon, client, appointment, adminCookie, uploadSelfie } = await consultation(a);
    expect((await uploadSelfie(a)).statusCode).toBe(201);
    const url = `/photos/appointments/${appointment.id}/selfie`;
    const onB = await get(b, url, { cookie: adminCookie });
    expect(onB.statusCode).toBe(200);
    expect(onB.rawPayload.equals(PNG)).toBe(true);
    expect(onB.headers['cache-control']).toBe('private, no-store');
    expect((await get(b, url, { cookie: (await signedInSalonAdmin(b)).cookie })).statusCode).toBe(404);

    const salonPhoto = await uploadSalonPhoto(a, salon.id, adminCookie);
    expect((await get(b, salonPhoto)).rawPayload.equals(PNG)).toBe(true);

    const deleted = await b.gql(DELETE_PHOTOS, { salonId: salon.id, clientId: client.id }, { cookie: adminCookie });
    expect(deleted.errors).toBeUndefined();
    expect((await get(a, url, { cookie: adminCookie })).statusCode).toBe(404);
    expect(await a.server.files.private.list(`appointments/${appointment.id}`)).toEqual([]);
    expect(await folderFiles(a)).toEqual([]);
    expect(await folderFiles(b)).toEqual([]);
  });
});
