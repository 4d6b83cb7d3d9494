import type { FastifyInstance } from 'fastify';
import type { BillingService } from '../modules/billing/billing.service.ts';
import type { PaymentEvent } from '../ports/payments.ts';
import { errorBody } from './error-body.ts';

export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';
export const BAD_SIGNATURE_MESSAGE = 'The Stripe-Signature header does not sign this body.';

export interface StripeWebhookOptions {
  /** The Stripe adapter's reader: verifies the signature over the exact bytes; null when it does not match. */
  readEvent: (rawBody: Buffer, signature: string | undefined) => PaymentEvent | null;
  billing: BillingService;
}

/**
 * POST /webhooks/stripe: Stripe's calls about what happened after signup (renewals, cancellations).
 * Every verified event is answered 200, handled or not, so Stripe stops resending it; a failure to
 * store answers 500 so that it does resend.
 */
export async function registerStripeWebhook(app: FastifyInstance, options: StripeWebhookOptions): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the bytes as sent: this scope keeps them instead of parsing JSON.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const event = options.readEvent(rawBody, typeof header === 'string' ? header : undefined);
      if (!event) return reply.status(400).send(errorBody(BAD_SIGNATURE_MESSAGE, 'BAD_SIGNATURE', request.id));
      const outcome = await options.billing.recordPaymentEvent('stripe', event);
      request.log.info(
        { event: event.kind, ...(event.kind === 'other' ? { type: event.type } : {}), outcome },
        'stripe webhook',
      );
      return reply.status(200).send({ received: true });
    });
  });
}
