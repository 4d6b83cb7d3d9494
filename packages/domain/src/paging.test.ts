import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, pageArgsSchema, pageCount, pageOffset, pagingMessages } from './paging.ts';

describe('paging by limit and page', () => {
  it('defaults to the first page of 10 rows', () => {
    expect(pageArgsSchema.parse({})).toEqual({ limit: 10, page: 1 });
  });

  it.each([
    [{ limit: 0 }, pagingMessages.limit],
    [{ limit: MAX_PAGE_LIMIT + 1 }, pagingMessages.limit],
    [{ limit: 2.5 }, pagingMessages.limit],
    [{ limit: null }, pagingMessages.limit],
    [{ page: 0 }, pagingMessages.page],
    [{ page: -3 }, pagingMessages.page],
    [{ page: null }, pagingMessages.page],
  ])('refuses %j', (args, message) => {
    expect(pageArgsSchema.safeParse(args).error?.issues[0]?.message).toBe(message);
  });

  it('skips the rows of the pages before', () => {
    expect(pageOffset({ limit: 10, page: 1 })).toBe(0);
    expect(pageOffset({ limit: 25, page: 3 })).toBe(50);
  });

  it('counts pages so that every row has one', () => {
    expect(pageCount(0, 10)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: MAX_PAGE_LIMIT }), (total, limit) => {
        const pages = pageCount(total, limit);
        expect(pageOffset({ limit, page: pages })).toBeLessThan(total);
        expect(pageOffset({ limit, page: pages + 1 })).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});
