import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_ENDPOINTS_PER_SALON, webhookEndpointMessages } from '@piiq/domain/webhook-endpoints';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookPayload } from '@piiq/domain/webhook-events';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';
import { outbox, outboxAttempts } from '../../db/schema/outbox.ts';
import { createOutboxHandlers } from '../../jobs/outbox-handlers.ts';
import { createOutboxWorker, type OutboxWorker } from '../../jobs/outbox-worker.ts';
import { outboxHandlerPorts } from '../../compose.ts';
import { createSalonEndpointSender, type ResolveHost } from '../../ports/webhooks.ts';
import { createAppointment, createSalonAdmin } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import { createSalonsRepository } from '../salons/salons.repository.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { createWebhooksService } from './webhooks.service.ts';

const ADD = /* GraphQL */ `
  mutation Add($salonId: ID!, $url: String!, $events: [String!]!) {
    addWebhookEndpoint(salonId: $salonId, url: $url, events: $events) {
      secret
      endpoint {
        id
        url
        events
        status
      }
    }
  }
`;
const ENDPOINTS = /* GraphQL */ `
  query Endpoints($salonId: ID!) {
    webhookEndpoints(salonId: $salonId) {
      id
      status
      failingSince
      deliveries(limit: 10, page: 1) {
        totalCount
        items {
          id
          event
          status
          attempts
          nextRetryAt
          responseStatus
        }
      }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($endpointId: ID!, $events: [String!], $enable: Boolean) {
    updateWebhookEndpoint(endpointId: $endpointId, events: $events, enable: $enable) {
      id
      events
      status
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($endpointId: ID!) {
    removeWebhookEndpoint(endpointId: $endpointId)
  }
`;
const SEND_TEST = /* GraphQL */ `
  mutation SendTest($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId)
  }
`;
const REDELIVER = /* GraphQL */ `
  mutation Redeliver($deliveryId: ID!) {
    redeliverWebhookDelivery(deliveryId: $deliveryId)
  }
`;

interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: number;
  nextRetryAt: string | null;
  responseStatus: number | null;
}
interface EndpointView {
  id: string;
  status: string;
  failingSince: string | null;
  deliveries: { totalCount: number; items: Delivery[] };
}

/** A salon's receiver on loopback: answers `answer` (200 unless told otherwise), keeping what it got. */
function receiver() {
  const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  let answers: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.shift() ?? 200;
      response.writeHead(status).end(status === 200 ? 'ok' : 'Traceback: db password=hunter2 at 10.0.0.12');
    });
  });
  return {
    received,
    /** The next calls' answers, in order; 200 after them. */
    answer: (...statuses: number[]) => (answers = statuses),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hooks = receiver();
let test: TestServer;
let worker: OutboxWorker;
let admin: { user: { id: string; email: string }; salon: { id: string }; cookie: string };
let stranger: { salon: { id: string }; cookie: string };

const db = () => test.server.database.db;
const webhookRows = () => db().select().from(outbox).where(eq(outbox.kind, 'salon-webhook'));

async function addEndpoint(events: string[] = ['appointment.updated'], as = admin) {
  const answer = await test.gql<{
    addWebhookEndpoint: { secret: string; endpoint: { id: string; url: string; events: string[]; status: string } };
  }>(ADD, { salonId: as.salon.id, url: hooks.url(), events }, { cookie: as.cookie });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.addWebhookEndpoint;
}

async function endpointView(id: string): Promise<EndpointView> {
  const answer = await test.gql<{ webhookEndpoints: EndpointView[] }>(
    ENDPOINTS,
    { salonId: admin.salon.id },
    { cookie: admin.cookie },
  );
  const found = answer.data?.webhookEndpoints.find((endpoint) => endpoint.id === id);
  if (!found) throw new Error(`endpoint ${id} not listed: ${JSON.stringify(answer.errors)}`);
  return found;
}

/** Runs the worker until `until` holds; every retry is due at once, so never a wait. */
async function drain(until: () => boolean | Promise<boolean>) {
  for (let runs = 0; !(await until()); runs++) {
    if (runs > 50) throw new Error('the outbox did not get there in 50 runs of the worker');
    await worker.runOnce();
  }
}

beforeAll(async () => {
  await hooks.start();
  test = await startTestServer();
  worker = createOutboxWorker({
    db: db(),
    handlers: createOutboxHandlers(
      outboxHandlerPorts(test.server.services, test.server.email, test.config.webhookSecret),
    ),
    log: test.server.app.log,
    pollMs: 50,
    maxAttempts: 3,
    backoffBaseMs: 0,
  });
  const created = await createSalonAdmin(db());
  admin = { ...created, cookie: await signInAs(test, created.user.email) };
  const other = await createSalonAdmin(db());
  stranger = { salon: other.salon, cookie: await signInAs(test, other.user.email) };
});
afterAll(async () => {
  await test.close();
  await hooks.stop();
});
beforeEach(async () => {
  hooks.received.length = 0;
  hooks.answer();
  await db().delete(outbox);
  await db().delete(webhookEndpoints);
});

/** A resolver that answers one public address for any name: no lookup leaves the machine. */
const resolveToPublicAddress: ResolveHost = () => Promise.resolve([{ address: '93.184.216.34', family: 4 }]);

/** The service as production builds it: no loopback, names resolved by `resolve`. */
function productionWebhooks(resolve: ResolveHost) {
  return createWebhooksService({
    db: db(),
    repository: createWebhooksRepository(db()),
    salons: createSalonsRepository(db()),
    users: createAuthRepository(db()),
    audit: test.server.services.audit,
    send: createSalonEndpointSender({ resolve, allowLoopback: false }),
    resolve,
    allowLoopbackHttp: false,
    publicUrl: test.config.publicUrl,
    now: () => new Date(),
  });
}

describe('adding an endpoint', () => {
  it('answers its signing secret once, in the Standard Webhooks format', async () => {
    const added = await addEndpoint(['cart.updated', 'appointment.created']);
    expect(added.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(added.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(added.endpoint).toMatchObject({ events: ['appointment.created', 'cart.updated'], status: 'ACTIVE' });
    const listed = await test.gql(
      ENDPOINTS.replace('status', 'status secret'),
      { salonId: admin.salon.id },
      {
        cookie: admin.cookie,
      },
    );
    expect(errorCode(listed)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses http except to loopback, and loopback too in production', async () => {
    const refused = await test.gql(
      ADD,
      { salonId: admin.salon.id, url: 'http://hooks.example.com/piiq', events: ['cart.updated'] },
      { cookie: admin.cookie },
    );
    expect(refused.errors?.[0]?.message).toBe(webhookEndpointMessages.urlNotHttps);
    const noEvents = await test.gql(
      ADD,
      { salonId: admin.salon.id, url: 'https://hooks.example.com/piiq', events: [] },
      { cookie: admin.cookie },
    );
    expect(noEvents.errors?.[0]?.message).toBe(webhookEndpointMessages.eventsRequired);

    const production = productionWebhooks(resolveToPublicAddress);
    const actor = { userId: admin.user.id, email: admin.user.email };
    await expect(production.add(actor, admin.salon.id, { url: hooks.url(), events: ['cart.updated'] })).rejects.toThrow(
      webhookEndpointMessages.urlNotHttps,
    );
    const secure = await production.add(actor, admin.salon.id, {
      url: 'https://hooks.example.com/piiq',
      events: ['cart.updated'],
    });
    expect(secure.endpoint.url).toBe('https://hooks.example.com/piiq');
  });

  it('refuses in production an address that leads to a private network, as typed, as parsed or as resolved', async () => {
    const answers: Record<string, string[]> = {
      'inside.example.com': ['10.0.0.5'],
      'mixed.example.com': ['93.184.216.34', 'fd00::5'],
      'hooks.example.com': ['93.184.216.34'],
    };
    const resolve: ResolveHost = (hostname) => {
      const addresses = answers[hostname];
      return addresses
        ? Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))
        : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    };
    const production = productionWebhooks(resolve);
    const actor = { userId: admin.user.id, email: admin.user.email };
    for (const url of [
      'https://inside.example.com/hook',
      'https://mixed.example.com/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::ffff:7f00:1]/',
      'https://100.64.0.1/',
      'https://metadata.google.internal/',
    ])
      await expect(production.add(actor, admin.salon.id, { url, events: ['cart.updated'] }), url).rejects.toThrow(
        webhookEndpointMessages.urlNotPublic,
      );
    // A public name, and a name that does not resolve yet: each delivery checks the address it connects to.
    await production.add(actor, admin.salon.id, { url: 'https://hooks.example.com/piiq', events: ['cart.updated'] });
    await production.add(actor, admin.salon.id, { url: 'https://soon.example.com/piiq', events: ['cart.updated'] });
    expect(await db().$count(webhookEndpoints)).toBe(2);

    // Through the API, outside production, the rule is the same but for loopback.
    const internal = await test.gql(
      ADD,
      { salonId: admin.salon.id, url: 'https://10.1.2.3/hook', events: ['cart.updated'] },
      { cookie: admin.cookie },
    );
    expect(internal.errors?.[0]?.message).toBe(webhookEndpointMessages.urlNotPublic);
  });

  it('holds the cap of 10 endpoints when 30 are added at once', async () => {
    const actor = { userId: admin.user.id, email: admin.user.email };
    const adds = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        test.server.services.webhooks.add(actor, admin.salon.id, { url: hooks.url(), events: ['cart.updated'] }),
      ),
    );
    expect(adds.filter((add) => add.status === 'fulfilled')).toHaveLength(WEBHOOK_ENDPOINTS_PER_SALON);
    for (const add of adds.filter((one) => one.status === 'rejected'))
      expect(String(add.reason)).toContain(webhookEndpointMessages.tooMany);
    expect(await db().$count(webhookEndpoints)).toBe(WEBHOOK_ENDPOINTS_PER_SALON);
  });
});

describe('events written with the change', () => {
  it('writes one delivery per subscribed endpoint in the change’s transaction, and none on rollback', async () => {
    const subscribed = await addEndpoint(['appointment.updated']);
    await addEndpoint(['cart.updated']);
    const appointment = await createAppointment(db(), admin.salon.id);
    await test.server.services.appointments.updateNotes(appointment.id, 'Toner next time');
    const rows = await webhookRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.webhookEndpointId).toBe(subscribed.endpoint.id);
    const body = JSON.parse((rows[0]?.payload as { body: string }).body) as WebhookPayload<'appointment.updated'>;
    expect(body).toMatchObject({
      type: 'appointment.updated',
      version: WEBHOOK_PAYLOAD_VERSION,
      salonId: admin.salon.id,
      data: { appointmentId: appointment.id, rebookStatus: 'N/A' },
    });

    await db().delete(outbox);
    await expect(
      db().transaction(async (tx) => {
        await test.server.services.webhooks.queueWebhookEvent(tx, admin.salon.id, 'appointment.updated', body.data);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await webhookRows()).toHaveLength(0);
  });

  it('writes nothing for a salon without endpoints, nor for a disabled or removed one', async () => {
    const appointment = await createAppointment(db(), admin.salon.id);
    await test.server.services.appointments.updateNotes(appointment.id, 'no endpoints');
    const disabled = await addEndpoint();
    await db()
      .update(webhookEndpoints)
      .set({ disabledAt: new Date() })
      .where(eq(webhookEndpoints.id, disabled.endpoint.id));
    const removed = await addEndpoint();
    await test.gql(REMOVE, { endpointId: removed.endpoint.id }, { cookie: admin.cookie });
    await test.server.services.appointments.updateNotes(appointment.id, 'one disabled, one removed');
    expect(await webhookRows()).toHaveLength(0);
  });

  it('deletes no photo of a client without an event naming the client’s sessions', async () => {
    await addEndpoint(['client.photos_deleted']);
    const client = admin.user.id;
    const appointment = await createAppointment(db(), admin.salon.id, { clientId: client });
    await test.server.services.appointments.deleteClientPhotos(
      { userId: admin.user.id, email: admin.user.email },
      admin.salon.id,
      client,
    );
    const [row] = await webhookRows();
    const body = JSON.parse((row?.payload as { body: string }).body) as WebhookPayload<'client.photos_deleted'>;
    expect(body.data).toMatchObject({ clientId: client, appointmentIds: [appointment.id] });
    // The sessions are named, never a photo: no field beyond these, and no file's name or address. (Ids are
    // random: a bare "360" in the pattern matched a client id now and then.)
    expect(Object.keys(body.data).sort()).toEqual(['appointmentIds', 'clientId', 'deletedAt']);
    expect(JSON.stringify(body)).not.toMatch(/selfie|client360|\/photos\/|\.jpe?g|\.png|\.webp/i);
  });
});

describe('delivery', () => {
  it('signs with the endpoint’s own secret, and keeps the webhook id on every retry', async () => {
    const added = await addEndpoint();
    const appointment = await createAppointment(db(), admin.salon.id);
    hooks.answer(500, 503);
    await test.server.services.appointments.updateNotes(appointment.id, 'retry me');
    await drain(() => hooks.received.length >= 3);
    const verifier = new Webhook(added.secret);
    const ids = new Set(hooks.received.map((call) => call.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const call of hooks.received) {
      const headers = Object.fromEntries(Object.entries(call.headers).map(([name, value]) => [name, String(value)]));
      expect(verifier.verify(call.body, headers)).toMatchObject({ type: 'appointment.updated' });
      expect(() => new Webhook(test.config.webhookSecret).verify(call.body, headers)).toThrow();
    }
    const view = await endpointView(added.endpoint.id);
    expect(view.status).toBe('ACTIVE');
    expect(view.deliveries.items[0]).toMatchObject({
      event: 'appointment.updated',
      status: 'DELIVERED',
      attempts: 3,
      responseStatus: 200,
    });
    expect(view.deliveries.items[0]?.id).toBe([...ids][0]);
  });

  it('sends the test event to that endpoint alone, and Redeliver sends it again with the same id', async () => {
    const added = await addEndpoint(['cart.updated']);
    await addEndpoint(['cart.updated']);
    const sent = await test.gql<{ sendTestWebhookEvent: string }>(
      SEND_TEST,
      { endpointId: added.endpoint.id },
      { cookie: admin.cookie },
    );
    await drain(() => hooks.received.length >= 1);
    expect(hooks.received).toHaveLength(1);
    expect(JSON.parse(hooks.received[0]?.body ?? '{}')).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: added.endpoint.id },
    });
    const redelivered = await test.gql<{ redeliverWebhookDelivery: boolean }>(
      REDELIVER,
      { deliveryId: sent.data?.sendTestWebhookEvent },
      { cookie: admin.cookie },
    );
    expect(redelivered.data?.redeliverWebhookDelivery).toBe(true);
    await drain(() => hooks.received.length >= 2);
    expect(hooks.received[1]?.headers['webhook-id']).toBe(sent.data?.sendTestWebhookEvent);
    expect((await endpointView(added.endpoint.id)).deliveries.items[0]).toMatchObject({
      status: 'DELIVERED',
      attempts: 2,
    });
  });

  it('disables an endpoint that has failed for 3 days and emails the salon’s admins; enabling it starts afresh', async () => {
    const added = await addEndpoint();
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3_600_000 - 1_000);
    await db()
      .update(webhookEndpoints)
      .set({ failingSince: threeDaysAgo })
      .where(eq(webhookEndpoints.id, added.endpoint.id));
    hooks.answer(500);
    const appointment = await createAppointment(db(), admin.salon.id);
    await test.server.services.appointments.updateNotes(appointment.id, 'still down');
    await drain(() => hooks.received.length >= 1);
    expect((await endpointView(added.endpoint.id)).status).toBe('DISABLED');
    const emails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'email')));
    expect(emails.map((row) => (row.payload as { to: string }).to)).toEqual([admin.user.email]);
    expect((emails[0]?.payload as { subject: string }).subject).toMatch(/webhook endpoint .* was disabled/);

    // Disabled: the next change sends nothing to it.
    await test.server.services.appointments.updateNotes(appointment.id, 'while disabled');
    expect(await webhookRows()).toHaveLength(1);

    const enabled = await test.gql<{ updateWebhookEndpoint: { status: string } }>(
      UPDATE,
      { endpointId: added.endpoint.id, enable: true },
      { cookie: admin.cookie },
    );
    expect(enabled.data?.updateWebhookEndpoint.status).toBe('ACTIVE');
    expect((await endpointView(added.endpoint.id)).failingSince).toBeNull();
  });

  it('marks an endpoint failing from its first failure, and active again on a success', async () => {
    const added = await addEndpoint();
    hooks.answer(500);
    const appointment = await createAppointment(db(), admin.salon.id);
    await test.server.services.appointments.updateNotes(appointment.id, 'fails once');
    await worker.runOnce();
    const failing = await endpointView(added.endpoint.id);
    expect(failing.status).toBe('FAILING');
    expect(failing.deliveries.items[0]).toMatchObject({ status: 'RETRYING', attempts: 1, responseStatus: 500 });
    expect(failing.deliveries.items[0]?.nextRetryAt).not.toBeNull();
    await drain(async () => (await endpointView(added.endpoint.id)).status === 'ACTIVE');
  });
});

describe('a failing endpoint', () => {
  it('keeps the status the receiver answered, never its words', async () => {
    await addEndpoint();
    hooks.answer(500);
    const appointment = await createAppointment(db(), admin.salon.id);
    await test.server.services.appointments.updateNotes(appointment.id, 'fails once');
    await worker.runOnce();
    const [row] = await webhookRows();
    const attempts = await db()
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, row?.id ?? ''));
    expect(attempts).toHaveLength(1);
    for (const text of [row?.lastError, attempts[0]?.detail]) {
      expect(text).toContain('HTTP 500');
      expect(text).not.toMatch(/Traceback|hunter2|10\.0\.0\.12/);
    }
  });

  it('logs its dead letters as a warning: the salon is told, and nothing of ours failed', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[0]) } },
    }).log;
    const lastTry = createOutboxWorker({
      db: db(),
      handlers: createOutboxHandlers(
        outboxHandlerPorts(test.server.services, test.server.email, test.config.webhookSecret),
      ),
      log,
      pollMs: 50,
      maxAttempts: 1,
    });
    await addEndpoint();
    hooks.answer(500);
    const appointment = await createAppointment(db(), admin.salon.id);
    await test.server.services.appointments.updateNotes(appointment.id, 'fails for good');
    await lastTry.runOnce();
    expect((await webhookRows())[0]?.status).toBe('DEAD');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.find((line) => line.level === 40)?.msg).toMatch(/dead letters/);
  });
});

describe('another salon', () => {
  it('cannot read, change, test, remove or redeliver a salon’s endpoint', async () => {
    const added = await addEndpoint();
    const sent = await test.gql<{ sendTestWebhookEvent: string }>(
      SEND_TEST,
      { endpointId: added.endpoint.id },
      { cookie: admin.cookie },
    );
    const as = { cookie: stranger.cookie };
    expect(errorCode(await test.gql(ENDPOINTS, { salonId: admin.salon.id }, as))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(UPDATE, { endpointId: added.endpoint.id, enable: true }, as))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(REMOVE, { endpointId: added.endpoint.id }, as))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(SEND_TEST, { endpointId: added.endpoint.id }, as))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(REDELIVER, { deliveryId: sent.data?.sendTestWebhookEvent }, as))).toBe('FORBIDDEN');
    expect(
      errorCode(await test.gql(ADD, { salonId: admin.salon.id, url: hooks.url(), events: ['cart.updated'] }, as)),
    ).toBe('FORBIDDEN');
    expect(await webhookRows()).toHaveLength(1);
    expect((await endpointView(added.endpoint.id)).status).toBe('ACTIVE');
  });
});
