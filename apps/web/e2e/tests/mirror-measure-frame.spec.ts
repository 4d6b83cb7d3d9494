import type { Page } from '@playwright/test';
import { HAIR_COLOUR_MEASURE_PATH } from '@piiq/domain/hair-colour-measure-address';
import { renderHead } from '../../src/features/mirror/hair-colour/render-head.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { launchWithPortraitCamera } from '../support/fake-camera.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, salonIdByName, test } from '../support/test.ts';
import { FIRST_MEASURE, ROUND_TRIP } from '../support/waits.ts';

// The hair-colour measure needs eval, which no page of the app may run: it runs in a sandboxed frame
// of its own (decision 059). The mirror measures at every address that shows it, and nothing that
// runs beside the measure can reach the app's storage.

/** The portrait of mirror-touch.spec.ts: the same head the hair-colour benchmark measures second. */
const PORTRAIT = { level: 6, tone: 'warm', greyShare: 10, light: 'daylight', width: 720, height: 1280 } as const;
const PORTRAIT_SEED = 2;

/** What a script in the page's frame of the measure can see of the app: its origin, storage and cookies. */
function reachOf(page: Page) {
  const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === HAIR_COLOUR_MEASURE_PATH);
  if (!frame) throw new Error(`No frame of ${HAIR_COLOUR_MEASURE_PATH} on the page.`);
  return frame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return String(read());
      } catch {
        return 'refused';
      }
    };
    return {
      origin: window.origin,
      storage: attempt(() => localStorage.getItem('piiq.mirror.credential')),
      cookies: attempt(() => document.cookie),
    };
  });
}

test.describe('the hair-colour measure in a frame of its own', () => {
  test('measures the same portrait at /mirror, /mirror/ and /MIRROR, no page allowing eval, the frame reaching nothing of the app', async ({
    ownerPage,
    baseURL,
  }, testInfo) => {
    // Pairing, the photo, and three loads of the measure's models, one a page.
    test.slow();
    const mirrorBrowser = await launchWithPortraitCamera(testInfo, renderHead(PORTRAIT, PORTRAIT_SEED));
    const mirrorContext = await mirrorBrowser.newContext({
      viewport: { width: 768, height: 1024 },
      ...(baseURL ? { baseURL } : {}),
    });
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const mirrors = new MirrorsSection(ownerPage);
    const code = await mirrors.newPairingCode(salonId);
    const name = `E2E measure frame mirror ${Date.now()}`;
    try {
      const mirror = new MirrorPage(await mirrorContext.newPage());
      await mirror.startConsultationAsFirstStylist(code, name);
      await mirror.button('Continue without the client').click();
      await mirror.keepSelfieAndOpenAnalysis();

      // Each address loads the page afresh: the consultation resumes at Analysis with the kept portrait.
      const suggestions: string[] = [];
      for (const address of ['/mirror', '/mirror/', '/MIRROR']) {
        const response = await mirror.page.goto(address);
        expect(response?.headers()['content-security-policy'], `${address}'s policy`).not.toMatch(/eval/);
        await expect(mirror.stepHeading('Analysis')).toBeVisible(ROUND_TRIP);
        await mirror.button('Measure from the portrait').click();
        // A suggestion, or the reason for none: a measure that cannot start says so at once.
        const answer = mirror.page.getByText(/^(Suggested|Rough guess|No suggestion): /);
        await expect(answer).toBeVisible(FIRST_MEASURE);
        const text = (await answer.textContent()) ?? '';
        // The portrait read, shown as far as the measure trusts it (decision 077): a suggestion, a rough
        // guess, or none when too unsure of the photo; never a measure that could not start.
        expect(text, `the measure at ${address}`).toMatch(
          /^((Suggested|Rough guess): Level \d+ \(.+\), \w+, \d+% grey — confidence |No suggestion: the measure is too unsure)/,
        );
        suggestions.push(text);
      }
      expect(new Set(suggestions).size, `the same portrait read alike: ${suggestions.join(' | ')}`).toBe(1);

      // A script in the frame, where eval is allowed, has no origin: no storage, no cookies of the app.
      expect(await reachOf(mirror.page)).toEqual({ origin: 'null', storage: 'refused', cookies: 'refused' });
      // Opened on its own, outside the mirror page, the frame's document is sandboxed just the same.
      const alone = await mirrorContext.newPage();
      await alone.goto(HAIR_COLOUR_MEASURE_PATH);
      expect(await alone.evaluate(() => window.origin)).toBe('null');
      await alone.close();
    } finally {
      await mirrorContext.close();
      await mirrorBrowser.close();
      await mirrors.unpairByName(salonId, name);
    }
  });
});
