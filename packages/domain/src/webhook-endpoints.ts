/**
 * A salon's webhook endpoints: the address rule both sides check, when a failing endpoint is
 * disabled, and how an endpoint and a delivery read on screen. Pure: the caller passes the clock.
 */
import { isIpAddress, isLoopbackIpAddress, isPrivateHostName, isPublicIpAddress } from './network-addresses.ts';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events.ts';

export const WEBHOOK_URL_MAX_LENGTH = 2_000;

/** An endpoint whose deliveries have failed without a success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

/** How many endpoints a salon may have at once: each event is one delivery per endpoint. */
export const WEBHOOK_ENDPOINTS_PER_SALON = 10;

export const webhookEndpointMessages = {
  urlRequired: 'Enter the address to send events to.',
  urlInvalid: 'Enter a full address, such as https://example.com/webhooks.',
  urlTooLong: `Use an address of at most ${WEBHOOK_URL_MAX_LENGTH} characters.`,
  /** The one rule, said the same way in production and in development. */
  urlNotHttps: 'The address must start with https:// (http:// only to localhost, 127.0.0.1 or ::1 while developing).',
  urlCredentials: 'Leave the user name and password out of the address.',
  urlNotPublic: 'The address must be a server on the public internet, not a private, local or reserved one.',
  eventsRequired: 'Choose at least one event.',
  tooMany: `A salon can have at most ${WEBHOOK_ENDPOINTS_PER_SALON} webhook endpoints. Remove one to add another.`,
  notFound: 'This webhook endpoint no longer exists.',
  deliveryNotFound: 'This delivery no longer exists.',
} as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** localhost, 127.0.0.1 or ::1, as the URL parser writes a host. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** scheme://authority then the rest; the domain has no URL parser, and needs only these parts. */
const URL_PARTS = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([/?#].*)?$/i;
const HOST_AND_PORT =
  /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}))?$/i;

/** A host whose last label is a number is read as an IPv4 address by URL parsers, or refused. */
const NUMERIC_LAST_LABEL = /(?:^|\.)(?:0x[0-9a-f]*|\d+)\.?$/i;

/**
 * Whether piiq may call this address for a salon: one on the public internet, or loopback when
 * `allowLoopback` (every environment but production, where a developer's receiver runs locally).
 * The server asks it of every address a name resolves to, when an endpoint is added and again on
 * the address each delivery connects to.
 */
export function webhookAddressAllowed(address: string, allowLoopback: boolean): boolean {
  return isPublicIpAddress(address) || (allowLoopback && isLoopbackIpAddress(address));
}

/**
 * What is wrong with an endpoint's address, or null: an https URL, or http to loopback when
 * `allowLoopbackHttp` (every environment but production), whose host is a public name or address.
 */
export function webhookUrlProblem(value: string, allowLoopbackHttp: boolean): string | null {
  const url = value.trim();
  if (url === '') return webhookEndpointMessages.urlRequired;
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return webhookEndpointMessages.urlTooLong;
  if (/\s/.test(url)) return webhookEndpointMessages.urlInvalid;
  const parts = URL_PARTS.exec(url);
  if (!parts) return webhookEndpointMessages.urlInvalid;
  const scheme = (parts[1] ?? '').toLowerCase();
  const authority = parts[2] ?? '';
  if (scheme !== 'https' && scheme !== 'http') return webhookEndpointMessages.urlNotHttps;
  if (authority.includes('@')) return webhookEndpointMessages.urlCredentials;
  const host = HOST_AND_PORT.exec(authority);
  if (!host || Number(host[2] ?? '1') > 65_535) return webhookEndpointMessages.urlInvalid;
  const hostname = host[1] ?? '';
  if (scheme === 'http' && !(allowLoopbackHttp && isLoopbackHost(hostname))) return webhookEndpointMessages.urlNotHttps;
  if (isIpAddress(hostname))
    return webhookAddressAllowed(hostname, allowLoopbackHttp) ? null : webhookEndpointMessages.urlNotPublic;
  if (NUMERIC_LAST_LABEL.test(hostname)) return webhookEndpointMessages.urlInvalid;
  if (isPrivateHostName(hostname) && !(allowLoopbackHttp && isLoopbackHost(hostname)))
    return webhookEndpointMessages.urlNotPublic;
  return null;
}

/** The chosen events, in the catalogue's order and once each; null when none is a catalogue event. */
export function chosenWebhookEvents(values: readonly string[]): WebhookEventType[] | null {
  const chosen = WEBHOOK_EVENT_TYPES.filter((type) => values.includes(type));
  return chosen.length > 0 && values.every(isWebhookEventType) ? chosen : null;
}

export type WebhookEndpointStatus = 'ACTIVE' | 'FAILING' | 'DISABLED';

export function webhookEndpointStatus(endpoint: {
  failingSince: Date | null;
  disabledAt: Date | null;
}): WebhookEndpointStatus {
  if (endpoint.disabledAt) return 'DISABLED';
  return endpoint.failingSince ? 'FAILING' : 'ACTIVE';
}

/** Whether a failed delivery now ends an endpoint's run of failures: it has failed since at least 3 days. */
export function shouldDisableWebhookEndpoint(failingSince: Date, now: Date): boolean {
  return now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
}

/** A delivery in the endpoint's log: waiting its first try, retrying after a failure, delivered, or given up on. */
export type WebhookDeliveryStatus = 'PENDING' | 'RETRYING' | 'DELIVERED' | 'FAILED';

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Pending',
  RETRYING: 'Retrying',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

export function webhookDeliveryStatus(row: {
  status: 'PENDING' | 'DELIVERED' | 'DEAD';
  attempts: number;
}): WebhookDeliveryStatus {
  if (row.status === 'DELIVERED') return 'DELIVERED';
  if (row.status === 'DEAD') return 'FAILED';
  return row.attempts > 0 ? 'RETRYING' : 'PENDING';
}

/** The email each admin of the salon gets when one of its endpoints is disabled. */
export function webhookDisabledEmail(input: {
  salonName: string;
  url: string;
  failingSince: Date;
  settingsUrl: string;
}): {
  subject: string;
  text: string;
} {
  return {
    subject: `A webhook endpoint of ${input.salonName} was disabled`,
    text: [
      'Hi,',
      '',
      `Every delivery to ${input.url} has failed since ${input.failingSince.toISOString()}, for 3 days, so piiq has stopped sending events to it.`,
      '',
      `Once the endpoint answers again, enable it in Settings > Integrations: ${input.settingsUrl}`,
      'Events from while it was disabled were not sent; the deliveries that failed can be sent again from its delivery log.',
      '',
      'piiq',
    ].join('\n'),
  };
}
