import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyContent } from '../../db/schema/academy.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const ACADEMY = /* GraphQL */ `
  query Academy {
    academy {
      id
      name
      videoUrl
      images
    }
  }
`;
const ITEM = /* GraphQL */ `
  query Item($id: ID!) {
    academyItem(id: $id) {
      id
      name
      transcriptHtml
    }
  }
`;

let test: TestServer;
let cookie: string;
const ids: string[] = [];

beforeAll(async () => {
  test = await startTestServer({ logger: { level: 'error' } });
  const rows = await test.server.database.db
    .insert(academyContent)
    .values([
      {
        name: 'Second',
        position: 2,
        videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        images: ['//images.example.com/b.jpg'],
      },
      {
        name: 'First',
        position: 1,
        videoUrl: '/videos/mirror-consultation.mp4',
        transcriptHtml: '<p>Hello</p>',
        images: ['/files/demo/a.jpg'],
      },
    ])
    .returning({ id: academyContent.id });
  ids.push(...rows.map((row) => row.id));
  ({ cookie } = await signedInSalonAdmin(test));
});
afterAll(() => test.close());

describe('PIIQ ACADEMY', () => {
  it('lists the items in their order, protocol-less images made https', async () => {
    const response = await test.gql<{ academy: Array<{ name: string; images: string[] }> }>(ACADEMY, {}, { cookie });
    expect(response.errors).toBeUndefined();
    expect(response.data?.academy.map((item) => item.name)).toEqual(['First', 'Second']);
    expect(response.data?.academy[1]?.images).toEqual(['https://images.example.com/b.jpg']);
    expect(response.data?.academy[0]?.images).toEqual(['/files/demo/a.jpg']);
  });

  it('opens one item, and answers null for an id that is no item', async () => {
    expect((await test.gql(ITEM, { id: ids[1] }, { cookie })).data).toEqual({
      academyItem: { id: ids[1], name: 'First', transcriptHtml: '<p>Hello</p>' },
    });
    expect((await test.gql(ITEM, { id: '00000000-0000-4000-8000-000000000000' }, { cookie })).data).toEqual({
      academyItem: null,
    });
    expect((await test.gql(ITEM, { id: 'nope' }, { cookie })).data).toEqual({ academyItem: null });
  });

  it('is for signed-in people only', async () => {
    expect(errorCode(await test.gql(ACADEMY))).toBe('UNAUTHENTICATED');
    expect(errorCode(await test.gql(ITEM, { id: ids[0] }))).toBe('UNAUTHENTICATED');
  });
});
