import { describe, expect, it } from 'vitest';
import { documentText, graphql } from './graphql.ts';

const SalonId = graphql(`
  fragment SalonId on Salon @_unmask {
    id
  }
`);

const SalonName = graphql(
  `
    fragment SalonName on Salon {
      name
      ...SalonId
    }
  `,
  [SalonId],
);

const Salon = graphql(
  `
    query Salon($id: ID!) {
      salon(id: $id) {
        ...SalonId
        ...SalonName
      }
    }
  `,
  [SalonId, SalonName],
);

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('documentText', () => {
  it('sends the operation first, then each fragment it spreads once, nested ones included', () => {
    const text = documentText(Salon);
    expect(text.trimStart().startsWith('query Salon')).toBe(true);
    expect(occurrences(text, 'fragment SalonId on Salon')).toBe(1);
    expect(occurrences(text, 'fragment SalonName on Salon')).toBe(1);
  });

  it("leaves out gql.tada's own unmask directive, which the server does not know", () => {
    expect(documentText(SalonId)).not.toContain('@_unmask');
    expect(documentText(Salon)).not.toContain('@_unmask');
  });

  it('refuses a document the app did not make', () => {
    expect(() => documentText({ kind: 'Document', definitions: [] })).toThrow(/graphql\(\)/);
  });
});
