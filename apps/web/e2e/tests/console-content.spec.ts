import { contentMessages } from '@piiq/domain/content';
import { TermsPage } from '../pages/terms-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureTerms, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';

const SUPPORT_STAFF = 'support@piiq.demo';

test.describe('the console’s content', () => {
  test('publishing the next terms version asks a user who accepted the last one again at their next visit, and the audit log shows it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const reader = fixtureUsers.termsRepublished;
    // The reader's browser reads the fixture locale's terms, which they accepted: the app opens.
    const readerContext = await browser.newContext({ locale: fixtureTerms.locale, ...(baseURL ? { baseURL } : {}) });
    try {
      await signInByApi(readerContext.request, reader.email, DEMO_PASSWORD);
      const readerPage = await readerContext.newPage();
      await readerPage.goto('/');
      const readerTerms = new TermsPage(readerPage);
      await expect(readerPage.getByRole('row').filter({ hasText: demoOwner.salons[0] })).toBeVisible();
      await expect(readerTerms.agree).toHaveCount(0);

      await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
      await page.goto('/console');
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Content' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
      const versions = page.getByRole('table', { name: 'Terms of service versions' });
      const newest = versions.getByRole('row').filter({ hasText: fixtureTerms.locale }).first();
      await expect(newest).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'the console’s terms');
      const current = Number(await newest.getByRole('cell').nth(1).innerText());

      await newest.getByRole('button', { name: `New version of the ${fixtureTerms.locale} terms` }).click();
      const dialog = page.getByRole('dialog', { name: `New version of the ${fixtureTerms.locale} terms` });
      await expect(dialog.getByLabel('Terms (HTML)', { exact: true })).toHaveValue(
        `<p>Conditions ${fixtureTerms.locale}, version ${current}.</p>`,
      );
      await dialog.getByLabel('Locale', { exact: true }).fill('french');
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(dialog.getByText(contentMessages.locale)).toBeVisible();
      await dialog.getByLabel('Locale', { exact: true }).fill(fixtureTerms.locale);
      await dialog
        .getByLabel('Terms (HTML)', { exact: true })
        .fill(
          '<h2 onclick="window.clicked = true">Nouvelles conditions</h2><p>Lisez-les.</p><script>window.injected = true</script>',
        );
      await dialog.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = dialog.getByRole('region', { name: 'Terms (HTML) preview' });
      await expect(preview.getByRole('heading', { name: 'Nouvelles conditions' })).toBeVisible();
      await expect(preview.locator('script')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(dialog).toBeHidden();
      const next = current + 1;
      await expect(
        page.getByText(`Version ${next} of the ${fixtureTerms.locale} terms is published.`, { exact: false }),
      ).toBeVisible();
      await expect(
        versions.getByRole('row').filter({ hasText: fixtureTerms.locale }).first().getByRole('cell').nth(1),
      ).toHaveText(String(next));

      // The reader's next visit: the new version is asked for, stored without its script.
      await readerPage.reload();
      await expect(readerTerms.agree).toBeVisible();
      await expect(readerPage.getByRole('heading', { name: 'Nouvelles conditions' })).toBeVisible();
      expect(await readerPage.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      await readerTerms.agree.click();
      await expect(readerPage.getByRole('row').filter({ hasText: demoOwner.salons[0] })).toBeVisible();
      await readerPage.reload();
      await expect(readerPage.getByRole('row').filter({ hasText: demoOwner.salons[0] })).toBeVisible();
      await expect(readerTerms.agree).toHaveCount(0);
    } finally {
      await readerContext.close();
    }

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Content' });
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await expect(
      entries.filter({ hasText: 'content.terms.publish' }).filter({ hasText: SUPPORT_STAFF }).first(),
    ).toBeVisible();
  });

  test('an academy video is added after a bad image address is named, renamed, deleted after a confirmation, and each write is logged', async ({
    page,
  }) => {
    const name = 'E2E Blow-dry masterclass';
    await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
    await page.goto('/console/content/academy');
    const videos = page.getByRole('table', { name: 'Academy videos' });
    await expect(videos).toBeVisible();
    await page.getByRole('button', { name: 'New video', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New video' });
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Video address', { exact: true }).fill('https://videos.example.com/blow-dry.mp4');
    await dialog.getByLabel('Position', { exact: true }).fill('9999');
    await dialog.getByLabel('Transcript (HTML)', { exact: true }).fill('<p>Dry in sections.</p>');
    await dialog.getByLabel('Images', { exact: true }).fill('https://cdn.example/one.jpg\nnot an address');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText(contentMessages.address)).toBeVisible();
    await expect(dialog.getByText(contentMessages.videoUrl)).toBeVisible();
    await dialog.getByLabel('Images', { exact: true }).fill('https://cdn.example/one.jpg');
    // A page address copied from Vimeo is kept as its player's.
    await dialog.getByLabel('Video address', { exact: true }).fill('https://vimeo.com/76979871');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = videos.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('https://player.vimeo.com/video/76979871');
    await expectNoSeriousAxeViolations(page, 'the console’s academy');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(editor.getByLabel('Images', { exact: true })).toHaveValue('https://cdn.example/one.jpg');
    await expect(editor.getByLabel('Video address', { exact: true })).toHaveValue(
      'https://player.vimeo.com/video/76979871',
    );
    await editor.getByLabel('Name', { exact: true }).fill(`${name} (2026)`);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor).toBeHidden();
    const renamed = videos.getByRole('row').filter({ hasText: `${name} (2026)` });
    await renamed.getByRole('button', { name: `Delete ${name} (2026)` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name} (2026)?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(videos.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.goto('/console/audit');
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Content' });
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    for (const action of ['content.academy.create', 'content.academy.update', 'content.academy.delete']) {
      await expect(entries.filter({ hasText: action }).filter({ hasText: SUPPORT_STAFF }).first()).toBeVisible();
    }
  });
});
