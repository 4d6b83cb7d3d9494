import { Webhook } from 'standardwebhooks';

export interface WebhookRequest {
  /** The delivery id: the same on every retry, so the receiver can drop repeats. */
  deliveryId: string;
  url: string;
  body: string;
  contentType: string;
  bearerToken?: string;
  /** Signs with this secret (a salon endpoint's own) instead of the server's. */
  signingSecret?: string;
}

export interface WebhookResult {
  ok: boolean;
  status: number;
  detail: string;
  /** The answer's text, for the calls whose answer we keep (the SYS account lookup). */
  body: string;
}

const TIMEOUT_MS = 10_000;

/** Outbound partner and automation calls, signed with the Standard Webhooks headers. */
export function createWebhookSender(secret: string) {
  const signer = new Webhook(secret);
  return async function send(request: WebhookRequest): Promise<WebhookResult> {
    const timestamp = new Date();
    const headers: Record<string, string> = {
      'content-type': request.contentType,
      'webhook-id': request.deliveryId,
      'webhook-timestamp': Math.floor(timestamp.getTime() / 1000).toString(),
      'webhook-signature': (request.signingSecret ? new Webhook(request.signingSecret) : signer).sign(
        request.deliveryId,
        timestamp,
        request.body,
      ),
      'idempotency-key': request.deliveryId,
    };
    if (request.bearerToken) headers.authorization = `Bearer ${request.bearerToken}`;
    const response = await fetch(request.url, {
      method: 'POST',
      headers,
      body: request.body,
      // A salon's endpoint is checked when it is added; a redirect would send its events elsewhere.
      ...(request.signingSecret ? { redirect: 'manual' as const } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    return { ok: response.ok, status: response.status, detail: `${response.status} ${text.slice(0, 300)}`, body: text };
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
