import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LAST_USED_INTERVAL_MS,
  API_KEY_PREFIX,
  API_KEY_SECRET_BYTES,
  API_KEY_START_LENGTH,
  apiKeyActorName,
  apiKeyMessages,
  shouldRecordKeyUse,
  type ApiKeyScope,
} from '@piiq/domain/api-keys';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { RateLimitedError, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';

/** The key behind a request's `Authorization: Bearer piiq_sk_...`, as the GraphQL context carries it. */
export interface ApiKeyViewer {
  id: string;
  salonId: string;
  scope: ApiKeyScope;
  name: string;
}

/** What the admin who made a key receives, this once. */
export interface CreatedApiKey {
  secret: string;
  key: ApiKeyRow;
}

/** A write made through a key, as the audit log keeps it. */
export interface KeyWrite {
  /** The mutation's name, e.g. "updateCartStatus". */
  field: string;
  /** The kind of record it answered with, e.g. "Cart". */
  subjectKind: string;
  subjectId: string | null;
  args: unknown;
}

/** A key's secret is 256 random bits: a plain SHA-256 is all a copied database holds (as decision 022). */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const notValid = () => new UserError('UNAUTHENTICATED', apiKeyMessages.notValid, { http: { status: 401 } });

export function actorOfKey(key: ApiKeyViewer): AuditActor {
  return { userId: null, email: apiKeyActorName(key.name), apiKeyId: key.id };
}

/** What the audit log keeps of a key: never its secret, nor its hash. */
const kept = (key: ApiKeyRow) => ({ name: key.name, scope: key.scope, secretStart: key.secretStart });

export function createApiKeysService(deps: {
  db: Database;
  repository: ApiKeysRepository;
  limits: IpRateLimiter;
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}) {
  const { db, repository, now } = deps;

  return {
    /** The salon a key belongs to, for the scope check of fields given only its id. */
    async salonIdOfKey(id: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      return (await repository.find(id))?.salonId ?? null;
    },

    active: (salonId: string) => repository.activeOfSalon(salonId),

    async create(actor: AuditActor, salonId: string, name: string, scope: ApiKeyScope): Promise<CreatedApiKey> {
      const secret = `${API_KEY_PREFIX}${randomBytes(API_KEY_SECRET_BYTES).toString('base64url')}`;
      return db.transaction(async (tx) => {
        const key = await repository.insert(
          {
            salonId,
            name,
            scope,
            secretHash: sha256(secret),
            secretStart: secret.slice(0, API_KEY_START_LENGTH),
            createdBy: actor.userId,
            createdAt: now(),
          },
          tx,
        );
        await deps.audit.record(tx, {
          actor,
          action: 'apiKey.create',
          subjectKind: 'apiKey',
          subjectId: key.id,
          salonId,
          after: kept(key),
        });
        return { secret, key };
      });
    },

    /** Refused from the very next call on: every call reads the key's row, and no instance keeps it. */
    async revoke(actor: AuditActor, id: string): Promise<ApiKeyRow> {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (tx) => {
        const key = await repository.revoke(id, now(), tx);
        if (!key) throw notFound();
        await deps.audit.record(tx, {
          actor,
          action: 'apiKey.revoke',
          subjectKind: 'apiKey',
          subjectId: key.id,
          salonId: key.salonId,
          before: kept(key),
        });
        return key;
      });
    },

    /**
     * The key behind a bearer credential, counted against its limit. An unknown or revoked key is a
     * 401 and a key over its limit a 429 with Retry-After, both for the whole request. Last used is
     * written at most once a minute.
     */
    async authenticate(credential: string): Promise<ApiKeyViewer> {
      const key = await repository.activeBySecretHash(sha256(credential));
      if (!key) throw notValid();
      try {
        await deps.limits.consume('apiKey', key.id, apiKeyMessages.tooManyCalls);
      } catch (refusal) {
        if (!(refusal instanceof RateLimitedError)) throw refusal;
        throw new UserError('RATE_LIMITED', apiKeyMessages.tooManyCalls, {
          http: { status: 429, headers: { 'retry-after': String(refusal.retryAfterSeconds) } },
        });
      }
      const at = now();
      if (shouldRecordKeyUse(key.lastUsedAt, at)) {
        await repository.touch(key.id, at, new Date(at.getTime() - API_KEY_LAST_USED_INTERVAL_MS));
      }
      return { id: key.id, salonId: key.salonId, scope: key.scope, name: key.name };
    },

    /** Every write through a key is in the audit log, named after the key (as it was called then). */
    async recordWrite(key: ApiKeyViewer, write: KeyWrite): Promise<void> {
      await deps.audit.record(db, {
        actor: actorOfKey(key),
        action: `api.${write.field}`,
        subjectKind: write.subjectKind,
        subjectId: write.subjectId,
        salonId: key.salonId,
        after: write.args,
      });
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
