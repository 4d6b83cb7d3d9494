import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}

/** A fake of the few Stripe REST endpoints the adapter calls: enough to check what it sends. */
export function createFakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  let declineSubscriptions = false;
  /** What a confirmed payment intent answers: Stripe's decline, or a card that needs a step the portal cannot show. */
  let paymentIntentOutcome: 'succeeded' | 'declined' | 'requires_action' = 'succeeded';
  let paymentIntents = 0;
  let prices: Array<{ id: string; lookup_key: string }> = [];
  let subscriptions = 0;
  // Subscription answers held until this many have been asked for: two signups then charge at the same time.
  let holdSubscriptionsUntil = 0;
  let waitingSubscriptions: Array<() => void> = [];
  /** Subscriptions Stripe does not know: a change to one is refused as Stripe refuses it. */
  let unknownSubscriptions = new Set<string>();

  function reply(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = new URLSearchParams(request.method === 'GET' ? url.search : raw);
    const header = request.headers['idempotency-key'];
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      body,
      idempotencyKey: typeof header === 'string' ? header : undefined,
    });
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/customers') return reply(response, 200, { id: 'cus_1', object: 'customer' });
    if (/^POST \/v1\/payment_methods\/[^/]+\/attach$/.test(route))
      return reply(response, 200, { id: 'pm_1', object: 'payment_method' });
    if (route === 'GET /v1/prices') {
      const wanted = body.get('lookup_keys[0]');
      return reply(response, 200, {
        object: 'list',
        has_more: false,
        data: prices.filter((price) => price.lookup_key === wanted),
      });
    }
    if (route === 'POST /v1/prices') {
      const price = { id: `price_${prices.length + 1}`, object: 'price', lookup_key: body.get('lookup_key') ?? '' };
      prices.push(price);
      return reply(response, 200, price);
    }
    if (route === 'POST /v1/coupons') return reply(response, 200, { id: 'coupon_1', object: 'coupon' });
    if (route === 'POST /v1/subscriptions') {
      if (holdSubscriptionsUntil > 0) {
        await new Promise<void>((release) => {
          waitingSubscriptions.push(release);
          if (waitingSubscriptions.length >= holdSubscriptionsUntil) {
            holdSubscriptionsUntil = 0;
            for (const waiting of waitingSubscriptions.splice(0)) waiting();
          }
        });
      }
      if (declineSubscriptions) {
        return reply(response, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          },
        });
      }
      subscriptions += 1;
      return reply(response, 200, {
        id: `sub_${subscriptions}`,
        object: 'subscription',
        latest_invoice: {
          id: `in_${subscriptions}`,
          object: 'invoice',
          number: `ABC-000${subscriptions}`,
          hosted_invoice_url: `https://invoice.stripe.test/in_${subscriptions}`,
        },
      });
    }
    const subscriptionOf = /^(?:DELETE|GET) \/v1\/subscriptions\/([^/]+)$/.exec(route)?.[1];
    if (subscriptionOf && unknownSubscriptions.has(subscriptionOf)) {
      return reply(response, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: `No such subscription: '${subscriptionOf}'`,
        },
      });
    }
    const cancelled = /^DELETE \/v1\/subscriptions\/([^/]+)$/.exec(route);
    if (cancelled) return reply(response, 200, { id: cancelled[1], object: 'subscription', status: 'canceled' });
    if (subscriptionOf) {
      return reply(response, 200, {
        id: subscriptionOf,
        object: 'subscription',
        status: 'active',
        items: {
          object: 'list',
          has_more: false,
          data: [{ id: `si_${subscriptionOf}`, object: 'subscription_item', quantity: 1 }],
        },
      });
    }
    const item = /^POST \/v1\/subscription_items\/([^/]+)$/.exec(route);
    if (item)
      return reply(response, 200, { id: item[1], object: 'subscription_item', quantity: Number(body.get('quantity')) });
    if (route === 'GET /v1/invoice_payments') {
      const invoice = body.get('invoice') ?? '';
      return reply(response, 200, {
        object: 'list',
        has_more: false,
        data: [
          {
            id: `inpay_${invoice}`,
            object: 'invoice_payment',
            invoice,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` },
          },
        ],
      });
    }
    if (route === 'POST /v1/payment_intents') {
      if (paymentIntentOutcome === 'declined') {
        return reply(response, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        });
      }
      paymentIntents += 1;
      return reply(response, 200, {
        id: `pi_${paymentIntents}`,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        status: paymentIntentOutcome,
      });
    }
    const cancelledIntent = /^POST \/v1\/payment_intents\/([^/]+)\/cancel$/.exec(route);
    if (cancelledIntent)
      return reply(response, 200, { id: cancelledIntent[1], object: 'payment_intent', status: 'canceled' });
    if (route === 'POST /v1/refunds')
      return reply(response, 200, { id: 're_1', object: 'refund', payment_intent: body.get('payment_intent') });
    return reply(response, 404, { error: { type: 'invalid_request_error', message: `No route ${route}` } });
  }

  const server = createServer((request, response) => void handle(request, response));
  return {
    requests,
    setDecline: (value: boolean) => (declineSubscriptions = value),
    forgetSubscription: (id: string) => unknownSubscriptions.add(id),
    setPaymentIntentOutcome: (outcome: typeof paymentIntentOutcome) => (paymentIntentOutcome = outcome),
    holdSubscriptions: (count: number) => {
      holdSubscriptionsUntil = count;
      waitingSubscriptions = [];
    },
    reset() {
      requests.length = 0;
      declineSubscriptions = false;
      prices = [];
      subscriptions = 0;
      paymentIntentOutcome = 'succeeded';
      paymentIntents = 0;
      unknownSubscriptions = new Set();
    },
    /** Where the adapter should send its calls. */
    api: () => ({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, protocol: 'http' as const }),
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
