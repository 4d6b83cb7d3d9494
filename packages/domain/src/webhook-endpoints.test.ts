import { describe, expect, it } from 'vitest';
import {
  chosenWebhookEvents,
  shouldDisableWebhookEndpoint,
  webhookDeliveryStatus,
  webhookEndpointMessages,
  webhookEndpointStatus,
  webhookAddressAllowed,
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

describe('the public-internet rule for endpoints', () => {
  const privateHosts = [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '[::1]',
    '[fd00::1]',
    '[fe80::1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:a9fe:a9fe]',
    '[64:ff9b::a00:1]',
    '2130706433',
    '0x7f000001',
    '0x7f.1',
    '127.1',
    '017700000001',
    'localhost',
    'metadata.google.internal',
    'printer.local',
    'redis',
    'nas.home.arpa',
  ];

  it('refuses private, local and reserved hosts in production, in every spelling', () => {
    for (const host of privateHosts)
      expect(webhookUrlProblem(`https://${host}/hook`, false), host).toBe(webhookEndpointMessages.urlNotPublic);
  });

  it('keeps refusing them outside production, loopback apart', () => {
    for (const host of ['10.0.0.1', '169.254.169.254', '[fd00::1]', 'metadata.google.internal'])
      expect(webhookUrlProblem(`https://${host}/hook`, true), host).toBe(webhookEndpointMessages.urlNotPublic);
    for (const host of ['127.0.0.1', '[::1]', 'localhost', '2130706433'])
      expect(webhookUrlProblem(`https://${host}/hook`, true), host).toBeNull();
  });

  it('takes public names and addresses', () => {
    for (const host of ['hooks.example.com', '8.8.8.8', '[2606:4700:4700::1111]', 'api.zapier.com:8443'])
      expect(webhookUrlProblem(`https://${host}/hook`, false), host).toBeNull();
  });

  it('refuses a name ending in a number that is no address, as a URL parser does', () => {
    expect(webhookUrlProblem('https://1.2.3.4.5/', false)).toBe(webhookEndpointMessages.urlInvalid);
    expect(webhookUrlProblem('https://999.1.1.1/', false)).toBe(webhookEndpointMessages.urlInvalid);
  });

  it('judges each resolved address the same way', () => {
    expect(webhookAddressAllowed('93.184.216.34', false)).toBe(true);
    expect(webhookAddressAllowed('2606:4700::1', false)).toBe(true);
    for (const address of ['127.0.0.1', '10.1.1.1', '::1', '::ffff:10.0.0.1', 'fe80::1', '100.100.0.1', 'not an ip'])
      expect(webhookAddressAllowed(address, false), address).toBe(false);
    expect(webhookAddressAllowed('127.0.0.1', true)).toBe(true);
    expect(webhookAddressAllowed('::ffff:127.0.0.1', true)).toBe(true);
    expect(webhookAddressAllowed('10.1.1.1', true)).toBe(false);
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
