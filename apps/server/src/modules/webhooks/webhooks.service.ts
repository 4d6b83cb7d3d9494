import { randomBytes } from 'node:crypto';
import { pageOffset, type PageArgs } from '@piiq/domain/paging';
import { administersSalon } from '@piiq/domain/salon-access';
import {
  chosenWebhookEvents,
  shouldDisableWebhookEndpoint,
  WEBHOOK_ENDPOINTS_PER_SALON,
  webhookDisabledEmail,
  webhookEndpointMessages,
  webhookUrlProblem,
} from '@piiq/domain/webhook-endpoints';
import {
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_MESSAGE,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookPayload,
  type WebhookTestPayload,
} from '@piiq/domain/webhook-events';
import type { Database } from '../../db/client.ts';
import { UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { DeliveryRefused, enqueueOutbox, type OutboxPayloads } from '../../jobs/outbox.ts';
import { createOutboxRepository } from '../../jobs/outbox.repository.ts';
import type { OutboxAnswer, OutboxDelivery } from '../../jobs/outbox-worker.ts';
import { isIpAddress } from '@piiq/domain/network-addresses';
import {
  AddressNotAllowed,
  allowedAddresses,
  type ResolveHost,
  type SalonEndpointSender,
} from '../../ports/webhooks.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type { WebhookEndpointRow, WebhooksRepository } from './webhooks.repository.ts';

/** The Standard Webhooks secret format: whsec_ and the base64 of 24 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** An event's own id, the same in every endpoint's copy; each delivery has its id besides (webhook-id). */
const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;

const notFound = () => new UserError('NOT_FOUND', webhookEndpointMessages.notFound);

/** Why a connection to an endpoint failed, in our words: the error's code, or the refusal of its address. */
function connectionFailure(error: unknown): string {
  if (error instanceof AddressNotAllowed) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer within 10 s';
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ? `connection failed (${code})` : 'connection failed';
}

/** What an endpoint's audit entries keep: never the secret. */
const endpointFacts = (endpoint: WebhookEndpointRow) => ({
  url: endpoint.url,
  events: endpoint.events,
  disabledAt: endpoint.disabledAt,
});

/**
 * A salon's webhook subscriptions: its endpoints, the events written to the outbox for them inside
 * the change that made them, their delivery (signed with each endpoint's own secret), and the
 * endpoint that keeps failing disabled with an email to the salon's admins.
 */
export function createWebhooksService(deps: {
  db: Database;
  repository: WebhooksRepository;
  salons: Pick<SalonsReads, 'adminUserIds' | 'findSalon'>;
  users: Pick<AuthReads, 'findUserById'>;
  audit: Pick<AuditService, 'record'>;
  send: SalonEndpointSender;
  /** Resolves an endpoint's name when it is added, to refuse one that leads to a private address. */
  resolve: ResolveHost;
  /** http:// to localhost, 127.0.0.1 or ::1 is accepted (every environment but production). */
  allowLoopbackHttp: boolean;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, repository, now } = deps;
  const outbox = createOutboxRepository(db);

  async function ownEndpoint(salonId: string, endpointId: string, tx: Database = db): Promise<WebhookEndpointRow> {
    const endpoint = isUuid(endpointId) ? await repository.find(endpointId, tx) : undefined;
    if (endpoint?.salonId !== salonId) throw notFound();
    return endpoint;
  }

  /**
   * Writes one delivery of an event per endpoint of the salon subscribed to it, inside the
   * transaction of the change that made it: none exists unless the change commits. A salon with no
   * endpoint costs one indexed read. Answers how many deliveries were written, for the caller to
   * wake the outbox once the change is committed.
   */
  async function queueWebhookEvent<T extends WebhookEventType>(
    tx: Database,
    salonId: string,
    type: T,
    data: WebhookEventData[T],
  ): Promise<number> {
    const endpoints = await repository.subscribers(salonId, type, tx);
    if (endpoints.length === 0) return 0;
    const payload: WebhookPayload<T> = {
      id: newEventId(),
      type,
      version: WEBHOOK_PAYLOAD_VERSION,
      salonId,
      occurredAt: now().toISOString(),
      data,
    };
    const body = JSON.stringify(payload);
    await enqueueOutbox(
      tx,
      endpoints.map((endpoint) => ({
        kind: 'salon-webhook' as const,
        payload: { endpointId: endpoint.id, salonId, type, url: endpoint.url, body },
        webhookEndpointId: endpoint.id,
      })),
    );
    return endpoints.length;
  }

  /**
   * A failed delivery: starts the endpoint's run of failures, and once the run is 3 days old disables
   * the endpoint and emails the salon's admins, once, in the same transaction.
   */
  async function recordFailure(endpointId: string): Promise<void> {
    const at = now();
    const failing = await repository.recordFailure(endpointId, at);
    if (!failing?.failingSince || failing.disabledAt || !shouldDisableWebhookEndpoint(failing.failingSince, at)) return;
    // Read before the transaction: on the embedded database the transaction holds the one connection.
    const [salon, adminIds] = await Promise.all([
      deps.salons.findSalon(failing.salonId),
      deps.salons.adminUserIds(failing.salonId),
    ]);
    const admins = (await Promise.all(adminIds.map((id) => deps.users.findUserById(id)))).filter(
      (user) => user !== undefined && administersSalon(user.profileRole ?? null, { salonAdmin: true }),
    );
    await db.transaction(async (tx) => {
      const endpoint = await repository.lock(endpointId, tx);
      if (!endpoint?.failingSince || endpoint.disabledAt || !shouldDisableWebhookEndpoint(endpoint.failingSince, at))
        return;
      await repository.update(endpoint.id, { disabledAt: at }, tx);
      const email = webhookDisabledEmail({
        salonName: salon?.name ?? '',
        url: endpoint.url,
        failingSince: endpoint.failingSince,
        settingsUrl: `${deps.publicUrl}/${endpoint.salonId}/settings/integrations`,
      });
      await enqueueOutbox(
        tx,
        admins.map((user) => ({ kind: 'email' as const, payload: { to: user?.email ?? '', ...email } })),
      );
    });
  }

  /**
   * The endpoint's address as it will be called, when it reaches the public internet: the rule is
   * asked of the address as typed, of its parsed form (a URL parser reads 2130706433 as 127.0.0.1),
   * and of every address its name resolves to now. A name that does not resolve yet is taken: each
   * delivery checks the address it connects to.
   */
  async function publicEndpointUrl(typed: string): Promise<string> {
    const problem = webhookUrlProblem(typed, deps.allowLoopbackHttp);
    if (problem) throw new UserError('BAD_USER_INPUT', problem);
    const url = new URL(typed.trim());
    const parsedProblem = webhookUrlProblem(url.href, deps.allowLoopbackHttp);
    if (parsedProblem) throw new UserError('BAD_USER_INPUT', parsedProblem);
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    if (!isIpAddress(hostname)) {
      const refused = await allowedAddresses(hostname, deps.resolve, deps.allowLoopbackHttp).then(
        () => false,
        (error: unknown) => error instanceof AddressNotAllowed,
      );
      if (refused) throw new UserError('BAD_USER_INPUT', webhookEndpointMessages.urlNotPublic);
    }
    return url.href;
  }

  return {
    queueWebhookEvent,

    /** The salon an endpoint belongs to, for the scope check of fields that only get its id. */
    async salonIdOfEndpoint(endpointId: string): Promise<string | null> {
      if (!isUuid(endpointId)) return null;
      return (await repository.find(endpointId))?.salonId ?? null;
    },

    /** The salon a webhook delivery went to, for Redeliver's scope check. */
    async salonIdOfDelivery(deliveryId: string): Promise<string | null> {
      if (!isUuid(deliveryId)) return null;
      const endpointId = await outbox.webhookEndpointOf(deliveryId);
      return endpointId ? ((await repository.findAny(endpointId))?.salonId ?? null) : null;
    },

    endpoints: (salonId: string) => repository.ofSalon(salonId),

    /** Adds an endpoint; its signing secret is answered this once and never shown again. */
    async add(
      actor: AuditActor,
      salonId: string,
      input: { url: string; events: readonly string[] },
    ): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
      const url = await publicEndpointUrl(input.url);
      const events = chosenWebhookEvents(input.events);
      if (!events) throw new UserError('BAD_USER_INPUT', webhookEndpointMessages.eventsRequired);
      const secret = newSigningSecret();
      const endpoint = await db.transaction(async (tx) => {
        await repository.lockSalonEndpoints(salonId, tx);
        if ((await repository.countOfSalon(salonId, tx)) >= WEBHOOK_ENDPOINTS_PER_SALON)
          throw new UserError('CONFLICT', webhookEndpointMessages.tooMany);
        const created = await repository.insert(
          { salonId, url, events, signingSecret: secret, createdBy: actor.userId },
          tx,
        );
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.webhook-endpoint-add',
          subjectKind: 'webhook-endpoint',
          subjectId: created.id,
          salonId,
          after: endpointFacts(created),
        });
        return created;
      });
      return { endpoint, secret };
    },

    /** Changes the events an endpoint gets, or enables a disabled one again (a new run, no failures yet). */
    async update(
      actor: AuditActor,
      endpointId: string,
      input: { events?: readonly string[] | undefined; enable?: boolean | undefined },
    ): Promise<WebhookEndpointRow> {
      const events = input.events === undefined ? undefined : chosenWebhookEvents(input.events);
      if (events === null) throw new UserError('BAD_USER_INPUT', webhookEndpointMessages.eventsRequired);
      return db.transaction(async (tx) => {
        const before = isUuid(endpointId) ? await repository.lock(endpointId, tx) : undefined;
        if (!before) throw notFound();
        const after = await repository.update(
          before.id,
          {
            ...(events ? { events } : {}),
            ...(input.enable && before.disabledAt ? { disabledAt: null, failingSince: null } : {}),
          },
          tx,
        );
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.webhook-endpoint-update',
          subjectKind: 'webhook-endpoint',
          subjectId: after.id,
          salonId: after.salonId,
          before: endpointFacts(before),
          after: endpointFacts(after),
        });
        return after;
      });
    },

    /** Removes an endpoint: nothing more is sent to it, and what was waiting for it is not sent. */
    async remove(actor: AuditActor, endpointId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = isUuid(endpointId) ? await repository.lock(endpointId, tx) : undefined;
        if (!before) throw notFound();
        await repository.update(before.id, { deletedAt: now() }, tx);
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.webhook-endpoint-remove',
          subjectKind: 'webhook-endpoint',
          subjectId: before.id,
          salonId: before.salonId,
          before: endpointFacts(before),
        });
        return true;
      });
    },

    /** Queues the test event to this endpoint alone, even when it is disabled: it is how an admin checks it again. */
    async sendTest(salonId: string, endpointId: string): Promise<string> {
      const id = await db.transaction(async (tx) => {
        const endpoint = await ownEndpoint(salonId, endpointId, tx);
        const payload: WebhookTestPayload = {
          id: newEventId(),
          type: WEBHOOK_TEST_EVENT,
          version: WEBHOOK_PAYLOAD_VERSION,
          salonId,
          occurredAt: now().toISOString(),
          data: { endpointId: endpoint.id, message: WEBHOOK_TEST_MESSAGE },
        };
        const [queued] = await enqueueOutbox(tx, {
          kind: 'salon-webhook',
          payload: {
            endpointId: endpoint.id,
            salonId,
            type: WEBHOOK_TEST_EVENT,
            url: endpoint.url,
            body: JSON.stringify(payload),
          },
          webhookEndpointId: endpoint.id,
        });
        return queued ?? '';
      });
      return id;
    },

    /** Sends a delivery again now, with the same webhook-id, so a receiver that has it drops the copy. */
    async redeliver(deliveryId: string): Promise<boolean> {
      if (!isUuid(deliveryId)) throw new UserError('NOT_FOUND', webhookEndpointMessages.deliveryNotFound);
      const queued = await db.transaction((tx) => outbox.redeliver(deliveryId, tx));
      return queued;
    },

    /** The endpoint's delivery log, newest first, a page by number. */
    async deliveries(salonId: string, endpointId: string, page: PageArgs) {
      const endpoint = await ownEndpoint(salonId, endpointId);
      const [items, totalCount] = await Promise.all([
        outbox.webhookDeliveries(endpoint.id, page.limit, pageOffset(page)),
        outbox.countWebhookDeliveries(endpoint.id),
      ]);
      return { items, totalCount };
    },

    /**
     * The outbox's delivery of one event: signed with the endpoint's secret under the delivery's id,
     * the same on every retry. A removed endpoint is sent nothing; a disabled one only the test
     * event, and the rest waits, retried, for it to be enabled again.
     */
    async deliver(payload: OutboxPayloads['salon-webhook'], delivery: OutboxDelivery): Promise<OutboxAnswer | void> {
      const endpoint = isUuid(payload.endpointId) ? await repository.findAny(payload.endpointId) : undefined;
      if (!endpoint || endpoint.deletedAt) return;
      if (endpoint.disabledAt && payload.type !== WEBHOOK_TEST_EVENT)
        throw new Error(`${payload.type}: the endpoint is disabled until an admin enables it`);
      const answer = await deps
        .send({
          deliveryId: delivery.id,
          url: endpoint.url,
          body: payload.body,
          contentType: 'application/json',
          signingSecret: endpoint.signingSecret,
        })
        .catch((error: unknown) => ({ failure: connectionFailure(error) }));
      if ('ok' in answer && answer.ok) {
        await repository.recordSuccess(endpoint.id);
        return { statusCode: answer.status };
      }
      await recordFailure(endpoint.id);
      // The log keeps the status, never the receiver's words: they are shown in the provider's console.
      if ('status' in answer)
        throw new DeliveryRefused(`${payload.type} to ${endpoint.url}: HTTP ${answer.status}`, answer.status);
      throw new Error(`${payload.type} to ${endpoint.url}: ${answer.failure}`);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
