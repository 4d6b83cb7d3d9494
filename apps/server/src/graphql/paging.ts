import { DEFAULT_PAGE_LIMIT, pageArgsSchema, type PageArgs } from '@piiq/domain/paging';
import type { ArgBuilder, ObjectRef } from '@pothos/core';
import { builder } from './builder.ts';

type Types = typeof builder.$inferSchemaTypes;

/** One page of a list paged by limit and page, as the product's tables ask for it. */
export interface Page<T> extends PageArgs {
  items: T[];
  totalCount: number;
}

/** The `limit` and `page` arguments every paged list takes, checked with the domain's messages. */
export function pageArgs(arg: ArgBuilder<Types>) {
  return {
    limit: arg.int({ defaultValue: DEFAULT_PAGE_LIMIT, validate: pageArgsSchema.shape.limit }),
    page: arg.int({ defaultValue: 1, validate: pageArgsSchema.shape.page }),
  };
}

/** Reads the checked arguments back into the page to fetch (the defaults already applied). */
export function pageOf(args: { limit?: number | null; page?: number | null }): PageArgs {
  return pageArgsSchema.parse({ limit: args.limit ?? undefined, page: args.page ?? undefined });
}

export function pageType<T>(name: string, item: ObjectRef<Types, T>, description: string) {
  return builder.objectRef<Page<T>>(name).implement({
    description,
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items }),
      totalCount: t.exposeInt('totalCount', { description: 'Rows in the whole list, whatever the page.' }),
      page: t.exposeInt('page'),
      limit: t.exposeInt('limit'),
    }),
  });
}

/** The `limit` and `nextToken` arguments of a list paged by keyset (the product's appointment and order lists). */
export function keysetArgs(arg: ArgBuilder<Types>, defaultLimit: number) {
  return {
    limit: arg.int({ defaultValue: defaultLimit, validate: pageArgsSchema.shape.limit.unwrap() }),
    nextToken: arg.string({ description: 'From the page before; none for the first page.' }),
  };
}

/**
 * A salon's list paged by keyset that a person also opens at a page by number (decision 071): the
 * keyset arguments, the way back, and a page by number for where no token reaches.
 */
export function twoWayKeysetArgs(arg: ArgBuilder<Types>, defaultLimit: number) {
  return {
    ...keysetArgs(arg, defaultLimit),
    previousToken: arg.string({ description: 'From the page after; the page before it.' }),
    page: arg.int({
      description: 'A page by number, from 1, where no token reaches (a page opened from a link); not with a token.',
      validate: pageArgsSchema.shape.page.unwrap(),
    }),
  };
}
