import { HELP_RESOURCE_KINDS } from '@piiq/domain/resources';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const helpResourceKind = pgEnum('help_resource_kind', HELP_RESOURCE_KINDS);

/** The Help and resources page's content, kept as data for the provider to change without a release. */
export const helpResources = pgTable(
  'help_resources',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: helpResourceKind().notNull(),
    title: text().notNull(),
    /** A template's or caption's text to copy, a guide section's paragraphs, a phone number. */
    body: text().notNull().default(''),
    /** A link's or image's address. */
    url: text(),
    /** A video's: a shipped file or a player's address (domain videos.ts, decision 043). */
    videoUrl: text(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_resources_kind_position_idx').on(t.kind, t.position)],
);
