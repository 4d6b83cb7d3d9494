import { readFile } from 'node:fs/promises';
import { imageShareWords } from '@piiq/domain/image-shares';
import { portalAppointmentUrl } from '../../src/features/portal/urls.ts';
import { AppointmentsPage } from '../pages/appointments-page.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** The fixture client of the share salon (e2e/support/seed-fixtures.ts), whose one visit kept a portrait and a 360 view. */
const CLIENT = 'sasha.share.e704@clients.piiq.test';
const salon = fixtureSalons.portalShare;
const appointmentId = salon.appointments[0].id;
const PHONE = { width: 390, height: 844 };

/** What the stubbed share sheet was handed, kept on the page for the test to read. */
interface ShareSheetLog {
  piiqShareCalls: number;
  piiqShared: Array<{
    name: string;
    type: string;
    size: number;
    start: string;
    title?: string | undefined;
    text?: string | undefined;
  }>;
}

// The portal is designed for a phone first (docs/product-rules.md, Look and feel).
test.use({ viewport: PHONE });

test('a client shares kept photos by the share sheet and by download, and the salon’s open record shows both', async ({
  page,
  browser,
}, testInfo) => {
  // Three browser contexts, each loading its screens cold: twice the configured test time and more.
  test.slow();
  const baseURL = testInfo.project.use.baseURL;
  const owner = await browser.newContext(baseURL ? { baseURL, viewport: { width: 1280, height: 800 } } : {});
  const otherPhone = await browser.newContext(baseURL ? { baseURL, viewport: PHONE } : {});
  try {
    // The salon's admin has the visit's record open before the client shares anything.
    const admin = await owner.newPage();
    await signInByApi(admin.request, fixtureUsers.portalShare.email, DEMO_PASSWORD);
    const record = new AppointmentsPage(admin);
    await record.openRecord(salon.id, appointmentId);
    const sharedImages = record.recordSection('Shared images');
    await expect(sharedImages.getByText('The client has shared no images of this session.')).toBeVisible();

    // A phone whose browser shares files (Web Share level 2); the client cancels its first share sheet.
    await page.addInitScript(() => {
      const log = window as unknown as Window & ShareSheetLog;
      log.piiqShareCalls = 0;
      log.piiqShared = [];
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data?: ShareData) =>
          (data?.files ?? []).length > 0 && (data?.files ?? []).every((file) => file.type.startsWith('image/')),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          log.piiqShareCalls += 1;
          if (log.piiqShareCalls === 1) throw new DOMException('Share canceled', 'AbortError');
          for (const file of data.files ?? []) {
            const start = new TextDecoder().decode((await file.arrayBuffer()).slice(0, 200));
            log.piiqShared.push({
              name: file.name,
              type: file.type,
              size: file.size,
              start,
              title: data.title,
              text: data.text,
            });
          }
        },
      });
    });
    await signInByApi(page.request, CLIENT, DEMO_PASSWORD);
    await page.goto(portalAppointmentUrl(appointmentId, null));
    const portal = new PortalPage(page);
    await expect(portal.detailsHeading).toBeVisible();
    await portal.shareButton('portrait').click();
    const sheetDialog = portal.shareDialog('portrait');
    await expect(sheetDialog.getByLabel(imageShareWords.caption, { exact: true })).toHaveValue(
      salon.defaultSocialMediaMessage,
    );
    const share = sheetDialog.getByRole('button', { name: imageShareWords.share, exact: true });
    await expect(share).toBeEnabled();
    await expectNoSeriousAxeViolations(page, 'the portal’s share dialog with the share sheet');

    await share.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as ShareSheetLog).piiqShareCalls)).toBe(1);
    await expect(share).toBeEnabled();
    await expect(sheetDialog.getByRole('alert')).toHaveCount(0);
    await expect(sheetDialog.getByRole('status')).toHaveText('');

    await share.click();
    await expect(sheetDialog.getByText(imageShareWords.shared, { exact: true })).toBeVisible();
    const sent = await page.evaluate(() => (window as unknown as ShareSheetLog).piiqShared);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      name: 'portrait.svg',
      type: 'image/svg+xml',
      title: salon.name,
      text: salon.defaultSocialMediaMessage,
    });
    expect(sent[0]?.size).toBeGreaterThan(0);
    expect(sent[0]?.start).toContain('<svg');
    await expect(sharedImages.getByRole('listitem')).toHaveText([/^Shared from their phone, /], ROUND_TRIP);

    // Another phone, whose browser cannot share files: the photo downloads, and the caption is copied.
    const fallback = await otherPhone.newPage();
    await fallback.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await otherPhone.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInByApi(fallback.request, CLIENT, DEMO_PASSWORD);
    await fallback.goto(portalAppointmentUrl(appointmentId, null));
    const portalWithout = new PortalPage(fallback);
    await expect(portalWithout.detailsHeading).toBeVisible(ROUND_TRIP);
    // By keyboard, as much as by touch.
    await portalWithout.shareButton('360 view').press('Enter');
    const downloadDialog = portalWithout.shareDialog('360 view');
    const download = downloadDialog.getByRole('button', { name: imageShareWords.download, exact: true });
    await expect(download).toBeVisible();
    await expect(downloadDialog.getByRole('button', { name: imageShareWords.share, exact: true })).toHaveCount(0);
    await expectNoSeriousAxeViolations(fallback, 'the portal’s share dialog with the download');

    const [file] = await Promise.all([fallback.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('360-view.svg');
    expect((await readFile(await file.path())).toString('utf8')).toContain('<svg');
    await expect(downloadDialog.getByText(imageShareWords.downloaded, { exact: true })).toBeVisible();
    const copy = downloadDialog.getByRole('button', { name: 'Copy caption', exact: true });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await fallback.evaluate(() => navigator.clipboard.readText())).toBe(salon.defaultSocialMediaMessage);
    await fallback.keyboard.press('Escape');
    await expect(downloadDialog).toBeHidden();

    // The cancelled share sheet left nothing behind: two shares, as each went.
    await expect(sharedImages.getByRole('listitem')).toHaveText(
      [/^Shared from their phone, /, /^Downloaded to share, /],
      ROUND_TRIP,
    );
  } finally {
    await owner.close();
    await otherPhone.close();
  }
});
