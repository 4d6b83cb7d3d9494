import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compilableQuery } from './compiled-queries.ts';
import { schema } from './schema.ts';

const compilable = (source: string) => compilableQuery(schema, parse(source)) !== null;

describe('which operations graphql-jit runs', () => {
  it('runs a query whose variables and arguments are scalars, enums or lists of them', () => {
    expect(compilable('query Salon($id: ID!) { salon(id: $id) { id } }')).toBe(true);
    expect(compilable('{ me { id } }')).toBe(true);
    expect(compilable('query { salon(id: "a") { id } }')).toBe(true);
  });

  it('never runs a mutation or a live stream', () => {
    expect(compilable('mutation { signOut }')).toBe(false);
    expect(compilable('subscription S($id: ID!) { cartUpdated(salonId: $id) { id } }')).toBe(false);
  });

  it('never runs a query given an input object, as a variable or written in the document', () => {
    expect(compilable('query Q($input: QuoteInput!) { quoteSubscription(input: $input) { __typename } }')).toBe(false);
    expect(
      compilable(
        'query { quoteSubscription(input: { mirrors: 1, plan: GROWTH, subscriptionType: MONTHLY }) { __typename } }',
      ),
    ).toBe(false);
  });

  it('never runs a document of several operations, whose compiled function would answer for all', () => {
    expect(compilable('query A { me { id } } query B { me { id } }')).toBe(false);
  });
});
