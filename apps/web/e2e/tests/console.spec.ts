import { createServer, type Server } from 'node:http';
import { consoleSubscriptionMessages } from '@piiq/domain/console-subscription';
import { leadMessages } from '@piiq/domain/leads';
import { downloadCsv } from '../support/csv.ts';
import {
  COMING_SOON_BRAND,
  DEAD_DELIVERY_RECEIVER_PORT,
  DEMO_PASSWORD,
  fixtureDeadDelivery,
  fixtureLead,
  fixtureSalons,
  fixtureUsers,
} from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, graphqlCall, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

const SUPPORT_STAFF = 'support@piiq.demo';

test.describe('the provider console', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
  });

  test('the provider’s staff land in it, follow a lead up, download the leads, and the audit log shows who changed what', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/console\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the console’s leads');

    await page.getByLabel('Search leads', { exact: true }).fill('Leadbetter');
    const row = page.getByRole('row').filter({ hasText: fixtureLead.email });
    await expect(row).toHaveCount(1);
    await expect(page).toHaveURL(/search=Leadbetter/);
    await row.getByRole('button', { name: `Edit ${fixtureLead.name}` }).click();
    const dialog = page.getByRole('dialog', { name: fixtureLead.name });
    await dialog.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
    await dialog.getByLabel('Notes', { exact: true }).fill('Called Tuesday: wants a demo at the Bondi salon.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Contacted');
    await expect(row).toContainText('Called Tuesday: wants a demo at the Bondi salon.');

    // Someone else saves the lead meanwhile: this browser's save over it is refused, and their change shows.
    await row.getByRole('button', { name: `Edit ${fixtureLead.name}` }).click();
    const { leads } = await graphqlCall<{ leads: { items: Array<{ id: string; version: number }> } }>(
      page.request,
      'query { leads(search: "Leadbetter") { items { id version } } }',
    );
    const lead = leads.items[0];
    await graphqlCall(
      page.request,
      'mutation($id: ID!, $version: Int!) { updateLead(id: $id, input: { status: CONVERTED, notes: "Signed up", version: $version }) { id } }',
      {
        id: lead?.id,
        version: lead?.version,
      },
    );
    await dialog.getByLabel('Notes', { exact: true }).fill('My later note');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(leadMessages.changedElsewhere);
    await expect(dialog.getByLabel('Notes', { exact: true })).toHaveValue('Signed up');
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('CONVERTED');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Converted' });
    await expect(page).toHaveURL(/status=CONVERTED/);
    const { rows } = await downloadCsv(page, page.getByRole('link', { name: 'Download CSV' }));
    expect(rows[0]).toEqual(['Date', 'Name', 'Email', 'Salon', 'Phone', 'Plan', 'Status', 'Notes']);
    expect(rows.slice(1).map((cells) => [cells[1], cells[6], cells[7]])).toEqual([
      [fixtureLead.name, 'Converted', 'Signed up'],
    ]);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Leads' });
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await expect(entries.filter({ hasText: 'lead.update' }).filter({ hasText: SUPPORT_STAFF })).toHaveCount(2);
    await entries.first().getByText('Before and after').click();
    await expect(entries.first()).toContainText('"status": "CONVERTED"');
    await expectNoSeriousAxeViolations(page, 'the audit log');
  });

  test('a dead partner call is retried against its receiver once it is back, and leaves the dead list', async ({
    page,
  }) => {
    const received: string[] = [];
    const receiver: Server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(String(request.headers['webhook-id']));
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(DEAD_DELIVERY_RECEIVER_PORT, '127.0.0.1', resolve));
    try {
      await page.goto('/console/deliveries');
      await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
      const summary = page.getByRole('table', { name: 'Waiting and dead, by destination' });
      await expect(summary.getByRole('row').filter({ hasText: fixtureDeadDelivery.destination })).toBeVisible();
      await summary.getByRole('button', { name: `Show deliveries to ${fixtureDeadDelivery.destination}` }).click();
      const item = page.getByRole('listitem', { name: `webhook to ${fixtureDeadDelivery.destination}` });
      await expect(item).toContainText('503 down for maintenance');
      await item.getByText('Attempts (1)').click();
      await expect(item.getByRole('table')).toContainText('503');
      await expectNoSeriousAxeViolations(page, 'the console’s deliveries');

      await item.getByRole('button', { name: `Retry webhook to ${fixtureDeadDelivery.destination}` }).click();
      await expect(page.getByText('No dead deliveries')).toBeVisible();
      await expect.poll(() => received.length, ROUND_TRIP).toBe(1);

      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
      await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Deliveries' });
      await expect(
        page
          .getByRole('list', { name: 'Audit log' })
          .getByRole('listitem')
          .filter({ hasText: 'delivery.retry' })
          .first(),
      ).toContainText(SUPPORT_STAFF);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

test('a salon owner is not let into the console', async ({ ownerPage }) => {
  await ownerPage.goto('/console/leads');
  await expect(ownerPage.getByText('Not authorised', { exact: true })).toBeVisible();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Leads' })).toHaveCount(0);
});

test('the provider’s staff find a salon, read its page, and offer it a brand', async ({ page }) => {
  await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
  const salon = fixtureSalons.messaging;
  await page.goto('/console/salons');
  await expect(page.getByRole('heading', { level: 1, name: 'Salons' })).toBeVisible();
  await page.getByLabel('Search salons (name, owner or email)', { exact: true }).fill(salon.name);
  await expect(page).toHaveURL(/search=/);
  // The search answers: the list is the header and the one salon.
  await expect(page.getByRole('table', { name: 'Salons' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: salon.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in the support inbox' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'a salon in the console');

  const brand = page.getByLabel(COMING_SOON_BRAND, { exact: true });
  await expect(brand).not.toBeChecked();
  await brand.check();
  await expect(brand).toBeChecked();
  await brand.uncheck();
  await expect(brand).not.toBeChecked();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Salons' });
  // Other tests write salon entries at the same time: this salon's newest is the withdrawal.
  await expect(
    page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: salon.id }).first(),
  ).toContainText('salon.brand-withdraw');
});

test('the provider’s staff change a salon’s mirrors and cancel its subscription, and the audit log keeps both', async ({
  page,
}) => {
  await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
  const salon = fixtureSalons.consoleSubscription;
  await page.goto(`/console/salons/${salon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: salon.name })).toBeVisible();
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('pays for 2 mirrors (0 paired)');

  await subscription.getByRole('button', { name: 'Change mirrors' }).click();
  const mirrors = page.getByRole('dialog', { name: 'Change mirrors' });
  await mirrors.getByLabel('Mirrors', { exact: true }).fill('0');
  await mirrors.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mirrors.getByText(consoleSubscriptionMessages.mirrorsAtLeastOne)).toBeVisible();
  await mirrors.getByLabel('Mirrors', { exact: true }).fill('4');
  await mirrors.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mirrors).toBeHidden();
  await expect(subscription).toContainText('pays for 4 mirrors');
  await expectNoSeriousAxeViolations(page, 'a salon’s subscription in the console');

  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the subscription?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(subscription).toContainText('Active');
  await subscription.getByRole('button', { name: 'Cancel subscription' }).click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(confirm).toBeHidden();
  await expect(subscription).toContainText('Cancelled');
  await expect(subscription.getByRole('button', { name: 'Change mirrors' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Salons' });
  const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: salon.id });
  await expect(entries.first()).toContainText('salon.subscription-cancel');
  await expect(entries.filter({ hasText: 'salon.mirrors-change' })).toHaveCount(1);
  await entries.filter({ hasText: 'salon.mirrors-change' }).getByText('Before and after').click();
  await expect(entries.filter({ hasText: 'salon.mirrors-change' })).toContainText('"mirrors": 4');
});

test('a provider admin grants an existing account the console and withdraws it; the withdrawn person is turned away at their next page', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByApi(page.request, SUPPORT_STAFF, DEMO_PASSWORD);
  const colleague = fixtureUsers.consoleTeam;
  // The colleague is signed in all along, in a browser of their own.
  const theirs = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const theirPage = await theirs.newPage();
    await signInByApi(theirPage.request, colleague.email, DEMO_PASSWORD);
    await theirPage.goto('/console/team');
    await expect(theirPage.getByText('Not authorised', { exact: true })).toBeVisible();

    await page.goto('/console/salons');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const team = page.getByRole('table', { name: 'Team' });
    await expect(team.getByRole('row').filter({ hasText: SUPPORT_STAFF })).toContainText('Provider admin');
    await page.getByLabel('Email of an existing account', { exact: true }).fill(colleague.email);
    await page.getByRole('button', { name: 'Grant access', exact: true }).click();
    const row = team.getByRole('row').filter({ hasText: colleague.email });
    await expect(row).toContainText('Provider staff');
    await expectNoSeriousAxeViolations(page, 'the console’s team');

    // Granted: their open session reaches the console, read-only on this page.
    await theirPage.reload();
    await expect(theirPage.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(
      theirPage.getByRole('table', { name: 'Team' }).getByRole('row').filter({ hasText: colleague.email }),
    ).toBeVisible();
    await expect(theirPage.getByRole('button', { name: 'Grant access' })).toHaveCount(0);
    await expect(theirPage.getByRole('button', { name: /Withdraw access/ })).toHaveCount(0);

    await row.getByRole('button', { name: `Withdraw access of ${colleague.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw access?' });
    await dialog.getByRole('button', { name: 'Withdraw access', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await theirPage.reload();
    await expect(theirPage.getByText('Not authorised', { exact: true })).toBeVisible();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Provider team' });
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await expect(entries.nth(0)).toContainText('team.withdraw');
    await expect(entries.nth(1)).toContainText('team.grant');
    await expect(entries.nth(1)).toContainText(SUPPORT_STAFF);
  } finally {
    await theirs.close();
  }
});
