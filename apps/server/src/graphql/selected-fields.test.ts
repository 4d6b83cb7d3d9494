import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFieldNames } from './selected-fields.ts';

const schema = buildSchema(`
  type Record { id: ID, notes: String, cart: String, imageLikes: [String] }
  type Query { record: Record }
`);

/** The names selectedFieldNames answers for `record` in this document, each time it is run. */
function namesFor(source: string, runs = 1): Array<string[]> {
  const seen: Array<string[]> = [];
  const document = parse(source);
  for (let run = 0; run < runs; run++) {
    execute({
      schema,
      document,
      rootValue: {
        record: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
          seen.push([...selectedFieldNames(info)].sort());
          return {};
        },
      },
    });
  }
  return seen;
}

describe('selectedFieldNames', () => {
  it('names the fields asked for directly, not those below them', () => {
    expect(namesFor('{ record { id notes } }')).toEqual([['id', 'notes']]);
  });

  it('looks through named and inline fragments', () => {
    expect(namesFor('query { record { id ...More ... on Record { imageLikes } } } fragment More on Record { cart }')).toEqual([['cart', 'id', 'imageLikes']]);
  });

  it('merges the selections of a field asked for twice', () => {
    expect(namesFor('{ record { id } record { notes } }')).toEqual([['id', 'notes']]);
  });

  it('answers the same for a document run again', () => {
    expect(namesFor('{ record { cart } }', 2)).toEqual([['cart'], ['cart']]);
  });
});
