import {
  catalogueMessages,
  type BrandInput,
  type CatalogueProductFields,
  type SheetChange,
  type SheetProblem,
} from '@piiq/domain/catalogue-sheet';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { planImport, readSheet, skuOfLine } from './catalogue-import.ts';
import {
  createCatalogueEditorRepository,
  type BrandRecord,
  type CatalogueProductRow,
  type ConsoleProductFilter,
  type NameCursor,
} from './catalogue-editor.repository.ts';

/** How many changed lines a preview lists; the counts cover them all. */
export const PREVIEW_LINES = 200;

export interface ImportOutcome {
  problems: SheetProblem[];
  created: number;
  updated: number;
  unchanged: number;
  /** The first lines that change something; an update with each column it changes, old -> new. */
  changes: Array<{ line: number; sku: string; action: 'CREATE' | 'UPDATE'; columns: SheetChange[] }>;
  applied: boolean;
}

/** What a product is, without the row's bookkeeping: what the audit log keeps before and after a save. */
function fieldsOf(row: CatalogueProductRow): CatalogueProductFields {
  const {
    id: _id,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    version: _version,
    createdBy: _createdBy,
    ...fields
  } = row;
  return fields;
}

/**
 * The provider's catalogue edits (issue: provider console): brands, products one at a time over
 * the version read, and product sheets previewed and applied whole in one transaction. Every write
 * is audited; products archived or out of stock leave every salon's recommendations at once (the
 * rule is the catalogue's state, docs/product-rules.md), and salons' own rows follow in the same transaction.
 */
export function createCatalogueEditorService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  /** Called after each change commits, so no instance goes on serving the product or brand as it was. */
  announceCatalogueChanged: () => void;
}) {
  const { db } = deps;
  const repository = createCatalogueEditorRepository(db);

  async function productsPage(filter: ConsoleProductFilter, limit: number, after: NameCursor | null) {
    const rows = await repository.productsPage(filter, after, limit + 1);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map((row) => ({ ...row.product, brandName: row.brandName })),
      next: rows.length > limit && last ? { name: last.product.productName, id: last.product.id } : null,
    };
  }

  return {
    brands: () => repository.brands(),
    productsPage,

    async product(id: string): Promise<(CatalogueProductRow & { brandName: string }) | null> {
      if (!isUuid(id)) return null;
      const row = await repository.findProduct(id);
      if (!row) return null;
      const brand = await repository.findBrand(row.brandId);
      return { ...row, brandName: brand?.name ?? '' };
    },

    async saveBrand(
      actor: AuditActor,
      id: string | null,
      input: BrandInput,
      version: number | null,
    ): Promise<BrandRecord> {
      try {
        const saved = await db.transaction(async (tx) => {
          if (id === null) {
            const created = await repository.insertBrand(input, tx);
            await deps.audit.record(tx, {
              actor,
              action: 'brand.create',
              subjectKind: 'brand',
              subjectId: created.id,
              after: input,
            });
            return created;
          }
          const before = isUuid(id) ? await repository.findBrand(id, tx) : undefined;
          if (!before) throw notFound();
          const after = await repository.updateBrand(id, input, version ?? 0, tx);
          if (!after) throw new UserError('CONFLICT', catalogueMessages.brandChangedElsewhere);
          await deps.audit.record(tx, {
            actor,
            action: 'brand.update',
            subjectKind: 'brand',
            subjectId: id,
            before: {
              name: before.name,
              abbreviation: before.abbreviation,
              active: before.active,
              logoPath: before.logoPath,
            },
            after: input,
          });
          return after;
        });
        deps.announceCatalogueChanged();
        return saved;
      } catch (error) {
        if (isUniqueViolation(error)) throw new UserError('CONFLICT', catalogueMessages.brandTaken);
        throw error;
      }
    },

    /** A new product (id null) or a change over the version read; the fields already checked by catalogueProductInputSchema. */
    async saveProduct(
      actor: AuditActor,
      id: string | null,
      fields: CatalogueProductFields,
      version: number | null,
    ): Promise<CatalogueProductRow> {
      const values = fields;
      try {
        const saved = await db.transaction(async (tx) => {
          if (!(await repository.findBrand(values.brandId, tx)))
            throw new UserError('BAD_USER_INPUT', catalogueMessages.brand);
          if (id === null) {
            const created = await repository.insertProduct({ ...values, createdBy: actor.email }, tx);
            await repository.shelveForSalons([created.id], tx);
            await deps.audit.record(tx, {
              actor,
              action: 'product.create',
              subjectKind: 'product',
              subjectId: created.id,
              after: values,
            });
            return created;
          }
          const before = isUuid(id) ? await repository.findProduct(id, true, tx) : undefined;
          if (!before) throw notFound();
          const after = await repository.updateProduct(id, values, version ?? 0, tx);
          if (!after) throw new UserError('CONFLICT', catalogueMessages.changedElsewhere);
          if (before.isArchived !== after.isArchived || before.outOfStock !== after.outOfStock)
            await repository.syncSalonEligibility([id], tx);
          const action = !before.isArchived && after.isArchived ? 'product.archive' : 'product.update';
          await deps.audit.record(tx, {
            actor,
            action,
            subjectKind: 'product',
            subjectId: id,
            before: fieldsOf(before),
            after: fieldsOf(after),
          });
          return after;
        });
        deps.announceCatalogueChanged();
        return saved;
      } catch (error) {
        if (isUniqueViolation(error)) throw new UserError('CONFLICT', catalogueMessages.skuTaken);
        throw error;
      }
    },

    /**
     * Reads a product sheet and says what it would change; with `apply`, makes those changes in one
     * transaction, and only when no line has a problem. The plan is made again inside the
     * transaction, against the catalogue as it then is: a preview is never trusted.
     */
    async importSheet(actor: AuditActor, text: string, apply: boolean): Promise<ImportOutcome> {
      const sheet = readSheet(text);
      if (sheet.problems.length > 0)
        return { problems: sheet.problems, created: 0, updated: 0, unchanged: 0, changes: [], applied: false };
      const skus = [...new Set(sheet.lines.map((line) => skuOfLine(line.cells)).filter((sku) => sku !== ''))];
      const outcome = await db.transaction(async (tx) => {
        const [brands, stored] = [await repository.brands(tx), await repository.productsBySkus(skus, tx)];
        const plan = planImport(
          sheet.lines,
          brands,
          new Map(stored.map((row) => [row.sku, { ...fieldsOf(row), id: row.id }])),
        );
        const outcome: ImportOutcome = {
          problems: plan.problems,
          created: plan.creates.length,
          updated: plan.updates.length,
          unchanged: plan.unchanged,
          changes: [
            ...plan.creates.map((create) => ({
              line: create.line,
              sku: create.values.sku,
              action: 'CREATE' as const,
              columns: [],
            })),
            ...plan.updates.map((update) => ({
              line: update.line,
              sku: update.values.sku,
              action: 'UPDATE' as const,
              columns: update.changed,
            })),
          ]
            .sort((a, b) => a.line - b.line)
            .slice(0, PREVIEW_LINES),
          applied: false,
        };
        if (!apply || plan.problems.length > 0 || plan.creates.length + plan.updates.length === 0) return outcome;

        const createdIds = await repository.insertProducts(
          plan.creates.map((create) => ({ ...create.values, createdBy: actor.email })),
          tx,
        );
        await repository.updateProducts(
          plan.updates.map((update) => update.values),
          tx,
        );
        await repository.shelveForSalons(createdIds, tx);
        const storedById = new Map(stored.map((row) => [row.id, row]));
        await repository.syncSalonEligibility(
          plan.updates
            .filter((update) => {
              const before = storedById.get(update.id);
              return (
                before &&
                (before.isArchived !== update.values.isArchived || before.outOfStock !== update.values.outOfStock)
              );
            })
            .map((update) => update.id),
          tx,
        );
        await deps.audit.record(tx, {
          actor,
          action: 'catalogue.import',
          subjectKind: 'catalogue',
          after: {
            created: plan.creates.length,
            updated: plan.updates.length,
            unchanged: plan.unchanged,
            updatedSkus: plan.updates.map((update) => update.values.sku),
          },
        });
        return { ...outcome, applied: true };
      });
      if (outcome.applied) deps.announceCatalogueChanged();
      return outcome;
    },

    productsForExport: (brandId: string | undefined, batch: number) => repository.productsForExport(brandId, batch),
  };
}

export type CatalogueEditorService = ReturnType<typeof createCatalogueEditorService>;
