import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import type { appointments } from '../../db/schema/appointments.ts';
import { salonAccess, type salons } from '../../db/schema/salons.ts';
import {
  createAppointment,
  createSalonAdmin,
  createStaffMember,
  createUser,
  grantSalonAccess,
} from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const ASK = `mutation Ask($appointmentId: ID!) {
  requestRebookFromPortal(appointmentId: $appointmentId) {
    id rebookStatus rebookDelay rebookLength rebookNotificationScheduledAt rebookNotificationSentAt rebookedAt
  }
}`;
const RECORD = `query Record($salonId: ID!, $appointmentId: ID!) {
  salon(id: $salonId) { appointment(id: $appointmentId) { rebookStatus rebookNotificationScheduledAt } }
}`;

interface Asked {
  id: string;
  rebookStatus: string;
  rebookDelay: number | null;
  rebookLength: number | null;
  rebookNotificationScheduledAt: string | null;
  rebookNotificationSentAt: string | null;
  rebookedAt: string | null;
}

// Tuesday 10 March 2026, 14:00 in Sydney (AEDT, UTC+11).
const clock = new Date('2026-03-10T03:00:00Z');
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ now: () => clock, env: { SIGN_INS_PER_IP: '200' } });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** A salon's past visit of a client who signed up in its portal, with nothing said of a rebook. */
async function visit(
  salon: Partial<typeof salons.$inferInsert>,
  appointment: Partial<typeof appointments.$inferInsert> = {},
) {
  const admin = await createSalonAdmin(db(), { rebookNotificationDelay: 14, ...salon });
  const stylist = await createStaffMember(db(), admin.salon.id, { name: 'Maya' });
  const client = await createUser(db(), { profileRole: 'Client', name: 'Zoe Client' });
  await grantSalonAccess(db(), client.id, admin.salon.id, { salonClient: true });
  const row = await createAppointment(db(), admin.salon.id, {
    clientId: client.id,
    staffId: stylist.id,
    createdAt: clock,
    ...appointment,
  });
  const clientCookie = await signInAs(test, client.email);
  const adminCookie = await signInAs(test, admin.user.email);
  const ask = (cookie = clientCookie) =>
    test.gql<{ requestRebookFromPortal: Asked }>(ASK, { appointmentId: row.id }, { cookie });
  return {
    salon: admin.salon,
    appointmentId: row.id,
    clientId: client.id,
    adminCookie,
    ask,
    askAsClient: async () => {
      const answer = await ask();
      expect(answer.errors).toBeUndefined();
      return answer.data?.requestRebookFromPortal;
    },
    record: async () =>
      (
        await test.gql<{
          salon: { appointment: { rebookStatus: string; rebookNotificationScheduledAt: string | null } };
        }>(RECORD, { salonId: admin.salon.id, appointmentId: row.id }, { cookie: adminCookie })
      ).data?.salon.appointment,
    reminderRows: () =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'rebookReminder'), sql`${outbox.payload}->>'appointmentId' = ${row.id}`)),
    /** The admins' news of this appointment, as the outbox carries it to their pages. */
    news: async () =>
      (
        await db()
          .select()
          .from(outbox)
          .where(
            and(eq(outbox.kind, 'announcement'), sql`${outbox.payload}->'announcement'->>'appointmentId' = ${row.id}`),
          )
      ).map((delivery) => (delivery.payload as { announcement: { kind: string; body: string } }).announcement),
  };
}

describe('a client asks to rebook from the portal', () => {
  it('schedules the reminder with the salon’s delay when the salon has the setting on, and tells the admins', async () => {
    const asked = await visit({ scheduleRebookReminderOnRequest: true });
    // No suggestion from the stylist: the request still counts, and the salon's 14 days decide the date.
    expect(await asked.askAsClient()).toEqual({
      id: asked.appointmentId,
      rebookStatus: 'SCHEDULED',
      rebookDelay: null,
      rebookLength: 60,
      // 24 March at 10:00 in Sydney.
      rebookNotificationScheduledAt: '2026-03-23T23:00:00.000Z',
      rebookNotificationSentAt: null,
      rebookedAt: null,
    });
    expect(await asked.record()).toEqual({
      rebookStatus: 'SCHEDULED',
      rebookNotificationScheduledAt: '2026-03-23T23:00:00.000Z',
    });
    const rows = await asked.reminderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAt.toISOString()).toBe('2026-03-23T23:00:00.000Z');
    expect(rows[0]?.dedupeKey).toBe(`rebook-reminder:${asked.appointmentId}`);
    expect(await asked.news()).toEqual([
      expect.objectContaining({ kind: 'rebookRequest', body: 'Zoe Client has asked to rebook' }),
    ]);
  });

  it('records the request and tells the admins, but schedules nothing, when the setting is off', async () => {
    const asked = await visit({ scheduleRebookReminderOnRequest: false }, { rebookDelay: 6, rebookLength: 0 });
    expect(await asked.askAsClient()).toMatchObject({
      rebookStatus: 'OPEN',
      rebookDelay: 6,
      rebookLength: 60,
      rebookNotificationScheduledAt: null,
    });
    expect(await asked.record()).toEqual({ rebookStatus: 'OPEN', rebookNotificationScheduledAt: null });
    expect(await asked.reminderRows()).toHaveLength(0);
    expect(await asked.news()).toEqual([
      expect.objectContaining({ kind: 'rebookRequest', body: 'Zoe Client has asked to rebook' }),
    ]);
  });

  it('refuses another client of the same salon, and the salon’s admin, and changes nothing', async () => {
    const asked = await visit({ scheduleRebookReminderOnRequest: true });
    const other = await createUser(db(), { profileRole: 'Client' });
    await grantSalonAccess(db(), other.id, asked.salon.id, { salonClient: true });
    const refused = await asked.ask(await signInAs(test, other.email));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    expect((await asked.ask(asked.adminCookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await asked.record()).toEqual({ rebookStatus: 'N/A', rebookNotificationScheduledAt: null });
    expect(await asked.reminderRows()).toHaveLength(0);
    expect(await asked.news()).toHaveLength(0);
  });

  it('refuses the appointment’s own client once they are no longer a client of its salon', async () => {
    const asked = await visit({ scheduleRebookReminderOnRequest: true });
    await db()
      .delete(salonAccess)
      .where(and(eq(salonAccess.userId, asked.clientId), eq(salonAccess.salonId, asked.salon.id)));
    expect((await asked.ask()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await asked.news()).toHaveLength(0);
  });

  it('asked twice is asked once: one reminder, one piece of news, the same answer', async () => {
    const asked = await visit({ scheduleRebookReminderOnRequest: true });
    const first = await asked.askAsClient();
    const [second, third] = await Promise.all([asked.askAsClient(), asked.askAsClient()]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await asked.reminderRows()).toHaveLength(1);
    expect(await asked.news()).toHaveLength(1);
  });

  it('answers a rebooked or already scheduled appointment as it is', async () => {
    const rebookedAt = new Date('2026-03-09T01:00:00Z');
    const rebooked = await visit({ scheduleRebookReminderOnRequest: true }, { rebookLength: 45, rebookedAt });
    expect(await rebooked.askAsClient()).toMatchObject({
      rebookStatus: 'COMPLETED',
      rebookLength: 45,
      rebookNotificationScheduledAt: null,
      rebookedAt: rebookedAt.toISOString(),
    });
    const scheduledAt = new Date('2026-03-20T23:00:00Z');
    const scheduled = await visit(
      { scheduleRebookReminderOnRequest: true },
      { rebookLength: 45, rebookNotificationScheduledAt: scheduledAt },
    );
    expect(await scheduled.askAsClient()).toMatchObject({
      rebookStatus: 'SCHEDULED',
      rebookNotificationScheduledAt: scheduledAt.toISOString(),
    });
    for (const appointment of [rebooked, scheduled]) {
      expect(await appointment.reminderRows()).toHaveLength(0);
      expect(await appointment.news()).toHaveLength(0);
    }
  });
});
