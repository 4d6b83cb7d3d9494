import { formatSalonWeek } from '@piiq/domain/kpi';
import { nextWeekTurn, reportedWeeks, weeklyEmailTime } from '@piiq/domain/weekly-email';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarSalonPeriods, weeklyTips } from '../../db/schema/dashboard.ts';
import { mailboxMessages } from '../../db/schema/mailbox.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { createAppointment, createUser, grantSalonAccess } from '../../test/factories.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const SETTING = /* GraphQL */ `
  query WeeklyEmailSetting($salonId: ID!) {
    salon(id: $salonId) {
      weeklyReportEmail
    }
  }
`;
const SET_SETTING = /* GraphQL */ `
  mutation SetWeeklyEmail($salonId: ID!, $on: Boolean!) {
    setWeeklyReportEmail(salonId: $salonId, on: $on)
  }
`;

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const DAY_MS = 86_400_000;
// A Monday a year from today: the database's clock, which decides what is due, reaches none of the
// rows scheduled here, so only those the test makes due run (and the chain of turns stops there).
const monday = nextWeekTurn(new Date(Date.now() + 365 * DAY_MS), SYDNEY);
let clock = new Date(monday.getTime() - 2 * DAY_MS);
let test: TestServer;
const db = () => test.server.database.db;

beforeAll(async () => {
  test = await startTestServer({ now: () => clock });
});
afterAll(() => test.close());

async function drainOutbox() {
  while ((await test.server.outboxWorker.runOnce()) > 0);
}

/** What the worker would do at that time: the rows of that kind (and zone) become due now. */
async function makeDue(kind: string, timeZone: string) {
  await db()
    .update(outbox)
    .set({ runAt: sql`now()` })
    .where(and(eq(outbox.kind, kind), eq(outbox.status, 'PENDING'), sql`${outbox.payload}->>'timeZone' = ${timeZone}`));
}

const rowsOf = (kind: string) => db().select().from(outbox).where(eq(outbox.kind, kind));
const mailTo = (email: string) => db().select().from(mailboxMessages).where(eq(mailboxMessages.to, email));

async function salonWithAdmins() {
  const owner = await signedInSalonAdmin(test, { timeZone: SYDNEY, name: 'Hair by Sam' });
  const partner = await createUser(test.server.database.db);
  await grantSalonAccess(db(), partner.id, owner.salon.id, { salonAdmin: true });
  const client = await createUser(db(), { profileRole: 'Client' });
  await grantSalonAccess(db(), client.id, owner.salon.id, { salonClient: true });
  return { ...owner, partner, partnerCookie: await signInAs(test, partner.email), client };
}

describe('the weekly email setting', () => {
  it('is on for an admin until they turn it off, and on again', async () => {
    const { salon, cookie } = await salonWithAdmins();
    const read = async () =>
      (await test.gql<{ salon: { weeklyReportEmail: boolean } }>(SETTING, { salonId: salon.id }, { cookie })).data
        ?.salon.weeklyReportEmail;
    expect(await read()).toBe(true);
    expect((await test.gql(SET_SETTING, { salonId: salon.id, on: false }, { cookie })).data).toEqual({
      setWeeklyReportEmail: false,
    });
    expect(await read()).toBe(false);
    expect((await test.gql(SET_SETTING, { salonId: salon.id, on: true }, { cookie })).data).toEqual({
      setWeeklyReportEmail: true,
    });
    expect(await read()).toBe(true);
  });

  it('refuses another salon’s admin, and a guest', async () => {
    const { salon } = await salonWithAdmins();
    const other = await signedInSalonAdmin(test, { timeZone: PERTH });
    const refused = await test.gql(SET_SETTING, { salonId: salon.id, on: false }, { cookie: other.cookie });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(SETTING, { salonId: salon.id }, { cookie: other.cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(SET_SETTING, { salonId: salon.id, on: false }))).toBe('UNAUTHENTICATED');
  });
});

describe('the Monday job', () => {
  it('computes the cohorts at the week turn, then emails each admin who wants it once, whoever runs it again', async () => {
    const { salon, cookie, user, partner, partnerCookie, client } = await salonWithAdmins();
    const perth = await signedInSalonAdmin(test, { timeZone: PERTH });
    await test.gql(SET_SETTING, { salonId: salon.id, on: false }, { cookie: partnerCookie });
    await db()
      .insert(weeklyTips)
      .values({ measure: 'RETAIL', title: 'Show, then tell', body: 'Put the product in the client’s hands.' });
    const { reported, before } = reportedWeeks(monday, SYDNEY);
    // Last week three sessions (one rebooked, one treated), the week before two; one this week, which the email leaves out.
    for (const [at, rebooked, treatment] of [
      [reported.getTime() + DAY_MS, true, 'scalp'],
      [reported.getTime() + 2 * DAY_MS, false, null],
      [reported.getTime() + 3 * DAY_MS, false, null],
      [before.getTime() + DAY_MS, false, null],
      [before.getTime() + 2 * DAY_MS, false, null],
      [monday.getTime() + 60_000, false, null],
    ] as const) {
      const createdAt = new Date(at);
      await createAppointment(db(), salon.id, { createdAt, rebookedAt: rebooked ? createdAt : null, treatment });
    }

    // The start schedules each zone's next turn; a second start (or instance) adds nothing.
    await test.server.services.weeklyEmail.scheduleWeekTurns();
    expect(await test.server.services.weeklyEmail.scheduleWeekTurns()).toBe(0);
    const turns = await rowsOf('weekTurn');
    expect(turns.map((row) => [row.payload, row.runAt]).sort()).toEqual(
      [
        [{ timeZone: PERTH, monday: nextWeekTurn(clock, PERTH).toISOString() }, nextWeekTurn(clock, PERTH)],
        [{ timeZone: SYDNEY, monday: monday.toISOString() }, monday],
      ].sort(),
    );

    // Monday 00:00 in Sydney: the cohorts of the new period are stored before anyone asks.
    clock = new Date(monday.getTime() + 1_000);
    expect(await db().select().from(similarSalonPeriods).where(eq(similarSalonPeriods.periodEnd, monday))).toHaveLength(
      0,
    );
    await makeDue('weekTurn', SYDNEY);
    await drainOutbox();
    expect(await db().select().from(similarSalonPeriods).where(eq(similarSalonPeriods.periodEnd, monday))).toHaveLength(
      1,
    );
    const emailJobs = await rowsOf('weeklyReportEmails');
    expect(emailJobs).toHaveLength(1);
    expect(emailJobs[0]?.runAt).toEqual(weeklyEmailTime(monday, SYDNEY));
    const nextSydney = new Date(monday.getTime() + 7 * DAY_MS).toISOString();
    expect((await rowsOf('weekTurn')).map((row) => row.payload)).toContainEqual({
      timeZone: SYDNEY,
      monday: nextSydney,
    });
    expect(
      (await rowsOf('weekTurn')).filter((row) => (row.payload as { timeZone: string }).timeZone === PERTH),
    ).toHaveLength(1);
    // The same turn delivered again (a lease that ran out, a second instance) schedules nothing more.
    await test.server.services.weeklyEmail.turnWeek({ timeZone: SYDNEY, monday: monday.toISOString() });
    expect(await rowsOf('weeklyReportEmails')).toHaveLength(1);
    expect(await rowsOf('weekTurn')).toHaveLength(3);

    // Monday 08:00: the owner's email; the partner turned it off, the client is no admin, Perth's Monday has not come.
    clock = new Date(weeklyEmailTime(monday, SYDNEY).getTime() + 1_000);
    await makeDue('weeklyReportEmails', SYDNEY);
    await drainOutbox();
    const mail = await mailTo(user.email);
    expect(mail).toHaveLength(1);
    expect(await mailTo(partner.email)).toHaveLength(0);
    expect(await mailTo(client.email)).toHaveLength(0);
    expect(await mailTo(perth.user.email)).toHaveLength(0);
    const week = formatSalonWeek(reported, SYDNEY);
    expect(mail[0]?.subject).toBe(`Hair by Sam: your weekly report for ${week}`);
    expect(mail[0]?.text).toContain(`against the week before (${formatSalonWeek(before, SYDNEY)})`);
    expect(mail[0]?.text).toContain('Total appointments: 3, up from 2 the week before');
    expect(mail[0]?.text).toMatch(/Rebook %: 33%, up from 0% the week before; \w+ \w+ 45%/);
    expect(mail[0]?.text).toContain('Compared with the industry figures');
    expect(mail[0]?.text).toContain('Retail %: Show, then tell');
    expect(mail[0]?.text).toContain(`See the weekly report: ${test.config.publicUrl}/${salon.id}/weekly`);

    // A restart or a second instance running the same Monday's emails, even side by side, sends none again.
    const again = await Promise.all([
      test.server.services.weeklyEmail.sendWeeklyReports({ timeZone: SYDNEY, monday: monday.toISOString() }),
      test.server.services.weeklyEmail.sendWeeklyReports({ timeZone: SYDNEY, monday: monday.toISOString() }),
    ]);
    expect(again).toEqual([0, 0]);
    await drainOutbox();
    expect(await mailTo(user.email)).toHaveLength(1);

    // Turned off later, the next Monday's email is not queued.
    await test.gql(SET_SETTING, { salonId: salon.id, on: false }, { cookie });
    const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
    clock = new Date(weeklyEmailTime(nextMonday, SYDNEY).getTime() + 1_000);
    await test.server.services.weeklyEmail.sendWeeklyReports({ timeZone: SYDNEY, monday: nextMonday.toISOString() });
    await drainOutbox();
    expect(await mailTo(user.email)).toHaveLength(1);
  });
});
