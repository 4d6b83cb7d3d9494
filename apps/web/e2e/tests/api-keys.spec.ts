import { apiKeyMessages } from '@piiq/domain/api-keys';
import { ApiKeysSection } from '../pages/api-keys-section.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expectNoSidewaysScroll, PHONE } from '../support/small-screen.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';

const APPOINTMENTS = 'query ($salonId: ID!) { salon(id: $salonId) { name appointments { items { id } totalCount } } }';

interface GraphQLAnswer {
  status: number;
  body: {
    data?: { salon: { name: string; appointments: { items: Array<{ id: string }>; totalCount: number } } } | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

/** Another program's call: plain fetch from Node, with the key and no cookie. */
async function callWithKey(baseURL: string, secret: string, salonId: string): Promise<GraphQLAnswer> {
  const response = await fetch(new URL('/graphql', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: APPOINTMENTS, variables: { salonId } }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
}

test.describe('API keys in Settings > Integrations', () => {
  test('an admin creates a key, a program reads the salon’s appointments with it, and a revoke refuses its next call', async ({
    ownerPage: page,
    baseURL,
  }) => {
    const salonName = demoOwner.salons[0];
    const salonId = await salonIdByName(page.request, salonName);
    const keys = new ApiKeysSection(page);
    await keys.goto(salonId);

    const name = `E2E booking sync ${Date.now()}`;
    await keys.name.fill(name);
    await expect(keys.readOnly).toBeChecked();
    await keys.createKey.click();

    const shown = keys.dialog(`Key ${name} created`);
    await expect(shown.getByText(/It will not be shown again\./)).toBeVisible();
    await expect(keys.secret).toHaveText(/^piiq_sk_[A-Za-z0-9_-]{43}$/);
    const secret = (await keys.secret.textContent()) ?? '';
    await expect(shown.getByRole('button', { name: 'Copy the API key' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the new API key’s dialog');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(keys.row(name)).toContainText('Read only');
    await expect(keys.row(name)).toContainText('Never');

    const read = await callWithKey(baseURL ?? '', secret, salonId);
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data?.salon.name).toBe(salonName);
    expect(read.body.data?.salon.appointments.totalCount).toBeGreaterThan(0);
    expect(read.body.data?.salon.appointments.items.length).toBeGreaterThan(0);

    // Last used appears once the list is read again.
    await page.reload();
    await expect(keys.row(name)).not.toContainText('Never');

    await keys.revoke(name).click();
    await keys.dialog(`Revoke ${name}?`).getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(keys.row(name)).toHaveCount(0);

    const refused = await callWithKey(baseURL ?? '', secret, salonId);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.body.errors?.[0]?.message).toBe(apiKeyMessages.notValid);
    expect(refused.body.data ?? null).toBeNull();
  });

  test('works on a phone: the form, the secret’s dialog and the list stay within 390 px', async ({
    ownerPage: page,
  }) => {
    await page.setViewportSize(PHONE);
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    const keys = new ApiKeysSection(page);
    await keys.goto(salonId);
    await expectNoSidewaysScroll(page, 'the Integrations tab');

    const name = `E2E phone key ${Date.now()}`;
    await keys.name.fill(name);
    await keys.readAndWrite.check();
    await keys.createKey.click();
    await expect(keys.secret).toHaveText(/^piiq_sk_/);
    await expectNoSidewaysScroll(page, 'the new API key’s dialog');
    await keys.dialog(`Key ${name} created`).getByRole('button', { name: 'Done' }).click();

    await expect(keys.row(name)).toContainText('Read and write');
    await expectNoSidewaysScroll(page, 'the list of API keys');
    await keys.revoke(name).click();
    await keys.dialog(`Revoke ${name}?`).getByRole('button', { name: 'Revoke' }).click();
    await expect(keys.row(name)).toHaveCount(0);
  });
});
