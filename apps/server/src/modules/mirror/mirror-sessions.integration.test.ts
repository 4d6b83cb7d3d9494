import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_SESSION_IMAGE_BYTES,
  mirrorSessionMessages,
  sessionCodeFromBytes,
  SESSION_CODE_LENGTH,
  SESSION_CODE_LIFETIME_MS,
} from '@piiq/domain/mirror-session';
import { ORDER_EMPTIED_REASON } from '@piiq/domain/orders';
import { RECOMMENDATION_GAP_MESSAGES } from '@piiq/domain/recommendation-gaps';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { mirrorSessions } from '../../db/schema/mirror-sessions.ts';
import { carts } from '../../db/schema/carts.ts';
import { orders } from '../../db/schema/orders.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { salonAccess } from '../../db/schema/salons.ts';
import { APPOINTMENT_ANALYSIS } from '../../test/appointment-fragments.ts';
import {
  createAppointment,
  createBrand,
  createCatalogueProduct,
  createMirrorDevice,
  createSalonAdmin,
  createSalonProduct,
  createStaffMember,
  createUser,
  offerBrand,
} from '../../test/factories.ts';
import { eventStreamUntil } from '../../test/event-stream.ts';
import { signInAs } from '../../test/sign-in.ts';
import { defaultIpRateLimits } from '../../ports/rate-limits.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const CREATE_SESSION = /* GraphQL */ `
  mutation CreateMirrorSession($staffId: ID!) {
    createMirrorSession(staffId: $staffId) {
      id
      code
      portalUrl
      state
      clientName
      appointment {
        id
        staffName
        clientName
      }
    }
  }
`;
const MIRROR_SESSION = /* GraphQL */ `
  query MirrorSession($id: ID!) {
    mirrorSession(id: $id) {
      id
      state
      clientName
      joinedAt
    }
  }
`;
const START_SESSION = /* GraphQL */ `
  mutation StartSession($id: ID!, $input: StartSessionInput!) {
    startSession(id: $id, input: $input) {
      id
      userId
      salonId
      appointmentId
      existingAppointment
    }
  }
`;
const END_SESSION = /* GraphQL */ `
  mutation End($sessionId: ID!) {
    endMirrorSession(sessionId: $sessionId) {
      id
      state
      endedAt
    }
  }
`;
const ANDROID = { devicePlatform: 'ANDROID', deviceToken: 'placeholder' };

interface CreatedShape {
  createMirrorSession: {
    id: string;
    code: string;
    portalUrl: string;
    state: string;
    clientName: string | null;
    appointment: { id: string; staffName: string; clientName: string };
  };
}
interface StartedShape {
  startSession: { id: string; userId: string; salonId: string; appointmentId: string; existingAppointment: boolean };
}

let test: TestServer;
/** The server's log at warn level and above, one parsed line each. */
const logLines: Array<{ level: number; msg: string; [field: string]: unknown }> = [];
beforeAll(async () => {
  test = await startTestServer({
    // Every test here signs a client and an admin in from the one test address, past a salon's router's count.
    env: { SIGN_INS_PER_IP: '200' },
    logger: {
      level: 'warn',
      stream: { write: (line: string) => void logLines.push(JSON.parse(line) as (typeof logLines)[number]) },
    },
  });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** A salon with a paired mirror (its bearer header), a stylist, and a client signed in to the portal. */
async function consultationSetting() {
  const { salon } = await createSalonAdmin(db(), { name: 'Glow Hair Studio' });
  const credential = randomBytes(32).toString('base64url');
  await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
  const stylist = await createStaffMember(db(), salon.id, { name: 'Maya' });
  const client = await createUser(db(), { profileRole: 'Client', name: 'Zoe Client' });
  const clientCookie = await signInAs(test, client.email);
  return { salon, stylist, client, clientCookie, mirror: { authorization: `Bearer ${credential}` } };
}

async function openSession(mirror: Record<string, string>, staffId: string) {
  const response = await test.gql<CreatedShape>(CREATE_SESSION, { staffId }, { headers: mirror });
  if (!response.data) throw new Error(`no session: ${JSON.stringify(response.errors)}`);
  return response.data.createMirrorSession;
}

describe('a client joins the mirror’s session (startSession)', () => {
  it('links the client to the session’s appointment, gives them client access, and the mirror sees who joined', async () => {
    const { salon, stylist, client, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    expect(session).toMatchObject({
      state: 'WAITING_FOR_CLIENT',
      clientName: null,
      appointment: { staffName: 'Maya', clientName: '' },
    });
    expect(session.code).toHaveLength(SESSION_CODE_LENGTH);
    expect(session.portalUrl).toMatch(new RegExp(`/portal\\?session=${session.id}$`));

    const started = await test.gql<StartedShape>(
      START_SESSION,
      { id: session.id, input: ANDROID },
      { cookie: clientCookie },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data?.startSession).toEqual({
      id: session.id,
      userId: client.id,
      salonId: salon.id,
      appointmentId: session.appointment.id,
      existingAppointment: false,
    });
    const [access] = await db().select().from(salonAccess).where(eq(salonAccess.userId, client.id));
    expect(access).toMatchObject({ salonId: salon.id, salonClient: true, salonAdmin: false });

    const polled = await test.gql<{ mirrorSession: { state: string; clientName: string } }>(
      MIRROR_SESSION,
      { id: session.id },
      { headers: mirror },
    );
    expect(polled.data?.mirrorSession).toMatchObject({ state: 'IN_PROGRESS', clientName: 'Zoe Client' });

    // A reload of the portal joins again: the same appointment, continued.
    const again = await test.gql<StartedShape>(
      START_SESSION,
      { id: session.id, input: ANDROID },
      { cookie: clientCookie },
    );
    expect(again.data?.startSession).toMatchObject({
      appointmentId: session.appointment.id,
      existingAppointment: true,
    });
  });

  it('joins by the typed code, in any case and with spaces', async () => {
    const { stylist, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    const typed = ` ${session.code.slice(0, 3).toLowerCase()} ${session.code.slice(3)} `;
    const started = await test.gql<StartedShape>(
      START_SESSION,
      { id: typed, input: ANDROID },
      { cookie: clientCookie },
    );
    expect(started.data?.startSession.id).toBe(session.id);
  });

  it('refuses a session someone else joined, and changes nothing', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    const other = await createUser(db(), { profileRole: 'Client' });
    const refused = await test.gql(
      START_SESSION,
      { id: session.id, input: ANDROID },
      { cookie: await signInAs(test, other.email) },
    );
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(mirrorSessionMessages.joinedBySomeoneElse);
    expect(await db().select().from(salonAccess).where(eq(salonAccess.userId, other.id))).toEqual([]);
    const polled = await test.gql<{ mirrorSession: { clientName: string } }>(
      MIRROR_SESSION,
      { id: session.id },
      { headers: mirror },
    );
    expect(polled.data?.mirrorSession.clientName).toBe(client.name);
  });

  it('refuses a session that does not exist or has ended', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    const missing = await test.gql(
      START_SESSION,
      { id: '8a1c2a43-51d5-4bb8-9a55-0c1f4c39d4f1', input: ANDROID },
      { cookie: clientCookie },
    );
    expect(errorCode(missing)).toBe('NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe(mirrorSessionMessages.notFound);
    for (const id of ['ZZZZZZ', 'not a session']) {
      const unmatched = await test.gql(START_SESSION, { id, input: ANDROID }, { cookie: clientCookie });
      expect(errorCode(unmatched), id).toBe('NOT_FOUND');
      expect(unmatched.errors?.[0]?.message).toBe(mirrorSessionMessages.codeUnknown);
    }
    const session = await openSession(mirror, stylist.id);
    expect((await test.gql(END_SESSION, { sessionId: session.id }, { headers: mirror })).errors).toBeUndefined();
    const ended = await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    expect(errorCode(ended)).toBe('CONFLICT');
    expect(ended.errors?.[0]?.message).toBe(mirrorSessionMessages.ended);
    // Its code is free again and no longer finds it.
    expect(
      errorCode(await test.gql(START_SESSION, { id: session.code, input: ANDROID }, { cookie: clientCookie })),
    ).toBe('NOT_FOUND');
    expect(await db().select().from(salonAccess).where(eq(salonAccess.userId, client.id))).toEqual([]);
  });

  it('needs a signed-in person: a mirror or nobody is refused', async () => {
    const { stylist, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    expect(errorCode(await test.gql(START_SESSION, { id: session.id, input: ANDROID }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { headers: mirror }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('typed codes cannot be guessed', () => {
  const perAccount = defaultIpRateLimits.sessionCodeAccount.points;
  const perAddress = defaultIpRateLimits.sessionCodeAddress.points;
  const wrongCode = () => sessionCodeFromBytes(randomBytes(SESSION_CODE_LENGTH));
  const codesOf = (response: { errors: Array<{ extensions?: { code?: string } }> | undefined }) =>
    (response.errors ?? []).map((error) => error.extensions?.code);
  const signedInClient = async () => {
    const client = await createUser(db(), { profileRole: 'Client' });
    return { client, cookie: await signInAs(test, client.email) };
  };
  /** Wrong codes, one request each; every one must be answered "no match". */
  const spendWrongTries = async (count: number, cookie: string, remoteAddress: string) => {
    for (let spent = 0; spent < count; spent += 1) {
      const guessed = await test.gql(START_SESSION, { id: wrongCode(), input: ANDROID }, { cookie, remoteAddress });
      expect(guessed.errors?.[0]?.message).toBe(mirrorSessionMessages.codeUnknown);
    }
  };
  const warningsAbout = (key: string) => logLines.filter((line) => line.level === 40 && line.key === key);

  it('counts each call of startSession, aliases of one request one by one', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    const perLink = defaultIpRateLimits.sessionLinkAccount.points;
    /** The most aliases a request may carry. */
    const aliasesPerRequest = 20;
    const joins = (count: number) =>
      `mutation Joins($id: ID!, $input: StartSessionInput!) { ${Array.from({ length: count }, (_, index) => `join${index}: startSession(id: $id, input: $input) { id }`).join(' ')} }`;
    for (let sent = 0; sent < perLink; sent += aliasesPerRequest) {
      expect(
        (
          await test.gql(
            joins(Math.min(aliasesPerRequest, perLink - sent)),
            { id: session.id, input: ANDROID },
            { cookie: clientCookie },
          )
        ).errors,
      ).toBeUndefined();
    }
    const refused = await test.gql(
      joins(aliasesPerRequest),
      { id: session.id, input: ANDROID },
      { cookie: clientCookie },
    );
    expect(codesOf(refused)).toEqual(['RATE_LIMITED']);
    expect(refused.errors?.[0]?.path).toEqual(['join0']);
    const [record] = await db().select().from(mirrorSessions).where(eq(mirrorSessions.id, session.id));
    expect(record).toMatchObject({ userId: client.id, existingAppointment: true });

    // A mutation's calls run one after another and stop at the first refused one, so a request of
    // aliased wrong codes is one guess, counted as one.
    const { cookie } = await signedInClient();
    const remoteAddress = '203.0.113.5';
    const guesses = Array.from(
      { length: 20 },
      (_, index) => `try${index}: startSession(id: "${wrongCode()}", input: $input) { id }`,
    ).join(' ');
    const guess = async () =>
      codesOf(
        await test.gql(
          `mutation Guess($input: StartSessionInput!) { ${guesses} }`,
          { input: ANDROID },
          { cookie, remoteAddress },
        ),
      );
    for (let request = 0; request < perAccount; request += 1) expect(await guess()).toEqual(['NOT_FOUND']);
    expect(await guess()).toEqual(['RATE_LIMITED']);
  });

  it('refuses the right code past the account’s tries, warns once naming the account, and the link still joins', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    const remoteAddress = '203.0.113.10';
    await spendWrongTries(perAccount, clientCookie, remoteAddress);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const right = await test.gql(
        START_SESSION,
        { id: session.code, input: ANDROID },
        { cookie: clientCookie, remoteAddress },
      );
      expect(errorCode(right)).toBe('RATE_LIMITED');
      expect(right.errors?.[0]?.message).toBe(mirrorSessionMessages.tooManyCodes);
    }
    expect(await db().select().from(salonAccess).where(eq(salonAccess.userId, client.id))).toEqual([]);

    const warnings = warningsAbout(client.id);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ rateLimit: 'sessionCodeAccount', limit: perAccount });
    expect(JSON.stringify(warnings[0])).not.toContain(session.code);

    const linked = await test.gql<StartedShape>(
      START_SESSION,
      { id: session.id, input: ANDROID },
      { cookie: clientCookie, remoteAddress },
    );
    expect(linked.data?.startSession).toMatchObject({ id: session.id, userId: client.id, existingAppointment: false });
  });

  it('refuses every account on an address past the address’s tries, and warns once naming the address', async () => {
    const { stylist, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    const remoteAddress = '203.0.113.20';
    for (let spent = 0; spent < perAddress; spent += perAccount) {
      const { cookie } = await signedInClient();
      await spendWrongTries(Math.min(perAccount, perAddress - spent), cookie, remoteAddress);
    }
    const { cookie: fresh } = await signedInClient();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await test.gql(
        START_SESSION,
        { id: session.code, input: ANDROID },
        { cookie: fresh, remoteAddress },
      );
      expect(errorCode(refused)).toBe('RATE_LIMITED');
    }
    expect(warningsAbout(remoteAddress)).toHaveLength(1);
    expect(warningsAbout(remoteAddress)[0]).toMatchObject({ rateLimit: 'sessionCodeAddress', limit: perAddress });

    const elsewhere = await test.gql<StartedShape>(
      START_SESSION,
      { id: session.code, input: ANDROID },
      { cookie: fresh, remoteAddress: '203.0.113.21' },
    );
    expect(elsewhere.data?.startSession.id).toBe(session.id);
  });

  it('counts only wrong codes: a client who gets the code right keeps their tries', async () => {
    const { stylist, clientCookie, mirror } = await consultationSetting();
    const remoteAddress = '203.0.113.30';
    for (let joined = 0; joined < perAccount + 1; joined += 1) {
      const session = await openSession(mirror, stylist.id);
      const started = await test.gql<StartedShape>(
        START_SESSION,
        { id: session.code, input: ANDROID },
        { cookie: clientCookie, remoteAddress },
      );
      expect(started.data?.startSession.id).toBe(session.id);
      expect((await test.gql(END_SESSION, { sessionId: session.id }, { headers: mirror })).errors).toBeUndefined();
    }
  });

  it('matches no session once the waiting session’s code has lived its time; the mirror shows no code then, and the link still joins', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    await db()
      .update(mirrorSessions)
      .set({ createdAt: new Date(Date.now() - SESSION_CODE_LIFETIME_MS - 1000) })
      .where(eq(mirrorSessions.id, session.id));
    const remoteAddress = '203.0.113.40';
    const typed = await test.gql(
      START_SESSION,
      { id: session.code, input: ANDROID },
      { cookie: clientCookie, remoteAddress },
    );
    expect(errorCode(typed)).toBe('NOT_FOUND');
    expect(typed.errors?.[0]?.message).toBe(mirrorSessionMessages.codeUnknown);
    const polled = await test.gql<{ mirrorSession: { code: string | null; state: string } }>(
      `query Code($id: ID!) { mirrorSession(id: $id) { code state } }`,
      { id: session.id },
      { headers: mirror },
    );
    expect(polled.data?.mirrorSession).toEqual({ code: null, state: 'WAITING_FOR_CLIENT' });
    const linked = await test.gql<StartedShape>(
      START_SESSION,
      { id: session.id, input: ANDROID },
      { cookie: clientCookie, remoteAddress },
    );
    expect(linked.data?.startSession).toMatchObject({ id: session.id, userId: client.id });
  });

  it('matches no session a client has joined: its code is spent', async () => {
    const { stylist, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    expect(
      (await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie })).errors,
    ).toBeUndefined();
    const { cookie } = await signedInClient();
    const typed = await test.gql(
      START_SESSION,
      { id: session.code, input: ANDROID },
      { cookie, remoteAddress: '203.0.113.50' },
    );
    expect(typed.errors?.[0]?.message).toBe(mirrorSessionMessages.codeUnknown);
  });
});

describe('createMirrorSession and mirrorSession', () => {
  it('takes only an active stylist of the mirror’s salon', async () => {
    const { salon, mirror } = await consultationSetting();
    const away = await createStaffMember(db(), salon.id, { active: false });
    const { salon: otherSalon } = await createSalonAdmin(db());
    const elsewhere = await createStaffMember(db(), otherSalon.id);
    for (const staffId of [away.id, elsewhere.id, 'nobody']) {
      const refused = await test.gql(CREATE_SESSION, { staffId }, { headers: mirror });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(mirrorSessionMessages.stylistUnknown);
    }
  });

  it('shows a mirror only the sessions it opened', async () => {
    const { salon, stylist, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    const credential = randomBytes(32).toString('base64url');
    await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
    const sameSalonMirror = await test.gql(
      MIRROR_SESSION,
      { id: session.id },
      { headers: { authorization: `Bearer ${credential}` } },
    );
    expect(errorCode(sameSalonMirror)).toBe('NOT_FOUND');
    expect(sameSalonMirror.data).toBeNull();
  });
});

const SESSION_FIELDS = /* GraphQL */ `
  id state clientName
  recommendations { sku productName price reasonSummary reasons { filter value } }
  appointment {
    id notes rebookDelay rebookLength salonPickup purchasedItems
    hairAnalysis { density texture curl colorSensitivity porous elasticity scalpConcerns }
    supportYourSalon { treatment recommendations { sku } }
    cart { deliveryType status items { quantity price product { id } } }
  }
`;
const ANALYSE = `mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) { recordHairAnalysis(sessionId: $sessionId, input: $input) { ${SESSION_FIELDS} } }`;
const TREAT = `mutation Treat($sessionId: ID!, $treatment: String!) { setSessionTreatment(sessionId: $sessionId, treatment: $treatment) { ${SESSION_FIELDS} } }`;
const RECOMMEND = `mutation Recommend($sessionId: ID!) { computeSessionRecommendations(sessionId: $sessionId) { ${SESSION_FIELDS} } }`;
const EDIT_RECOMMENDATIONS = `mutation Edit($sessionId: ID!, $skus: [String!]!) { setSessionRecommendations(sessionId: $sessionId, skus: $skus) { ${SESSION_FIELDS} } }`;
const SET_CART = `mutation Cart($sessionId: ID!, $deliveryType: String!, $items: [SessionCartItemInput!]!, $idempotencyKey: String) {
  setSessionCart(sessionId: $sessionId, deliveryType: $deliveryType, items: $items, idempotencyKey: $idempotencyKey) { ${SESSION_FIELDS} }
}`;
const REBOOK = `mutation Rebook($sessionId: ID!, $rebookDelay: Int!, $rebookLength: Int!) {
  requestRebook(sessionId: $sessionId, rebookDelay: $rebookDelay, rebookLength: $rebookLength) { ${SESSION_FIELDS} }
}`;
const NOTES = `mutation Notes($sessionId: ID!, $notes: String) { setSessionNotes(sessionId: $sessionId, notes: $notes) { ${SESSION_FIELDS} } }`;
const GET_APPOINTMENT = /* GraphQL */ `
  query GetAppointment($salonId: ID!, $appointmentId: ID!) {
    salon(id: $salonId) {
      appointment(id: $appointmentId) {
        clientName
        staffName
        notes
        rebookDelay
        rebookLength
        rebookStatus
        retailStatus
        salonPickup
        purchasedItems
        ...AppointmentAnalysis
        supportYourSalon {
          treatment
          recommendations {
            sku
          }
        }
        cart {
          deliveryType
          status
          items {
            quantity
            price
          }
        }
      }
    }
  }
  ${APPOINTMENT_ANALYSIS}
`;

const ANALYSIS = {
  density: 3,
  texture: 10,
  curl: 6,
  colorSensitivity: 12,
  porous: 16,
  elasticity: 20,
  scalpConcerns: ['oily', 'dandruff'],
};
/** ANALYSIS as the appointment keeps it: the scalp concerns sorted and joined. */
const STORED_ANALYSIS = { ...ANALYSIS, scalpConcerns: 'dandruff,oily' };

interface SessionShape {
  id: string;
  state: string;
  clientName: string | null;
  recommendations: Array<{
    sku: string;
    productName: string;
    price: number | null;
    reasonSummary: string;
    reasons: Array<{ filter: string; value: string }>;
  }>;
  appointment: {
    id: string;
    notes: string | null;
    rebookDelay: number | null;
    rebookLength: number | null;
    salonPickup: boolean;
    purchasedItems: string[];
    hairAnalysis: Record<string, unknown> | null;
    supportYourSalon: { treatment: string | null; recommendations: Array<{ sku: string }> };
    cart: {
      deliveryType: string;
      status: string | null;
      items: Array<{ quantity: number; price: number; product: { id: string } }>;
    } | null;
  };
}

/** A salon catalogue: products the salon may recommend (one at its own price) and three it may not. */
async function catalogue(salonId: string) {
  const visible = await createBrand(db(), { name: `Lumière ${Date.now()}` });
  const hidden = await createBrand(db(), { name: `Hidden ${Date.now()}` });
  await offerBrand(db(), salonId, visible.id, { enabled: true, visibleToClients: true });
  await offerBrand(db(), salonId, hidden.id, { enabled: true, visibleToClients: false });
  const suits = { suitsHairDensities: ['Fine'], suitsHairTextures: ['Wavy'], suitsScalpConcerns: ['oily'] };
  const shampoo = await createCatalogueProduct(db(), visible.id, {
    productName: 'Balance Shampoo',
    productType: 'Shampoo',
    rrpAuCents: 3495,
    ...suits,
  });
  const conditioner = await createCatalogueProduct(db(), visible.id, {
    productName: 'Balance Conditioner',
    productType: 'Conditioner',
    rrpAuCents: 3995,
    suitsHairDensities: ['Fine'],
  });
  const mask = await createCatalogueProduct(db(), visible.id, {
    productName: 'Repair Mask',
    productType: 'Treatment',
    rrpAuCents: 4995,
    suitsHairPorosity: ['High'],
  });
  await createSalonProduct(db(), salonId, conditioner.id, { customPriceCents: 2990 });
  const outOfStock = await createCatalogueProduct(db(), visible.id, {
    productName: 'Gone Shampoo',
    outOfStock: true,
    ...suits,
  });
  const archived = await createCatalogueProduct(db(), visible.id, {
    productName: 'Old Shampoo',
    isArchived: true,
    ...suits,
  });
  const ofHiddenBrand = await createCatalogueProduct(db(), hidden.id, { productName: 'Secret Shampoo', ...suits });
  return { shampoo, conditioner, mask, notRecommendable: [outOfStock, archived, ofHiddenBrand] };
}

/** An admin signed in, with a push subscription so the salon's pushes are written to the outbox. */
async function joinedConsultation() {
  const setting = await consultationSetting();
  const [admin] = await db().select().from(salonAccess).where(eq(salonAccess.salonId, setting.salon.id));
  if (!admin) throw new Error('no admin');
  const adminUser = await db().select().from(users).where(eq(users.id, admin.userId));
  const adminCookie = await signInAs(test, adminUser[0]!.email);
  await db()
    .insert(pushSubscriptions)
    .values({
      userId: admin.userId,
      endpoint: `https://push.example.com/${randomBytes(6).toString('hex')}`,
      p256dh: 'k'.repeat(87),
      auth: 'a'.repeat(22),
    });
  const products = await catalogue(setting.salon.id);
  const session = await openSession(setting.mirror, setting.stylist.id);
  await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: setting.clientCookie });
  return { ...setting, adminCookie, products, session };
}

const device = async (mirror: Record<string, string>, query: string, variables: Record<string, unknown>) => {
  const response = await test.gql<Record<string, SessionShape>>(query, variables, { headers: mirror });
  return { response, session: response.data ? Object.values(response.data)[0] : undefined };
};

/** The words of each push queued about an appointment, in the order the changes made them. */
const pushesOf = async (appointmentId: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'push'), sql`${outbox.payload}->>'url' like ${`%/appointments/${appointmentId}`}`))
      .orderBy(outbox.createdAt, outbox.id)
  ).map((row) => (row.payload as { body: string }).body);

/** The news queued for the admin pages about an appointment, as kind and words. */
const bannersOf = async (appointmentId: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'announcement'),
          sql`${outbox.payload}->'announcement'->>'appointmentId' = ${appointmentId}`,
        ),
      )
      .orderBy(outbox.createdAt, outbox.id)
  ).map((row) => {
    const { kind, body } = (row.payload as { announcement: { kind: string; body: string } }).announcement;
    return `${kind}: ${body}`;
  });

describe('a whole consultation by the mirror', () => {
  it('records the analysis, treatment, recommendations with reasons, the stylist’s edit, a cart priced by the salon, a rebook request and notes; the admin’s record shows it all', async () => {
    const { salon, mirror, adminCookie, products, session } = await joinedConsultation();
    const sessionId = session.id;

    const analysed = await device(mirror, ANALYSE, { sessionId, input: ANALYSIS });
    expect(analysed.response.errors).toBeUndefined();
    expect(analysed.session?.appointment.hairAnalysis).toEqual(STORED_ANALYSIS);

    const treated = await device(mirror, TREAT, { sessionId, treatment: 'moisture' });
    expect(treated.session?.appointment.supportYourSalon.treatment).toBe('moisture');

    const recommended = await device(mirror, RECOMMEND, { sessionId });
    expect(recommended.response.errors).toBeUndefined();
    const picks = recommended.session?.recommendations ?? [];
    expect(picks.map((pick) => pick.productName)).toEqual(['Balance Shampoo', 'Balance Conditioner', 'Repair Mask']);
    expect(picks[0]).toMatchObject({
      price: 3495,
      reasons: expect.arrayContaining([
        { filter: 'hairDensities', value: 'Fine' },
        { filter: 'scalpConcerns', value: 'oily' },
      ]),
    });
    expect(picks[0]?.reasonSummary).not.toBe('');
    expect(picks[1]?.price).toBe(2990);
    const notRecommended = products.notRecommendable.map((product) => product.sku);
    expect(picks.map((pick) => pick.sku).some((sku) => notRecommended.includes(sku))).toBe(false);

    // The stylist removes the mask and moves the conditioner first; kept products keep their reasons.
    const edited = await device(mirror, EDIT_RECOMMENDATIONS, {
      sessionId,
      skus: [products.conditioner.sku, products.shampoo.sku],
    });
    expect(edited.session?.recommendations.map((pick) => pick.sku)).toEqual([
      products.conditioner.sku,
      products.shampoo.sku,
    ]);
    expect(edited.session?.recommendations[1]?.reasons).toEqual(picks[0]?.reasons);

    // Prices are the salon's whatever the mirror believes; a retry with the same key is made once.
    const items = [
      { productId: products.shampoo.id, quantity: 2 },
      { productId: products.conditioner.id, quantity: 1 },
    ];
    const bought = await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'PICKUP',
      items,
      idempotencyKey: 'cart-1',
    });
    expect(bought.response.errors).toBeUndefined();
    expect(bought.session?.appointment).toMatchObject({
      salonPickup: true,
      purchasedItems: [products.shampoo.sku, products.shampoo.sku, products.conditioner.sku],
    });
    expect(bought.session?.appointment.cart).toMatchObject({
      deliveryType: 'PICKUP',
      status: 'WAITING',
      items: [
        { quantity: 2, price: 3495 },
        { quantity: 1, price: 2990 },
      ],
    });
    const retried = await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'DELIVERY',
      items: [items[0]],
      idempotencyKey: 'cart-1',
    });
    expect(retried.session?.appointment.cart).toEqual(bought.session?.appointment.cart);
    expect(await pushesOf(session.appointment.id)).toEqual(['Someone wants to pick up 3 product(s)']);

    const rebooked = await device(mirror, REBOOK, { sessionId, rebookDelay: 6, rebookLength: 90 });
    expect(rebooked.session?.appointment).toMatchObject({ rebookDelay: 6, rebookLength: 90 });
    await device(mirror, NOTES, { sessionId, notes: 'Fine, oily roots; try the mask next time.' });

    const record = await test.gql<{ salon: { appointment: Record<string, unknown> } }>(
      GET_APPOINTMENT,
      { salonId: salon.id, appointmentId: session.appointment.id },
      { cookie: adminCookie },
    );
    expect(record.errors).toBeUndefined();
    expect(record.data?.salon.appointment).toEqual({
      clientName: 'Zoe Client',
      staffName: 'Maya',
      notes: 'Fine, oily roots; try the mask next time.',
      rebookDelay: 6,
      rebookLength: 90,
      // A new salon schedules the reminder when a client asks to rebook.
      rebookStatus: 'SCHEDULED',
      retailStatus: 'READY TO HAND OVER',
      salonPickup: true,
      purchasedItems: [products.shampoo.sku, products.shampoo.sku, products.conditioner.sku],
      hairAnalysis: STORED_ANALYSIS,
      supportYourSalon: {
        treatment: 'moisture',
        recommendations: [{ sku: products.conditioner.sku }, { sku: products.shampoo.sku }],
      },
      cart: {
        deliveryType: 'PICKUP',
        status: 'WAITING',
        items: [
          { quantity: 2, price: 3495 },
          { quantity: 1, price: 2990 },
        ],
      },
    });

    const ended = await test.gql<{ endMirrorSession: { state: string } }>(
      END_SESSION,
      { sessionId },
      { headers: mirror },
    );
    expect(ended.data?.endMirrorSession.state).toBe('ENDED');
    const again = await test.gql<{ endMirrorSession: { state: string } }>(
      END_SESSION,
      { sessionId },
      { headers: mirror },
    );
    expect(again.data?.endMirrorSession.state).toBe('ENDED');
  });

  it('tells the salon’s admins of a rebook request by the product’s words', async () => {
    const { mirror, session } = await joinedConsultation();
    await device(mirror, REBOOK, { sessionId: session.id, rebookDelay: 4, rebookLength: 60 });
    expect(await pushesOf(session.appointment.id)).toEqual(['Maya has sent through a rebook request for Zoe Client']);
  });

  it('tells of each change once, in its own words: a pickup, then a rebook request beside it, and nothing for the rest', async () => {
    const { mirror, products, session } = await joinedConsultation();
    const sessionId = session.id;
    const cart = { sessionId, deliveryType: 'PICKUP', items: [{ productId: products.shampoo.id, quantity: 2 }] };
    await device(mirror, SET_CART, { ...cart, idempotencyKey: 'pickup-1' });
    // The same cart saved again (a new key: not a retry) is no news.
    await device(mirror, SET_CART, { ...cart, idempotencyKey: 'pickup-2' });
    await device(mirror, REBOOK, { sessionId, rebookDelay: 6, rebookLength: 90 });
    await device(mirror, NOTES, { sessionId, notes: 'A note after the rebook request' });
    await test.gql(END_SESSION, { sessionId }, { headers: mirror });

    const pickup = 'Someone wants to pick up 2 product(s)';
    const rebook = 'Maya has sent through a rebook request for Zoe Client';
    expect(await pushesOf(session.appointment.id)).toEqual([pickup, rebook]);
    expect(await bannersOf(session.appointment.id)).toEqual([`pickup: ${pickup}`, `rebookRequest: ${rebook}`]);
  });

  it('tells of an order to deliver once, as a retail order and not as a pickup', async () => {
    const { mirror, products, session } = await joinedConsultation();
    const cart = {
      sessionId: session.id,
      deliveryType: 'DELIVERY',
      items: [{ productId: products.shampoo.id, quantity: 1 }],
    };
    await device(mirror, SET_CART, { ...cart, idempotencyKey: 'delivery-1' });
    await device(mirror, SET_CART, { ...cart, idempotencyKey: 'delivery-2' });
    const words = 'Zoe Client has just placed a retail order.';
    expect(await pushesOf(session.appointment.id)).toEqual([words]);
    expect(await bannersOf(session.appointment.id)).toEqual([`retailOrder: ${words}`]);
  });

  it('raises the admin page’s banner by the live stream, with the news and its words', async () => {
    const { salon, mirror, adminCookie, products, session } = await joinedConsultation();
    // Pokes repeat until the stream is open and carries the news: each grows the pickup, which is news each time.
    let quantity = 0;
    const text = await eventStreamUntil(
      test,
      {
        cookie: adminCookie,
        query: `subscription($salonId: ID!) { salonAnnounced(salonId: $salonId) { kind title body appointmentId } }`,
        variables: { salonId: salon.id },
      },
      'Someone wants to pick up',
      async () => {
        quantity += 1;
        await device(mirror, SET_CART, {
          sessionId: session.id,
          deliveryType: 'PICKUP',
          items: [{ productId: products.shampoo.id, quantity }],
          idempotencyKey: `grow-${quantity}`,
        });
        await test.server.outboxWorker.runOnce();
      },
    );
    expect(text).toMatch(
      new RegExp(
        `"salonAnnounced":\\{"kind":"pickup","title":"(\\d+) items purchased","body":"Someone wants to pick up \\1 product\\(s\\)","appointmentId":"${session.appointment.id}"\\}`,
      ),
    );
  });

  it('sends each write to the admin screens as a live event', async () => {
    const { salon, mirror, adminCookie, session } = await joinedConsultation();
    const text = await eventStreamUntil(
      test,
      {
        cookie: adminCookie,
        query: `subscription($salonId: ID!) { appointmentUpdated(salonId: $salonId) { id notes } }`,
        variables: { salonId: salon.id },
      },
      'Live from the mirror',
      () => device(mirror, NOTES, { sessionId: session.id, notes: 'Live from the mirror' }),
    );
    expect(text).toContain(`"id":"${session.appointment.id}"`);
    expect(text).toContain('Live from the mirror');
  });
});

describe('a consultation with nothing to recommend says why', () => {
  const GAP_FIELDS = 'recommendations { sku } recommendationGap { reason message }';
  const RECOMMEND_WITH_GAP = `mutation Recommend($sessionId: ID!, $profile: RecommendationProfileInput) {
    computeSessionRecommendations(sessionId: $sessionId, profile: $profile) { ${GAP_FIELDS} }
  }`;
  const SESSION_GAP = `query Session($id: ID!) { mirrorSession(id: $id) { ${GAP_FIELDS} } }`;
  const RECORD_GAP = `query Record($salonId: ID!, $appointmentId: ID!) {
    salon(id: $salonId) { appointment(id: $appointmentId) { supportYourSalon { recommendations { sku } } recommendationGap { reason message } } }
  }`;
  interface GapShape {
    recommendations: Array<{ sku: string }>;
    recommendationGap: { reason: string; message: string } | null;
  }

  async function emptyCatalogueConsultation() {
    const setting = await consultationSetting();
    const [admin] = await db().select().from(salonAccess).where(eq(salonAccess.salonId, setting.salon.id));
    const [adminUser] = await db()
      .select()
      .from(users)
      .where(eq(users.id, admin?.userId ?? ''));
    const adminCookie = await signInAs(test, adminUser?.email ?? '');
    const session = await openSession(setting.mirror, setting.stylist.id);
    const recommend = async (profile: Record<string, unknown> | null = null) => {
      const response = await test.gql<{ computeSessionRecommendations: GapShape }>(
        RECOMMEND_WITH_GAP,
        { sessionId: session.id, profile },
        { headers: setting.mirror },
      );
      expect(response.errors).toBeUndefined();
      return response.data?.computeSessionRecommendations;
    };
    const sessionRead = async () =>
      (await test.gql<{ mirrorSession: GapShape }>(SESSION_GAP, { id: session.id }, { headers: setting.mirror })).data
        ?.mirrorSession;
    const record = async () => {
      const response = await test.gql<{
        salon: { appointment: { recommendationGap: GapShape['recommendationGap'] } };
      }>(RECORD_GAP, { salonId: setting.salon.id, appointmentId: session.appointment.id }, { cookie: adminCookie });
      expect(response.errors).toBeUndefined();
      return response.data?.salon.appointment.recommendationGap;
    };
    return { ...setting, session, recommend, sessionRead, record };
  }

  it('names no brand visible to clients, to the mirror and on the admin’s record', async () => {
    const { salon, recommend, sessionRead, record } = await emptyCatalogueConsultation();
    const hidden = await createBrand(db(), { name: `Hidden ${Date.now()}` });
    await offerBrand(db(), salon.id, hidden.id, { enabled: true, visibleToClients: false });
    await createCatalogueProduct(db(), hidden.id, { productType: 'Shampoo' });

    const noBrand = { reason: 'NO_VISIBLE_BRAND', message: RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND };
    expect(await recommend()).toEqual({ recommendations: [], recommendationGap: noBrand });
    expect((await sessionRead())?.recommendationGap).toEqual(noBrand);
    expect(await record()).toEqual(noBrand);
  });

  it('names every product of the visible brands out of stock or archived', async () => {
    const { salon, recommend, record } = await emptyCatalogueConsultation();
    const shown = await createBrand(db(), { name: `Shown ${Date.now()}` });
    await offerBrand(db(), salon.id, shown.id, { enabled: true, visibleToClients: true });
    await createCatalogueProduct(db(), shown.id, { productType: 'Shampoo', outOfStock: true });
    await createCatalogueProduct(db(), shown.id, { productType: 'Conditioner', isArchived: true });

    const nothingInStock = { reason: 'NOTHING_IN_STOCK', message: RECOMMENDATION_GAP_MESSAGES.NOTHING_IN_STOCK };
    expect(await recommend()).toEqual({ recommendations: [], recommendationGap: nothingInStock });
    expect(await record()).toEqual(nothingInStock);
  });

  it('names no product suiting the client when the engine just ran, and says nothing once products are picked', async () => {
    const { salon, recommend, sessionRead, record } = await emptyCatalogueConsultation();
    const shown = await createBrand(db(), { name: `Shown ${Date.now()}` });
    await offerBrand(db(), salon.id, shown.id, { enabled: true, visibleToClients: true });
    const forMen = await createCatalogueProduct(db(), shown.id, { productType: 'Shampoo', suitsGenders: ['Male'] });

    expect(await recommend({ gender: 'Female' })).toEqual({
      recommendations: [],
      recommendationGap: { reason: 'NOTHING_SUITS', message: RECOMMENDATION_GAP_MESSAGES.NOTHING_SUITS },
    });
    // Read later, the catalogue alone is judged: it has products, so it is not the reason.
    expect((await sessionRead())?.recommendationGap).toBeNull();
    expect(await record()).toBeNull();

    expect(await recommend({ gender: 'Male' })).toEqual({
      recommendations: [{ sku: forMen.sku }],
      recommendationGap: null,
    });
    expect(await record()).toBeNull();
  });
});

describe('bad input from the mirror changes nothing', () => {
  it('refuses scores outside 0 to 20, fractions and unknown concerns', async () => {
    const { mirror, session } = await joinedConsultation();
    const bad = [
      { change: { density: 21 }, message: mirrorSessionMessages.score('Density') },
      { change: { curl: -1 }, message: mirrorSessionMessages.score('Curl') },
      { change: { scalpConcerns: ['itchy'] }, message: mirrorSessionMessages.concern },
    ];
    for (const { change, message } of bad) {
      const refused = await device(mirror, ANALYSE, { sessionId: session.id, input: { ...ANALYSIS, ...change } });
      expect(errorCode(refused.response), JSON.stringify(change)).toBe('BAD_USER_INPUT');
      expect(refused.response.errors?.[0]?.message).toBe(message);
    }
    // A fraction is no Int: GraphQL itself refuses the variables.
    const fraction = await device(mirror, ANALYSE, { sessionId: session.id, input: { ...ANALYSIS, porous: 2.5 } });
    expect(errorCode(fraction.response)).toBe('GRAPHQL_VALIDATION_FAILED');
    const polled = await test.gql<{ mirrorSession: { appointment: { hairAnalysis: unknown } } }>(
      `query($id: ID!) { mirrorSession(id: $id) { appointment { hairAnalysis { density } } } }`,
      { id: session.id },
      { headers: mirror },
    );
    expect(polled.data?.mirrorSession.appointment.hairAnalysis).toBeNull();
  });

  it('refuses more than 10 products, a product that may not be recommended, and a cart of one', async () => {
    const { salon, mirror, products, session } = await joinedConsultation();
    const sessionId = session.id;
    await device(mirror, EDIT_RECOMMENDATIONS, { sessionId, skus: [products.shampoo.sku] });
    const visible = await createBrand(db());
    await offerBrand(db(), salon.id, visible.id, { enabled: true, visibleToClients: true });
    const eleven = await Promise.all(Array.from({ length: 11 }, () => createCatalogueProduct(db(), visible.id)));
    const tooMany = await device(mirror, EDIT_RECOMMENDATIONS, {
      sessionId,
      skus: eleven.map((product) => product.sku),
    });
    expect(errorCode(tooMany.response)).toBe('BAD_USER_INPUT');
    expect(tooMany.response.errors?.[0]?.message).toBe(mirrorSessionMessages.tooManyProducts);
    for (const product of products.notRecommendable) {
      const refused = await device(mirror, EDIT_RECOMMENDATIONS, { sessionId, skus: [product.sku] });
      expect(errorCode(refused.response)).toBe('BAD_USER_INPUT');
      expect(refused.response.errors?.[0]?.message).toBe(mirrorSessionMessages.notRecommendable);
      const notSold = await device(mirror, SET_CART, {
        sessionId,
        deliveryType: 'DELIVERY',
        items: [{ productId: product.id, quantity: 1 }],
      });
      expect(notSold.response.errors?.[0]?.message).toBe(mirrorSessionMessages.notRecommendable);
    }
    const tooManyInCart = await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'DELIVERY',
      items: [{ productId: products.shampoo.id, quantity: 21 }],
    });
    expect(errorCode(tooManyInCart.response)).toBe('BAD_USER_INPUT');
    const badRebook = await device(mirror, REBOOK, { sessionId, rebookDelay: -1, rebookLength: 60 });
    expect(errorCode(badRebook.response)).toBe('BAD_USER_INPUT');
    const polled = await test.gql<{ mirrorSession: SessionShape }>(
      `query($id: ID!) { mirrorSession(id: $id) { ${SESSION_FIELDS} } }`,
      { id: sessionId },
      { headers: mirror },
    );
    expect(polled.data?.mirrorSession.recommendations.map((pick) => pick.sku)).toEqual([products.shampoo.sku]);
    expect(polled.data?.mirrorSession.appointment).toMatchObject({ cart: null, rebookLength: null });
  });

  it('places the saved cart as an order on Orders, changes it while unpaid, and cancels it when emptied', async () => {
    const { salon, mirror, products, session, adminCookie, client } = await joinedConsultation();
    const sessionId = session.id;
    const saved = await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'PICKUP',
      items: [{ productId: products.shampoo.id, quantity: 2 }],
    });
    const appointmentId = saved.session?.appointment.id ?? '';
    const onOrders = async () =>
      (
        await test.gql<{
          salon: { orders: { items: Array<{ id: string; source: string; orderState: string; grandTotal: number }> } };
        }>(
          `query($salonId: ID!) { salon(id: $salonId) { orders { items { id source orderState grandTotal } } } }`,
          { salonId: salon.id },
          { cookie: adminCookie },
        )
      ).data!.salon.orders.items;
    const [placed] = await onOrders();
    expect(placed).toMatchObject({ source: 'MIRROR', orderState: 'READY_TO_HAND_OVER', grandTotal: 2 * 3495 });

    // Changed to delivery: the same order, now waiting for the client's payment, who is sent the way to pay once.
    await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'DELIVERY',
      items: [{ productId: products.shampoo.id, quantity: 1 }],
      idempotencyKey: 'to-delivery',
    });
    await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'DELIVERY',
      items: [{ productId: products.shampoo.id, quantity: 2 }],
      idempotencyKey: 'two-again',
    });
    const [delivered] = await onOrders();
    expect(delivered).toMatchObject({ id: placed?.id, orderState: 'AWAITING_PAYMENT', grandTotal: 2 * 3495 + 995 });
    const links = (await db().select().from(outbox).where(eq(outbox.kind, 'email')))
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter((email) => email.to === client.email && email.subject.startsWith('Pay for your delivery'));
    expect(links).toHaveLength(1);
    expect(links[0]?.text).toContain(`/portal/appointments/${appointmentId}`);

    // Emptied at the mirror: the order stays on the list, cancelled with the reason; a new cart is a new order.
    await device(mirror, SET_CART, { sessionId, deliveryType: 'DELIVERY', items: [], idempotencyKey: 'emptied' });
    const [emptied] = await db().select().from(orders).where(eq(orders.id, placed!.id));
    expect(emptied).toMatchObject({ orderState: 'CANCELLED', statusReason: ORDER_EMPTIED_REASON, cartId: null });
    await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'PICKUP',
      items: [{ productId: products.mask.id, quantity: 1 }],
      idempotencyKey: 'again',
    });
    expect((await onOrders()).map((order) => order.orderState)).toEqual(['READY_TO_HAND_OVER', 'CANCELLED']);
  });

  it('leaves a cart the client already paid for in the portal as it is', async () => {
    const { mirror, products, session } = await joinedConsultation();
    const sessionId = session.id;
    const first = await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'PICKUP',
      items: [{ productId: products.shampoo.id, quantity: 1 }],
    });
    const appointmentId = first.session?.appointment.id ?? '';
    const [cart] = await db().select().from(carts).where(eq(carts.appointmentId, appointmentId));
    // The client paid for it in the portal meanwhile.
    await db()
      .update(orders)
      .set({ paidAt: new Date() })
      .where(eq(orders.cartId, cart?.id ?? ''));
    const changed = await device(mirror, SET_CART, {
      sessionId,
      deliveryType: 'DELIVERY',
      items: [{ productId: products.mask.id, quantity: 3 }],
      idempotencyKey: 'after-payment',
    });
    expect(errorCode(changed.response)).toBe('CONFLICT');
    expect(changed.response.errors?.[0]?.message).toBe(mirrorSessionMessages.cartPaid);
    const polled = await test.gql<{ mirrorSession: SessionShape }>(
      `query($id: ID!) { mirrorSession(id: $id) { ${SESSION_FIELDS} } }`,
      { id: sessionId },
      { headers: mirror },
    );
    expect(polled.data?.mirrorSession.appointment.cart).toMatchObject({
      deliveryType: 'PICKUP',
      items: [{ quantity: 1, product: { id: products.shampoo.id } }],
    });
  });

  it('refuses every write to an ended session, a missing one, and another mirror’s', async () => {
    const { salon, mirror, session } = await joinedConsultation();
    await test.gql(END_SESSION, { sessionId: session.id }, { headers: mirror });
    const afterEnd = await device(mirror, NOTES, { sessionId: session.id, notes: 'too late' });
    expect(errorCode(afterEnd.response)).toBe('CONFLICT');
    expect(afterEnd.response.errors?.[0]?.message).toBe(mirrorSessionMessages.ended);
    const missing = await device(mirror, NOTES, { sessionId: '8a1c2a43-51d5-4bb8-9a55-0c1f4c39d4f1', notes: 'nobody' });
    expect(errorCode(missing.response)).toBe('NOT_FOUND');
    expect(missing.response.errors?.[0]?.message).toBe(mirrorSessionMessages.notFound);
    const credential = randomBytes(32).toString('base64url');
    await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
    const open = await openSession(mirror, (await createStaffMember(db(), salon.id)).id);
    const otherMirror = await device({ authorization: `Bearer ${credential}` }, NOTES, {
      sessionId: open.id,
      notes: 'not mine',
    });
    expect(errorCode(otherMirror.response)).toBe('NOT_FOUND');
    const [row] = await db().select().from(appointments).where(eq(appointments.id, open.appointment.id));
    expect(row?.notes).toBeNull();
  });
});

describe('the hair colour and the last visit’s analysis', () => {
  const HAIR_COLOUR_FIELDS = 'hairAnalysis { density hairColour { level tone greyShare } }';
  const ANALYSE_COLOUR = `mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) {
    recordHairAnalysis(sessionId: $sessionId, input: $input) { appointment { id ${HAIR_COLOUR_FIELDS} } }
  }`;
  const ADMIN_COLOUR = `query($salonId: ID!, $appointmentId: ID!) {
    salon(id: $salonId) { appointment(id: $appointmentId) { ${HAIR_COLOUR_FIELDS} } }
  }`;
  const PREVIOUS = `query($id: ID!) {
    mirrorSession(id: $id) { previousHairAnalysis { density scalpConcerns hairColour { level tone greyShare } } }
  }`;
  type Colour = { level: number; tone: string; greyShare: number } | null;
  interface Analysed {
    recordHairAnalysis: { appointment: { id: string; hairAnalysis: { density: number; hairColour: Colour } | null } };
  }
  const WARM_SIX = { level: 6, tone: 'warm', greyShare: 10 };

  const storedColour = async (appointmentId: string) => {
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointmentId));
    return { hairLevel: row?.hairLevel, hairTone: row?.hairTone, hairGreyShare: row?.hairGreyShare };
  };

  it('keeps the confirmed colour with the analysis, shows it to the admin, and keeps none when saved again without one', async () => {
    const { salon, mirror, adminCookie, session } = await joinedConsultation();
    const withColour = await test.gql<Analysed>(
      ANALYSE_COLOUR,
      { sessionId: session.id, input: { ...ANALYSIS, hairColour: WARM_SIX } },
      { headers: mirror },
    );
    expect(withColour.errors).toBeUndefined();
    const appointmentId = session.appointment.id;
    expect(withColour.data?.recordHairAnalysis.appointment.hairAnalysis?.hairColour).toEqual(WARM_SIX);
    const admin = await test.gql<{ salon: { appointment: { hairAnalysis: { hairColour: Colour } } } }>(
      ADMIN_COLOUR,
      { salonId: salon.id, appointmentId },
      { cookie: adminCookie },
    );
    expect(admin.data?.salon.appointment.hairAnalysis.hairColour).toEqual(WARM_SIX);

    for (const input of [ANALYSIS, { ...ANALYSIS, hairColour: null }]) {
      await test.gql(
        ANALYSE_COLOUR,
        { sessionId: session.id, input: { ...input, hairColour: WARM_SIX } },
        { headers: mirror },
      );
      const without = await test.gql<Analysed>(ANALYSE_COLOUR, { sessionId: session.id, input }, { headers: mirror });
      expect(without.errors).toBeUndefined();
      expect(without.data?.recordHairAnalysis.appointment.hairAnalysis).toEqual({ density: 3, hairColour: null });
      expect(await storedColour(appointmentId)).toEqual({ hairLevel: null, hairTone: null, hairGreyShare: null });
    }
  });

  it('refuses a level or grey share off its scale with the domain’s words, an unknown tone, and a partial colour in the table', async () => {
    const { mirror, session } = await joinedConsultation();
    const bad = [
      { hairColour: { ...WARM_SIX, level: 11 }, message: 'The level is a whole number from 1 to 10.' },
      { hairColour: { ...WARM_SIX, level: 0 }, message: 'The level is a whole number from 1 to 10.' },
      { hairColour: { ...WARM_SIX, greyShare: 101 }, message: 'The grey share is a whole percentage from 0 to 100.' },
      { hairColour: { ...WARM_SIX, greyShare: -5 }, message: 'The grey share is a whole percentage from 0 to 100.' },
    ];
    for (const { hairColour, message } of bad) {
      const refused = await test.gql(
        ANALYSE_COLOUR,
        { sessionId: session.id, input: { ...ANALYSIS, hairColour } },
        { headers: mirror },
      );
      expect(errorCode(refused), JSON.stringify(hairColour)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    // The tone is an enum of the schema: GraphQL itself refuses another word.
    const tone = await test.gql(
      ANALYSE_COLOUR,
      { sessionId: session.id, input: { ...ANALYSIS, hairColour: { ...WARM_SIX, tone: 'golden' } } },
      { headers: mirror },
    );
    expect(errorCode(tone)).toBe('GRAPHQL_VALIDATION_FAILED');
    const appointmentId = session.appointment.id;
    expect(await storedColour(appointmentId)).toEqual({ hairLevel: null, hairTone: null, hairGreyShare: null });
    // Whoever writes the row, a colour is whole and on its scales.
    await expect(
      db().update(appointments).set({ hairLevel: 6 }).where(eq(appointments.id, appointmentId)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(appointments)
        .set({ hairLevel: 6, hairTone: 'golden', hairGreyShare: 10 })
        .where(eq(appointments.id, appointmentId)),
    ).rejects.toThrow();
  });

  it('gives the mirror the client’s latest earlier analysis at this salon only, and none before a client joins', async () => {
    const { salon, mirror, stylist, client, clientCookie } = await consultationSetting();
    const analysed = (score: number) => ({
      density: score,
      texture: score,
      curl: score,
      colorSensitivity: score,
      porous: score,
      elasticity: score,
    });
    const day = 24 * 60 * 60 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await createAppointment(db(), salon.id, { clientId: client.id, createdAt: ago(60), ...analysed(2) });
    await createAppointment(db(), salon.id, {
      clientId: client.id,
      createdAt: ago(30),
      ...analysed(12),
      scalpConcerns: 'dry',
      hairLevel: 6,
      hairTone: 'warm',
      hairGreyShare: 10,
    });
    // Later, but not analysed here: skipped.
    await createAppointment(db(), salon.id, { clientId: client.id, createdAt: ago(10) });
    // Later and analysed, but at another salon: never shown to this salon's mirror.
    const { salon: otherSalon } = await createSalonAdmin(db());
    await createAppointment(db(), otherSalon.id, { clientId: client.id, createdAt: ago(5), ...analysed(20) });
    // Another client's analysis at this salon is not theirs.
    const someoneElse = await createUser(db(), { profileRole: 'Client' });
    await createAppointment(db(), salon.id, { clientId: someoneElse.id, createdAt: ago(2), ...analysed(18) });

    const session = await openSession(mirror, stylist.id);
    type Previous = { mirrorSession: { previousHairAnalysis: Record<string, unknown> | null } };
    const waiting = await test.gql<Previous>(PREVIOUS, { id: session.id }, { headers: mirror });
    expect(waiting.errors).toBeUndefined();
    expect(waiting.data?.mirrorSession.previousHairAnalysis).toBeNull();

    await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    const joined = await test.gql<Previous>(PREVIOUS, { id: session.id }, { headers: mirror });
    expect(joined.data?.mirrorSession.previousHairAnalysis).toEqual({
      density: 12,
      scalpConcerns: 'dry',
      hairColour: WARM_SIX,
    });

    // A first visit at this salon has nothing to start from, whatever the client had elsewhere.
    const newcomer = await createUser(db(), { profileRole: 'Client' });
    await createAppointment(db(), otherSalon.id, { clientId: newcomer.id, createdAt: ago(3), ...analysed(8) });
    const fresh = await openSession(mirror, stylist.id);
    await test.gql(START_SESSION, { id: fresh.id, input: ANDROID }, { cookie: await signInAs(test, newcomer.email) });
    const first = await test.gql<Previous>(PREVIOUS, { id: fresh.id }, { headers: mirror });
    expect(first.errors).toBeUndefined();
    expect(first.data?.mirrorSession.previousHairAnalysis).toBeNull();
  });
});

describe('photos from the mirror', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 9, 9]);
  const LIKE = `mutation Like($sessionId: ID!, $kind: String!, $idempotencyKey: String) {
    likeSessionImage(sessionId: $sessionId, kind: $kind, idempotencyKey: $idempotencyKey) { appointment { imageLikes { image { url } } } }
  }`;

  const upload = (
    mirror: Record<string, string>,
    sessionId: string,
    kind: string,
    body: Buffer,
    headers: Record<string, string> = {},
  ) =>
    test.server.app.inject({
      method: 'POST',
      url: `/uploads/mirror-sessions/${sessionId}/${kind}`,
      headers: { 'content-type': 'application/octet-stream', ...mirror, ...headers },
      payload: body,
    });

  it('stores a selfie and a 360 privately, replaces one, shows them to the salon and the client, and takes likes once per key', async () => {
    const { mirror, adminCookie, clientCookie, session } = await joinedConsultation();
    const first = await upload(mirror, session.id, 'selfie', PNG, { 'idempotency-key': 'selfie-1' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      sessionId: session.id,
      appointmentId: session.appointment.id,
      image: { url: `/photos/appointments/${session.appointment.id}/selfie`, contentType: 'image/png' },
    });
    // The retry of the same upload keeps the first photo.
    const retried = await upload(mirror, session.id, 'selfie', JPEG, { 'idempotency-key': 'selfie-1' });
    expect(retried.json()).toMatchObject({ image: { contentType: 'image/png' } });
    expect((await upload(mirror, session.id, '360', JPEG)).statusCode).toBe(201);

    for (const cookie of [adminCookie, clientCookie]) {
      const photo = await test.server.app.inject({
        method: 'GET',
        url: `/photos/appointments/${session.appointment.id}/selfie`,
        headers: { cookie },
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(PNG)).toBe(true);
    }
    const replaced = await upload(mirror, session.id, 'selfie', JPEG, { 'idempotency-key': 'selfie-2' });
    expect(replaced.json()).toMatchObject({ image: { contentType: 'image/jpeg' } });

    await test.gql(LIKE, { sessionId: session.id, kind: '360', idempotencyKey: 'like-1' }, { headers: mirror });
    const likedTwice = await test.gql<{
      likeSessionImage: { appointment: { imageLikes: Array<{ image: { url: string } }> } };
    }>(LIKE, { sessionId: session.id, kind: '360', idempotencyKey: 'like-1' }, { headers: mirror });
    expect(likedTwice.data?.likeSessionImage.appointment.imageLikes).toEqual([
      { image: { url: `/photos/appointments/${session.appointment.id}/360` } },
    ]);
  });

  it('shows the photos to the mirror running the consultation by its credential alone, and to no other mirror or after the end', async () => {
    const { salon, mirror, adminCookie, session } = await joinedConsultation();
    expect((await upload(mirror, session.id, 'selfie', PNG)).statusCode).toBe(201);
    const photo = (headers: Record<string, string>) =>
      test.server.app.inject({ method: 'GET', url: `/photos/appointments/${session.appointment.id}/selfie`, headers });

    const shown = await photo(mirror);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PNG)).toBe(true);
    const credential = randomBytes(32).toString('base64url');
    await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
    // Another mirror of the salon: an admin's cookie in its browser lends it nothing.
    expect((await photo({ authorization: `Bearer ${credential}`, cookie: adminCookie })).statusCode).toBe(404);
    expect((await photo({ authorization: 'Bearer nobody' })).statusCode).toBe(401);
    expect((await photo({})).statusCode).toBe(401);

    await test.gql(END_SESSION, { sessionId: session.id }, { headers: mirror });
    expect((await photo(mirror)).statusCode).toBe(404);
    expect((await photo({ cookie: adminCookie })).statusCode).toBe(200);
  });

  it('refuses what is not an image, more than 10 MiB, an unknown credential or another mirror’s session, and stores nothing', async () => {
    const { salon, mirror, session } = await joinedConsultation();
    const notImage = await upload(
      mirror,
      session.id,
      'selfie',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      { 'content-type': 'image/png' },
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      errors: [{ message: mirrorSessionMessages.imageType, extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const huge = Buffer.alloc(MAX_SESSION_IMAGE_BYTES + 1);
    PNG.copy(huge);
    const tooBig = await upload(mirror, session.id, 'selfie', huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ errors: [{ message: mirrorSessionMessages.imageSize }] });
    expect((await upload({ authorization: 'Bearer nobody' }, session.id, 'selfie', PNG)).statusCode).toBe(401);
    const credential = randomBytes(32).toString('base64url');
    await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
    expect((await upload({ authorization: `Bearer ${credential}` }, session.id, 'selfie', PNG)).statusCode).toBe(404);
    const like = await test.gql(LIKE, { sessionId: session.id, kind: 'selfie' }, { headers: mirror });
    expect(like.errors?.[0]?.message).toBe(mirrorSessionMessages.imageUnknown);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, session.appointment.id));
    expect(row).toMatchObject({ clientSelfieImageUrl: null, client360ImageUrl: null });
  });
});
