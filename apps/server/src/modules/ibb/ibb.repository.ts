import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ibbCompletions, ibbLessons, ibbModules, ibbTodoChecks, ibbTodos } from '../../db/schema/ibb.ts';

export type IbbLessonRow = typeof ibbLessons.$inferSelect;
export type IbbTodoRow = typeof ibbTodos.$inferSelect;
export type IbbLessonValues = Pick<
  IbbLessonRow,
  'moduleNumber' | 'lessonNumber' | 'name' | 'description' | 'estTimeMinutes' | 'videoUrl' | 'transcriptHtml'
>;

export function createIbbRepository(db: Database) {
  return {
    modules(): Promise<Array<{ moduleNumber: number; name: string }>> {
      return db
        .select({ moduleNumber: ibbModules.moduleNumber, name: ibbModules.name })
        .from(ibbModules)
        .orderBy(asc(ibbModules.moduleNumber));
    },

    /** The whole programme in order: 21 lessons, read whole by every list. */
    lessons(): Promise<IbbLessonRow[]> {
      return db.select().from(ibbLessons).orderBy(asc(ibbLessons.moduleNumber), asc(ibbLessons.lessonNumber));
    },

    async lesson(id: string, tx: Database = db): Promise<IbbLessonRow | undefined> {
      const [row] = await tx.select().from(ibbLessons).where(eq(ibbLessons.id, id)).limit(1);
      return row;
    },

    todosOf(lessonId: string, tx: Database = db): Promise<IbbTodoRow[]> {
      return tx.select().from(ibbTodos).where(eq(ibbTodos.lessonId, lessonId)).orderBy(asc(ibbTodos.position));
    },

    /** Every lesson's to-dos, for the console's list of the whole programme. */
    allTodos(): Promise<IbbTodoRow[]> {
      return db.select().from(ibbTodos).orderBy(asc(ibbTodos.lessonId), asc(ibbTodos.position));
    },

    async insertLesson(values: IbbLessonValues, tx: Database): Promise<IbbLessonRow> {
      const [row] = await tx.insert(ibbLessons).values(values).returning();
      if (!row) throw new Error('the lesson was not stored');
      return row;
    },

    async updateLesson(id: string, values: IbbLessonValues, tx: Database): Promise<IbbLessonRow | undefined> {
      const [row] = await tx.update(ibbLessons).set(values).where(eq(ibbLessons.id, id)).returning();
      return row;
    },

    /**
     * Sets a lesson's to-dos by place: a to-do kept at its place keeps its id, so the ticks learners
     * gave it stay; places past the new list go, with their ticks.
     */
    async replaceTodos(lessonId: string, todos: readonly string[], tx: Database): Promise<IbbTodoRow[]> {
      await tx.delete(ibbTodos).where(and(eq(ibbTodos.lessonId, lessonId), gte(ibbTodos.position, todos.length + 1)));
      if (todos.length > 0) {
        await tx
          .insert(ibbTodos)
          .values(todos.map((todo, index) => ({ lessonId, todo, position: index + 1 })))
          .onConflictDoUpdate({ target: [ibbTodos.lessonId, ibbTodos.position], set: { todo: sql`excluded.todo` } });
      }
      return tx.select().from(ibbTodos).where(eq(ibbTodos.lessonId, lessonId)).orderBy(asc(ibbTodos.position));
    },

    async todoById(id: string): Promise<IbbTodoRow | undefined> {
      const [row] = await db.select().from(ibbTodos).where(eq(ibbTodos.id, id)).limit(1);
      return row;
    },

    async completedLessonIds(email: string): Promise<Set<string>> {
      const rows = await db
        .select({ lessonId: ibbCompletions.lessonId })
        .from(ibbCompletions)
        .where(eq(ibbCompletions.email, email));
      return new Set(rows.map((row) => row.lessonId));
    },

    async checkedTodoIds(email: string, todoIds: readonly string[], tx: Database = db): Promise<Set<string>> {
      if (todoIds.length === 0) return new Set();
      const rows = await tx
        .select({ todoId: ibbTodoChecks.todoId })
        .from(ibbTodoChecks)
        .where(and(eq(ibbTodoChecks.email, email), inArray(ibbTodoChecks.todoId, [...todoIds])));
      return new Set(rows.map((row) => row.todoId));
    },

    async setTodoChecked(email: string, todoId: string, checked: boolean): Promise<void> {
      if (checked) await db.insert(ibbTodoChecks).values({ email, todoId }).onConflictDoNothing();
      else await db.delete(ibbTodoChecks).where(and(eq(ibbTodoChecks.email, email), eq(ibbTodoChecks.todoId, todoId)));
    },

    /** Finishing twice (a double click, Watch again) keeps the first completion. */
    async recordCompletion(email: string, userId: string | null, lessonId: string, tx: Database = db): Promise<void> {
      await tx.insert(ibbCompletions).values({ email, userId, lessonId }).onConflictDoNothing();
    },
  };
}

export type IbbRepository = ReturnType<typeof createIbbRepository>;
