import type { Browser, Page } from '@playwright/test';
import { messagingMessages } from '@piiq/domain/messaging';
import { DEMO_PASSWORD, demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, signInByApi, test } from '../support/test.ts';

const SUPPORT_STAFF = 'support@piiq.demo';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The provider's support team, signed in in a browser of its own. */
async function supportPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
  await page.goto('/support-inbox');
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  if (await agree.isVisible().catch(() => false)) await agree.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  return page;
}

test.describe('messaging with the support team', () => {
  test('a salon message reaches the support inbox live, the answer reaches the salon live, with Read and the unread count', async ({ ownerPage, browser, baseURL }) => {
    test.setTimeout(90_000);
    const salonName = demoOwner.salons[0];
    const salonId = await salonIdByName(ownerPage.request, salonName);
    const stamp = Date.now();
    const question = `Can we get a second wall mount? (${stamp})`;
    const answer = `Yes, it ships on Monday. (${stamp})`;

    await ownerPage.goto(`/${salonId}/messaging`);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();
    await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(ownerPage.getByText(messagingMessages.empty)).toBeVisible();
    await expectNoSeriousAxeViolations(ownerPage, 'Messaging');

    const support = await supportPage(browser, baseURL);
    try {
      await support.getByRole('link', { name: new RegExp(`Support - ${salonName}`) }).click();
      const supportThread = support.getByRole('list', { name: 'Messages' });
      await expect(supportThread.getByRole('listitem').first()).toBeVisible();

      // The salon writes; the support team's open thread shows it without a reload.
      await ownerPage.getByLabel('Message', { exact: true }).fill(question);
      await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
      await expect(supportThread.getByText(question)).toBeVisible();
      // Support has it on screen, so it is read: the salon sees Read under its message.
      await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: question }).getByText('Read')).toBeVisible();
      await expectNoSeriousAxeViolations(support, 'the support inbox');

      // An image goes as a message of its own, and shows on both sides.
      await ownerPage.getByLabel('Image to send').setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
      await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Image from You' }).last()).toBeVisible();
      await expect(supportThread.getByRole('img', { name: `Image from ${salonName}` }).last()).toBeVisible();
      await ownerPage.getByLabel('Image to send').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
      await expect(ownerPage.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();

      // The salon moves on; the answer counts in its menu until it opens Messaging.
      await ownerPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Weekly/ }).click();
      await support.getByLabel('Message', { exact: true }).fill(answer);
      await support.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(supportThread.getByText(answer)).toBeVisible();
      const messagingLink = ownerPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Messaging/ });
      await expect(messagingLink.getByLabel('1 unread')).toBeVisible();
      await messagingLink.click();
      await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
      await expect(messagingLink.getByLabel(/unread/)).toBeHidden();
    } finally {
      await support.context().close();
    }
  });

  test('a salon admin cannot open the support inbox', async ({ ownerPage }) => {
    await ownerPage.goto('/support-inbox');
    await expect(ownerPage.getByRole('alert')).toContainText('Not authorised');
  });
});
