import { formatPercent, formatSalonWeek, TREND_LABELS, WEEKLY_MEASURE_LABELS, type Trend } from '@piiq/domain/kpi';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import { WeeklyPage } from '../pages/weekly-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  graphqlCall,
  salonIdByName,
  signInByApi,
  test,
} from '../support/test.ts';

const MEASURES = Object.values(WEEKLY_MEASURE_LABELS);
const SHARES = [WEEKLY_MEASURE_LABELS.RETAIL, WEEKLY_MEASURE_LABELS.REBOOK, WEEKLY_MEASURE_LABELS.TREATMENT];

interface WeeklyAnswer {
  salon: {
    timeZone: string;
    weeklyReport: {
      thisWeekStart: string;
      lastWeekStart: string;
      thisWeek: { totalAppointments: number; retailPercent: number };
      trends: { totalAppointments: Trend; retail: Trend; rebook: Trend; treatment: Trend };
    };
  };
}

/** The server's own answer, to check that the screen shows what it says whatever the seeded week holds. */
async function weeklyAnswer(page: WeeklyPage, salonId: string): Promise<WeeklyAnswer['salon']> {
  const answer = await graphqlCall<WeeklyAnswer>(
    page.page.request,
    `query ($salonId: ID!) { salon(id: $salonId) { timeZone weeklyReport {
      thisWeekStart lastWeekStart thisWeek { totalAppointments retailPercent } trends { totalAppointments retail rebook treatment } } } }`,
    { salonId },
  );
  return answer.salon;
}

test.describe('weekly report', () => {
  test('this week against last week for the four measures, each with its arrow and the industry averages', async ({
    ownerPage,
  }) => {
    const bondi = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const weekly = new WeeklyPage(ownerPage);
    await weekly.goto(bondi);
    await expect(weekly.heading).toBeVisible();
    const server = await weeklyAnswer(weekly, bondi);
    const { weeklyReport: report, timeZone } = server;

    await expect(weekly.week('This week')).toHaveText(formatSalonWeek(new Date(report.thisWeekStart), timeZone));
    await expect(weekly.week('Last week')).toHaveText(formatSalonWeek(new Date(report.lastWeekStart), timeZone));
    for (const measure of MEASURES) {
      await expect(weekly.figure(measure, 'This week')).toBeVisible();
      await expect(weekly.figure(measure, 'Last week')).toBeVisible();
    }
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.APPOINTMENTS, 'This week')).toContainText(
      String(report.thisWeek.totalAppointments),
    );
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.RETAIL, 'This week')).toContainText(
      formatPercent(report.thisWeek.retailPercent),
    );

    const arrows: Record<string, Trend> = {
      [WEEKLY_MEASURE_LABELS.APPOINTMENTS]: report.trends.totalAppointments,
      [WEEKLY_MEASURE_LABELS.RETAIL]: report.trends.retail,
      [WEEKLY_MEASURE_LABELS.REBOOK]: report.trends.rebook,
      [WEEKLY_MEASURE_LABELS.TREATMENT]: report.trends.treatment,
    };
    for (const [measure, trend] of Object.entries(arrows)) {
      await expect(weekly.arrow(measure)).toHaveAccessibleName(TREND_LABELS[trend]);
    }

    // The demo has far fewer than 20 similar salons, so the product's fixed figures stand beside the shares.
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.RETAIL, 'Industry average')).toHaveText('12%');
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.REBOOK, 'Industry average')).toHaveText('45%');
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.TREATMENT, 'Industry average')).toHaveText('4%');
    await expect(weekly.measure(WEEKLY_MEASURE_LABELS.APPOINTMENTS).getByRole('term')).toHaveText([
      'This week',
      'Last week',
    ]);
    const comparison = weekly.measure('Industry average');
    await expect(comparison).toContainText('Compared with the industry figures');
    await expect(comparison).toContainText('retail 12%, rebook 45%, treatment 4%');
    await expect(comparison).toContainText('Similar salons are salons on the same plan');
    await expectNoSeriousAxeViolations(ownerPage, 'the weekly report');
  });

  test('each measure’s tips open and close from the keyboard', async ({ ownerPage }) => {
    const bondi = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const weekly = new WeeklyPage(ownerPage);
    await weekly.goto(bondi);
    for (const measure of MEASURES) {
      await expect(weekly.tipsToggle(measure)).toHaveAttribute('aria-expanded', 'false');
      await expect(weekly.tips(measure)).toBeHidden();
    }
    const retail = weekly.tipsToggle(WEEKLY_MEASURE_LABELS.RETAIL);
    await retail.focus();
    await ownerPage.keyboard.press('Enter');
    await expect(retail).toHaveAttribute('aria-expanded', 'true');
    const tips = weekly.tips(WEEKLY_MEASURE_LABELS.RETAIL);
    await expect(tips.getByRole('heading', { name: 'Recommend from the analysis, not the shelf' })).toBeVisible();
    await expect(tips).toContainText('Go through the scores on the mirror first');
    await expectNoSeriousAxeViolations(ownerPage, 'the weekly report with tips open');
    await ownerPage.keyboard.press('Space');
    await expect(retail).toHaveAttribute('aria-expanded', 'false');
    await expect(tips).toBeHidden();

    await weekly.tipsToggle(WEEKLY_MEASURE_LABELS.TREATMENT).click();
    await expect(
      weekly.tips(WEEKLY_MEASURE_LABELS.TREATMENT).getByRole('heading', { name: 'Let the scores make the case' }),
    ).toBeVisible();
  });

  test('a salon without appointments shows zeros and what fills them, not an error', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.solo.email, DEMO_PASSWORD);
    const weekly = new WeeklyPage(page);
    await weekly.goto(fixtureSalons.solo.id);
    await expect(page.getByText('No mirror sessions this week or last week yet.', { exact: false })).toBeVisible();
    // This week's figure is read with its arrow's name after it: "0 Same as last week".
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.APPOINTMENTS, 'This week')).toHaveText(/^0(?!\d)/);
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.APPOINTMENTS, 'Last week')).toHaveText('0');
    for (const measure of SHARES) {
      await expect(weekly.figure(measure, 'This week')).toHaveText(/^0%/);
      await expect(weekly.figure(measure, 'Last week')).toHaveText('0%');
      await expect(weekly.arrow(measure)).toHaveAccessibleName(TREND_LABELS.SAME);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('reads on a phone, 390 px wide, without scrolling sideways', async ({ ownerPage }) => {
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    const bondi = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const weekly = new WeeklyPage(ownerPage);
    await weekly.goto(bondi);
    await expect(weekly.figure(WEEKLY_MEASURE_LABELS.TREATMENT, 'Industry average')).toBeVisible();
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(ownerPage, 'the weekly report at 390 px');
  });

  test('someone who is only a client of the salon is told they are not its admin', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.clientOnly.email, DEMO_PASSWORD);
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await new WeeklyPage(page).goto(bondi);
    await expect(page.getByText(NOT_SALON_ADMIN_MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: WEEKLY_MEASURE_LABELS.RETAIL })).toHaveCount(0);
  });
});
