import { imageShareMessages, MAX_IMAGE_SHARES_PER_APPOINTMENT } from '@piiq/domain/image-shares';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentImageShares, type appointments } from '../../db/schema/appointments.ts';
import { salonAccess } from '../../db/schema/salons.ts';
import { eventStreamUntil } from '../../test/event-stream.ts';
import { createAppointment, createSalonAdmin, createUser, grantSalonAccess } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const SHARE = `mutation Share($appointmentId: ID!, $imageUrl: String!, $sharedTo: String!) {
  recordImageShare(appointmentId: $appointmentId, imageUrl: $imageUrl, sharedTo: $sharedTo) { sharedTo createdAt }
}`;
const RECORD = `query Record($salonId: ID!, $appointmentId: ID!) {
  salon(id: $salonId) { appointment(id: $appointmentId) { imageShares { sharedTo createdAt } } }
}`;

interface Share {
  sharedTo: string;
  createdAt: string;
}

const start = new Date('2026-03-10T03:00:00Z');
/** The server's clock, moved on by a test when the order of two shares matters. */
let clock = start;
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ now: () => clock, env: { SIGN_INS_PER_IP: '200' } });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** A client's visit whose mirror kept both photos, at a salon whose admin has its record open. */
async function visit(appointment: Partial<typeof appointments.$inferInsert> = {}) {
  const admin = await createSalonAdmin(db());
  const client = await createUser(db(), { profileRole: 'Client', name: 'Sasha Share' });
  await grantSalonAccess(db(), client.id, admin.salon.id, { salonClient: true });
  const row = await createAppointment(db(), admin.salon.id, {
    clientId: client.id,
    clientSelfieImageUrl: 'e2e/portraits/selfie.svg',
    clientSelfieImageContentType: 'image/svg+xml',
    client360ImageUrl: 'e2e/360/view.svg',
    client360ImageContentType: 'image/svg+xml',
    ...appointment,
  });
  const clientCookie = await signInAs(test, client.email);
  const adminCookie = await signInAs(test, admin.user.email);
  const portrait = `/photos/appointments/${row.id}/selfie`;
  const view360 = `/photos/appointments/${row.id}/360`;
  const share = (sharedTo: string, imageUrl = portrait, cookie = clientCookie, appointmentId = row.id) =>
    test.gql<{ recordImageShare: Share }>(SHARE, { appointmentId, imageUrl, sharedTo }, { cookie });
  return {
    salon: admin.salon,
    appointmentId: row.id,
    client,
    clientCookie,
    adminCookie,
    portrait,
    view360,
    share,
    record: async () =>
      (
        await test.gql<{ salon: { appointment: { imageShares: Share[] } } }>(
          RECORD,
          { salonId: admin.salon.id, appointmentId: row.id },
          { cookie: adminCookie },
        )
      ).data?.salon.appointment.imageShares,
    stored: () => db().select().from(appointmentImageShares).where(eq(appointmentImageShares.appointmentId, row.id)),
  };
}

describe('a client shares a kept photo of their visit from the portal', () => {
  it('records each share, by the way it went and when, and the salon’s record shows them', async () => {
    const visited = await visit();
    const bySheet = await visited.share('share-sheet');
    expect(bySheet.errors).toBeUndefined();
    expect(bySheet.data?.recordImageShare).toEqual({ sharedTo: 'share-sheet', createdAt: start.toISOString() });
    const later = new Date(start.getTime() + 60_000);
    clock = later;
    try {
      const byDownload = await visited.share('download', visited.view360);
      expect(byDownload.errors).toBeUndefined();
    } finally {
      clock = start;
    }
    expect(await visited.record()).toEqual([
      { sharedTo: 'share-sheet', createdAt: start.toISOString() },
      { sharedTo: 'download', createdAt: later.toISOString() },
    ]);
  });

  it('reaches the salon’s open record by its live stream', async () => {
    const visited = await visit();
    const text = await eventStreamUntil(
      test,
      {
        cookie: visited.adminCookie,
        query: `subscription($salonId: ID!) { appointmentUpdated(salonId: $salonId) { id imageShares { sharedTo } } }`,
        variables: { salonId: visited.salon.id },
      },
      '"sharedTo":"download"',
      () => visited.share('download'),
    );
    expect(text).toContain(`"id":"${visited.appointmentId}"`);
  });

  it('refuses another client of the salon, the salon’s admin, and another salon’s admin and client', async () => {
    const visited = await visit();
    const sameSalonClient = await createUser(db(), { profileRole: 'Client' });
    await grantSalonAccess(db(), sameSalonClient.id, visited.salon.id, { salonClient: true });
    const otherSalon = await createSalonAdmin(db());
    const otherClient = await createUser(db(), { profileRole: 'Client' });
    await grantSalonAccess(db(), otherClient.id, otherSalon.salon.id, { salonClient: true });
    for (const email of [sameSalonClient.email, otherSalon.user.email, otherClient.email]) {
      const refused = await visited.share('share-sheet', visited.portrait, await signInAs(test, email));
      expect(refused.errors?.[0]?.extensions?.code, email).toBe('FORBIDDEN');
      expect(refused.data).toBeNull();
    }
    expect(
      (await visited.share('share-sheet', visited.portrait, visited.adminCookie)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    // Refused before its input is read: a stranger learns nothing, not even that the way is wrong.
    const stranger = await visited.share('instagram', visited.portrait, await signInAs(test, otherClient.email));
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await visited.stored()).toHaveLength(0);
  });

  it('refuses the appointment’s own client once they are no longer a client of its salon', async () => {
    const visited = await visit();
    await db()
      .delete(salonAccess)
      .where(and(eq(salonAccess.userId, visited.client.id), eq(salonAccess.salonId, visited.salon.id)));
    expect((await visited.share('share-sheet')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await visited.stored()).toHaveLength(0);
  });

  it('says what is wrong with a way it does not know, or a photo that is not one the visit keeps', async () => {
    const visited = await visit({ client360ImageUrl: null, client360ImageContentType: null });
    const unknownWay = await visited.share('instagram');
    expect(unknownWay.errors?.[0]).toMatchObject({
      message: imageShareMessages.unknownWay,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The mirror kept no 360 view of this visit.
    const noSuchPhoto = await visited.share('download', visited.view360);
    expect(noSuchPhoto.errors?.[0]).toMatchObject({
      message: imageShareMessages.notThisVisit,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // The client's own photo, but of another visit.
    const otherVisit = await createAppointment(db(), visited.salon.id, {
      clientId: visited.client.id,
      clientSelfieImageUrl: 'e2e/portraits/selfie.svg',
    });
    const otherVisitsPhoto = await visited.share('download', `/photos/appointments/${otherVisit.id}/selfie`);
    expect(otherVisitsPhoto.errors?.[0]?.message).toBe(imageShareMessages.notThisVisit);
    // Any other address is no photo of the visit either, whatever it starts with.
    const elsewhere = await visited.share('download', `${visited.portrait}?size=large`);
    expect(elsewhere.errors?.[0]?.message).toBe(imageShareMessages.notThisVisit);
    expect(await visited.stored()).toHaveLength(0);
  });

  it(`keeps at most ${MAX_IMAGE_SHARES_PER_APPOINTMENT} shares a visit, and says so after`, async () => {
    const visited = await visit();
    await db()
      .insert(appointmentImageShares)
      .values(
        Array.from({ length: MAX_IMAGE_SHARES_PER_APPOINTMENT - 1 }, () => ({
          appointmentId: visited.appointmentId,
          sharedTo: 'download',
        })),
      );
    expect((await visited.share('share-sheet')).errors).toBeUndefined();
    const past = await visited.share('share-sheet');
    expect(past.errors?.[0]).toMatchObject({ message: imageShareMessages.tooMany, extensions: { code: 'CONFLICT' } });
    expect(await visited.stored()).toHaveLength(MAX_IMAGE_SHARES_PER_APPOINTMENT);
  });
});
