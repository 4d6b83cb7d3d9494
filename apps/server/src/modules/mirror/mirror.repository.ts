import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mirrorDevices, mirrorPairingCodes, mirrorWriteKeys } from '../../db/schema/mirrors.ts';

export type MirrorDeviceRow = typeof mirrorDevices.$inferSelect;
export type MirrorPairingCodeRow = typeof mirrorPairingCodes.$inferSelect;

const paired = (salonId: string) => and(eq(mirrorDevices.salonId, salonId), isNull(mirrorDevices.revokedAt));

export function createMirrorRepository(db: Database) {
  return {
    async findDevice(id: string, tx: Database = db): Promise<MirrorDeviceRow | undefined> {
      const [row] = await tx.select().from(mirrorDevices).where(eq(mirrorDevices.id, id)).limit(1);
      return row;
    },

    /** A paired (not revoked) device by its credential's hash. */
    async pairedDeviceByCredential(credentialHash: string): Promise<MirrorDeviceRow | undefined> {
      const [row] = await db
        .select()
        .from(mirrorDevices)
        .where(and(eq(mirrorDevices.credentialHash, credentialHash), isNull(mirrorDevices.revokedAt)))
        .limit(1);
      return row;
    },

    pairedDevicesOfSalon(salonId: string): Promise<MirrorDeviceRow[]> {
      return db
        .select()
        .from(mirrorDevices)
        .where(paired(salonId))
        .orderBy(asc(mirrorDevices.pairedAt), asc(mirrorDevices.id));
    },

    /** How many mirrors each salon has paired now, for a page of the console's salons. */
    async pairedCounts(salonIds: readonly string[]): Promise<Map<string, number>> {
      if (salonIds.length === 0) return new Map();
      const rows = await db
        .select({ salonId: mirrorDevices.salonId, n: count() })
        .from(mirrorDevices)
        .where(and(inArray(mirrorDevices.salonId, [...salonIds]), isNull(mirrorDevices.revokedAt)))
        .groupBy(mirrorDevices.salonId);
      return new Map(rows.map((row) => [row.salonId, row.n]));
    },

    async countPaired(salonId: string, tx: Database = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(mirrorDevices).where(paired(salonId));
      return row?.n ?? 0;
    },

    /**
     * Two mirrors pairing at once must not both pass the plan's limit: the count and the insert run
     * under a lock on the salon's mirrors, held until the transaction ends.
     */
    async lockMirrors(salonId: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mirrors:${salonId}`}, 0))`);
    },

    async insertDevice(values: typeof mirrorDevices.$inferInsert, tx: Database = db): Promise<MirrorDeviceRow> {
      const [row] = await tx.insert(mirrorDevices).values(values).returning();
      if (!row) throw new Error('insert into mirror_devices returned no row');
      return row;
    },

    async renameDevice(id: string, name: string): Promise<MirrorDeviceRow | undefined> {
      const [row] = await db
        .update(mirrorDevices)
        .set({ name })
        .where(and(eq(mirrorDevices.id, id), isNull(mirrorDevices.revokedAt)))
        .returning();
      return row;
    },

    /** False when the device was already unpaired (or never existed). */
    /** The device as revoked; undefined when there is none still paired. */
    async revokeDevice(id: string, at: Date, tx: Database = db): Promise<MirrorDeviceRow | undefined> {
      const [row] = await tx
        .update(mirrorDevices)
        .set({ revokedAt: at })
        .where(and(eq(mirrorDevices.id, id), isNull(mirrorDevices.revokedAt)))
        .returning();
      return row;
    },

    /** Writes last seen only when the stored one is older than `staleBefore`, so concurrent calls write once. */
    async touchDevice(id: string, at: Date, staleBefore: Date): Promise<void> {
      await db
        .update(mirrorDevices)
        .set({ lastSeenAt: at })
        .where(
          and(
            eq(mirrorDevices.id, id),
            or(isNull(mirrorDevices.lastSeenAt), lte(mirrorDevices.lastSeenAt, staleBefore)),
          ),
        );
    },

    /** False when the hash is taken (a code drawn twice): the caller draws another. */
    async insertPairingCode(values: typeof mirrorPairingCodes.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(mirrorPairingCodes)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: mirrorPairingCodes.id });
      return rows.length > 0;
    },

    /** Codes nobody used before they expired are of no further use, not even as a record. */
    async deleteExpiredUnusedCodes(salonId: string, now: Date): Promise<void> {
      await db
        .delete(mirrorPairingCodes)
        .where(
          and(
            eq(mirrorPairingCodes.salonId, salonId),
            isNull(mirrorPairingCodes.usedAt),
            lt(mirrorPairingCodes.expiresAt, now),
          ),
        );
    },

    async findPairingCode(codeHash: string, tx: Database = db): Promise<MirrorPairingCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(mirrorPairingCodes)
        .where(eq(mirrorPairingCodes.codeHash, codeHash))
        .limit(1);
      return row;
    },

    /** The code, locked until the transaction ends: two mirrors typing it at once cannot both use it. */
    async lockPairingCode(id: string, tx: Database): Promise<MirrorPairingCodeRow | undefined> {
      const [row] = await tx
        .select()
        .from(mirrorPairingCodes)
        .where(eq(mirrorPairingCodes.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * Records a retryable write's key in the write's own transaction: false when the key was already
     * used, which makes the retry change nothing. Concurrent tries with one key wait on each other here.
     */
    async claimWriteKey(deviceId: string, key: string, at: Date, tx: Database): Promise<boolean> {
      const rows = await tx
        .insert(mirrorWriteKeys)
        .values({ deviceId, key, createdAt: at })
        .onConflictDoNothing()
        .returning({ key: mirrorWriteKeys.key });
      return rows.length > 0;
    },

    async markCodeUsed(id: string, deviceId: string, at: Date, tx: Database): Promise<void> {
      await tx.update(mirrorPairingCodes).set({ usedAt: at, deviceId }).where(eq(mirrorPairingCodes.id, id));
    },
  };
}

export type MirrorRepository = ReturnType<typeof createMirrorRepository>;
