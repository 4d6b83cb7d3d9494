import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { appointments } from './appointments.ts';
import { mirrorDevices } from './mirrors.ts';
import { salons } from './salons.ts';

/**
 * A mirror session (startSession): the mirror opens it, the client claims it from the portal with
 * ?session=, and it points at the appointment it created or continued (existingAppointment).
 */
export const mirrorSessions = pgTable(
  'mirror_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    appointmentId: uuid().references(() => appointments.id, { onDelete: 'set null' }),
    devicePlatform: text(),
    deviceToken: text(),
    existingAppointment: boolean().notNull().default(false),
    /**
     * The mirror that opened it: only that mirror may read or change the session. Null for sessions
     * recorded before mirrors were paired (the demo's history).
     */
    createdByDeviceId: uuid().references(() => mirrorDevices.id, { onDelete: 'set null' }),
    /** What a client types instead of scanning (SESSION_CODE_LENGTH letters); unique among open sessions. */
    code: text(),
    joinedAt: timestamp({ withTimezone: true }),
    /** Set by endMirrorSession: nothing changes the session afterwards, and nobody can join it. */
    endedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mirror_sessions_open_code_key')
      .on(t.code)
      .where(sql`${t.endedAt} is null`),
    index('mirror_sessions_device_idx').on(t.createdByDeviceId, t.createdAt),
    index('mirror_sessions_salon_idx').on(t.salonId, t.createdAt),
    index('mirror_sessions_user_idx').on(t.userId, t.createdAt),
    index('mirror_sessions_appointment_idx').on(t.appointmentId),
  ],
);
