import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import type { AppointmentsReads } from '../appointments/appointments.reads.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { BillingReads, InvoiceRow, SubscriptionRow } from '../billing/billing.reads.ts';
import type { BrandOfSalonRow, CatalogReads } from '../catalog/catalog.reads.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MessagingReads } from '../messaging/messaging.reads.ts';
import type { MirrorReads } from '../mirror/mirror.reads.ts';
import type { SalonRow, SalonsReads } from '../salons/salons.reads.ts';

/** A salon as the console's list shows it. */
export interface DirectorySalon {
  id: string;
  name: string;
  email: string | null;
  ownerName: string;
  onboardingComplete: boolean;
  createdAt: Date;
  subscription: SubscriptionRow | null;
  mirrorsPaired: number;
  lastSessionAt: Date | null;
}

export interface DirectorySalonDetail extends DirectorySalon {
  salon: SalonRow;
  invoices: InvoiceRow[];
  brands: BrandOfSalonRow[];
  conversationId: string | null;
}

const ownerNameOf = (row: { ownerFirstName: string | null; ownerLastName: string | null }) =>
  `${row.ownerFirstName ?? ''} ${row.ownerLastName ?? ''}`.trim();

/**
 * The console's salons: every salon with its plan, mirrors, state and last activity, a page at a
 * time (each module answers for its own part of a page at once), and one salon's page with its
 * invoices, brands and support conversation. The provider offers or withdraws a brand here.
 */
export function createSalonDirectoryService(deps: {
  db: Database;
  salons: Pick<SalonsReads, 'directoryPage' | 'findSalon'>;
  billing: Pick<BillingReads, 'latestSubscriptions' | 'invoicesOfSalon'>;
  mirrors: Pick<MirrorReads, 'pairedCounts'>;
  appointments: Pick<AppointmentsReads, 'lastSessionAt'>;
  catalog: Pick<CatalogReads, 'brandsOfSalon' | 'findBrand'>;
  messaging: Pick<MessagingReads, 'chatOfSalon'>;
  /** The catalog module's BrandsAvailableToSalon write, on the transaction given (it answers whether the brand was offered before). */
  catalogOffers: Pick<CatalogService, 'setBrandAvailability'>;
  audit: Pick<AuditService, 'record'>;
  announceSalonUpdated: (salonId: string) => void;
}) {
  return {
    async page(
      search: string | undefined,
      limit: number,
      nextToken: string | null,
    ): Promise<{ items: DirectorySalon[]; nextToken: string | null }> {
      const rows = await deps.salons.directoryPage(search, nextToken ? decodePageToken(nextToken) : null, limit + 1);
      const page = keysetPage(rows, limit);
      const ids = page.items.map((row) => row.id);
      const [subscriptions, mirrors, lastSessions] = await Promise.all([
        deps.billing.latestSubscriptions(ids),
        deps.mirrors.pairedCounts(ids),
        deps.appointments.lastSessionAt(ids),
      ]);
      return {
        items: page.items.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          ownerName: ownerNameOf(row),
          onboardingComplete: row.onboardingComplete,
          createdAt: row.createdAt,
          subscription: subscriptions.get(row.id) ?? null,
          mirrorsPaired: mirrors.get(row.id) ?? 0,
          lastSessionAt: lastSessions.get(row.id) ?? null,
        })),
        nextToken: page.nextToken,
      };
    },

    async salon(id: string): Promise<DirectorySalonDetail | null> {
      if (!isUuid(id)) return null;
      const salon = await deps.salons.findSalon(id);
      if (!salon) return null;
      const [subscriptions, mirrors, lastSessions, invoices, brands, chat] = await Promise.all([
        deps.billing.latestSubscriptions([id]),
        deps.mirrors.pairedCounts([id]),
        deps.appointments.lastSessionAt([id]),
        deps.billing.invoicesOfSalon(id),
        deps.catalog.brandsOfSalon(id),
        deps.messaging.chatOfSalon(id),
      ]);
      return {
        id,
        name: salon.name,
        email: salon.email,
        ownerName: ownerNameOf(salon),
        onboardingComplete: salon.onboardingComplete,
        createdAt: salon.createdAt,
        subscription: subscriptions.get(id) ?? null,
        mirrorsPaired: mirrors.get(id) ?? 0,
        lastSessionAt: lastSessions.get(id) ?? null,
        salon,
        invoices,
        brands,
        conversationId: chat?.id ?? null,
      };
    },

    /** BrandsAvailableToSalon, audited; the salon's open screens hear of it. */
    async setBrandAvailability(actor: AuditActor, salonId: string, brandId: string, available: boolean): Promise<void> {
      if (
        !isUuid(salonId) ||
        !isUuid(brandId) ||
        !(await deps.salons.findSalon(salonId)) ||
        !(await deps.catalog.findBrand(brandId))
      )
        throw notFound();
      await deps.db.transaction(async (tx) => {
        const before = await deps.catalogOffers.setBrandAvailability(salonId, brandId, available, tx);
        await deps.audit.record(tx, {
          actor,
          action: available ? 'salon.brand-offer' : 'salon.brand-withdraw',
          subjectKind: 'salon-brand',
          subjectId: brandId,
          salonId,
          before: { availableToSalon: before },
          after: { availableToSalon: available },
        });
      });
      deps.announceSalonUpdated(salonId);
    },
  };
}

export type SalonDirectoryService = ReturnType<typeof createSalonDirectoryService>;
