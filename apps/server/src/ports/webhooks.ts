import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIpAddress } from '@piiq/domain/network-addresses';
import { webhookAddressAllowed } from '@piiq/domain/webhook-endpoints';
import { Webhook } from 'standardwebhooks';

export interface WebhookRequest {
  /** The delivery id: the same on every retry, so the receiver can drop repeats. */
  deliveryId: string;
  url: string;
  body: string;
  contentType: string;
  bearerToken?: string;
}

export interface WebhookResult {
  ok: boolean;
  status: number;
  detail: string;
  /** The start of the answer's text, for the calls whose answer we keep (the SYS account lookup). */
  body: string;
}

const TIMEOUT_MS = 10_000;

/** A partner's answer is read up to this much: the one we keep is a short JSON object. */
export const PARTNER_ANSWER_MAX_BYTES = 64 * 1024;

function signedHeaders(signer: Webhook, request: WebhookRequest): Record<string, string> {
  const timestamp = new Date();
  const headers: Record<string, string> = {
    'content-type': request.contentType,
    'webhook-id': request.deliveryId,
    'webhook-timestamp': Math.floor(timestamp.getTime() / 1000).toString(),
    'webhook-signature': signer.sign(request.deliveryId, timestamp, request.body),
    'idempotency-key': request.deliveryId,
  };
  if (request.bearerToken) headers.authorization = `Bearer ${request.bearerToken}`;
  return headers;
}

/** The first `limit` bytes of an answer as text; the rest is cancelled unread. */
async function startOfAnswer(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/**
 * Outbound partner calls, to the addresses the server is configured with, signed with the Standard
 * Webhooks headers under the server's own secret.
 */
export function createWebhookSender(secret: string) {
  const signer = new Webhook(secret);
  return async function send(request: WebhookRequest): Promise<WebhookResult> {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: signedHeaders(signer, request),
      body: request.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await startOfAnswer(response, PARTNER_ANSWER_MAX_BYTES).catch(() => '');
    return { ok: response.ok, status: response.status, detail: `${response.status} ${text.slice(0, 300)}`, body: text };
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;

/** Every address a name resolves to, as the system resolver answers them. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const resolveWithSystem: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A delivery refused before any byte left: the address it would connect to is not a public one. */
export class AddressNotAllowed extends Error {
  constructor(hostname: string) {
    // The address itself stays out: a name of the salon's choosing may resolve to one of our network's.
    super(`${hostname} resolves to a private, local or reserved address, which piiq does not call`);
    this.name = 'AddressNotAllowed';
  }
}

/**
 * The addresses a connection may use: those of a name that resolves only to allowed addresses. A
 * name with one address that is not allowed is refused whole, so a resolver answering a mix (or
 * answering otherwise than when the endpoint was added) reaches nothing it should not.
 */
export async function allowedAddresses(
  hostname: string,
  resolve: ResolveHost,
  allowLoopback: boolean,
): Promise<Array<{ address: string; family: number }>> {
  const addresses = await resolve(hostname);
  if (addresses.length === 0 || addresses.some(({ address }) => !webhookAddressAllowed(address, allowLoopback)))
    throw new AddressNotAllowed(hostname);
  return addresses;
}

/** What a salon's endpoint answered: its status alone, never its words. */
export interface EndpointAnswer {
  ok: boolean;
  status: number;
}

export interface SalonEndpointRequest extends WebhookRequest {
  /** The endpoint's own signing secret. */
  signingSecret: string;
}

/**
 * Deliveries to the addresses salons type. Each connects only to an address the public-internet rule
 * allows, checked on the address the connection actually uses (so a name that resolved to a public
 * address when the endpoint was added and to a private one now is refused); it follows no redirect,
 * gives up after 10 s, and reads nothing of the answer but its status.
 */
export function createSalonEndpointSender(options: { resolve: ResolveHost; allowLoopback: boolean }) {
  const { resolve, allowLoopback } = options;
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    allowedAddresses(hostname, resolve, allowLoopback).then(
      (addresses) => {
        const [first] = addresses;
        if (lookupOptions.all) callback(null, addresses);
        else if (first) callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
  return function send(request: SalonEndpointRequest): Promise<EndpointAnswer> {
    const url = new URL(request.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // A literal address is connected to without a lookup: it is judged here instead.
    if (isIpAddress(host) && !webhookAddressAllowed(host, allowLoopback))
      return Promise.reject(new AddressNotAllowed(url.hostname));
    const body = Buffer.from(request.body);
    const call = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<EndpointAnswer>((settle, fail) => {
      const outgoing = call(url, {
        method: 'POST',
        headers: { ...signedHeaders(new Webhook(request.signingSecret), request), 'content-length': body.byteLength },
        lookup: guardedLookup,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        // A connection of its own each time: a kept-alive socket would skip the check of the address.
        agent: false,
      });
      outgoing.on('response', (answer: IncomingMessage) => {
        const status = answer.statusCode ?? 0;
        answer.destroy();
        settle({ ok: status >= 200 && status < 300, status });
      });
      outgoing.on('error', fail);
      outgoing.end(body);
    });
  };
}

export type SalonEndpointSender = ReturnType<typeof createSalonEndpointSender>;
