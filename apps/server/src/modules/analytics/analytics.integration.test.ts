import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const RECORD_PAGE_VIEW = /* GraphQL */ `
  mutation RecordPageView($path: String!) {
    recordPageView(path: $path)
  }
`;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ ipRateLimits: { pageView: { points: 3, durationSeconds: 900 } } });
});
afterAll(() => test.close());

describe('page views', () => {
  it('are recorded for anyone, but only as many per address as people browsing would make', async () => {
    for (let view = 0; view < 3; view += 1) {
      expect(
        (await test.gql(RECORD_PAGE_VIEW, { path: `/page-${view}` }, { remoteAddress: '203.0.113.9' })).data,
      ).toEqual({ recordPageView: true });
    }
    const refused = await test.gql(RECORD_PAGE_VIEW, { path: '/one-more' }, { remoteAddress: '203.0.113.9' });
    expect(errorCode(refused)).toBe('RATE_LIMITED');
    expect((await test.gql(RECORD_PAGE_VIEW, { path: '/elsewhere' }, { remoteAddress: '198.51.100.4' })).data).toEqual({
      recordPageView: true,
    });

    const paths = (await test.server.database.db.select({ path: analyticsEvents.path }).from(analyticsEvents)).map(
      (row) => row.path,
    );
    expect(paths.sort()).toEqual(['/elsewhere', '/page-0', '/page-1', '/page-2']);
  });

  it('keep a path of at most 512 characters', async () => {
    const tooLong = await test.gql(RECORD_PAGE_VIEW, { path: `/${'a'.repeat(512)}` }, { remoteAddress: '192.0.2.44' });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
  });
});
