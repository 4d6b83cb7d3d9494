import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The five IBB (Instant Business Booster) modules. The product's lessons carry only a ModuleNumber;
 * the module names are data here so the provider console can rename them.
 */
export const ibbModules = pgTable('ibb_modules', {
  id: uuid().primaryKey().defaultRandom(),
  moduleNumber: integer().notNull().unique('ibb_modules_module_number_key'),
  name: text().notNull(),
});

export const ibbLessons = pgTable(
  'ibb_lessons',
  {
    id: uuid().primaryKey().defaultRandom(),
    moduleNumber: integer()
      .notNull()
      .references(() => ibbModules.moduleNumber, { onDelete: 'cascade', onUpdate: 'cascade' }),
    lessonNumber: integer().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    estTimeMinutes: integer().notNull().default(0),
    /** The product's VideoURL: a shipped file or a player's address (domain videos.ts, decision 043). */
    videoUrl: text(),
    transcriptHtml: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ibb_lessons_module_lesson_key').on(t.moduleNumber, t.lessonNumber)],
);

/** The to-dos of a lesson; the next-lesson button shows once the viewer ticked as many. */
export const ibbTodos = pgTable(
  'ibb_todos',
  {
    id: uuid().primaryKey().defaultRandom(),
    lessonId: uuid()
      .notNull()
      .references(() => ibbLessons.id, { onDelete: 'cascade' }),
    todo: text().notNull(),
    /** The product's Value: the to-do's place in the lesson's list. */
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('ibb_todos_lesson_position_key').on(t.lessonId, t.position)],
);

/**
 * A finished lesson (the product's IBBDay). Guests take IBB by email without an account, so the email
 * (lower-cased) is the key; userId links it when the email belongs to a user.
 */
export const ibbCompletions = pgTable(
  'ibb_completions',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    lessonId: uuid()
      .notNull()
      .references(() => ibbLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ibb_completions_email_lesson_key').on(t.email, t.lessonId),
    index('ibb_completions_user_idx').on(t.userId),
    index('ibb_completions_lesson_idx').on(t.lessonId),
  ],
);

/** A to-do ticked by a learner (the product's To-do Value per person), kept by email as completions are. */
export const ibbTodoChecks = pgTable(
  'ibb_todo_checks',
  {
    email: text().notNull(),
    todoId: uuid()
      .notNull()
      .references(() => ibbTodos.id, { onDelete: 'cascade' }),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.todoId] }), index('ibb_todo_checks_todo_idx').on(t.todoId)],
);
