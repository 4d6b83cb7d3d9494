import { MAX_PAGE_LIMIT } from '@piiq/domain/paging';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSalonAdmin } from '../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../test/test-server.ts';
import { listSizeCost, MAX_LIST_SIZE_COST, QUERY_TOO_COSTLY_MESSAGE } from './list-size-cost.ts';
import { schema } from './schema.ts';

/** Every field of a product row the products screen shows, and more. */
const PRODUCT_FIELDS =
  'id productId name size sku productType available customPrice msrp currency eligible eligibleReason images brand { id name }';

function productsPages(aliases: number) {
  const lists = Array.from(
    { length: aliases },
    (_, index) => `p${index}: products(limit: $limit) { totalCount items { ${PRODUCT_FIELDS} } }`,
  );
  return `query Pages($salonId: ID!, $limit: Int) { salon(id: $salonId) { id ${lists.join(' ')} } }`;
}

describe('the cost of a request counts the rows its lists may return', () => {
  it('a full products page is well within the limit; nineteen of them are not', () => {
    const cost = (aliases: number, limit: number) =>
      listSizeCost({
        schema,
        document: parse(productsPages(aliases)),
        variableValues: { salonId: 'x', limit },
        operationName: 'Pages',
      });
    expect(cost(1, MAX_PAGE_LIMIT)).toBeLessThan(MAX_LIST_SIZE_COST / 2);
    expect(cost(19, MAX_PAGE_LIMIT)).toBeGreaterThan(MAX_LIST_SIZE_COST);
    // The limit's value is what counts: the same nineteen lists of ten rows are cheap.
    expect(cost(19, 10)).toBeLessThan(MAX_LIST_SIZE_COST);
  });

  it('counts a list only when @include or @skip lets it through', () => {
    const document = parse(`query Q($salonId: ID!, $more: Boolean!) { salon(id: $salonId) {
      ${Array.from({ length: 19 }, (_, index) => `p${index}: products(limit: 100) @include(if: $more) { items { ${PRODUCT_FIELDS} } }`).join(' ')}
    } }`);
    const cost = (more: boolean) =>
      listSizeCost({ schema, document, variableValues: { salonId: 'x', more }, operationName: 'Q' });
    expect(cost(true)).toBeGreaterThan(MAX_LIST_SIZE_COST);
    expect(cost(false)).toBeLessThan(10);
  });

  describe('over HTTP', () => {
    let test: TestServer;
    beforeAll(async () => {
      test = await startTestServer();
    });
    afterAll(() => test.close());

    it('refuses nineteen aliased pages of 100 products before any resolver runs, and serves one', async () => {
      const { salon, cookie } = await signedInSalonAdmin(test);
      // The same text with small pages first: the cost is known per limit, not once per document.
      const small = await test.gql(productsPages(19), { salonId: salon.id, limit: 10 }, { cookie });
      expect(small.errors).toBeUndefined();
      const refused = await test.gql(productsPages(19), { salonId: salon.id, limit: 100 }, { cookie });
      expect(errorCode(refused)).toBe('QUERY_TOO_COSTLY');
      expect(refused.errors?.[0]?.message).toBe(QUERY_TOO_COSTLY_MESSAGE);
      expect(refused.data ?? null).toBeNull();

      const served = await test.gql(productsPages(1), { salonId: salon.id, limit: 100 }, { cookie });
      expect(served.errors).toBeUndefined();
      expect(served.data).toMatchObject({ salon: { id: salon.id } });
    });
  });
});
