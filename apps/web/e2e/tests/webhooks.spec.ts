import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENTS } from '@piiq/domain/webhook-events';
import { WebhooksSection } from '../pages/webhooks-section.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expectNoSidewaysScroll, expectWithin, PHONE } from '../support/small-screen.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';

/** A salon's own receiver on loopback: keeps every call and answers 200. */
async function startReceiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/piiq-hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test.describe('webhooks in Settings > Integrations', () => {
  test('an endpoint is added, its secret shown once, and a test event arrives signed and shows in its log', async ({
    ownerPage: page,
  }) => {
    const receiver = await startReceiver();
    try {
      const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
      const webhooks = new WebhooksSection(page);
      await webhooks.goto(salonId);

      await webhooks.addEndpoint.click();
      await webhooks.addDialog.getByLabel(/Endpoint URL/).fill(receiver.url);
      await webhooks.addDialog.getByRole('checkbox', { name: WEBHOOK_EVENTS['rebook.requested'].label }).check();
      await expectNoSeriousAxeViolations(page, 'the Add endpoint dialog');
      await webhooks.addDialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(webhooks.secret).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/);
      const secret = (await webhooks.secret.textContent()) ?? '';

      const endpoint = webhooks.endpoint(receiver.url);
      await expect(endpoint).toContainText(WEBHOOK_EVENTS['rebook.requested'].label);
      await expect(endpoint).toContainText('Active');
      await webhooks.secretPanel.getByRole('button', { name: 'Done' }).click();
      await expect(webhooks.secretPanel).toHaveCount(0);

      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      const row = webhooks.deliveryLog(receiver.url).getByRole('row').filter({ hasText: 'Test event' });
      await expect(row).toContainText('Delivered');
      await expect(row).toContainText('200');
      expect(receiver.received).toHaveLength(1);
      const call = receiver.received[0];
      const headers = Object.fromEntries(
        Object.entries(call?.headers ?? {}).map(([name, value]) => [name, String(value)]),
      );
      expect(new Webhook(secret).verify(call?.body ?? '', headers)).toMatchObject({ type: 'webhook.test' });
      await expectNoSeriousAxeViolations(page, 'the Webhooks section with a delivery');

      await endpoint.getByRole('button', { name: 'Change events' }).click();
      const change = page.getByRole('dialog', { name: 'Change events' });
      await change.getByRole('checkbox', { name: WEBHOOK_EVENTS['order.updated'].label }).check();
      await expectNoSeriousAxeViolations(page, 'the Change events dialog');
      await change.getByRole('button', { name: 'Save events' }).click();
      await expect(change).toHaveCount(0);
      await expect(endpoint).toContainText(
        `${WEBHOOK_EVENTS['order.updated'].label}, ${WEBHOOK_EVENTS['rebook.requested'].label}`,
      );

      await page.setViewportSize(PHONE);
      await expectNoSidewaysScroll(page, 'the Webhooks section with a delivery, at 390 px');
      await expectWithin(endpoint.getByRole('button', { name: 'Redeliver: Test event' }), 'window');

      await endpoint.getByRole('button', { name: 'Remove' }).click();
      await page.getByRole('dialog', { name: 'Remove this endpoint?' }).getByRole('button', { name: 'Remove' }).click();
      await expect(endpoint).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});
