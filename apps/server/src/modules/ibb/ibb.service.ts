import { normaliseEmail } from '@piiq/domain/auth-rules';
import {
  defaultOpenModule,
  IBB_LEARNER_DAYS,
  IBB_LINK_HOURS,
  IBB_TITLE,
  ibbMessages,
  isModuleComplete,
  nextLesson,
} from '@piiq/domain/ibb';
import { contentMessages, type IbbLessonInput } from '@piiq/domain/content';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { sanitizeStoredHtml } from '../../html.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { enqueueOutbox } from '../../jobs/outbox.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import { readStatement, signStatement } from '../../signed-statements.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { type IbbLessonRow, type IbbRepository, type IbbTodoRow } from './ibb.repository.ts';

/**
 * Who takes the programme: a signed-in person by their account's email, or a guest by the email
 * whose link they opened on this device. Progress is kept by email, so both read the same record.
 */
export interface IbbLearner {
  email: string;
  userId: string | null;
}

export interface IbbModuleView {
  moduleNumber: number;
  name: string;
  complete: boolean;
  lessons: Array<IbbLessonRow & { completed: boolean }>;
}

export interface IbbProgramme {
  learnerEmail: string | null;
  modules: IbbModuleView[];
  defaultOpenModule: number;
}

export interface IbbLessonDetail {
  lesson: IbbLessonRow;
  todos: Array<IbbTodoRow & { done: boolean }>;
  completed: boolean;
  nextLessonId: string | null;
}

/** A lesson as the console edits it: its fields and its to-dos' texts in order. */
export type ConsoleIbbLesson = IbbLessonRow & { todos: string[] };

const HOUR_MS = 60 * 60 * 1000;

const keptOf = ({ id: _id, createdAt: _createdAt, ...lesson }: ConsoleIbbLesson) => lesson;

export function createIbbService(deps: {
  db: Database;
  repository: IbbRepository;
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>;
  limits: IpRateLimiter;
  now: () => Date;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, repository, config, limits, now } = deps;

  function learnerRequired(learner: IbbLearner | null): IbbLearner {
    if (!learner) throw new UserError('UNAUTHENTICATED', ibbMessages.learnerRequired);
    return learner;
  }

  /** An email's link to the programme: opening it logs that email in on the device (a guest's only way in). */
  function linkFor(email: string): string {
    const pass = signStatement(config.sessionSecret, 'ibbLink', {
      m: email,
      e: now().getTime() + IBB_LINK_HOURS * HOUR_MS,
    });
    return `${config.publicUrl}/ibb?pass=${encodeURIComponent(pass)}`;
  }

  /** Typing an address only ever sends it mail, never shows its progress: counted per caller and per address. */
  async function emailLink(
    typed: string,
    ip: string,
    message: (link: string) => { subject: string; text: string },
  ): Promise<void> {
    const email = normaliseEmail(typed);
    await limits.consume('ibbLink', addressRateKey(ip));
    await limits.consume('ibbLinkAddress', email);
    await db.transaction(async (tx) => {
      await enqueueOutbox(tx, { kind: 'email', payload: { to: email, ...message(linkFor(email)) } });
    });
  }

  return {
    async programme(learner: IbbLearner | null): Promise<IbbProgramme> {
      const [modules, lessons, completed] = await Promise.all([
        repository.modules(),
        repository.lessons(),
        learner ? repository.completedLessonIds(learner.email) : Promise.resolve(new Set<string>()),
      ]);
      return {
        learnerEmail: learner?.email ?? null,
        modules: modules.map((module) => ({
          ...module,
          complete: isModuleComplete(lessons, module.moduleNumber, completed),
          lessons: lessons
            .filter((lesson) => lesson.moduleNumber === module.moduleNumber)
            .map((lesson) => ({ ...lesson, completed: completed.has(lesson.id) })),
        })),
        defaultOpenModule: defaultOpenModule(lessons, completed),
      };
    },

    async lesson(id: string, learner: IbbLearner | null): Promise<IbbLessonDetail | null> {
      if (!isUuid(id)) return null;
      const lesson = await repository.lesson(id);
      if (!lesson) return null;
      const [todos, lessons, completed] = await Promise.all([
        repository.todosOf(id),
        repository.lessons(),
        learner ? repository.completedLessonIds(learner.email) : Promise.resolve(new Set<string>()),
      ]);
      const checked = learner
        ? await repository.checkedTodoIds(
            learner.email,
            todos.map((todo) => todo.id),
          )
        : new Set<string>();
      return {
        lesson,
        todos: todos.map((todo) => ({ ...todo, done: checked.has(todo.id) })),
        completed: completed.has(id),
        nextLessonId: nextLesson(lessons, id)?.id ?? null,
      };
    },

    async setTodoDone(
      learner: IbbLearner | null,
      todoId: string,
      done: boolean,
    ): Promise<IbbTodoRow & { done: boolean }> {
      const { email } = learnerRequired(learner);
      const todo = isUuid(todoId) ? await repository.todoById(todoId) : undefined;
      if (!todo) throw notFound();
      await repository.setTodoChecked(email, todo.id, done);
      return { ...todo, done };
    },

    /** FINISH and GO TO NEXT SESSION: only once as many to-dos are ticked as the lesson has. */
    async finishLesson(learner: IbbLearner | null, lessonId: string): Promise<{ nextLessonId: string | null }> {
      const { email, userId } = learnerRequired(learner);
      const lesson = isUuid(lessonId) ? await repository.lesson(lessonId) : undefined;
      if (!lesson) throw notFound();
      const todos = await repository.todosOf(lesson.id);
      const checked = await repository.checkedTodoIds(
        email,
        todos.map((todo) => todo.id),
      );
      if (checked.size < todos.length) throw new UserError('BAD_USER_INPUT', ibbMessages.todosFirst);
      await repository.recordCompletion(email, userId, lesson.id);
      return { nextLessonId: nextLesson(await repository.lessons(), lesson.id)?.id ?? null };
    },

    /** The whole programme for the console, each lesson with its to-dos. */
    async consoleLessons(): Promise<ConsoleIbbLesson[]> {
      const [lessons, todos] = await Promise.all([repository.lessons(), repository.allTodos()]);
      return lessons.map((lesson) => ({
        ...lesson,
        todos: todos.filter((todo) => todo.lessonId === lesson.id).map((todo) => todo.todo),
      }));
    },

    /**
     * A new lesson (no id) or a change, with its to-dos, in one transaction with its audit entry. The
     * transcript is stored sanitised; a module and lesson number already taken is refused by name.
     */
    async saveLesson(actor: AuditActor, id: string | null, input: IbbLessonInput): Promise<ConsoleIbbLesson> {
      const { todos, ...fields } = input;
      const values = { ...fields, transcriptHtml: await sanitizeStoredHtml(fields.transcriptHtml) };
      try {
        return await db.transaction(async (tx) => {
          const beforeRow = id === null ? undefined : isUuid(id) ? await repository.lesson(id, tx) : undefined;
          if (id !== null && !beforeRow) throw notFound();
          const before = beforeRow
            ? { ...beforeRow, todos: (await repository.todosOf(beforeRow.id, tx)).map((todo) => todo.todo) }
            : undefined;
          const saved = before
            ? await repository.updateLesson(before.id, values, tx)
            : await repository.insertLesson(values, tx);
          if (!saved) throw notFound();
          const after = {
            ...saved,
            todos: (await repository.replaceTodos(saved.id, todos, tx)).map((todo) => todo.todo),
          };
          await deps.audit.record(tx, {
            actor,
            action: before ? 'content.lesson.update' : 'content.lesson.create',
            subjectKind: 'lesson',
            subjectId: saved.id,
            before: before ? keptOf(before) : undefined,
            after: keptOf(after),
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new UserError('CONFLICT', contentMessages.lessonTaken, {
            fields: [{ field: 'lessonNumber', message: contentMessages.lessonTaken }],
          });
        }
        throw error;
      }
    },

    requestLink(email: string, ip: string): Promise<void> {
      return emailLink(email, ip, (link) => ({
        subject: `Your link to the ${IBB_TITLE}`,
        text: `Open this link to log in to the piiq ${IBB_TITLE} and pick up where you left off:\n\n${link}\n\nIt works for ${IBB_LINK_HOURS} hours. If you did not ask for it, you can ignore this email.`,
      }));
    },

    invite(email: string, ip: string, invitedBy: { name: string; salonName: string }): Promise<void> {
      return emailLink(email, ip, (link) => ({
        subject: `${invitedBy.name} invited you to the piiq ${IBB_TITLE}`,
        text: `${invitedBy.name} of ${invitedBy.salonName} invited you to the piiq ${IBB_TITLE}: 21 short video lessons on growing a salon's retail, treatments and rebookings.\n\nOpen this link to start, logged in as ${normaliseEmail(email)}:\n\n${link}\n\nIt works for ${IBB_LINK_HOURS} hours; after that, enter your email on the page for a new one.`,
      }));
    },

    /** An opened link's email and the pass that keeps this device logged in as it; null when the link is bad or old. */
    openLink(pass: string): { email: string; learnerPass: string; expiresAt: Date } | null {
      const claims = readStatement(config.sessionSecret, 'ibbLink', pass, now());
      if (!claims || typeof claims.m !== 'string') return null;
      const expiresAt = new Date(now().getTime() + IBB_LEARNER_DAYS * 24 * HOUR_MS);
      return {
        email: claims.m,
        learnerPass: signStatement(config.sessionSecret, 'ibbLearner', { m: claims.m, e: expiresAt.getTime() }),
        expiresAt,
      };
    },

    /** The guest's email behind the device's learner pass, or null. */
    guestEmail(learnerPass: string | undefined): string | null {
      if (!learnerPass) return null;
      const claims = readStatement(config.sessionSecret, 'ibbLearner', learnerPass, now());
      return claims && typeof claims.m === 'string' ? claims.m : null;
    },
  };
}

export type IbbService = ReturnType<typeof createIbbService>;
