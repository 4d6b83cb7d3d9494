import { authMessages } from '@piiq/domain/auth-rules';
import { formatPairingCode, isPairingCode, mirrorMessages } from '@piiq/domain/mirror-pairing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mirrorDevices, mirrorPairingCodes } from '../../db/schema/mirrors.ts';
import { salons } from '../../db/schema/salons.ts';
import { createStaffMember, createSubscription } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../../test/test-server.ts';

const CREATE_CODE = /* GraphQL */ `
  mutation CreateMirrorPairingCode($salonId: ID!) {
    createMirrorPairingCode(salonId: $salonId) {
      code
      expiresAt
    }
  }
`;
const PAIR = /* GraphQL */ `
  mutation PairMirror($code: String!, $name: String) {
    pairMirror(code: $code, name: $name) {
      credential
      device {
        id
        name
        pairedAt
      }
    }
  }
`;
const RENAME = /* GraphQL */ `
  mutation RenameMirror($mirrorId: ID!, $name: String!) {
    renameMirror(mirrorId: $mirrorId, name: $name) {
      id
      name
    }
  }
`;
const UNPAIR = /* GraphQL */ `
  mutation UnpairMirror($mirrorId: ID!) {
    unpairMirror(mirrorId: $mirrorId)
  }
`;
const SALON_MIRRORS = /* GraphQL */ `
  query SalonMirrors($salonId: ID!) {
    salon(id: $salonId) {
      mirrors {
        id
        name
        pairedAt
        lastSeenAt
      }
      mirrorAllowance {
        allowed
        paired
      }
    }
  }
`;
const THIS_MIRROR = /* GraphQL */ `
  query ThisMirror {
    mirror {
      id
      name
      salonId
      salonName
      salonPhotoUrl
      timeZone
      stylists {
        name
      }
    }
  }
`;

type MirrorsShape = {
  salon: {
    mirrors: Array<{ id: string; name: string; pairedAt: string; lastSeenAt: string | null }>;
    mirrorAllowance: { allowed: number; paired: number };
  };
};
type PairShape = {
  pairMirror: { credential: string; device: { id: string; name: string; pairedAt: string } };
};
type ThisMirrorShape = {
  mirror: {
    id: string;
    name: string;
    salonId: string;
    salonName: string;
    salonPhotoUrl: string | null;
    timeZone: string;
    stylists: Array<{ name: string }>;
  };
};

const START = new Date('2026-03-02T09:00:00Z');
const clock = { now: START };
const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({
    now: () => clock.now,
    ipRateLimits: { mirrorPairing: { points: 5, durationSeconds: 900 } },
  });
});
afterAll(() => test.close());

const db = () => test.server.database.db;

// Each pairing comes from an address of its own, so only the rate-limit test meets the limit.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

/** The signed-in admin of a salon whose plan includes `mirrors` mirrors. */
async function salonWithPlan(mirrors = 2, status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') {
  const admin = await signedInSalonAdmin(test, { name: 'Glow Hair Studio', timeZone: 'Australia/Sydney' });
  await createSubscription(db(), admin.salon.id, { mirrors, status });
  return admin;
}

async function newCode(salonId: string, cookie: string): Promise<string> {
  const response = await test.gql<{ createMirrorPairingCode: { code: string } }>(CREATE_CODE, { salonId }, { cookie });
  if (!response.data) throw new Error(`no pairing code: ${JSON.stringify(response.errors)}`);
  return response.data.createMirrorPairingCode.code;
}

const pair = (code: string, name?: string, remoteAddress = nextAddress()) =>
  test.gql<PairShape>(PAIR, { code, ...(name !== undefined ? { name } : {}) }, { remoteAddress });

async function pairedMirror(salonId: string, cookie: string, name?: string) {
  const response = await pair(await newCode(salonId, cookie), name);
  if (!response.data) throw new Error(`pairing failed: ${JSON.stringify(response.errors)}`);
  return response.data.pairMirror;
}

const asDevice = <T>(
  credential: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GraphQLResponse<T>> =>
  test.gql<T>(query, variables, { headers: { authorization: `Bearer ${credential}` }, ...(cookie ? { cookie } : {}) });

const mirrorsOf = (salonId: string, cookie: string) => test.gql<MirrorsShape>(SALON_MIRRORS, { salonId }, { cookie });

const expectCodeInvalid = (response: GraphQLResponse) => {
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]?.message).toBe(mirrorMessages.codeInvalid);
  expect(response.data?.pairMirror ?? null).toBeNull();
};

describe('pairing a mirror', () => {
  it('gives the admin a one-time code for ten minutes, which a mirror trades for its credential', async () => {
    const { salon, cookie } = await salonWithPlan();
    await createStaffMember(db(), salon.id, { name: 'Zoe Park' });
    await createStaffMember(db(), salon.id, { name: 'Ava Martin' });
    await createStaffMember(db(), salon.id, { name: 'Left Salon', active: false });

    const created = await test.gql<{ createMirrorPairingCode: { code: string; expiresAt: string } }>(
      CREATE_CODE,
      { salonId: salon.id },
      { cookie },
    );
    expect(created.errors).toBeUndefined();
    const { code, expiresAt } = created.data!.createMirrorPairingCode;
    expect(isPairingCode(code)).toBe(true);
    expect(new Date(expiresAt).getTime() - clock.now.getTime()).toBe(10 * 60 * 1000);

    // Typed as shown, in lower case: the same code.
    const paired = await pair(formatPairingCode(code).toLowerCase(), '  Front chair ');
    expect(paired.errors).toBeUndefined();
    const { credential, device } = paired.data!.pairMirror;
    expect(Buffer.from(credential, 'base64url')).toHaveLength(32);
    expect(device).toMatchObject({ name: 'Front chair', pairedAt: clock.now.toISOString() });

    const mine = await asDevice<ThisMirrorShape>(credential, THIS_MIRROR);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.mirror).toEqual({
      id: device.id,
      name: 'Front chair',
      salonId: salon.id,
      salonName: 'Glow Hair Studio',
      salonPhotoUrl: null,
      timeZone: 'Australia/Sydney',
      stylists: [{ name: 'Ava Martin' }, { name: 'Zoe Park' }],
    });
    // The salon's photo, once it has one, is the mirror's to show while idle.
    await db().update(salons).set({ sfPhotoPath: '/files/salons/glow.jpg' }).where(eq(salons.id, salon.id));
    const withPhoto = await asDevice<ThisMirrorShape>(credential, THIS_MIRROR);
    expect(withPhoto.data?.mirror.salonPhotoUrl).toBe('/files/salons/glow.jpg');

    const listed = await mirrorsOf(salon.id, cookie);
    expect(listed.data?.salon.mirrors).toEqual([
      { id: device.id, name: 'Front chair', pairedAt: clock.now.toISOString(), lastSeenAt: clock.now.toISOString() },
    ]);
    expect(listed.data?.salon.mirrorAllowance).toEqual({ allowed: 2, paired: 1 });
  });

  it('stores neither the code nor the credential, only their hashes', async () => {
    const { salon, cookie } = await salonWithPlan();
    const code = await newCode(salon.id, cookie);
    const { credential, device } = (await pair(code)).data!.pairMirror;
    const [stored] = await db().select().from(mirrorDevices).where(eq(mirrorDevices.id, device.id));
    const [codeRow] = await db().select().from(mirrorPairingCodes).where(eq(mirrorPairingCodes.deviceId, device.id));
    expect(stored?.credentialHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(credential);
    expect(codeRow?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(codeRow)).not.toContain(code);
    expect(device.name).toBe('Mirror 1');
  });

  it('refuses a code after its ten minutes', async () => {
    const { salon, cookie } = await salonWithPlan();
    const lastMoment = await newCode(salon.id, cookie);
    const expired = await newCode(salon.id, cookie);
    advance(10 * 60 * 1000 - 1);
    expect((await pair(lastMoment)).errors).toBeUndefined();
    advance(1);
    expectCodeInvalid(await pair(expired));
  });

  it('refuses a code used once already, and one that was never made', async () => {
    const { salon, cookie } = await salonWithPlan();
    const code = await newCode(salon.id, cookie);
    expect((await pair(code)).errors).toBeUndefined();
    expectCodeInvalid(await pair(code));
    expectCodeInvalid(await pair('ABCD-EFGH'));
    expectCodeInvalid(await pair('not a code'));
    expect((await mirrorsOf(salon.id, cookie)).data?.salon.mirrors).toHaveLength(1);
  });

  it('pairs one mirror when two type the same code at once', async () => {
    const { salon, cookie } = await salonWithPlan();
    const code = await newCode(salon.id, cookie);
    const responses = await Promise.all([pair(code), pair(code), pair(code)]);
    expect(responses.filter((response) => !response.errors)).toHaveLength(1);
    expect((await mirrorsOf(salon.id, cookie)).data?.salon.mirrors).toHaveLength(1);
  });

  it('limits the attempts one address makes', async () => {
    const address = '203.0.113.77';
    for (let attempt = 0; attempt < 5; attempt += 1) expectCodeInvalid(await pair('ZZZZ-ZZZZ', undefined, address));
    const refused = await pair('ZZZZ-ZZZZ', undefined, address);
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toBe(authMessages.tooManyAttempts);
  });

  it('asks for a name of at most 60 characters', async () => {
    const { salon, cookie } = await salonWithPlan();
    const code = await newCode(salon.id, cookie);
    const response = await pair(code, 'x'.repeat(61));
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(mirrorMessages.nameTooLong);
  });
});

describe('the plan’s mirror count', () => {
  it('refuses a new code while every mirror of the plan is paired, and again after unpairing one', async () => {
    const { salon, cookie } = await salonWithPlan(1);
    const { device } = await pairedMirror(salon.id, cookie);
    const refused = await test.gql(CREATE_CODE, { salonId: salon.id }, { cookie });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(mirrorMessages.limitReached(1));
    expect((await mirrorsOf(salon.id, cookie)).data?.salon.mirrorAllowance).toEqual({ allowed: 1, paired: 1 });

    expect((await test.gql(UNPAIR, { mirrorId: device.id }, { cookie })).data).toEqual({ unpairMirror: true });
    expect((await test.gql(CREATE_CODE, { salonId: salon.id }, { cookie })).errors).toBeUndefined();
  });

  it('refuses a code made before the plan’s last mirror was paired', async () => {
    const { salon, cookie } = await salonWithPlan(1);
    const first = await newCode(salon.id, cookie);
    const second = await newCode(salon.id, cookie);
    expect((await pair(first)).errors).toBeUndefined();
    const refused = await pair(second);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(mirrorMessages.limitReached(1));
  });

  it('allows no mirror once the subscription is cancelled', async () => {
    const { salon, cookie } = await salonWithPlan(3, 'CANCELLED');
    const refused = await test.gql(CREATE_CODE, { salonId: salon.id }, { cookie });
    expect(refused.errors?.[0]?.message).toBe(mirrorMessages.limitReached(0));
  });
});

describe('a paired mirror', () => {
  it('is renamed and unpaired by its salon’s admins; unpairing refuses its very next call', async () => {
    const { salon, cookie } = await salonWithPlan();
    const { credential, device } = await pairedMirror(salon.id, cookie);
    expect((await asDevice(credential, THIS_MIRROR)).errors).toBeUndefined();

    const renamed = await test.gql(RENAME, { mirrorId: device.id, name: ' Back room ' }, { cookie });
    expect(renamed.data).toEqual({ renameMirror: { id: device.id, name: 'Back room' } });
    const empty = await test.gql(RENAME, { mirrorId: device.id, name: '  ' }, { cookie });
    expect(empty.errors?.[0]?.message).toBe(mirrorMessages.nameRequired);

    expect((await test.gql(UNPAIR, { mirrorId: device.id }, { cookie })).data).toEqual({ unpairMirror: true });
    const refused = await asDevice<ThisMirrorShape>(credential, THIS_MIRROR);
    expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    expect(refused.errors?.[0]?.message).toBe(mirrorMessages.notPaired);
    expect(refused.data?.mirror ?? null).toBeNull();

    expect((await mirrorsOf(salon.id, cookie)).data?.salon.mirrors).toEqual([]);
    expect(errorCode(await test.gql(UNPAIR, { mirrorId: device.id }, { cookie }))).toBe('NOT_FOUND');
    expect(errorCode(await test.gql(RENAME, { mirrorId: device.id, name: 'Again' }, { cookie }))).toBe('NOT_FOUND');
  });

  it('cannot be renamed, unpaired or listed by another salon’s admin, nor given codes for that salon', async () => {
    const { salon, cookie } = await salonWithPlan();
    const stranger = await salonWithPlan();
    const { credential, device } = await pairedMirror(salon.id, cookie);
    for (const [query, variables] of [
      [RENAME, { mirrorId: device.id, name: 'Mine now' }],
      [UNPAIR, { mirrorId: device.id }],
      [SALON_MIRRORS, { salonId: salon.id }],
      [CREATE_CODE, { salonId: salon.id }],
    ] as const) {
      expect(errorCode(await test.gql(query, variables, { cookie: stranger.cookie }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await test.gql(UNPAIR, { mirrorId: device.id }))).toBe('UNAUTHENTICATED');
    expect((await asDevice(credential, THIS_MIRROR)).errors).toBeUndefined();
  });

  it('records when it was last seen, at most once a minute', async () => {
    const { salon, cookie } = await salonWithPlan();
    const { credential } = await pairedMirror(salon.id, cookie);
    const pairedAt = clock.now.toISOString();
    const lastSeen = async () => (await mirrorsOf(salon.id, cookie)).data?.salon.mirrors[0]?.lastSeenAt;
    advance(30_000);
    await asDevice(credential, THIS_MIRROR);
    expect(await lastSeen()).toBe(pairedAt);
    advance(30_000);
    await asDevice(credential, THIS_MIRROR);
    expect(await lastSeen()).toBe(clock.now.toISOString());
  });
});

describe('the device scope', () => {
  it('reaches no admin field, not even of its own salon, and no other salon', async () => {
    const { salon, cookie } = await salonWithPlan();
    const other = await salonWithPlan();
    const { credential } = await pairedMirror(salon.id, cookie);
    for (const salonId of [salon.id, other.salon.id]) {
      const read = await asDevice<{ salon: unknown }>(credential, SALON_MIRRORS, { salonId });
      expect(errorCode(read)).toBe('FORBIDDEN');
      expect(read.data?.salon ?? null).toBeNull();
      expect(errorCode(await asDevice(credential, CREATE_CODE, { salonId }))).toBe('FORBIDDEN');
    }
    // A signed-in person's cookie beside the credential lends the mirror nothing.
    expect(errorCode(await asDevice(credential, SALON_MIRRORS, { salonId: salon.id }, cookie))).toBe('FORBIDDEN');
    const me = await asDevice<{ me: unknown }>(credential, '{ me { id } }', {}, cookie);
    expect(me.data?.me).toBeNull();
  });

  it('is refused to a person’s session and to a guest', async () => {
    const { cookie } = await salonWithPlan();
    const refused = await test.gql<ThisMirrorShape>(THIS_MIRROR, {}, { cookie });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.data?.mirror ?? null).toBeNull();
    expect(errorCode(await test.gql(THIS_MIRROR))).toBe('UNAUTHENTICATED');
    expect(errorCode(await asDevice('not-a-credential', THIS_MIRROR))).toBe('UNAUTHENTICATED');
  });
});
