import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mirrorSessions } from '../../db/schema/mirror-sessions.ts';

/**
 * The mirror's consultations as the mirror runs them: who opened each, its code, who joined and when
 * it ended. The appointment a session fills belongs to the appointments module, written through its
 * service.
 */
export type MirrorSessionRow = typeof mirrorSessions.$inferSelect;

export function createMirrorSessionsRepository(db: Database) {
  return {
    async findSession(id: string, tx: Database = db): Promise<MirrorSessionRow | undefined> {
      const [row] = await tx.select().from(mirrorSessions).where(eq(mirrorSessions.id, id)).limit(1);
      return row;
    },

    /** An open session by the code a client typed. */
    async findOpenSessionByCode(code: string, tx: Database = db): Promise<MirrorSessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(mirrorSessions)
        .where(and(eq(mirrorSessions.code, code), isNull(mirrorSessions.endedAt)))
        .limit(1);
      return row;
    },

    /** The session still running an appointment's consultation, if one is. */
    async findOpenSessionOfAppointment(appointmentId: string): Promise<MirrorSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(mirrorSessions)
        .where(and(eq(mirrorSessions.appointmentId, appointmentId), isNull(mirrorSessions.endedAt)))
        .limit(1);
      return row;
    },

    /** Holds the session until the transaction ends: two clients joining at once cannot both join. */
    async lockSession(id: string, tx: Database): Promise<MirrorSessionRow | undefined> {
      const [row] = await tx.select().from(mirrorSessions).where(eq(mirrorSessions.id, id)).limit(1).for('update');
      return row;
    },

    async insertSession(
      values: { salonId: string; appointmentId: string; deviceId: string; code: string; at: Date },
      tx: Database,
    ): Promise<MirrorSessionRow> {
      const [session] = await tx
        .insert(mirrorSessions)
        .values({
          salonId: values.salonId,
          appointmentId: values.appointmentId,
          createdByDeviceId: values.deviceId,
          code: values.code,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .returning();
      if (!session) throw new Error('insert into mirror_sessions returned no row');
      return session;
    },

    async updateSession(
      id: string,
      values: Partial<
        Pick<
          MirrorSessionRow,
          'userId' | 'joinedAt' | 'endedAt' | 'devicePlatform' | 'deviceToken' | 'existingAppointment' | 'appointmentId'
        >
      >,
      at: Date,
      tx: Database,
    ): Promise<MirrorSessionRow> {
      const [row] = await tx
        .update(mirrorSessions)
        .set({ ...values, updatedAt: at })
        .where(eq(mirrorSessions.id, id))
        .returning();
      if (!row) throw new Error(`mirror session ${id} not found`);
      return row;
    },
  };
}

export type MirrorSessionsRepository = ReturnType<typeof createMirrorSessionsRepository>;
