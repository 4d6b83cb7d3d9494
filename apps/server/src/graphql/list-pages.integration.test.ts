import { pagingMessages } from '@piiq/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppointment,
  createBrand,
  createCatalogueProduct,
  createOrder,
  createSalonProduct,
  createStaffMember,
  createUser,
} from '../test/factories.ts';
import { signedInSalonAdmin } from '../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../test/test-server.ts';

/*
 * The salon's lists as a person opens them (decision 071): any page in one request, the keyset
 * between neighbouring pages, the count only when asked for, and how many statements each costs.
 */

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());
const db = () => test.server.database.db;

interface ListPage {
  items: Array<{ id: string }>;
  nextToken: string | null;
  previousToken: string | null;
  totalCount?: number;
}

const pageArgs = '$limit: Int, $nextToken: String, $previousToken: String, $page: Int, $withCount: Boolean!';
const pageInputs = 'limit: $limit, nextToken: $nextToken, previousToken: $previousToken, page: $page';
const pageFields = 'totalCount @include(if: $withCount) nextToken previousToken items { id }';

const LISTS = {
  appointments: {
    table: '"appointments"',
    query: `query ($salonId: ID!, $search: String, ${pageArgs}) {
      salon(id: $salonId) { appointments(search: $search, ${pageInputs}) { ${pageFields} } } }`,
    pageOf: (data: { salon: { appointments: ListPage } }) => data.salon.appointments,
  },
  orders: {
    table: '"orders"',
    query: `query ($salonId: ID!, ${pageArgs}) {
      salon(id: $salonId) { orders(${pageInputs}) { ${pageFields} } } }`,
    pageOf: (data: { salon: { orders: ListPage } }) => data.salon.orders,
  },
} as const;
type ListName = keyof typeof LISTS;

/** A salon with 17 appointments and 17 orders, newest first every minute; five share one instant. */
async function salonWithHistory() {
  const admin = await signedInSalonAdmin(test);
  const client = await createUser(db(), { name: 'Ava Martin', profileRole: 'Client' });
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 12, i < 5 ? 0 : i));
  for (let i = 0; i < 17; i++) {
    await createAppointment(db(), admin.salon.id, { createdAt: at(i), clientId: i % 2 === 0 ? client.id : null });
    await createOrder(db(), admin.salon.id, [{ productName: `Product ${i}`, quantity: 1, totalCents: 1000 }], {
      createdAt: at(i),
    });
  }
  return admin;
}

/** The SQL statements on the list's table while `run` runs (other work, such as the session's, aside). */
async function statementsOn<T>(table: string, run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query;
  let statements = 0;
  client.query = (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    if (text?.includes(table)) statements += 1;
    return query.apply(client, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    client.query = query;
  }
}

describe.each(Object.keys(LISTS) as ListName[])('the %s list by page number and by keyset', (name) => {
  const list = LISTS[name];
  let salonId: string;
  let cookie: string;
  beforeAll(async () => {
    ({
      salon: { id: salonId },
      cookie,
    } = await salonWithHistory());
  });
  const ask = async (variables: Record<string, unknown>) => {
    const answer = await test.gql(list.query, { salonId, limit: 6, withCount: false, ...variables }, { cookie });
    expect(answer.errors).toBeUndefined();
    return list.pageOf(answer.data as never);
  };
  const ids = (page: ListPage) => page.items.map((item) => item.id);

  it('opens any page in one request, the same rows as the keyset walk to it, and walks both ways from it', async () => {
    const first = await ask({});
    const second = await ask({ nextToken: first.nextToken });
    const third = await ask({ nextToken: second.nextToken });
    expect(first.previousToken).toBeNull();
    expect(third.nextToken).toBeNull();
    expect(ids(third)).toHaveLength(5);

    const opened = await ask({ page: 3 });
    expect(ids(opened)).toEqual(ids(third));
    expect(opened.nextToken).toBeNull();
    const back = await ask({ previousToken: opened.previousToken });
    expect(ids(back)).toEqual(ids(second));
    const backAgain = await ask({ previousToken: back.previousToken });
    expect(ids(backAgain)).toEqual(ids(first));
    expect(backAgain.previousToken).toBeNull();
    expect(ids(await ask({ nextToken: back.nextToken }))).toEqual(ids(third));
    expect(ids(await ask({ page: 2 }))).toEqual(ids(second));
    expect(ids(await ask({ page: 1 }))).toEqual(ids(first));
  });

  it('answers an empty page past the end, with the count when asked for', async () => {
    const past = await ask({ page: 9, withCount: true });
    expect(past).toEqual({ items: [], nextToken: null, previousToken: null, totalCount: 17 });
  });

  it('takes one start at a time, and refuses a page below 1', async () => {
    const first = await ask({});
    const both = await test.gql(
      list.query,
      { salonId, nextToken: first.nextToken, page: 2, withCount: false },
      { cookie },
    );
    expect(errorCode(both)).toBe('BAD_USER_INPUT');
    expect(both.errors?.[0]?.message).toBe(pagingMessages.oneStart);
    const zero = await test.gql(list.query, { salonId, page: 0, withCount: false }, { cookie });
    expect(zero.errors?.[0]?.message).toBe(pagingMessages.page);
  });

  it('counts only when the count is asked for: a page costs one statement, two with its count', async () => {
    await ask({});
    const counted = await statementsOn(list.table, () => ask({ page: 3, withCount: true }));
    expect(counted.result.totalCount).toBe(17);
    expect(counted.statements).toBe(2);
    for (const variables of [{ page: 3 }, { nextToken: (await ask({})).nextToken }]) {
      const plain = await statementsOn(list.table, () => ask(variables));
      expect(plain.result.totalCount).toBeUndefined();
      expect(plain.statements).toBe(1);
    }
    const back = await ask({ page: 2 });
    expect((await statementsOn(list.table, () => ask({ previousToken: back.previousToken }))).statements).toBe(1);
  });
});

describe('an appointments search by page number', () => {
  it('finds the same rows as its keyset walk', async () => {
    const { salon, cookie } = await salonWithHistory();
    const ask = async (variables: Record<string, unknown>) =>
      LISTS.appointments.pageOf(
        (
          await test.gql(
            LISTS.appointments.query,
            { salonId: salon.id, search: 'mart', limit: 3, withCount: true, ...variables },
            { cookie },
          )
        ).data as never,
      );
    const first = await ask({});
    expect(first.totalCount).toBe(9);
    const second = await ask({ nextToken: first.nextToken });
    const opened = await ask({ page: 2 });
    expect(opened.items).toEqual(second.items);
    expect((await ask({ previousToken: opened.previousToken })).items).toEqual(first.items);
  });
});

describe('the lists paged by number', () => {
  it('answer a page with its count in one statement', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const brand = await createBrand(db());
    for (let i = 0; i < 25; i++) {
      await createStaffMember(db(), salon.id, { name: `Stylist ${i}` });
      await createSalonProduct(db(), salon.id, (await createCatalogueProduct(db(), brand.id)).id);
      await createAppointment(db(), salon.id);
    }
    const lists = [
      ['"staff"', 'staff(limit: 10, page: 3) { totalCount items { id } }'],
      ['"salon_products"', 'products(limit: 10, page: 3) { totalCount items { id } }'],
      ['"appointments"', 'clients(limit: 10, page: 3) { totalCount items { id } }'],
    ] as const;
    for (const [table, field] of lists) {
      const { result, statements } = await statementsOn(table, () =>
        test.gql<{ salon: Record<string, { totalCount: number; items: unknown[] }> }>(
          `query ($salonId: ID!) { salon(id: $salonId) { ${field} } }`,
          { salonId: salon.id },
          { cookie },
        ),
      );
      expect(result.errors).toBeUndefined();
      expect(Object.values(result.data!.salon)[0]).toMatchObject({ totalCount: 25, items: { length: 5 } });
      expect({ table, statements }).toEqual({ table, statements: 1 });
    }
  });
});
