import { describe, expect, it } from 'vitest';
import {
  chosenWebhookEvents,
  shouldDisableWebhookEndpoint,
  webhookDeliveryStatus,
  webhookEndpointMessages,
  webhookEndpointStatus,
  webhookUrlProblem,
} from './webhook-endpoints.ts';

describe('webhookUrlProblem', () => {
  it('takes https addresses anywhere', () => {
    expect(webhookUrlProblem('https://hooks.example.com/piiq?x=1', false)).toBeNull();
    expect(webhookUrlProblem(' https://example.com:8443 ', false)).toBeNull();
  });

  it('takes http only to loopback, and only outside production', () => {
    for (const url of ['http://localhost:4000/hook', 'http://127.0.0.1:9/x', 'http://[::1]:8080/'])
      expect(webhookUrlProblem(url, true)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:9/x', false)).toBe(webhookEndpointMessages.urlNotHttps);
    expect(webhookUrlProblem('http://example.com/hook', true)).toBe(webhookEndpointMessages.urlNotHttps);
    expect(webhookUrlProblem('http://localhost.example.com/', true)).toBe(webhookEndpointMessages.urlNotHttps);
  });

  it('refuses what is not a full web address', () => {
    expect(webhookUrlProblem('', true)).toBe(webhookEndpointMessages.urlRequired);
    expect(webhookUrlProblem('example.com/hook', true)).toBe(webhookEndpointMessages.urlInvalid);
    expect(webhookUrlProblem('https://', true)).toBe(webhookEndpointMessages.urlInvalid);
    expect(webhookUrlProblem('https://exa mple.com', true)).toBe(webhookEndpointMessages.urlInvalid);
    expect(webhookUrlProblem('https://example.com:70000/', true)).toBe(webhookEndpointMessages.urlInvalid);
    expect(webhookUrlProblem('ftp://example.com/', true)).toBe(webhookEndpointMessages.urlNotHttps);
    expect(webhookUrlProblem('https://user:pass@example.com/', true)).toBe(webhookEndpointMessages.urlCredentials);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2_000)}`, true)).toBe(
      webhookEndpointMessages.urlTooLong,
    );
  });
});

describe('chosenWebhookEvents', () => {
  it('answers the catalogue events in its order, once each', () => {
    expect(chosenWebhookEvents(['cart.updated', 'appointment.created', 'cart.updated'])).toEqual([
      'appointment.created',
      'cart.updated',
    ]);
  });

  it('refuses none, or a name outside the catalogue', () => {
    expect(chosenWebhookEvents([])).toBeNull();
    expect(chosenWebhookEvents(['appointment.created', 'webhook.test'])).toBeNull();
  });
});

describe('endpoint and delivery status', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('disables an endpoint once its failures have lasted 3 days', () => {
    expect(shouldDisableWebhookEndpoint(new Date('2026-11-24T12:00:01Z'), now)).toBe(false);
    expect(shouldDisableWebhookEndpoint(new Date('2026-11-24T12:00:00Z'), now)).toBe(true);
  });

  it('reads an endpoint as active, failing or disabled', () => {
    expect(webhookEndpointStatus({ failingSince: null, disabledAt: null })).toBe('ACTIVE');
    expect(webhookEndpointStatus({ failingSince: now, disabledAt: null })).toBe('FAILING');
    expect(webhookEndpointStatus({ failingSince: now, disabledAt: now })).toBe('DISABLED');
  });

  it('reads a delivery from its outbox row', () => {
    expect(webhookDeliveryStatus({ status: 'PENDING', attempts: 0 })).toBe('PENDING');
    expect(webhookDeliveryStatus({ status: 'PENDING', attempts: 2 })).toBe('RETRYING');
    expect(webhookDeliveryStatus({ status: 'DELIVERED', attempts: 1 })).toBe('DELIVERED');
    expect(webhookDeliveryStatus({ status: 'DEAD', attempts: 8 })).toBe('FAILED');
  });
});
