import { salonFinderMessages } from '@piiq/domain/salon-finder';
import { pagingMessages } from '@piiq/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSalon, createSubscription } from '../../test/factories.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const FIND_SALONS = /* GraphQL */ `
  query FindSalons($search: String!, $limit: Int, $nextToken: String) {
    findSalons(search: $search, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        name
        address
        bookingUrl
        photoUrl
        specialities
        styles
      }
    }
  }
`;

// A type, not an interface: errorCode takes any answer as a record.
type FinderAnswer = {
  findSalons: {
    nextToken: string | null;
    items: Array<{
      id: string;
      name: string;
      address: string;
      bookingUrl: string | null;
      photoUrl: string | null;
      specialities: string[];
      styles: string[];
    }>;
  };
};

/** Calls per address this file's server allows, low enough for the limit's own test to reach. */
const FINDER_CALLS = 40;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ ipRateLimits: { salonFinder: { points: FINDER_CALLS, durationSeconds: 900 } } });
});
afterAll(() => test.close());

async function find(search: string, page: { limit?: number; nextToken?: string | null } = {}) {
  return test.gql<FinderAnswer>(FIND_SALONS, { search, ...page });
}

async function names(search: string): Promise<string[]> {
  const answer = await find(search);
  expect(answer.errors).toBeUndefined();
  return answer.data?.findSalons.items.map((salon) => salon.name) ?? [];
}

/** A salon in a suburb of its own, so each test reads only its own salons. */
function salonIn(suburb: string, postcode: string, name: string, extra: Parameters<typeof createSalon>[1] = {}) {
  return createSalon(test.server.database.db, {
    name,
    addressLine1: '1 Main Street',
    city: suburb,
    state: 'NSW',
    postcode,
    country: 'AU',
    ...extra,
  });
}

describe('findSalons', () => {
  it('finds a suburb whatever its capitals, exact matches first, then suburbs with a word starting with it, each by name', async () => {
    await salonIn('Wattle Grove', '2173', 'Zebra Hair');
    await salonIn('Wattle Grove', '2173', 'Acacia Cuts', {
      bookingUrl: 'https://book.example.com/acacia',
      specialities: ['Colour'],
      styles: ['Bobs'],
    });
    await salonIn('Wattle Grove Heights', '2174', 'Banksia Blowdry');
    await salonIn('North Wattle Grove', '2175', 'Ash Studio');
    await salonIn('Wattlebank', '2176', 'Not a word match');

    expect(await names('wattle grove')).toEqual(['Acacia Cuts', 'Zebra Hair', 'Ash Studio', 'Banksia Blowdry']);
    expect(await names('  WATTLE   GROVE ')).toEqual(['Acacia Cuts', 'Zebra Hair', 'Ash Studio', 'Banksia Blowdry']);

    const [acacia] = (await find('Wattle Grove')).data?.findSalons.items ?? [];
    expect(acacia).toEqual({
      id: expect.any(String),
      name: 'Acacia Cuts',
      address: '1 Main Street, Wattle Grove NSW 2173',
      bookingUrl: 'https://book.example.com/acacia',
      photoUrl: null,
      specialities: ['Colour'],
      styles: ['Bobs'],
    });
  });

  it('finds a salon by a word of its street, its suburb, its city or its postcode, never a hidden one', async () => {
    const address = { addressLine1: '210 Ponsonby Road', city: 'Auckland', state: 'Auckland', postcode: '1011' };
    await createSalon(test.server.database.db, { name: 'Ponsonby Hair Co.', country: 'NZ', ...address });
    await createSalon(test.server.database.db, {
      name: 'Grey Lynn Cuts',
      country: 'NZ',
      ...address,
      addressLine1: '5 Surrey Crescent',
      addressLine2: 'Grey Lynn',
      postcode: '1021',
    });
    await createSalon(test.server.database.db, {
      name: 'Hidden Ponsonby',
      country: 'NZ',
      hideFromFinder: true,
      ...address,
      addressLine2: 'Ponsonby',
    });

    for (const search of ['Ponsonby', 'ponsonby road', 'PONSONBY ROAD', 'road', '1011']) {
      expect(await names(search), search).toEqual(['Ponsonby Hair Co.']);
    }
    expect(await names('auckland')).toEqual(['Grey Lynn Cuts', 'Ponsonby Hair Co.']);
    expect(await names('grey lynn')).toEqual(['Grey Lynn Cuts']);
    expect(await names('Surrey')).toEqual(['Grey Lynn Cuts']);
    expect(await names('onsonby')).toEqual([]);
    expect(await names('Ponsonby Auckland')).toEqual([]);

    const [ponsonby] = (await find('Ponsonby')).data?.findSalons.items ?? [];
    expect(ponsonby?.address).toBe('210 Ponsonby Road, Auckland 1011');
    const [greyLynn] = (await find('grey lynn')).data?.findSalons.items ?? [];
    expect(greyLynn?.address).toBe('5 Surrey Crescent, Grey Lynn, Auckland 1021');
  });

  it('finds a capital city by its salons’ suburbs and postcodes, whatever its capitals and spaces', async () => {
    await salonIn('Bondi', '2026', 'Emu Bondi');
    await salonIn('Surry Hills', '2010', 'Emu Surry Hills');
    await salonIn('Sydney', '2000', 'Emu City');
    await salonIn('Windsor', '3181', 'Emu Melbourne', { state: 'VIC', country: 'AU' });
    await createSalon(test.server.database.db, {
      name: 'Emu Auckland',
      addressLine1: '1 Queen Street',
      city: 'Auckland',
      state: 'Auckland',
      postcode: '2010',
      country: 'NZ',
    });

    for (const search of ['Sydney', 'sydney', '  SYDNEY ']) {
      expect(
        (await names(search)).filter((name) => name.startsWith('Emu')),
        search,
      ).toEqual(['Emu Bondi', 'Emu City', 'Emu Surry Hills']);
    }
    expect((await names('melbourne')).filter((name) => name.startsWith('Emu'))).toEqual(['Emu Melbourne']);
  });

  it('finds a postcode: that postcode first, then those sharing its first three digits', async () => {
    await salonIn('Quokka Bay', '6931', 'Second Exact');
    await salonIn('Quokka Point', '6931', 'First Exact');
    await salonIn('Quokka Hill', '6937', 'A Neighbour');
    await salonIn('Elsewhere', '6941', 'Too Far');

    expect(await names('6931')).toEqual(['First Exact', 'Second Exact', 'A Neighbour']);
  });

  it('never lists a salon hidden from the finder, still setting up, or no longer subscribed', async () => {
    const db = test.server.database.db;
    await salonIn('Numbat Flats', '7311', 'Listed');
    await salonIn('Numbat Flats', '7311', 'Hidden', { hideFromFinder: true });
    await salonIn('Numbat Flats', '7311', 'Setting Up', { onboardingComplete: false });
    const cancelled = await salonIn('Numbat Flats', '7311', 'Cancelled');
    await createSubscription(db, cancelled.id, { status: 'ACTIVE', createdAt: new Date('2025-01-01T00:00:00Z') });
    await createSubscription(db, cancelled.id, { status: 'CANCELLED', createdAt: new Date('2026-01-01T00:00:00Z') });
    const resubscribed = await salonIn('Numbat Flats', '7311', 'Resubscribed');
    await createSubscription(db, resubscribed.id, { status: 'CANCELLED', createdAt: new Date('2025-01-01T00:00:00Z') });
    await createSubscription(db, resubscribed.id, { status: 'ACTIVE', createdAt: new Date('2026-01-01T00:00:00Z') });
    const unpaid = await salonIn('Numbat Flats', '7311', 'Never Paid');
    await createSubscription(db, unpaid.id, { status: 'INCOMPLETE' });
    const pastDue = await salonIn('Numbat Flats', '7311', 'Past Due');
    await createSubscription(db, pastDue.id, { status: 'PAST_DUE' });

    expect(await names('Numbat Flats')).toEqual(['Listed', 'Past Due', 'Resubscribed']);
    expect(await names('7311')).toEqual(['Listed', 'Past Due', 'Resubscribed']);
  });

  it('pages by nextToken until every salon has been listed once', async () => {
    const all = ['Palm 01', 'Palm 02', 'Palm 03', 'Palm 04', 'Palm 05'];
    for (const name of [...all].reverse()) await salonIn('Palm Cove', '4879', name);
    await salonIn('Palm Cove Beach', '4878', 'Palm 00 near');

    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const answer: Awaited<ReturnType<typeof find>> = await find('palm cove', { limit: 2, nextToken });
      expect(answer.errors).toBeUndefined();
      const page = answer.data?.findSalons;
      if (!page) throw new Error('no page');
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((salon) => salon.name));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen).toEqual([...all, 'Palm 00 near']);

    expect(errorCode(await find('palm cove', { nextToken: 'not-a-token' }))).toBe('BAD_USER_INPUT');
    expect(
      (await find('palm cove', { nextToken: Buffer.from('[7,"x","y"]').toString('base64url') })).errors?.[0]?.message,
    ).toBe(pagingMessages.pageGone);
  });

  it('answers nothing for an area without salons', async () => {
    expect(await names('Kakadu')).toEqual([]);
  });

  it('refuses what is neither a place nor a 4-digit postcode, with the rule’s message', async () => {
    for (const [search, message] of [
      ['', salonFinderMessages.required],
      ['   ', salonFinderMessages.required],
      ['202', salonFinderMessages.postcode],
      ['20261', salonFinderMessages.postcode],
      ['Bondi%', salonFinderMessages.invalid],
      ['2026 Bondi', salonFinderMessages.invalid],
      ['B', salonFinderMessages.tooShort],
      ['a'.repeat(61), salonFinderMessages.tooLong],
    ] as const) {
      const answer = await find(search);
      expect(errorCode(answer), search).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message, search).toBe(message);
    }
  });

  it('is open to anyone signed out, but only so many times an address', async () => {
    const address = '203.0.113.77';
    for (let call = 0; call < FINDER_CALLS; call += 1) {
      expect((await test.gql(FIND_SALONS, { search: 'Kakadu' }, { remoteAddress: address })).errors).toBeUndefined();
    }
    expect(errorCode(await test.gql(FIND_SALONS, { search: 'Kakadu' }, { remoteAddress: address }))).toBe(
      'RATE_LIMITED',
    );
    expect(
      (await test.gql(FIND_SALONS, { search: 'Kakadu' }, { remoteAddress: '198.51.100.23' })).errors,
    ).toBeUndefined();
  });
});
