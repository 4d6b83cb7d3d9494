import { chromium } from '@playwright/test';
import jpeg from 'jpeg-js';
import { BLACK_AND_WHITE, HAIR_COVERED, NO_FACE } from '../../src/features/mirror/hair-colour/photo-checks.ts';
import { renderHead, type HeadSpec } from '../../src/features/mirror/hair-colour/render-head.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { launchOptions } from '../support/browser.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, salonIdByName, test } from '../support/test.ts';
import { FIRST_MEASURE, ROUND_TRIP } from '../support/waits.ts';

// A measure that reads a hat as black hair, or a black-and-white photo at full confidence, is worse
// than none: the stylist stops trusting it. Each of these portraits is refused with what to change,
// at the mirror, through the same upload a mirror without a camera uses.

const HEAD = {
  level: 7,
  tone: 'warm',
  greyShare: 0,
  light: 'daylight',
  hair: 'long',
  width: 720,
  height: 1280,
} as const;

const REFUSED: ReadonlyArray<{ name: string; spec: HeadSpec; seed: number; reason: string }> = [
  { name: 'black and white', spec: { ...HEAD, finish: 'greyscale' }, seed: 40, reason: BLACK_AND_WHITE },
  {
    name: 'a navy cap',
    spec: { ...HEAD, cover: { kind: 'cap', colour: { l: 24, a: 4, b: -26 } } },
    seed: 43,
    reason: HAIR_COVERED,
  },
  // So small the face detector finds no face: its answer asks for the client closer.
  { name: 'a tiny face', spec: { ...HEAD, headScale: 0.28 }, seed: 42, reason: NO_FACE },
];

function jpegOf(spec: HeadSpec, seed: number): Buffer {
  const head = renderHead(spec, seed);
  return Buffer.from(jpeg.encode({ data: head.pixels, width: head.width, height: head.height }, 92).data);
}

test('the mirror refuses a black-and-white portrait, a covered head and a tiny face, saying what to change', async ({
  ownerPage,
  baseURL,
}) => {
  // Pairing, three uploads and the first load of the measure's models.
  test.slow();
  // No camera: the Photos step offers the upload.
  const mirrorBrowser = await chromium.launch(launchOptions);
  const mirrorContext = await mirrorBrowser.newContext({
    viewport: { width: 1080, height: 1920 },
    ...(baseURL ? { baseURL } : {}),
  });
  const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
  const mirrors = new MirrorsSection(ownerPage);
  const code = await mirrors.newPairingCode(salonId);
  const name = `E2E measure refusals mirror ${Date.now()}`;
  try {
    const mirror = new MirrorPage(await mirrorContext.newPage());
    await mirror.startConsultationAsFirstStylist(code, name);
    await mirror.button('Continue without the client').click();
    const steps = mirror.page.getByRole('navigation', { name: 'Consultation steps' });
    for (const [index, portrait] of REFUSED.entries()) {
      await expect(mirror.stepHeading('Photos')).toBeVisible();
      const kept = mirror.page.getByRole('img', { name: 'The selfie kept' });
      const before = index === 0 ? null : await kept.getAttribute('src');
      await mirror.page.getByLabel('Upload a photo: Selfie').setInputFiles({
        name: `${portrait.name}.jpg`,
        mimeType: 'image/jpeg',
        buffer: jpegOf(portrait.spec, portrait.seed),
      });
      await expect(mirror.page.getByRole('heading', { name: 'Selfie — saved' })).toBeVisible(ROUND_TRIP);
      // The new portrait replaced the last one: the measure reads this one.
      if (before) await expect(kept).not.toHaveAttribute('src', before, ROUND_TRIP);
      await mirror.button('Next').click();
      await expect(mirror.stepHeading('Analysis')).toBeVisible();
      await mirror.button('Measure from the portrait').click();
      await expect(mirror.page.getByText(`No suggestion: ${portrait.reason}`), portrait.name).toBeVisible(
        FIRST_MEASURE,
      );
      await expect(mirror.page.getByText(/^(Suggested|Rough guess): /)).toHaveCount(0);
      await steps.getByRole('button', { name: /Photos/ }).click();
    }
  } finally {
    await mirrorContext.close();
    await mirrorBrowser.close();
    await mirrors.unpairByName(salonId, name);
  }
});
