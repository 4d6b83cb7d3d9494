import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatDay } from '@piiq/domain/dates';
import { REMINDER_DAY_LABEL } from '@piiq/domain/rebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxMessages } from '../../db/schema/mailbox.ts';
import { outbox } from '../../db/schema/outbox.ts';
import type { salons } from '../../db/schema/salons.ts';
import { createMirrorDevice, createSalonAdmin, createStaffMember, createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const CREATE_SESSION = `mutation Create($staffId: ID!) { createMirrorSession(staffId: $staffId) { id appointment { id } } }`;
const START_SESSION = `mutation Start($id: ID!, $input: StartSessionInput!) { startSession(id: $id, input: $input) { id } }`;
const REQUEST_REBOOK = `mutation Rebook($sessionId: ID!, $rebookDelay: Int!, $rebookLength: Int!) {
  requestRebook(sessionId: $sessionId, rebookDelay: $rebookDelay, rebookLength: $rebookLength) { id }
}`;
const REBOOK = (call: string) => `mutation Rebook($id: ID!) { ${call}(input: { id: $id }) { id rebookStatus } }`;
const RECORD = `query Record($salonId: ID!, $appointmentId: ID!) {
  salon(id: $salonId) { appointment(id: $appointmentId) { rebookStatus rebookNotificationScheduledAt rebookNotificationSentAt } }
}`;
const SETTING = `query Setting($salonId: ID!) { salon(id: $salonId) { scheduleRebookReminderOnRequest } }`;
const UPDATE_SETTING = `mutation Update($id: ID!, $on: Boolean) {
  updateSalon(id: $id, input: { scheduleRebookReminderOnRequest: $on }) { id }
}`;

interface Record {
  rebookStatus: string;
  rebookNotificationScheduledAt: string | null;
  rebookNotificationSentAt: string | null;
}

// Tuesday 10 March 2026, 14:00 in Sydney (AEDT, UTC+11); each test may move it.
let clock = new Date('2026-03-10T03:00:00Z');
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ now: () => clock, env: { SIGN_INS_PER_IP: '200' } });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/** Delivers everything due: the database's clock is today's, past every reminder here. */
async function drainOutbox() {
  while ((await test.server.outboxWorker.runOnce()) > 0);
}

/** A salon with a paired mirror and its admin signed in, and a consultation its client has joined from the portal. */
async function consultation(salon: Partial<typeof salons.$inferInsert>) {
  const admin = await createSalonAdmin(db(), { rebookNotificationMessage: 'Your colour is due a refresh.', ...salon });
  const adminCookie = await signInAs(test, admin.user.email);
  const credential = randomBytes(32).toString('base64url');
  await createMirrorDevice(db(), admin.salon.id, {
    credentialHash: createHash('sha256').update(credential).digest('hex'),
  });
  const mirror = { authorization: `Bearer ${credential}` };
  const stylist = await createStaffMember(db(), admin.salon.id, { name: 'Maya' });
  const client = await createUser(db(), { profileRole: 'Client', name: 'Zoe Client' });
  const opened = await test.gql<{ createMirrorSession: { id: string; appointment: { id: string } } }>(
    CREATE_SESSION,
    { staffId: stylist.id },
    { headers: mirror },
  );
  const session = opened.data?.createMirrorSession;
  if (!session) throw new Error(`no session: ${JSON.stringify(opened.errors)}`);
  const joined = await test.gql(
    START_SESSION,
    { id: session.id, input: { devicePlatform: 'ANDROID', deviceToken: 'placeholder' } },
    { cookie: await signInAs(test, client.email) },
  );
  expect(joined.errors).toBeUndefined();
  const appointmentId = session.appointment.id;
  return {
    salon: admin.salon,
    client,
    adminCookie,
    appointmentId,
    /** Weeks until the next visit as the stylist sets them at the mirror; 0 sets none. */
    requestRebook: async (rebookDelay = 0, rebookLength = 60) => {
      const answer = await test.gql(
        REQUEST_REBOOK,
        { sessionId: session.id, rebookDelay, rebookLength },
        { headers: mirror },
      );
      expect(answer.errors).toBeUndefined();
    },
    record: async () => {
      const answer = await test.gql<{ salon: { appointment: Record } }>(
        RECORD,
        { salonId: admin.salon.id, appointmentId },
        { cookie: adminCookie },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.salon.appointment;
    },
    act: (call: string) => test.gql(REBOOK(call), { id: appointmentId }, { cookie: adminCookie }),
    reminderRows: () =>
      db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'rebookReminder'), sql`${outbox.payload}->>'appointmentId' = ${appointmentId}`)),
    mailTo: () => db().select().from(mailboxMessages).where(eq(mailboxMessages.to, client.email)),
  };
}

describe('a rebook request schedules the reminder when the salon asks for it', () => {
  it('schedules it from the mirror’s request at 10:00 on the due day, the record shows it, and it is sent once', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const visit = await consultation({ rebookNotificationDelay: 14, scheduleRebookReminderOnRequest: true });
    await visit.requestRebook();

    // 24 March at 10:00 in Sydney, still daylight saving.
    expect(await visit.record()).toEqual({
      rebookStatus: 'SCHEDULED',
      rebookNotificationScheduledAt: '2026-03-23T23:00:00.000Z',
      rebookNotificationSentAt: null,
    });
    const rows = await visit.reminderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAt.toISOString()).toBe('2026-03-23T23:00:00.000Z');
    expect(rows[0]?.dedupeKey).toBe(`rebook-reminder:${visit.appointmentId}`);

    await drainOutbox();
    const mail = await visit.mailTo();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('Your colour is due a refresh.');
    expect((await visit.record())?.rebookNotificationSentAt).toBe(clock.toISOString());
    // Sent: the record's buttons are closed, and a second delivery of the same reminder sends nothing.
    expect((await visit.act('disableAppointmentReminder')).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await test.server.services.appointments.sendRebookReminder({
      appointmentId: visit.appointmentId,
      scheduledAt: '2026-03-23T23:00:00.000Z',
    });
    await drainOutbox();
    expect(await visit.mailTo()).toHaveLength(1);
  });

  it('schedules nothing when the salon has it off: the admin’s Setup Reminder still does', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const visit = await consultation({ rebookNotificationDelay: 14, scheduleRebookReminderOnRequest: false });
    await visit.requestRebook();
    expect(await visit.record()).toMatchObject({ rebookStatus: 'OPEN', rebookNotificationScheduledAt: null });
    expect(await visit.reminderRows()).toHaveLength(0);

    // Setup Reminder schedules by the same rule.
    await visit.act('enableAppointmentReminder');
    expect(await visit.record()).toMatchObject({
      rebookStatus: 'SCHEDULED',
      rebookNotificationScheduledAt: '2026-03-23T23:00:00.000Z',
    });
  });

  it('schedules nothing for a visit already scheduled or rebooked', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const scheduled = await consultation({ rebookNotificationDelay: 7, scheduleRebookReminderOnRequest: true });
    await scheduled.requestRebook();
    const first = await scheduled.record();
    await scheduled.requestRebook(0, 45);
    expect(await scheduled.record()).toEqual(first);
    expect(await scheduled.reminderRows()).toHaveLength(1);

    const rebooked = await consultation({ rebookNotificationDelay: 7, scheduleRebookReminderOnRequest: true });
    // The client booked at the desk before the stylist sent the request.
    expect((await rebooked.act('setAppointmentRebooked')).errors).toBeUndefined();
    await rebooked.requestRebook();
    expect(await rebooked.record()).toMatchObject({ rebookStatus: 'COMPLETED', rebookNotificationScheduledAt: null });
    expect(await rebooked.reminderRows()).toHaveLength(0);
  });

  it('keeps one reminder row per appointment: removed and set up again, it is still sent once', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const visit = await consultation({ rebookNotificationDelay: 7, scheduleRebookReminderOnRequest: true });
    await visit.requestRebook();
    expect((await visit.act('disableAppointmentReminder')).errors).toBeUndefined();
    expect((await visit.record())?.rebookStatus).toBe('OPEN');
    // The removed reminder falls due first and sends nothing.
    await drainOutbox();
    expect(await visit.mailTo()).toHaveLength(0);

    // Set up again the next day: the one row moves to the new time, pending again.
    clock = new Date('2026-03-11T03:00:00Z');
    expect((await visit.act('enableAppointmentReminder')).errors).toBeUndefined();
    const rows = await visit.reminderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(rows[0]?.runAt.toISOString()).toBe('2026-03-16T23:00:00.000Z');

    await drainOutbox();
    await Promise.all([
      test.server.services.appointments.sendRebookReminder({
        appointmentId: visit.appointmentId,
        scheduledAt: '2026-03-16T23:00:00.000Z',
      }),
      test.server.services.appointments.sendRebookReminder({
        appointmentId: visit.appointmentId,
        scheduledAt: '2026-03-16T23:00:00.000Z',
      }),
    ]);
    await drainOutbox();
    expect(await visit.mailTo()).toHaveLength(1);
    expect(await visit.record()).toMatchObject({
      rebookStatus: 'SCHEDULED',
      rebookNotificationSentAt: clock.toISOString(),
    });
  });

  it('never schedules a reminder at night in the salon’s zone', async () => {
    // 23:30 on Tuesday 10 March in Auckland (NZDT, UTC+13): "on the day" has passed, and it is night.
    clock = new Date('2026-03-10T10:30:00Z');
    const late = await consultation({
      timeZone: 'Pacific/Auckland',
      rebookNotificationDelay: 0,
      scheduleRebookReminderOnRequest: true,
    });
    await late.requestRebook();
    // 10:00 on Wednesday 11 March in Auckland.
    expect((await late.record())?.rebookNotificationScheduledAt).toBe('2026-03-10T21:00:00.000Z');

    // 15:00 in Perth (AWST, UTC+8): within the hours, so at once.
    clock = new Date('2026-03-10T07:00:00Z');
    const afternoon = await consultation({
      timeZone: 'Australia/Perth',
      rebookNotificationDelay: 0,
      scheduleRebookReminderOnRequest: true,
    });
    await afternoon.requestRebook();
    expect((await afternoon.record())?.rebookNotificationScheduledAt).toBe(clock.toISOString());
  });
});

describe('the stylist’s interval decides when the reminder is due', () => {
  it('counts the weeks the stylist set from the visit, even with the salon’s delay at 0', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const visit = await consultation({ rebookNotificationDelay: 0, scheduleRebookReminderOnRequest: true });
    await visit.requestRebook(6, 60);

    // 10:00 on Tuesday 21 April in Sydney (AEST, UTC+10): six weeks after the visit, not now.
    expect(await visit.record()).toEqual({
      rebookStatus: 'SCHEDULED',
      rebookNotificationScheduledAt: '2026-04-21T00:00:00.000Z',
      rebookNotificationSentAt: null,
    });
    const rows = await visit.reminderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAt.toISOString()).toBe('2026-04-21T00:00:00.000Z');
    expect(rows[0]?.payload).toMatchObject({ scheduledAt: '2026-04-21T00:00:00.000Z' });
  });

  it('falls back to the salon’s delay when the stylist set no interval', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const visit = await consultation({ rebookNotificationDelay: 14, scheduleRebookReminderOnRequest: false });
    await visit.requestRebook(0, 45);
    expect((await visit.act('enableAppointmentReminder')).errors).toBeUndefined();
    expect((await visit.record())?.rebookNotificationScheduledAt).toBe('2026-03-23T23:00:00.000Z');
  });

  it('moves the scheduled reminder when the stylist changes the interval', async () => {
    clock = new Date('2026-03-10T03:00:00Z');
    const visit = await consultation({ rebookNotificationDelay: 0, scheduleRebookReminderOnRequest: true });
    await visit.requestRebook(6, 60);

    // Changed at the mirror later that day: the one row moves to eight weeks after the visit.
    clock = new Date('2026-03-10T05:00:00Z');
    await visit.requestRebook(8, 45);
    // 10:00 on Tuesday 5 May in Sydney.
    expect((await visit.record())?.rebookNotificationScheduledAt).toBe('2026-05-05T00:00:00.000Z');
    const rows = await visit.reminderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(rows[0]?.runAt.toISOString()).toBe('2026-05-05T00:00:00.000Z');
    expect(rows[0]?.payload).toMatchObject({ scheduledAt: '2026-05-05T00:00:00.000Z' });
  });

  it('emails the day the record shows; in development the reminder can be sent today to see it', async () => {
    // Today, so that six weeks on is still ahead of the database's clock.
    clock = new Date();
    const visit = await consultation({ rebookNotificationDelay: 0, scheduleRebookReminderOnRequest: true });
    await visit.requestRebook(6, 60);
    const scheduledAt = (await visit.record())?.rebookNotificationScheduledAt;
    expect(scheduledAt).toBeTruthy();
    await drainOutbox();
    expect(await visit.mailTo()).toHaveLength(0);

    const sendNow = (remoteAddress?: string) =>
      test.server.app.inject({
        method: 'POST',
        url: `/dev/appointments/${visit.appointmentId}/send-rebook-reminder`,
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    expect((await sendNow('192.168.1.20')).statusCode).toBe(403);
    expect((await sendNow()).statusCode).toBe(202);
    await drainOutbox();
    const mail = await visit.mailTo();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(
      `${REMINDER_DAY_LABEL} ${formatDay(new Date(scheduledAt ?? ''), visit.salon.timeZone)}.`,
    );
    // Sent on its scheduled day's terms: the record keeps that day and closes the rebook buttons.
    expect(await visit.record()).toEqual({
      rebookStatus: 'SCHEDULED',
      rebookNotificationScheduledAt: scheduledAt,
      rebookNotificationSentAt: clock.toISOString(),
    });
    // Nothing waits any more, and an address that is no appointment finds none.
    expect((await sendNow()).statusCode).toBe(404);
    const unknown = await test.server.app.inject({
      method: 'POST',
      url: '/dev/appointments/nope/send-rebook-reminder',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the salon’s setting', () => {
  it('is read and changed by the salon’s admins only', async () => {
    const visit = await consultation({ scheduleRebookReminderOnRequest: true });
    const read = async (cookie: string) =>
      test.gql<{ salon: { scheduleRebookReminderOnRequest: boolean } | null }>(
        SETTING,
        { salonId: visit.salon.id },
        { cookie },
      );
    expect((await read(visit.adminCookie)).data?.salon?.scheduleRebookReminderOnRequest).toBe(true);

    expect(
      (await test.gql(UPDATE_SETTING, { id: visit.salon.id, on: false }, { cookie: visit.adminCookie })).errors,
    ).toBeUndefined();
    expect((await read(visit.adminCookie)).data?.salon?.scheduleRebookReminderOnRequest).toBe(false);
    // Absent leaves it as it is.
    await test.gql(UPDATE_SETTING, { id: visit.salon.id }, { cookie: visit.adminCookie });
    expect((await read(visit.adminCookie)).data?.salon?.scheduleRebookReminderOnRequest).toBe(false);

    const clientCookie = await signInAs(test, visit.client.email);
    expect((await read(clientCookie)).data?.salon?.scheduleRebookReminderOnRequest).toBeUndefined();
    const refused = await test.gql(UPDATE_SETTING, { id: visit.salon.id, on: true }, { cookie: clientCookie });
    expect(refused.errors).toBeDefined();
    expect((await read(visit.adminCookie)).data?.salon?.scheduleRebookReminderOnRequest).toBe(false);
  });
});
