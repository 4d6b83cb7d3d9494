import { START_UP_GUIDE_PATH } from '@piiq/domain/resources';
import type { ShippedVideo } from '@piiq/domain/videos';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';
import { expectVideoPlaysWithCaptions } from '../support/videos.ts';

test.describe('Help and resources', () => {
  test('shows the videos playing with captions, support, app and guide, and copies a texting template to the clipboard', async ({
    ownerPage,
  }) => {
    await ownerPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    await ownerPage.goto(`/${salonId}/resources`);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Help and resources' })).toBeVisible();
    const videos = ownerPage.getByRole('region', { name: 'Videos' }).locator('video');
    const help: ShippedVideo[] = [
      'welcome',
      'mirror-consultation',
      'recommending-and-rebooking',
      'pair-your-mirror',
      'follow-up-an-order',
      'set-up-retail',
    ];
    await expect(videos).toHaveCount(help.length);
    for (const [i, name] of help.entries()) {
      await expectVideoPlaysWithCaptions(videos.nth(i), name, `help video ${i + 1}`);
    }
    await expect(ownerPage.getByRole('link', { name: 'Technical support' })).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:1300975707');
    await expect(ownerPage.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: 'Download the start-up guide' })).toHaveAttribute(
      'href',
      START_UP_GUIDE_PATH,
    );
    await expectNoSeriousAxeViolations(ownerPage, 'Help and resources');

    // The guide is a real PDF.
    const guide = await ownerPage.request.get(START_UP_GUIDE_PATH);
    expect(guide.headers()['content-type']).toBe('application/pdf');
    expect((await guide.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await ownerPage.getByRole('button', { name: 'Texting client templates' }).click();
    const firstTemplate = ownerPage.getByRole('button', { name: /^Copy / }).first();
    await expect(firstTemplate).toBeVisible();
    const template = ownerPage.locator('li').filter({ has: firstTemplate }).first();
    const text = (await template.locator('p').last().innerText()).trim();
    await firstTemplate.click();
    await expect(firstTemplate).toHaveText('Copied');
    expect(await ownerPage.evaluate(() => navigator.clipboard.readText())).toBe(text);

    await ownerPage.getByRole('button', { name: 'Social posting caption ideas and hashtags' }).click();
    await expect(
      ownerPage.getByRole('region', { name: 'Social posting caption ideas and hashtags' }).getByText(/#\w+/).first(),
    ).toBeVisible();
  });
});
