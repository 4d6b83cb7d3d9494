import type { Browser, Page } from '@playwright/test';
import { messagingMessages } from '@piiq/domain/messaging';
import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { consolePaths } from '../../src/features/console/urls.ts';
import { messagingUrl } from '../../src/features/messaging/urls.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

const SUPPORT_STAFF = 'support@piiq.demo';
const PHONE = { width: 390, height: 844 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Someone signed in, in a browser of their own, at an address of the app (the terms accepted if asked). */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  address: string,
): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signInByApi(page.request, email, DEMO_PASSWORD);
  await page.goto(address);
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  if (await agree.isVisible().catch(() => false)) await agree.click();
  return page;
}

test.describe('messaging with the support team', () => {
  test('a salon message reaches the support inbox live, the answer reaches the salon live, with Read and the unread count', async ({
    browser,
    baseURL,
  }) => {
    // A journey of several screens and sessions: three times the configured test time.
    test.slow();
    // A salon of its own: no other test has its conversation open to read the answer first.
    const { id: salonId, name: salonName } = fixtureSalons.messaging;
    const ownerPage = await signedInPage(browser, baseURL, fixtureUsers.messaging.email, `/${salonId}/messaging`);
    const stamp = Date.now();
    const question = `Can we get a second wall mount? (${stamp})`;
    const answer = `Yes, it ships on Monday. (${stamp})`;

    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Messaging' })).toBeVisible();
    await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(ownerPage.getByText(messagingMessages.empty)).toBeVisible();
    await expectNoSeriousAxeViolations(ownerPage, 'Messaging');

    const support = await signedInPage(browser, baseURL, SUPPORT_STAFF, '/support-inbox');
    try {
      await expect(support.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
      await support.getByRole('link', { name: new RegExp(`Support - ${salonName}`) }).click();
      const supportThread = support.getByRole('list', { name: 'Messages' });
      await expect(supportThread.getByRole('listitem').first()).toBeVisible();

      // The salon writes; the support team's open thread shows it without a reload.
      await ownerPage.getByLabel('Message', { exact: true }).fill(question);
      await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByText(question)).toBeVisible();
      await expect(supportThread.getByText(question)).toBeVisible();
      // Support has it on screen, so it is read: the salon sees Read under its message.
      await expect(
        ownerPage
          .getByRole('list', { name: 'Messages' })
          .getByRole('listitem')
          .filter({ hasText: question })
          .getByText('Read'),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(support, 'the support inbox');

      // An image goes as a message of its own, and shows on both sides.
      await ownerPage
        .getByLabel('Image to send')
        .setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
      await expect(
        ownerPage.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Image from You' }).last(),
      ).toBeVisible();
      await expect(supportThread.getByRole('img', { name: `Image from ${salonName}` }).last()).toBeVisible();
      await ownerPage
        .getByLabel('Image to send')
        .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
      await expect(ownerPage.getByText('Please choose a JPEG, PNG or WebP image.')).toBeVisible();

      // The salon moves on; the answer counts in its menu until it opens Messaging.
      await ownerPage
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Weekly', exact: true })
        .click();
      // Only once the conversation is off the screen: while it shows, the answer is read as it arrives.
      await expect(ownerPage.getByRole('heading', { level: 1, name: 'Weekly report' })).toBeVisible();
      await support.getByLabel('Message', { exact: true }).fill(answer);
      await support.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(supportThread.getByText(answer)).toBeVisible();
      // The menu's word stays Messaging; the count describes it.
      const messagingLink = ownerPage
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Messaging', exact: true });
      await expect(messagingLink).toHaveAccessibleDescription('1 unread');
      await expect(messagingLink).toContainText('1');
      await messagingLink.click();
      await expect(ownerPage.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
      await expect(messagingLink).toHaveAccessibleDescription('');
    } finally {
      await support.context().close();
      await ownerPage.context().close();
    }
  });

  test('a message from support is announced once to the salon admin on the dashboard, and its banner opens Messages', async ({
    browser,
    baseURL,
  }) => {
    // Two people in two browsers, and the news through the outbox: three times the configured test time.
    test.slow();
    const { id: salonId, name: salonName } = fixtureSalons.messagingNews;
    const admin = await signedInPage(browser, baseURL, fixtureUsers.messagingNews.email, dashboardUrl(salonId));
    const title = 'New message from piiq support';
    const firstLine = `Your wall mount ships today. (${Date.now()})`;
    const support = await signedInPage(browser, baseURL, SUPPORT_STAFF, '/support-inbox');
    try {
      await expect(admin.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      // Every banner that slides in is counted, to show the message is told once.
      await admin.evaluate((told) => {
        const seen: string[] = [];
        Object.assign(window, { bannersSeen: seen });
        new MutationObserver((changes) => {
          for (const change of changes)
            for (const node of change.addedNodes)
              if (node.textContent?.includes(told) && node.parentElement?.getAttribute('role') === 'status')
                seen.push(node.textContent);
        }).observe(document.body, { childList: true, subtree: true });
      }, title);

      await support.getByRole('link', { name: new RegExp(`Support - ${salonName}`) }).click();
      await expect(support.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
      await support.getByLabel('Message', { exact: true }).fill(`${firstLine}\nA spare cable is in the box.`);
      await support.getByRole('button', { name: 'Send', exact: true }).click();

      const banner = admin.getByRole('status').getByRole('button', { name: new RegExp(title) });
      await expect(banner).toBeVisible(ROUND_TRIP);
      // A banner under the pointer stays: it is read before it is clicked.
      await banner.hover();
      await expect(banner).toContainText(firstLine);
      await expect(banner).not.toContainText('A spare cable is in the box.');
      await banner.click();
      await expect(admin).toHaveURL(new RegExp(`${messagingUrl(salonId)}$`));
      await expect(admin.getByRole('list', { name: 'Messages' }).getByText(firstLine)).toBeVisible();
      expect(await admin.evaluate(() => (window as unknown as { bannersSeen: string[] }).bannersSeen)).toHaveLength(1);
    } finally {
      await support.context().close();
      await admin.context().close();
    }
  });

  test('the support inbox is a section of the console and fits a phone, one conversation at a time', async ({
    browser,
    baseURL,
  }) => {
    // Two people in two browsers: three times the configured test time.
    test.slow();
    const { id: salonId, name: salonName } = fixtureSalons.messagingPhone;
    const ownerPage = await signedInPage(browser, baseURL, fixtureUsers.messagingPhone.email, messagingUrl(salonId));
    const support = await signedInPage(browser, baseURL, SUPPORT_STAFF, consolePaths.leads);
    try {
      await ownerPage.getByLabel('Message', { exact: true }).fill(`Is the wall mount in stock? (${Date.now()})`);
      await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(
        ownerPage.getByRole('list', { name: 'Messages' }).getByText('Is the wall mount in stock?'),
      ).toBeVisible();

      await support.setViewportSize(PHONE);
      await support.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Support inbox' }).click();
      await expect(support.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
      await expect(support.getByRole('button', { name: 'Log out' })).toBeVisible();
      const row = support.getByRole('link', { name: new RegExp(`Support - ${salonName}`) });
      const badge = row.getByLabel(/\d+ unread/);
      // Unread first, but other salons' may come before it: down the page is fine, off its side is not.
      await badge.scrollIntoViewIfNeeded();
      await expect(badge).toBeInViewport({ ratio: 1 });
      expect(await support.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The conversation takes the whole width; the list comes back by its own link.
      await row.click();
      const thread = support.getByRole('list', { name: 'Messages' });
      await expect(thread.getByText('Is the wall mount in stock?')).toBeVisible();
      await expect(support.getByRole('list', { name: 'Conversations' })).toBeHidden();
      expect(await support.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await support.getByRole('link', { name: 'Conversations', exact: true }).click();
      await expect(support.getByRole('list', { name: 'Conversations' })).toBeVisible();
      await expect(thread).toBeHidden();

      // Back to the rest of the console from its sections.
      await support.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Salons' }).click();
      await expect(support).toHaveURL(/\/console\/salons$/);
    } finally {
      await support.context().close();
      await ownerPage.context().close();
    }
  });

  test('a salon admin cannot open the support inbox', async ({ ownerPage }) => {
    await ownerPage.goto('/support-inbox');
    // The console's own refusal: the inbox is one of its sections.
    await expect(ownerPage.getByText('Not authorised', { exact: true })).toBeVisible();
  });

  test('a salon without a conversation says so, with the address to write to meanwhile', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.solo.email, DEMO_PASSWORD);
    await page.goto(`/${fixtureSalons.solo.id}/messaging`);
    await expect(page.getByText('No conversation yet')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toBeHidden();
  });
});
