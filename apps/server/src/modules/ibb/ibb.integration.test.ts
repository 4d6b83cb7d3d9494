import { authMessages } from '@piiq/domain/auth-rules';
import { IBB_LINK_HOURS, ibbMessages } from '@piiq/domain/ibb';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibbLessons, ibbModules, ibbTodos } from '../../db/schema/ibb.ts';
import { mailboxMessages } from '../../db/schema/mailbox.ts';
import { createSalonAdmin } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const PROGRAMME = /* GraphQL */ `
  query Programme {
    ibb {
      learnerEmail
      defaultOpenModule
      modules {
        moduleNumber
        name
        complete
        lessons {
          id
          lessonNumber
          name
          completed
        }
      }
    }
  }
`;
const LESSON = /* GraphQL */ `
  query Lesson($id: ID!) {
    ibbLesson(id: $id) {
      id
      name
      transcriptHtml
      completed
      nextLessonId
      todos {
        id
        todo
        done
      }
    }
  }
`;
const REQUEST_LINK = /* GraphQL */ `
  mutation RequestLink($email: String!) {
    requestIbbLink(email: $email)
  }
`;
const OPEN_LINK = /* GraphQL */ `
  mutation OpenLink($pass: String!) {
    openIbbLink(pass: $pass)
  }
`;
const LEAVE = /* GraphQL */ `
  mutation Leave {
    leaveIbb
  }
`;
const SET_TODO = /* GraphQL */ `
  mutation SetTodo($todoId: ID!, $done: Boolean!) {
    setIbbTodoDone(todoId: $todoId, done: $done) {
      id
      done
    }
  }
`;
const FINISH = /* GraphQL */ `
  mutation Finish($lessonId: ID!) {
    finishIbbLesson(lessonId: $lessonId) {
      nextLessonId
    }
  }
`;
const INVITE = /* GraphQL */ `
  mutation Invite($salonId: ID!, $email: String!) {
    inviteToIbb(salonId: $salonId, email: $email)
  }
`;

let clock = new Date('2026-11-24T09:00:00Z');
let test: TestServer;
/** Two modules: the first with two lessons (two to-dos, then none), the second with one. */
const lessons: Array<{ id: string; todoIds: string[] }> = [];

beforeAll(async () => {
  test = await startTestServer({
    logger: { level: 'error' },
    now: () => clock,
    ipRateLimits: { ibbLink: { points: 1000, durationSeconds: 900 } },
  });
  const db = test.server.database.db;
  await db.insert(ibbModules).values([
    { moduleNumber: 1, name: 'Intro & Quick Start Guide' },
    { moduleNumber: 2, name: 'Fundamentals' },
  ]);
  const layout: Array<[number, number, string[]]> = [
    [1, 1, ['Watch the welcome video', 'Pick one goal']],
    [1, 2, []],
    [2, 1, ['Explain one score']],
  ];
  for (const [moduleNumber, lessonNumber, todos] of layout) {
    const [lesson] = await db
      .insert(ibbLessons)
      .values({
        moduleNumber,
        lessonNumber,
        name: `Lesson ${moduleNumber}.${lessonNumber}`,
        estTimeMinutes: 5,
        transcriptHtml: '<p>Hello</p>',
      })
      .returning();
    if (!lesson) throw new Error('no lesson');
    const rows = todos.length
      ? await db
          .insert(ibbTodos)
          .values(todos.map((todo, i) => ({ lessonId: lesson.id, todo, position: i + 1 })))
          .returning()
      : [];
    lessons.push({ id: lesson.id, todoIds: rows.map((row) => row.id) });
  }
});
afterAll(() => test.close());

/** The link in the newest email to the address since the test began, through the outbox like production. */
async function linkPassFor(email: string, since: Date): Promise<string> {
  await test.server.outboxWorker.runOnce();
  const rows = await test.server.database.db
    .select()
    .from(mailboxMessages)
    .where(and(eq(mailboxMessages.to, email), gte(mailboxMessages.createdAt, new Date(since.getTime() - 1000))));
  const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const link = latest?.text.match(/https?:\/\/\S+\/ibb\?pass=(\S+)/)?.[1];
  if (!link) throw new Error(`no IBB link emailed to ${email}`);
  return decodeURIComponent(link);
}

/** The `piiq_ibb=...` pair a response sets, to send back as a cookie. */
function learnerCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header.map(String) : [String(header ?? '')];
  return cookies.find((cookie) => cookie.startsWith('piiq_ibb='))?.split(';')[0] ?? '';
}

async function guestCookieFor(email: string): Promise<string> {
  const sent = new Date();
  expect((await test.gql(REQUEST_LINK, { email })).data).toEqual({ requestIbbLink: true });
  const opened = await test.gql<{ openIbbLink: string }>(OPEN_LINK, { pass: await linkPassFor(email, sent) });
  expect(opened.data?.openIbbLink).toBe(email);
  const cookie = learnerCookieOf(opened);
  expect(cookie).toMatch(/^piiq_ibb=./);
  expect(String(opened.headers['set-cookie'])).toContain('HttpOnly');
  return cookie;
}

describe('IBB for a guest', () => {
  it('shows the programme to anyone, without progress, and Not found for an unknown lesson', async () => {
    const response = await test.gql<{
      ibb: {
        learnerEmail: string | null;
        defaultOpenModule: number;
        modules: Array<{ complete: boolean; lessons: unknown[] }>;
      };
    }>(PROGRAMME);
    expect(response.errors).toBeUndefined();
    expect(response.data?.ibb.learnerEmail).toBeNull();
    expect(response.data?.ibb.defaultOpenModule).toBe(1);
    expect(response.data?.ibb.modules.map((module) => module.lessons.length)).toEqual([2, 1]);
    expect((await test.gql(LESSON, { id: '00000000-0000-4000-8000-000000000000' })).data).toEqual({ ibbLesson: null });
    expect((await test.gql(LESSON, { id: 'not-an-id' })).data).toEqual({ ibbLesson: null });
  });

  it('typing an email only sends it a link; the progress is saved once the link is opened', async () => {
    const [first] = lessons;
    const todo = first?.todoIds[0] ?? '';
    const before = await test.gql(SET_TODO, { todoId: todo, done: true });
    expect(errorCode(before)).toBe('UNAUTHENTICATED');
    expect(before.errors?.[0]?.message).toBe(ibbMessages.learnerRequired);

    const cookie = await guestCookieFor('guest.one@example.com');
    const programme = await test.gql<{ ibb: { learnerEmail: string } }>(PROGRAMME, {}, { cookie });
    expect(programme.data?.ibb.learnerEmail).toBe('guest.one@example.com');
    expect((await test.gql(SET_TODO, { todoId: todo, done: true }, { cookie })).data).toEqual({
      setIbbTodoDone: { id: todo, done: true },
    });
    const lesson = await test.gql<{ ibbLesson: { todos: Array<{ done: boolean }> } }>(
      LESSON,
      { id: first?.id },
      { cookie },
    );
    expect(lesson.data?.ibbLesson.todos.map((item) => item.done)).toEqual([true, false]);
    // Another device, without the link, sees none of it.
    const stranger = await test.gql<{ ibbLesson: { todos: Array<{ done: boolean }> } }>(LESSON, { id: first?.id });
    expect(stranger.data?.ibbLesson.todos.map((item) => item.done)).toEqual([false, false]);
  });

  it('finishes a lesson only once its to-dos are ticked, then leads to the next; the module completes with its last lesson', async () => {
    const [first, second, third] = lessons;
    const cookie = await guestCookieFor('guest.two@example.com');
    const early = await test.gql(FINISH, { lessonId: first?.id }, { cookie });
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    expect(early.errors?.[0]?.message).toBe(ibbMessages.todosFirst);
    for (const todoId of first?.todoIds ?? []) await test.gql(SET_TODO, { todoId, done: true }, { cookie });
    expect((await test.gql(FINISH, { lessonId: first?.id }, { cookie })).data).toEqual({
      finishIbbLesson: { nextLessonId: second?.id },
    });
    // A lesson without to-dos may be finished at once; a second finish changes nothing.
    expect((await test.gql(FINISH, { lessonId: second?.id }, { cookie })).data).toEqual({
      finishIbbLesson: { nextLessonId: third?.id },
    });
    expect((await test.gql(FINISH, { lessonId: second?.id }, { cookie })).errors).toBeUndefined();
    const programme = await test.gql<{
      ibb: { defaultOpenModule: number; modules: Array<{ complete: boolean; lessons: Array<{ completed: boolean }> }> };
    }>(PROGRAMME, {}, { cookie });
    expect(programme.data?.ibb.modules.map((module) => module.complete)).toEqual([true, false]);
    expect(programme.data?.ibb.defaultOpenModule).toBe(2);
    expect((await test.gql(SET_TODO, { todoId: third?.todoIds[0], done: true }, { cookie })).errors).toBeUndefined();
    expect((await test.gql(FINISH, { lessonId: third?.id }, { cookie })).data).toEqual({
      finishIbbLesson: { nextLessonId: null },
    });
  });

  it('refuses a forged, reused-for-another-purpose or expired link, and Not you? forgets the email', async () => {
    expect((await test.gql(OPEN_LINK, { pass: 'forged.pass' })).errors?.[0]?.message).toBe(ibbMessages.linkInvalid);
    const sent = new Date();
    await test.gql(REQUEST_LINK, { email: 'guest.three@example.com' });
    const pass = await linkPassFor('guest.three@example.com', sent);
    const opened = await test.gql(OPEN_LINK, { pass });
    // The device's pass is not a link: it cannot be opened as one.
    const learnerPass = decodeURIComponent(learnerCookieOf(opened).replace(/^piiq_ibb=/, ''));
    expect((await test.gql(OPEN_LINK, { pass: learnerPass })).errors?.[0]?.message).toBe(ibbMessages.linkInvalid);

    const left = await test.gql(LEAVE, {}, { cookie: learnerCookieOf(opened) });
    expect(String(left.headers['set-cookie'])).toMatch(/piiq_ibb=;.*Expires=Thu, 01 Jan 1970/);

    clock = new Date(clock.getTime() + (IBB_LINK_HOURS + 1) * 60 * 60 * 1000);
    try {
      expect((await test.gql(OPEN_LINK, { pass })).errors?.[0]?.message).toBe(ibbMessages.linkInvalid);
    } finally {
      clock = new Date('2026-11-24T09:00:00Z');
    }
  });

  it('refuses a bad email in the product’s words and limits the links one address receives', async () => {
    expect((await test.gql(REQUEST_LINK, { email: 'not-an-email' })).errors?.[0]?.message).toBe(
      authMessages.emailInvalid,
    );
    const email = 'flooded@example.com';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(errorCode(await test.gql(REQUEST_LINK, { email })));
    expect(answers.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(answers[5]).toBe('RATE_LIMITED');
  });
});

describe('IBB for a salon admin', () => {
  it('tracks a signed-in admin by their email, and sends an invite that logs the invitee in', async () => {
    const { user, salon } = await createSalonAdmin(test.server.database.db, { name: 'Invite Test Salon' });
    const cookie = await signInAs(test, user.email);
    expect((await test.gql<{ ibb: { learnerEmail: string } }>(PROGRAMME, {}, { cookie })).data?.ibb.learnerEmail).toBe(
      user.email,
    );

    const sent = new Date();
    expect((await test.gql(INVITE, { salonId: salon.id, email: 'New.Stylist@Example.com' }, { cookie })).data).toEqual({
      inviteToIbb: true,
    });
    const pass = await linkPassFor('new.stylist@example.com', sent);
    expect((await test.gql(OPEN_LINK, { pass })).data).toEqual({ openIbbLink: 'new.stylist@example.com' });
    const [mail] = await test.server.database.db
      .select()
      .from(mailboxMessages)
      .where(eq(mailboxMessages.to, 'new.stylist@example.com'));
    expect(mail?.subject).toMatch(/invited you to the piiq Instant Business Booster$/);
    expect(mail?.text).toContain('Invite Test Salon');
  });

  it('refuses an invite for another salon, or from a guest, and changes nothing', async () => {
    const { salon: theirs } = await createSalonAdmin(test.server.database.db);
    const { user } = await createSalonAdmin(test.server.database.db);
    const cookie = await signInAs(test, user.email);
    expect(errorCode(await test.gql(INVITE, { salonId: theirs.id, email: 'someone@example.com' }, { cookie }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await test.gql(INVITE, { salonId: theirs.id, email: 'someone@example.com' }))).toBe(
      'UNAUTHENTICATED',
    );
    await test.server.outboxWorker.runOnce();
    expect(
      await test.server.database.db.select().from(mailboxMessages).where(eq(mailboxMessages.to, 'someone@example.com')),
    ).toEqual([]);
  });
});
