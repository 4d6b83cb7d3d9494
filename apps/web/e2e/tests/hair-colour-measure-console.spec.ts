import { MONTH_ABBREVIATIONS } from '@piiq/domain/dates';
import { renderHead } from '../../src/features/mirror/hair-colour/render-head.ts';
import { HAIR_COLOUR_MEASURE_VERSION } from '../../src/features/mirror/hair-colour/reading.ts';
import { HairColourMeasureConsole } from '../pages/hair-colour-measure-console.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { launchWithPortraitCamera } from '../support/fake-camera.ts';
import { DEMO_PASSWORD, demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, signInByApi, test } from '../support/test.ts';
import { FIRST_MEASURE, ROUND_TRIP } from '../support/waits.ts';

// The mirror measures a painted portrait, the stylist corrects the tone and saves the analysis; the
// provider's console then counts that reading, in all, by month and measure version, and in the
// band of the measure's confidence. Other tests may save readings meanwhile: the figures are read
// before and after, and only this reading's part of the change is required.

/** The portrait of mirror-measure-frame.spec.ts, which the measure reads as a suggestion. */
const PORTRAIT = { level: 6, tone: 'warm', greyShare: 10, light: 'daylight', width: 720, height: 1280 } as const;
const PORTRAIT_SEED = 2;
const SUPPORT_STAFF = 'support@piiq.demo';
const BANDS = { Suggested: 'Confident', 'Rough guess': 'Rough guess', 'No suggestion': 'Unsure' } as const;

/** '70% (35 of 50)' as its counts; '—' (no readings) as none. */
function counts(text: string | null | undefined): { agreed: number; of: number } {
  const match = /\((\d+) of (\d+)\)$/.exec(text ?? '');
  return { agreed: Number(match?.[1] ?? 0), of: Number(match?.[2] ?? 0) };
}

test.describe('the console’s figures of the hair-colour measure', () => {
  test('a stylist’s correction at the mirror is counted by the console, by month and measure version and by confidence band', async ({
    ownerPage,
    browser,
    baseURL,
  }, testInfo) => {
    // Pairing, the photo, the first measure loading its models, and a second browser for the console.
    test.slow();
    const consoleContext = await browser.newContext(baseURL ? { baseURL } : {});
    const figures = new HairColourMeasureConsole(await consoleContext.newPage());
    await signInByApi(figures.page.request, SUPPORT_STAFF, DEMO_PASSWORD);
    await figures.goto();
    await expect(figures.heading).toBeVisible(ROUND_TRIP);
    await expect(figures.page.getByText(/^(No readings yet|Readings kept)$/)).toBeVisible(ROUND_TRIP);
    const readingsBefore = Number((await figures.figure('Readings kept')) ?? 0);
    const toneBefore = counts(await figures.figure('Tone agreed'));

    const mirrorBrowser = await launchWithPortraitCamera(testInfo, renderHead(PORTRAIT, PORTRAIT_SEED));
    const mirrorContext = await mirrorBrowser.newContext({
      viewport: { width: 768, height: 1024 },
      ...(baseURL ? { baseURL } : {}),
    });
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const mirrors = new MirrorsSection(ownerPage);
    const code = await mirrors.newPairingCode(salonId);
    const name = `E2E measure figures mirror ${Date.now()}`;
    let band: (typeof BANDS)[keyof typeof BANDS];
    try {
      const mirror = new MirrorPage(await mirrorContext.newPage());
      await mirror.startConsultationAsFirstStylist(code, name);
      await mirror.button('Continue without the client').click();
      await mirror.keepSelfieAndOpenAnalysis();

      await mirror.button('Measure from the portrait').click();
      const answer = mirror.page.getByText(/^(Suggested|Rough guess|No suggestion): /);
      await expect(answer).toBeVisible(FIRST_MEASURE);
      const text = (await answer.textContent()) ?? '';
      const shown = /^(Suggested|Rough guess|No suggestion): /.exec(text)?.[1] as keyof typeof BANDS;
      band = BANDS[shown];
      const hairColour = mirror.page.getByRole('region', { name: 'Hair colour' });
      if (shown === 'No suggestion') {
        // Only a suggestion too unsure to show is kept: a reading with none has nothing to compare.
        expect(text).toBe(
          'No suggestion: the measure is too unsure of this photo to suggest a colour. Enter the colour by hand.',
        );
        await hairColour.getByRole('group', { name: 'Level' }).getByRole('button', { name: /^6 / }).click();
      } else {
        expect(text).toMatch(/^(Suggested|Rough guess): Level \d+ \(.+\), \w+, \d+% grey — confidence \d+%$/);
        await mirror.button('Confirm the suggestion').click();
      }
      // The stylist sees another tone than the measure's: a tone the measure did not suggest.
      const suggestedTone = /, (warm|neutral|cool), /.exec(text)?.[1];
      const corrected = suggestedTone === 'cool' ? 'Warm' : 'Cool';
      await hairColour.getByRole('button', { name: corrected, exact: true }).click();
      await mirror.button('Save analysis').click();
      await expect(mirror.stepHeading('Treatment')).toBeVisible(ROUND_TRIP);
    } finally {
      await mirrorContext.close();
      await mirrorBrowser.close();
      await mirrors.unpairByName(salonId, name);
    }

    await figures.page.reload();
    await expect(figures.heading).toBeVisible(ROUND_TRIP);
    await expect
      .poll(async () => Number((await figures.figure('Readings kept')) ?? 0), ROUND_TRIP)
      .toBeGreaterThanOrEqual(readingsBefore + 1);
    // Whatever the measure suggested, this reading's tone was corrected: one more disagreement.
    const toneAfter = counts(await figures.figure('Tone agreed'));
    expect(toneAfter.of - toneAfter.agreed).toBeGreaterThanOrEqual(toneBefore.of - toneBefore.agreed + 1);
    expect(Number(await figures.figure('Salons'))).toBeGreaterThanOrEqual(1);

    const now = new Date();
    const month = `${MONTH_ABBREVIATIONS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
    await expect(
      figures.page
        .getByRole('table', { name: 'By month and measure version' })
        .getByRole('row')
        .filter({ hasText: month })
        .filter({ hasText: HAIR_COLOUR_MEASURE_VERSION }),
    ).toHaveCount(1);

    const bandRow = await figures.row('By confidence band', band);
    expect(bandRow, `the ${band} band`).not.toBeNull();
    expect(Number(bandRow?.[1])).toBeGreaterThanOrEqual(1);
    for (const label of ['Confident', 'Rough guess', 'Unsure']) {
      expect(await figures.row('By confidence band', label), label).not.toBeNull();
    }
    await expectNoSeriousAxeViolations(figures.page, 'the console’s hair colour measure');
    await consoleContext.close();
  });
});
