import { z } from 'zod';

/** The product's tables page with limit and page query parameters (default 10 rows, first page). */
export const DEFAULT_PAGE_LIMIT = 10;
/** Large enough for any screen of ours, small enough that one request stays cheap. */
export const MAX_PAGE_LIMIT = 100;

export const pagingMessages = {
  limit: `Show from 1 to ${MAX_PAGE_LIMIT} rows a page`,
  page: 'Page must be 1 or more',
  /** A list paged by keyset was given a nextToken it never made, or one from a list that changed shape. */
  pageGone: 'That page of the list is no longer available. Go back to the first page.',
  /** A list paged by keyset was asked for a page from more than one place at once. */
  oneStart: 'Ask for a page by one of nextToken, previousToken or page, not several.',
} as const;

export const pageArgsSchema = z.object({
  limit: z
    .number({ error: pagingMessages.limit })
    .int(pagingMessages.limit)
    .min(1, pagingMessages.limit)
    .max(MAX_PAGE_LIMIT, pagingMessages.limit)
    .default(DEFAULT_PAGE_LIMIT),
  page: z.number({ error: pagingMessages.page }).int(pagingMessages.page).min(1, pagingMessages.page).default(1),
});
export type PageArgs = z.infer<typeof pageArgsSchema>;

/** Rows to skip before the page: page 1 starts at the first row. */
export function pageOffset(args: PageArgs): number {
  return (args.page - 1) * args.limit;
}

/** Pages needed to show every row; an empty list still has its (empty) first page. */
export function pageCount(totalCount: number, limit: number): number {
  return Math.max(1, Math.ceil(totalCount / limit));
}
