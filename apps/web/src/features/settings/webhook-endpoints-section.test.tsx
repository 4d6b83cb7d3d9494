// @vitest-environment jsdom
import { formatDayAndTime } from '@piiq/domain/dates';
import { webhookEndpointMessages } from '@piiq/domain/webhook-endpoints';
import { WEBHOOK_EVENTS } from '@piiq/domain/webhook-events';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsNamed, renderSettings, SALON_ID } from './test/settings-test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ZONE = 'Australia/Sydney';
const failingSince = '2026-11-26T01:00:00Z';
const endpoint = {
  id: 'endpoint-1',
  url: 'https://hooks.example.com/piiq',
  events: ['appointment.created', 'cart.updated'],
  status: 'FAILING',
  failingSince,
  disabledAt: null,
  createdAt: '2026-11-20T01:00:00Z',
};
const delivery = {
  id: 'delivery-1',
  event: 'cart.updated',
  status: 'RETRYING',
  attempts: 2,
  nextRetryAt: '2026-11-26T01:05:00Z',
  responseStatus: 503,
  createdAt: '2026-11-26T01:00:00Z',
};

function endpointsReply(endpoints: unknown[]) {
  return () => ({ data: { salon: { id: SALON_ID, timeZone: ZONE }, webhookEndpoints: endpoints } });
}

function renderWebhooks(handlers: Parameters<typeof renderSettings>[1] = {}) {
  return renderSettings(`/${SALON_ID}/settings/integrations`, {
    GetWebhookEndpoints: endpointsReply([endpoint]),
    GetWebhookDeliveries: () => ({ data: { webhookDeliveries: { totalCount: 1, items: [delivery] } } }),
    ...handlers,
  });
}

const section = () => screen.findByRole('region', { name: 'Webhooks' });

describe('the Webhooks section', () => {
  it('shows each endpoint with its events, status and delivery log', async () => {
    renderWebhooks();
    const webhooks = await section();
    const panel = await within(webhooks).findByRole('article', { name: `Webhook endpoint ${endpoint.url}` });
    expect(within(panel).getByText('Appointment created, Cart changed')).toBeVisible();
    expect(panel).toHaveTextContent(`Failing since ${formatDayAndTime(new Date(failingSince), ZONE)}`);
    const log = await within(panel).findByRole('table', { name: 'Delivery log' });
    const headers = within(log)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Time', 'Event', 'Status', 'Attempts', 'Next retry', 'Response', 'Redeliver']);
    const row = within(log).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Cart changed');
    expect(row).toHaveTextContent('Retrying');
    expect(row).toHaveTextContent('503');
    expect(row).toHaveTextContent(formatDayAndTime(new Date(delivery.nextRetryAt), ZONE));
  });

  it('says what to do when there is no endpoint', async () => {
    renderWebhooks({ GetWebhookEndpoints: endpointsReply([]) });
    const webhooks = await section();
    expect(await within(webhooks).findByText('No webhook endpoints yet')).toBeVisible();
  });

  it('checks the address and events by the server’s rule, then shows the secret once', async () => {
    const { calls } = renderWebhooks({
      GetWebhookEndpoints: endpointsReply([]),
      AddWebhookEndpoint: () => ({
        data: { addWebhookEndpoint: { secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtMTIz', endpoint: { id: 'new' } } },
      }),
    });
    const webhooks = await section();
    fireEvent.click(within(webhooks).getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: 'http://hooks.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(webhookEndpointMessages.urlNotHttps)).toBeVisible();
    expect(within(dialog).getByText(webhookEndpointMessages.eventsRequired)).toBeVisible();
    expect(callsNamed(calls, 'AddWebhookEndpoint')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), {
      target: { value: 'https://hooks.example.com/piiq' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENTS['order.updated'].label }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await within(webhooks).findByRole('region', { name: 'Signing secret' });
    expect(secret).toHaveTextContent('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtMTIz');
    expect(callsNamed(calls, 'AddWebhookEndpoint')[0]?.variables).toEqual({
      salonId: SALON_ID,
      url: 'https://hooks.example.com/piiq',
      events: ['order.updated'],
    });
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(webhooks).queryByRole('region', { name: 'Signing secret' })).toBeNull());
  });

  it('sends a test event and redelivers a delivery', async () => {
    const { calls } = renderWebhooks({
      SendTestWebhookEvent: () => ({ data: { sendTestWebhookEvent: 'delivery-2' } }),
      RedeliverWebhookDelivery: () => ({ data: { redeliverWebhookDelivery: true } }),
    });
    const webhooks = await section();
    fireEvent.click(await within(webhooks).findByRole('button', { name: 'Send test event' }));
    expect(await within(webhooks).findByText('Test event sent.')).toBeVisible();
    expect(callsNamed(calls, 'SendTestWebhookEvent')[0]?.variables).toEqual({ endpointId: endpoint.id });
    fireEvent.click(await within(webhooks).findByRole('button', { name: 'Redeliver: Cart changed' }));
    await waitFor(() =>
      expect(callsNamed(calls, 'RedeliverWebhookDelivery')[0]?.variables).toEqual({ deliveryId: delivery.id }),
    );
  });

  it('changes an endpoint’s events, starting from those it has, and refuses none', async () => {
    const { calls } = renderWebhooks({
      UpdateWebhookEndpoint: () => ({ data: { updateWebhookEndpoint: { id: endpoint.id, status: 'FAILING' } } }),
    });
    const webhooks = await section();
    fireEvent.click(await within(webhooks).findByRole('button', { name: 'Change events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change events' });
    const created = within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENTS['appointment.created'].label });
    const cart = within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENTS['cart.updated'].label });
    expect(created).toBeChecked();
    expect(cart).toBeChecked();
    fireEvent.click(created);
    fireEvent.click(cart);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save events' }));
    expect(await within(dialog).findByText(webhookEndpointMessages.eventsRequired)).toBeVisible();
    expect(callsNamed(calls, 'UpdateWebhookEndpoint')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENTS['rebook.requested'].label }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save events' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change events' })).toBeNull());
    expect(callsNamed(calls, 'UpdateWebhookEndpoint')[0]?.variables).toEqual({
      endpointId: endpoint.id,
      events: ['rebook.requested'],
    });
  });
});
