import webPush from 'web-push';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for a device that is off. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * `gone`: the push service no longer knows the subscription (404 or 410, RFC 8030): the browser
 * unsubscribed or the app was removed, so it must be forgotten. `failed` is worth retrying.
 */
export type PushResult =
  { outcome: 'sent' } | { outcome: 'gone'; status: number } | { outcome: 'failed'; detail: string };

export interface PushPort {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}

const TIMEOUT_MS = 10_000;

/**
 * Web Push with VAPID (RFC 8291 encryption, RFC 8292 signature) through the `web-push` package, the
 * reference implementation of both. It builds the encrypted, signed request; fetch sends it, because
 * web-push's own sender speaks only https, and a push service on this computer (the tests' one) is http.
 */
export function createWebPush(vapid: { publicKey: string; privateKey: string; subject: string }): PushPort {
  return {
    async send(target, payload, options) {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        return { outcome: 'failed', detail: error instanceof Error ? error.message : String(error) };
      }
      const text = await response.text().catch(() => '');
      if (response.ok) return { outcome: 'sent' };
      if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
      return { outcome: 'failed', detail: `${response.status} ${text.slice(0, 300)}` };
    },
  };
}
