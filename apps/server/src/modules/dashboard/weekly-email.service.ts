import { WEEKLY_MEASURES, type WeeklyMeasure } from '@piiq/domain/kpi';
import { profileAllowsAdmin } from '@piiq/domain/salon-access';
import {
  nextWeekTurn,
  tipOfTheWeek,
  weeklyEmailKey,
  weeklyEmailTime,
  weeklyReportEmail,
  type WeeklyTip,
} from '@piiq/domain/weekly-email';
import type { Database } from '../../db/client.ts';
import { enqueueOutbox, type OutboxItem, type OutboxPayloads } from '../../jobs/outbox.ts';
import type { AuthReads, UserRow } from '../auth/auth.reads.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type { SalonsService } from '../salons/salons.service.ts';
import type { DashboardService } from './dashboard.service.ts';

type WeekPayload = OutboxPayloads['weekTurn'];

/**
 * The weekly email and the Monday work around it, as scheduled outbox rows (decision 020): each zone
 * with salons has a `weekTurn` row due at its Monday 00:00, which computes the new period's
 * similar-salon cohorts, schedules the zone's `weeklyReportEmails` for 08:00 and the next turns. Every
 * row carries a dedupe key, so a restart, a retry or a second instance never makes a second one.
 */
export function createWeeklyEmailService(deps: {
  db: Database;
  dashboard: Pick<DashboardService, 'weeklyReport' | 'similarSalons' | 'weeklyTips' | 'refreshSimilarSalons'>;
  salons: Pick<SalonsReads, 'timeZonesInUse' | 'salonsInZone' | 'weeklyEmailRecipientIds' | 'accessOf'>;
  salonSettings: Pick<SalonsService, 'setWeeklyReportEmail'>;
  users: Pick<AuthReads, 'findUserById'>;
  /** Where the email's links point. */
  publicUrl: string;
  now: () => Date;
}) {
  const { db, dashboard, salons } = deps;

  /** The next week turn of every zone in use after `after`; rows already scheduled stay as they are. Answers how many were new. */
  async function scheduleWeekTurns(after: Date): Promise<number> {
    const zones = await salons.timeZonesInUse();
    const turns: OutboxItem[] = zones.map((timeZone) => {
      const monday = nextWeekTurn(after, timeZone).toISOString();
      return {
        kind: 'weekTurn',
        payload: { timeZone, monday },
        runAt: new Date(monday),
        dedupeKey: `week-turn:${timeZone}:${monday}`,
      };
    });
    return (await enqueueOutbox(db, turns)).length;
  }

  /** A job that runs a little early by this server's clock (the database's decides it is due) still acts for its own week. */
  const notBefore = (monday: Date) => new Date(Math.max(deps.now().getTime(), monday.getTime()));

  return {
    /**
     * At start: a zone whose next turn is not scheduled yet (the first start, or a zone's first salon
     * since the last turn) gets it. A salon in a new zone is picked up here or at the next turn of
     * any zone.
     */
    scheduleWeekTurns: () => scheduleWeekTurns(deps.now()),

    /** The outbox's `weekTurn`: cohorts first (the emails read them), then the 08:00 emails, then next week. */
    async turnWeek(payload: WeekPayload): Promise<void> {
      const monday = new Date(payload.monday);
      const at = notBefore(monday);
      await dashboard.refreshSimilarSalons(payload.timeZone, at);
      const emailsAt = weeklyEmailTime(monday, payload.timeZone);
      await enqueueOutbox(db, {
        kind: 'weeklyReportEmails',
        payload,
        runAt: emailsAt,
        dedupeKey: `weekly-report-emails:${payload.timeZone}:${payload.monday}`,
      });
      await scheduleWeekTurns(at);
    },

    /**
     * The outbox's `weeklyReportEmails`: for each salon of the zone, the week just ended against the
     * one before, emailed to each admin who wants it. Salon by salon, each salon's emails in one
     * insert; a retry after a failure half-way re-enqueues only what is missing.
     */
    async sendWeeklyReports(payload: WeekPayload): Promise<number> {
      const monday = new Date(payload.monday);
      const [zoneSalons, tips] = await Promise.all([salons.salonsInZone(payload.timeZone), dashboard.weeklyTips()]);
      const tipsOf = (measure: WeeklyMeasure) =>
        tipOfTheWeek(
          tips.filter((tip) => tip.measure === measure),
          monday,
        );
      const weekTips: Partial<Record<WeeklyMeasure, WeeklyTip>> = Object.fromEntries(
        WEEKLY_MEASURES.flatMap((measure) => {
          const tip = tipsOf(measure);
          return tip ? [[measure, { title: tip.title, body: tip.body }]] : [];
        }),
      );
      let enqueued = 0;
      for (const salon of zoneSalons) {
        const recipientIds = await salons.weeklyEmailRecipientIds(salon.id);
        const found = await Promise.all(recipientIds.map((id) => deps.users.findUserById(id)));
        // A Role=Client profile may not administer (salon-access.ts), whatever its flag says.
        const users = found.filter(
          (user): user is UserRow => user !== undefined && profileAllowsAdmin(user.profileRole ?? null),
        );
        if (users.length === 0) continue;
        // An instant of the week just ended: the report's "this week" is then that whole week.
        const [report, similar] = await Promise.all([
          dashboard.weeklyReport(salon, new Date(monday.getTime() - 1)),
          dashboard.similarSalons(salon),
        ]);
        const email = weeklyReportEmail({
          salonName: salon.name,
          zone: salon.timeZone,
          monday,
          reported: report.thisWeek,
          before: report.lastWeek,
          similar,
          tips: weekTips,
          weeklyUrl: `${deps.publicUrl}/${salon.id}/weekly`,
          settingsUrl: `${deps.publicUrl}/${salon.id}/settings/account`,
        });
        const ids = await enqueueOutbox(
          db,
          users.map((user) => ({
            kind: 'email',
            payload: { to: user.email, ...email },
            dedupeKey: weeklyEmailKey(salon.id, user.id, monday, salon.timeZone),
          })),
        );
        enqueued += ids.length;
      }
      return enqueued;
    },

    /** The viewer's own choice for the salon; an admin who never chose gets the email. */
    async weeklyReportEmail(userId: string, salonId: string): Promise<boolean> {
      return (await salons.accessOf(userId, salonId))?.weeklyReportEmail ?? false;
    },

    /** Turns the viewer's weekly email for the salon on or off; answers the setting now stored. */
    async setWeeklyReportEmail(userId: string, salonId: string, on: boolean): Promise<boolean> {
      return (await deps.salonSettings.setWeeklyReportEmail(userId, salonId, on)) ? on : false;
    },
  };
}

export type WeeklyEmailService = ReturnType<typeof createWeeklyEmailService>;
