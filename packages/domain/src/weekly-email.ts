import { tz } from '@date-fns/tz';
import { format, set } from 'date-fns';
import { addSalonDays, startOfSalonWeek } from './dates.ts';
import {
  formatPercent,
  formatSalonWeek,
  similarSalonSourceText,
  SIMILAR_SALON_SOURCE_LABELS,
  trend,
  WEEKLY_MEASURE_LABELS,
  WEEKLY_MEASURES,
  weeklyBounds,
  type Kpis,
  type SimilarSalonFigures,
  type Trend,
  type WeeklyMeasure,
} from './kpi.ts';

/**
 * The weekly email (docs/product-tour.md): every Monday at 08:00 in the salon's zone, each
 * admin who has not turned it off gets the weekly report of the week that has just ended.
 *
 * Which weeks: on Monday morning "this week" has barely begun, so the email reports the last whole
 * week (Monday to Sunday) against the whole week before it, in the salon's zone. The weekly page
 * read on the same Monday shows that same last week as its "last week".
 */

/** The hour of Monday, on the salon's clock, the email is due. */
export const WEEKLY_EMAIL_HOUR = 8;

/** The label of the Account Settings switch, quoted by the email so its reader can find it. */
export const WEEKLY_EMAIL_SWITCH_LABEL = 'Email me the weekly report every Monday';

/** The switch's one-line explanation under the section's title. */
export const WEEKLY_EMAIL_EXPLANATION =
  'Last week against the week before, with similar salons’ averages and a tip for each measure, sent to you on Monday at 8 am in the salon’s time zone.';

/** The Monday 00:00 after `now` in the zone: when the salon's week turns (and its cohort period). */
export function nextWeekTurn(now: Date, zone: string): Date {
  return addSalonDays(startOfSalonWeek(now, zone), 7, zone);
}

/** The email's time in the week starting at `monday` (a Monday 00:00 in the zone): 08:00 on that day's clock. */
export function weeklyEmailTime(monday: Date, zone: string): Date {
  return new Date(
    set(monday, { hours: WEEKLY_EMAIL_HOUR, minutes: 0, seconds: 0, milliseconds: 0 }, { in: tz(zone) }).getTime(),
  );
}

/** The next Monday 08:00 in the zone strictly after `now`. */
export function nextWeeklyEmailTime(now: Date, zone: string): Date {
  const thisWeeks = weeklyEmailTime(startOfSalonWeek(now, zone), zone);
  return thisWeeks.getTime() > now.getTime() ? thisWeeks : weeklyEmailTime(nextWeekTurn(now, zone), zone);
}

/**
 * The two whole weeks the email of the week starting at `monday` compares, as the weekly report's
 * bounds: the week before `monday` (reported) and the one before that (compared with).
 */
export function reportedWeeks(monday: Date, zone: string): { reported: Date; before: Date; end: Date } {
  // An instant inside the week that has just ended: the report's "this week" is then that whole week.
  const [before, reported, end] = weeklyBounds(new Date(monday.getTime() - 1), zone);
  return { reported, before, end };
}

/**
 * The one outbox row per admin, salon and week: a second enqueue (a restart, a second instance, a
 * retry) carries the same key and is dropped. The week is the Monday's date on the salon's clock,
 * so a salon that changes zone on a Monday is not emailed again by its new zone's turn.
 */
export function weeklyEmailKey(salonId: string, userId: string, monday: Date, zone: string): string {
  return `weekly-report-email:${salonId}:${userId}:${format(monday, 'yyyy-MM-dd', { in: tz(zone) })}`;
}

export interface WeeklyTip {
  title: string;
  body: string;
}

/** One of a measure's tips, a different one each week in turn, so the email does not repeat itself every Monday. */
export function tipOfTheWeek<Tip>(tips: readonly Tip[], monday: Date): Tip | undefined {
  if (tips.length === 0) return undefined;
  const week = Math.floor(monday.getTime() / (7 * 86_400_000));
  return tips[week % tips.length];
}

export interface WeeklyEmailInput {
  salonName: string;
  zone: string;
  /** Monday 00:00 of the week the email is sent in; the weeks reported are the two before it. */
  monday: Date;
  /** The week just ended and the one before it. */
  reported: Kpis;
  before: Kpis;
  similar: SimilarSalonFigures;
  tips: Partial<Record<WeeklyMeasure, WeeklyTip>>;
  /** The weekly page and the settings page that turns the email off, absolute addresses. */
  weeklyUrl: string;
  settingsUrl: string;
}

const TREND_WORDS: Readonly<Record<Trend, string>> = { UP: 'up from', DOWN: 'down from', SAME: 'the same as' };

function measureValues(measure: WeeklyMeasure, figures: Kpis): number {
  switch (measure) {
    case 'APPOINTMENTS':
      return figures.total;
    case 'RETAIL':
      return figures.retailPercent;
    case 'REBOOK':
      return figures.rebookPercent;
    case 'TREATMENT':
      return figures.treatmentPercent;
  }
}

function similarValue(measure: WeeklyMeasure, similar: SimilarSalonFigures): number | null {
  switch (measure) {
    case 'APPOINTMENTS':
      return null;
    case 'RETAIL':
      return similar.averages.retailPercent;
    case 'REBOOK':
      return similar.averages.rebookPercent;
    case 'TREATMENT':
      return similar.averages.treatmentPercent;
  }
}

/** One measure's line: the arrow in words, as the screen's arrow compares whole numbers shown. */
function measureLine(measure: WeeklyMeasure, input: WeeklyEmailInput): string {
  const show = (value: number) => (measure === 'APPOINTMENTS' ? String(value) : formatPercent(value));
  const reported = show(measureValues(measure, input.reported));
  const before = show(measureValues(measure, input.before));
  // Compared as shown, so "up from 12%" never sits beside two equal-looking figures.
  const direction = trend(Number.parseFloat(reported), Number.parseFloat(before));
  const average = similarValue(measure, input.similar);
  const averageText =
    average === null
      ? ''
      : `; ${SIMILAR_SALON_SOURCE_LABELS[input.similar.source].toLowerCase()} ${formatPercent(average)}`;
  return `${WEEKLY_MEASURE_LABELS[measure]}: ${reported}, ${TREND_WORDS[direction]} ${before} the week before${averageText}`;
}

/** The weekly email's subject and plain text. */
export function weeklyReportEmail(input: WeeklyEmailInput): { subject: string; text: string } {
  const { reported, before } = reportedWeeks(input.monday, input.zone);
  const reportedWeek = formatSalonWeek(reported, input.zone);
  const tipLines = WEEKLY_MEASURES.flatMap((measure) => {
    const tip = input.tips[measure];
    return tip ? ['', `${WEEKLY_MEASURE_LABELS[measure]}: ${tip.title}`, tip.body] : [];
  });
  const lines = [
    `${input.salonName}'s week, ${reportedWeek}, against the week before (${formatSalonWeek(before, input.zone)}):`,
    '',
    ...WEEKLY_MEASURES.map((measure) => measureLine(measure, input)),
    '',
    similarSalonSourceText(input.similar.source, input.similar.salons),
    ...(tipLines.length > 0 ? ['', 'Tips for this week', ...tipLines] : []),
    '',
    `See the weekly report: ${input.weeklyUrl}`,
    '',
    `You get this email as an admin of ${input.salonName}. To stop it, turn off "${WEEKLY_EMAIL_SWITCH_LABEL}" in Account Settings: ${input.settingsUrl}`,
  ];
  return { subject: `${input.salonName}: your weekly report for ${reportedWeek}`, text: lines.join('\n') };
}
