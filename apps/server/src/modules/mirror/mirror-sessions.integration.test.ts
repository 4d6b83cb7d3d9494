import { createHash, randomBytes } from 'node:crypto';
import { mirrorSessionMessages, SESSION_CODE_LENGTH } from '@piiq/domain/mirror-session';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonAccess } from '../../db/schema/salons.ts';
import { createMirrorDevice, createSalonAdmin, createStaffMember, createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const CREATE_SESSION = /* GraphQL */ `
  mutation CreateMirrorSession($staffId: ID!) {
    createMirrorSession(staffId: $staffId) { id code portalUrl state clientName appointment { id staffName clientName } }
  }
`;
const MIRROR_SESSION = /* GraphQL */ `query MirrorSession($id: ID!) { mirrorSession(id: $id) { id state clientName joinedAt } }`;
const START_SESSION = /* GraphQL */ `
  mutation StartSession($id: ID!, $input: StartSessionInput!) {
    startSession(id: $id, input: $input) { id userId salonId appointmentId existingAppointment }
  }
`;
const END_SESSION = /* GraphQL */ `mutation End($sessionId: ID!) { endMirrorSession(sessionId: $sessionId) { id state endedAt } }`;
const ANDROID = { devicePlatform: 'ANDROID', deviceToken: 'placeholder' };

interface CreatedShape {
  createMirrorSession: { id: string; code: string; portalUrl: string; state: string; clientName: string | null; appointment: { id: string; staffName: string; clientName: string } };
}
interface StartedShape {
  startSession: { id: string; userId: string; salonId: string; appointmentId: string; existingAppointment: boolean };
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
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
    expect(session).toMatchObject({ state: 'WAITING_FOR_CLIENT', clientName: null, appointment: { staffName: 'Maya', clientName: '' } });
    expect(session.code).toHaveLength(SESSION_CODE_LENGTH);
    expect(session.portalUrl).toMatch(new RegExp(`/portal\\?session=${session.id}$`));

    const started = await test.gql<StartedShape>(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    expect(started.errors).toBeUndefined();
    expect(started.data?.startSession).toEqual({ id: session.id, userId: client.id, salonId: salon.id, appointmentId: session.appointment.id, existingAppointment: false });
    const [access] = await db().select().from(salonAccess).where(eq(salonAccess.userId, client.id));
    expect(access).toMatchObject({ salonId: salon.id, salonClient: true, salonAdmin: false });

    const polled = await test.gql<{ mirrorSession: { state: string; clientName: string } }>(MIRROR_SESSION, { id: session.id }, { headers: mirror });
    expect(polled.data?.mirrorSession).toMatchObject({ state: 'IN_PROGRESS', clientName: 'Zoe Client' });

    // A reload of the portal joins again: the same appointment, continued.
    const again = await test.gql<StartedShape>(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    expect(again.data?.startSession).toMatchObject({ appointmentId: session.appointment.id, existingAppointment: true });
  });

  it('joins by the typed code, in any case and with spaces', async () => {
    const { stylist, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    const typed = ` ${session.code.slice(0, 3).toLowerCase()} ${session.code.slice(3)} `;
    const started = await test.gql<StartedShape>(START_SESSION, { id: typed, input: ANDROID }, { cookie: clientCookie });
    expect(started.data?.startSession.id).toBe(session.id);
  });

  it('refuses a session someone else joined, and changes nothing', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    const other = await createUser(db(), { profileRole: 'Client' });
    const refused = await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: await signInAs(test, other.email) });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(mirrorSessionMessages.joinedBySomeoneElse);
    expect(await db().select().from(salonAccess).where(eq(salonAccess.userId, other.id))).toEqual([]);
    const polled = await test.gql<{ mirrorSession: { clientName: string } }>(MIRROR_SESSION, { id: session.id }, { headers: mirror });
    expect(polled.data?.mirrorSession.clientName).toBe(client.name);
  });

  it('refuses a session that does not exist or has ended', async () => {
    const { stylist, client, clientCookie, mirror } = await consultationSetting();
    for (const id of ['8a1c2a43-51d5-4bb8-9a55-0c1f4c39d4f1', 'ZZZZZZ', 'not a session']) {
      const missing = await test.gql(START_SESSION, { id, input: ANDROID }, { cookie: clientCookie });
      expect(errorCode(missing), id).toBe('NOT_FOUND');
      expect(missing.errors?.[0]?.message).toBe(mirrorSessionMessages.notFound);
    }
    const session = await openSession(mirror, stylist.id);
    expect((await test.gql(END_SESSION, { sessionId: session.id }, { headers: mirror })).errors).toBeUndefined();
    const ended = await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { cookie: clientCookie });
    expect(errorCode(ended)).toBe('CONFLICT');
    expect(ended.errors?.[0]?.message).toBe(mirrorSessionMessages.ended);
    // Its code is free again and no longer finds it.
    expect(errorCode(await test.gql(START_SESSION, { id: session.code, input: ANDROID }, { cookie: clientCookie }))).toBe('NOT_FOUND');
    expect(await db().select().from(salonAccess).where(eq(salonAccess.userId, client.id))).toEqual([]);
  });

  it('needs a signed-in person: a mirror or nobody is refused', async () => {
    const { stylist, mirror } = await consultationSetting();
    const session = await openSession(mirror, stylist.id);
    expect(errorCode(await test.gql(START_SESSION, { id: session.id, input: ANDROID }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await test.gql(START_SESSION, { id: session.id, input: ANDROID }, { headers: mirror }))).toBe('FORBIDDEN');
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
    const sameSalonMirror = await test.gql(MIRROR_SESSION, { id: session.id }, { headers: { authorization: `Bearer ${credential}` } });
    expect(errorCode(sameSalonMirror)).toBe('NOT_FOUND');
    expect(sameSalonMirror.data).toBeNull();
  });
});
