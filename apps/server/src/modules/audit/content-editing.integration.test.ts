import { contentMessages } from '@piiq/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibbModules } from '../../db/schema/ibb.ts';
import { termsOfService } from '../../db/schema/content.ts';
import { AUDIT_LOG, type AuditLogAnswer } from '../../test/audit-log.ts';
import { createSalonAdmin, createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const PUBLISH_TERMS = /* GraphQL */ `
  mutation PublishTerms($input: TermsInput!) {
    publishTerms(input: $input) {
      id
      locale
      version
      bodyHtml
    }
  }
`;
const TERMS = /* GraphQL */ `
  query Terms($locale: String!) {
    termsOfService(locale: $locale) {
      locale
      version
      bodyHtml
    }
  }
`;
const SAVE_LESSON = /* GraphQL */ `
  mutation SaveIbbLesson($id: ID, $input: IbbLessonInput!) {
    saveIbbLesson(id: $id, input: $input) {
      id
      moduleNumber
      lessonNumber
      name
      videoUrl
      transcriptHtml
      todos
    }
  }
`;
const LESSON = /* GraphQL */ `
  query Lesson($id: ID!) {
    ibbLesson(id: $id) {
      name
      todos {
        id
        todo
      }
    }
  }
`;
const SAVE_ACADEMY = /* GraphQL */ `
  mutation SaveAcademyItem($id: ID, $input: AcademyItemInput!) {
    saveAcademyItem(id: $id, input: $input) {
      id
      name
      videoUrl
      transcriptHtml
      images
      storedImages
      position
    }
  }
`;
const DELETE_ACADEMY = /* GraphQL */ `
  mutation DeleteAcademyItem($id: ID!) {
    deleteAcademyItem(id: $id) {
      id
    }
  }
`;
const SAVE_NEWS = /* GraphQL */ `
  mutation SaveNewsCard($id: ID, $input: NewsCardInput!) {
    saveNewsCard(id: $id, input: $input) {
      id
      title
      publishedAt
    }
  }
`;
const SAVE_RESOURCE = /* GraphQL */ `
  mutation SaveHelpResource($id: ID, $input: HelpResourceInput!) {
    saveHelpResource(id: $id, input: $input) {
      id
      kind
      title
      url
    }
  }
`;

/** The log's newest entry for an action, its before and after read back from their JSON. */
async function latestEntry(action: string) {
  const log = await test.gql<AuditLogAnswer>(AUDIT_LOG, { action }, { cookie: providerCookie });
  const entry = log.data?.auditLog.items[0];
  return (
    entry && {
      ...entry,
      before: JSON.parse(entry.before ?? 'null') as unknown,
      after: JSON.parse(entry.after ?? 'null') as unknown,
    }
  );
}

const lessonInput = (overrides: Record<string, unknown> = {}) => ({
  moduleNumber: 5,
  lessonNumber: 40,
  name: 'Closing the retail sale',
  description: 'Ask, then recommend.',
  estTimeMinutes: 6,
  videoUrl: 'https://vimeo.com/76979871',
  transcriptHtml: '<p>Hello</p><script>alert(1)</script>',
  todos: ['Watch the video', '  ', 'Try it on a client'],
  ...overrides,
});

let test: TestServer;
let providerCookie: string;
let providerEmail: string;
let ownerCookie: string;

beforeAll(async () => {
  test = await startTestServer();
  const db = test.server.database.db;
  await db.insert(ibbModules).values({ moduleNumber: 5, name: 'Bonus' }).onConflictDoNothing();
  await db.insert(termsOfService).values({ locale: 'de-DE', version: 2, bodyHtml: '<p>v2</p>' });
  // Publishing terms is a provider admin's; the rest of the content any of the provider's staff keeps.
  const provider = await createUser(db, { isProviderStaff: true, isProviderAdmin: true });
  providerEmail = provider.email;
  providerCookie = await signInAs(test, provider.email);
  const owner = await createSalonAdmin(db);
  ownerCookie = await signInAs(test, owner.user.email);
});
afterAll(() => test.close());

describe('publishing terms', () => {
  it('adds the locale’s next version, sanitised, which the terms gate then answers; the log keeps who', async () => {
    const published = await test.gql<{ publishTerms: { id: string; version: number; bodyHtml: string } }>(
      PUBLISH_TERMS,
      { input: { locale: 'de-DE', bodyHtml: '<h2 onclick="x()">Neu</h2><script>steal()</script>' } },
      { cookie: providerCookie },
    );
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishTerms).toMatchObject({ version: 3, bodyHtml: '<h2>Neu</h2>' });
    const answer = await test.gql<{ termsOfService: { version: number } }>(TERMS, { locale: 'de-DE' });
    expect(answer.data?.termsOfService.version).toBe(3);
    expect(await latestEntry('content.terms.publish')).toMatchObject({
      actorEmail: providerEmail,
      subjectId: published.data?.publishTerms.id,
      after: { locale: 'de-DE', version: 3 },
    });
  });

  it('refuses a locale that is not language-COUNTRY, HTML that sanitises to nothing, and anyone but provider staff', async () => {
    const badLocale = await test.gql(
      PUBLISH_TERMS,
      { input: { locale: 'german', bodyHtml: '<p>x</p>' } },
      { cookie: providerCookie },
    );
    expect(errorCode(badLocale)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(badLocale.errors)).toContain(contentMessages.locale);
    const onlyScript = await test.gql(
      PUBLISH_TERMS,
      { input: { locale: 'de-DE', bodyHtml: '<script>x()</script>' } },
      { cookie: providerCookie },
    );
    expect(errorCode(onlyScript)).toBe('BAD_USER_INPUT');
    expect(
      errorCode(
        await test.gql(PUBLISH_TERMS, { input: { locale: 'de-DE', bodyHtml: '<p>x</p>' } }, { cookie: ownerCookie }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('editing IBB lessons', () => {
  it('creates a lesson with its to-dos, keeps a kept to-do’s id on a change, and logs before and after', async () => {
    const created = await test.gql<{ saveIbbLesson: { id: string; todos: string[]; transcriptHtml: string } }>(
      SAVE_LESSON,
      { input: lessonInput() },
      { cookie: providerCookie },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.saveIbbLesson).toMatchObject({
      todos: ['Watch the video', 'Try it on a client'],
      transcriptHtml: '<p>Hello</p>',
      videoUrl: 'https://player.vimeo.com/video/76979871',
    });
    const id = created.data?.saveIbbLesson.id ?? '';
    const first = await test.gql<{ ibbLesson: { todos: Array<{ id: string; todo: string }> } }>(LESSON, { id });

    const changed = await test.gql<{ saveIbbLesson: { name: string; todos: string[] } }>(
      SAVE_LESSON,
      { id, input: lessonInput({ name: 'Closing the sale', todos: ['Watch the video'] }) },
      { cookie: providerCookie },
    );
    expect(changed.data?.saveIbbLesson).toMatchObject({ name: 'Closing the sale', todos: ['Watch the video'] });
    const second = await test.gql<{ ibbLesson: { todos: Array<{ id: string; todo: string }> } }>(LESSON, { id });
    expect(second.data?.ibbLesson.todos).toEqual([first.data?.ibbLesson.todos[0]]);

    expect(await latestEntry('content.lesson.update')).toMatchObject({
      subjectId: id,
      before: { name: 'Closing the retail sale', todos: ['Watch the video', 'Try it on a client'] },
      after: { name: 'Closing the sale', todos: ['Watch the video'] },
    });
  });

  it('refuses a module and lesson number already taken, by the field, and a module that does not exist', async () => {
    const taken = await test.gql(SAVE_LESSON, { input: lessonInput() }, { cookie: providerCookie });
    expect(errorCode(taken)).toBe('CONFLICT');
    expect(JSON.stringify(taken.errors)).toContain(contentMessages.lessonTaken);
    expect(
      errorCode(await test.gql(SAVE_LESSON, { input: lessonInput({ moduleNumber: 9 }) }, { cookie: providerCookie })),
    ).toBe('BAD_USER_INPUT');
  });
});

describe('editing academy videos, news cards and help entries', () => {
  it('saves, changes and removes an academy video, its transcript sanitised, each write logged', async () => {
    const input = {
      name: 'Colour basics',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      transcriptHtml: '<p onmouseover="x()">Hi</p>',
      images: ['//cdn.example/a.jpg'],
      position: 3,
    };
    const saved = await test.gql<{
      saveAcademyItem: { id: string; transcriptHtml: string; images: string[]; storedImages: string[] };
    }>(SAVE_ACADEMY, { input }, { cookie: providerCookie });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveAcademyItem).toMatchObject({
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      transcriptHtml: '<p>Hi</p>',
      images: ['https://cdn.example/a.jpg'],
      storedImages: ['//cdn.example/a.jpg'],
    });
    const id = saved.data?.saveAcademyItem.id ?? '';
    expect(
      errorCode(
        await test.gql(
          SAVE_ACADEMY,
          { input: { ...input, images: ['javascript:alert(1)'] } },
          { cookie: providerCookie },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    const elsewhere = await test.gql(
      SAVE_ACADEMY,
      { id, input: { ...input, videoUrl: 'https://videos.example.com/colour.mp4' } },
      { cookie: providerCookie },
    );
    expect(errorCode(elsewhere)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(elsewhere.errors)).toContain(JSON.stringify(contentMessages.videoUrl).slice(1, -1));
    expect((await test.gql(DELETE_ACADEMY, { id }, { cookie: providerCookie })).errors).toBeUndefined();
    expect(errorCode(await test.gql(DELETE_ACADEMY, { id }, { cookie: providerCookie }))).toBe('NOT_FOUND');
    const log = await test.gql<AuditLogAnswer>(AUDIT_LOG, { action: 'content' }, { cookie: providerCookie });
    const actions = log.data?.auditLog.items.filter((item) => item.subjectId === id).map((item) => item.action);
    expect(actions).toEqual(['content.academy.delete', 'content.academy.create']);
  });

  it('dates a news card when it is published and keeps the date when it is saved again', async () => {
    const input = {
      heading: 'News - November 2026',
      title: 'New brand',
      body: 'Botanics arrives.',
      linkUrl: 'https://piiq.example/news',
      linkLabel: 'Read more',
      imagePath: null,
      position: 0,
      published: false,
    };
    const draft = await test.gql<{ saveNewsCard: { id: string; publishedAt: string | null } }>(
      SAVE_NEWS,
      { input },
      { cookie: providerCookie },
    );
    expect(draft.data?.saveNewsCard.publishedAt).toBeNull();
    const id = draft.data?.saveNewsCard.id;
    const published = await test.gql<{ saveNewsCard: { publishedAt: string } }>(
      SAVE_NEWS,
      { id, input: { ...input, published: true } },
      { cookie: providerCookie },
    );
    const again = await test.gql<{ saveNewsCard: { publishedAt: string } }>(
      SAVE_NEWS,
      { id, input: { ...input, title: 'A new brand', published: true } },
      { cookie: providerCookie },
    );
    expect(published.data?.saveNewsCard.publishedAt).not.toBeNull();
    expect(again.data?.saveNewsCard.publishedAt).toBe(published.data?.saveNewsCard.publishedAt);
    const labelOnly = await test.gql(SAVE_NEWS, { input: { ...input, linkUrl: null } }, { cookie: providerCookie });
    expect(JSON.stringify(labelOnly.errors)).toContain(contentMessages.linkLabel);
  });

  it('saves a help entry, refuses an address that is not one, and refuses a salon admin', async () => {
    const input = {
      kind: 'SUPPORT_LINK',
      title: 'Support centre',
      body: '',
      url: 'https://help.piiq.example',
      videoUrl: null,
      position: 1,
    };
    const saved = await test.gql<{ saveHelpResource: { kind: string; url: string } }>(
      SAVE_RESOURCE,
      { input },
      { cookie: providerCookie },
    );
    expect(saved.data?.saveHelpResource).toMatchObject({ kind: 'SUPPORT_LINK', url: 'https://help.piiq.example' });
    const bad = await test.gql(SAVE_RESOURCE, { input: { ...input, url: 'help centre' } }, { cookie: providerCookie });
    expect(JSON.stringify(bad.errors)).toContain(contentMessages.address);
    expect(errorCode(await test.gql(SAVE_RESOURCE, { input }, { cookie: ownerCookie }))).toBe('FORBIDDEN');
  });
});
