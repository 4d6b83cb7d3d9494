import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PIIQ ACADEMY's videos, in the order the grid shows them. */
export const academyContent = pgTable(
  'academy_content',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Where the video plays from: a shipped file or a player's address (domain videos.ts, decision 043). */
    videoUrl: text(),
    transcriptHtml: text().notNull().default(''),
    images: text().array().notNull().default([]),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_content_position_idx').on(t.position, t.id)],
);
