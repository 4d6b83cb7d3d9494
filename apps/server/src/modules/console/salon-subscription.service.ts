import { consoleSubscriptionMessages, mirrorsChangeProblem } from '@piiq/domain/console-subscription';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { BillingReads, SubscriptionRow } from '../billing/billing.reads.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { MirrorReads } from '../mirror/mirror.reads.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';

/** What the audit log keeps of a subscription before and after a change: what the change is about. */
const auditedOf = (row: SubscriptionRow) => ({
  id: row.id,
  plan: row.plan,
  status: row.status,
  mirrors: row.mirrors,
  cancelledAt: row.cancelledAt,
});

const changedMeanwhile = () => new UserError('CONFLICT', consoleSubscriptionMessages.changedMeanwhile);

/**
 * The provider console's changes to a salon's subscription: the provider first (outside any
 * transaction, as it may be slow), then our row and its audit entry in one transaction. A provider
 * that refuses or cannot be reached leaves everything as it was.
 */
export function createSalonSubscriptionService(deps: {
  db: Database;
  salons: Pick<SalonsReads, 'findSalon'>;
  billing: Pick<BillingService, 'cancelAtProvider' | 'changeMirrorsAtProvider' | 'recordSubscriptionChange'>;
  subscriptions: Pick<BillingReads, 'latestSubscription' | 'lockLatestSubscription'>;
  mirrors: Pick<MirrorReads, 'pairedCounts'>;
  audit: Pick<AuditService, 'record'>;
  announceSalonUpdated: (salonId: string) => void;
  now: () => Date;
}) {
  /** The salon's subscription as it can still be changed; the refusal a person can read otherwise. */
  async function changeable(salonId: string): Promise<SubscriptionRow> {
    if (!isUuid(salonId) || !(await deps.salons.findSalon(salonId))) throw notFound();
    const current = await deps.subscriptions.latestSubscription(salonId);
    if (!current) throw new UserError('BAD_USER_INPUT', consoleSubscriptionMessages.noSubscription);
    if (current.status === 'CANCELLED')
      throw new UserError('BAD_USER_INPUT', consoleSubscriptionMessages.alreadyCancelled);
    return current;
  }

  /**
   * After the provider's change: our row and its audit entry, in one transaction, under the row's
   * lock. `values` answers what to write over the locked row, or null when it already says so (a
   * second click, or the provider's webhook, got there first: nothing is left to record). The salon's
   * open screens read it again after (the plan's mirrors bound pairing).
   */
  async function recordChange(
    actor: AuditActor,
    current: SubscriptionRow,
    action: string,
    values: (locked: SubscriptionRow) => Partial<Pick<SubscriptionRow, 'status' | 'cancelledAt' | 'mirrors'>> | null,
  ): Promise<SubscriptionRow> {
    const { salonId } = current;
    const changed = await deps.db.transaction(async (tx) => {
      const locked = await deps.subscriptions.lockLatestSubscription(salonId, tx);
      if (!locked || locked.id !== current.id) throw changedMeanwhile();
      const change = values(locked);
      if (!change) return locked;
      const updated = await deps.billing.recordSubscriptionChange(locked.id, change, tx);
      await deps.audit.record(tx, {
        actor,
        action,
        subjectKind: 'subscription',
        subjectId: locked.id,
        salonId,
        before: auditedOf(locked),
        after: auditedOf(updated),
      });
      return updated;
    });
    deps.announceSalonUpdated(salonId);
    return changed;
  }

  return {
    async cancel(actor: AuditActor, salonId: string, idempotencyKey: string): Promise<SubscriptionRow> {
      const current = await changeable(salonId);
      await deps.billing.cancelAtProvider(current, idempotencyKey);
      return recordChange(actor, current, 'salon.subscription-cancel', (locked) =>
        locked.status === 'CANCELLED' ? null : { status: 'CANCELLED', cancelledAt: deps.now() },
      );
    },

    async changeMirrors(
      actor: AuditActor,
      salonId: string,
      mirrors: number,
      idempotencyKey: string,
    ): Promise<SubscriptionRow> {
      const current = await changeable(salonId);
      const paired = (await deps.mirrors.pairedCounts([salonId])).get(salonId) ?? 0;
      const problem = mirrorsChangeProblem(mirrors, { mirrors: current.mirrors, paired });
      if (problem) throw new UserError('BAD_USER_INPUT', problem, { fields: [{ field: 'mirrors', message: problem }] });
      await deps.billing.changeMirrorsAtProvider(current, mirrors, idempotencyKey);
      return recordChange(actor, current, 'salon.mirrors-change', (locked) => {
        if (locked.status === 'CANCELLED') throw changedMeanwhile();
        return locked.mirrors === mirrors ? null : { mirrors };
      });
    },
  };
}

export type SalonSubscriptionService = ReturnType<typeof createSalonSubscriptionService>;
