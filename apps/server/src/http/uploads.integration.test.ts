import { authMessages } from '@piiq/domain/auth-rules';
import { MAX_SALON_PHOTO_BYTES, salonPhotoMessages } from '@piiq/domain/salon-photo';
import { SF_PHOTO_INVALID } from '@piiq/domain/salon-settings';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultIpRateLimits } from '../ports/rate-limits.ts';
import { UNATTACHED_PHOTOS_KEPT } from '../modules/salons/salon-photo.ts';
import { createUser, grantSalonAccess } from '../test/factories.ts';
import { signInAs, signedInSalonAdmin } from '../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../test/test-server.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const UPDATE_RETAIL_PROFILE = /* GraphQL */ `
  mutation UpdateRetailProfile($salonId: ID!, $input: RetailProfileInput!) {
    updateRetailProfile(salonId: $salonId, input: $input) {
      sfPhotoUrl
    }
  }
`;
const PROFILE = {
  hideFromFinder: false,
  bankAccountName: '',
  bankBsb: '',
  bankAccountNumber: '',
  specialities: [],
  styles: [],
};

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

async function upload(
  salonId: string,
  body: Buffer,
  options: { cookie?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const response = await test.server.app.inject({
    method: 'POST',
    url: `/uploads/salons/${salonId}/photo`,
    headers: {
      'content-type': options.type ?? 'image/png',
      'x-piiq-csrf': '1',
      origin: 'http://localhost:3000',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    payload: body,
  });
  const json = response.json() as { path?: string; errors?: Array<{ message: string; extensions: { code: string } }> };
  return {
    status: response.statusCode,
    path: json.path,
    code: json.errors?.[0]?.extensions.code,
    message: json.errors?.[0]?.message,
  };
}

describe('POST /uploads/salons/:salonId/photo', () => {
  it('stores a photo and answers the path it is served at', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const stored = await upload(salon.id, PNG, { cookie });
    expect(stored.status).toBe(201);
    expect(stored.path).toMatch(new RegExp(`^/files/salons/${salon.id}/[0-9a-f-]{36}\\.png$`));
    const served = await test.server.app.inject({ method: 'GET', url: stored.path ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('names the file by what its bytes are, not by the type declared', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    expect((await upload(salon.id, PNG, { cookie, type: 'image/jpeg' })).path).toMatch(/\.png$/);
    expect((await upload(salon.id, JPEG, { cookie, type: 'image/jpeg' })).path).toMatch(/\.jpg$/);
    expect((await upload(salon.id, WEBP, { cookie, type: 'image/webp' })).path).toMatch(/\.webp$/);
  });

  it('refuses what is not a JPEG, PNG or WebP image', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    for (const [body, type] of [
      [SVG, 'image/png'],
      [SVG, 'image/svg+xml'],
      [PNG, 'image/gif'],
      [PNG, 'text/plain'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const refused = await upload(salon.id, body, { cookie, type });
      expect(refused, type).toMatchObject({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: salonPhotoMessages.type,
      });
    }
  });

  it('refuses a photo over 5 MiB', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_SALON_PHOTO_BYTES - PNG.length + 1)]);
    expect(await upload(salon.id, big, { cookie })).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: salonPhotoMessages.size,
    });
    const justFits = Buffer.concat([PNG, Buffer.alloc(MAX_SALON_PHOTO_BYTES - PNG.length)]);
    expect((await upload(salon.id, justFits, { cookie })).status).toBe(201);
  });

  it('needs a session, and the salon’s admin', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const stranger = await signedInSalonAdmin(test);
    expect(await upload(salon.id, PNG)).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: authMessages.signedOut,
    });
    expect(await upload(salon.id, PNG, { cookie: stranger.cookie })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: authMessages.notAuthorised,
    });
    expect(await upload('not-a-salon', PNG, { cookie: stranger.cookie })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const client = await createUser(test.server.database.db);
    await grantSalonAccess(test.server.database.db, client.id, salon.id, { salonClient: true });
    expect((await upload(salon.id, PNG, { cookie: await signInAs(test, client.email) })).status).toBe(403);
    // Refused before the body is read: an outsider's oversized or wrong file changes nothing.
    expect((await upload(salon.id, SVG, { cookie: stranger.cookie, type: 'text/plain' })).status).toBe(403);
  });

  it('keeps the same cross-site rules as /graphql', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    expect(await upload(salon.id, PNG, { cookie, headers: { origin: 'https://evil.example' } })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN_ORIGIN',
    });
    const withoutHeader = await test.server.app.inject({
      method: 'POST',
      url: `/uploads/salons/${salon.id}/photo`,
      headers: { 'content-type': 'image/png', cookie },
      payload: PNG,
    });
    expect(withoutHeader.statusCode).toBe(403);
  });
});

describe('the uploaded photo as the salon finder photo', () => {
  it('is accepted for its own salon only, and only once uploaded', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const other = await signedInSalonAdmin(test);
    const mine = (await upload(salon.id, PNG, { cookie })).path;
    const theirs = (await upload(other.salon.id, PNG, { cookie: other.cookie })).path;
    const save = (sfPhoto: string) =>
      test.gql<{ updateRetailProfile: { sfPhotoUrl: string } }>(
        UPDATE_RETAIL_PROFILE,
        { salonId: salon.id, input: { ...PROFILE, sfPhoto } },
        { cookie },
      );
    const saved = await save(mine ?? '');
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateRetailProfile.sfPhotoUrl).toBe(mine);
    for (const path of [
      theirs ?? '',
      `/files/salons/${salon.id}/00000000-0000-4000-8000-000000000000.png`,
      `/files/salons/${salon.id}/../../secrets/session`,
      'https://example.com/photo.png',
    ]) {
      const refused = await save(path);
      expect(errorCode(refused), path).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(SF_PHOTO_INVALID);
    }
  });
});

describe('what uploads leave on disk', () => {
  const filesOf = async (salonId: string) =>
    (await readdir(path.join(test.config.filesDir, 'salons', salonId)).catch(() => [])).map(
      (name) => `/files/salons/${salonId}/${name}`,
    );

  it('keeps the saved photo and only the newest unsaved uploads', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const saved = (await upload(salon.id, PNG, { cookie })).path ?? '';
    const save = await test.gql(
      UPDATE_RETAIL_PROFILE,
      { salonId: salon.id, input: { ...PROFILE, sfPhoto: saved } },
      { cookie },
    );
    expect(save.errors).toBeUndefined();
    const later: string[] = [];
    for (let index = 0; index < UNATTACHED_PHOTOS_KEPT + 3; index++)
      later.push((await upload(salon.id, JPEG, { cookie, type: 'image/jpeg' })).path ?? '');
    const kept = await filesOf(salon.id);
    expect(kept).toHaveLength(1 + UNATTACHED_PHOTOS_KEPT);
    expect(kept).toEqual(expect.arrayContaining([saved, later.at(-1)]));
  });

  it('removes the photo a new one replaced', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const save = (sfPhoto: string) =>
      test.gql(UPDATE_RETAIL_PROFILE, { salonId: salon.id, input: { ...PROFILE, sfPhoto } }, { cookie });
    const first = (await upload(salon.id, PNG, { cookie })).path ?? '';
    await save(first);
    const second = (await upload(salon.id, PNG, { cookie })).path ?? '';
    expect((await save(second)).errors).toBeUndefined();
    expect(await filesOf(salon.id)).toEqual([second]);
    expect((await test.server.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    // Removing the photo removes its file too.
    expect((await save('')).errors).toBeUndefined();
    expect(await filesOf(salon.id)).toEqual([]);
  });

  it('takes a limited number of uploads per salon in an hour', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const other = await signedInSalonAdmin(test);
    for (let index = 0; index < defaultIpRateLimits.photoUpload.points; index++)
      expect((await upload(salon.id, PNG, { cookie })).status).toBe(201);
    expect(await upload(salon.id, PNG, { cookie })).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: authMessages.tooManyAttempts,
    });
    expect((await upload(other.salon.id, PNG, { cookie: other.cookie })).status).toBe(201);
  });
});
