import type { EmailPort } from '../ports/email.ts';
import type { WebhookSender } from '../ports/webhooks.ts';
import type { OutboxHandlers } from './outbox-worker.ts';

export function createOutboxHandlers(ports: { email: EmailPort; sendWebhook: WebhookSender }): OutboxHandlers {
  return {
    email: (message) => ports.email.send(message),
    webhook: async (payload, deliveryId) => {
      const result = await ports.sendWebhook({
        deliveryId,
        url: payload.url,
        body: payload.body,
        contentType: payload.contentType,
        ...(payload.bearerToken ? { bearerToken: payload.bearerToken } : {}),
      });
      if (!result.ok) throw new Error(`${payload.event} to ${payload.url}: ${result.detail}`);
    },
  };
}
