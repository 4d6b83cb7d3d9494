import { TIME_ZONE_INVALID } from '@piiq/domain/time-zones';
import { phoneMessages } from '@piiq/domain/phone';
import { accountDetailsMessages } from '@piiq/domain/salon-account';
import { retailMessages } from '@piiq/domain/salon-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createSubscription } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

// What the tab shows of the account and of the retail profile, read back the same way after a save.
const ACCOUNT_DETAILS = /* GraphQL */ `
  fragment AccountDetails on SalonAccount {
    accountName
    addressLine1
    city
    state
    postcode
    firstName
    lastName
    phone
    email
    timeZone
    plan
  }
`;
const RETAIL_PROFILE_FIELDS = /* GraphQL */ `
  fragment RetailProfileFields on RetailProfile {
    hideFromFinder
    bankAccountName
    bankBsb
    bankAccountNumber
    sfPhotoUrl
    specialities
    styles
  }
`;
const ACCOUNT = /* GraphQL */ `
  query Account($id: ID!) {
    salon(id: $id) {
      timeZone
      account {
        ...AccountDetails
        subscriptionType
        mirrors
        total
      }
      invoices {
        id
        number
        periodStart
        hostedInvoiceUrl
      }
    }
  }
  ${ACCOUNT_DETAILS}
`;
const UPDATE_ACCOUNT = /* GraphQL */ `
  mutation UpdateSalonAccount($salonId: ID!, $input: SalonAccountInput!) {
    updateSalonAccount(salonId: $salonId, input: $input) {
      ...AccountDetails
    }
  }
  ${ACCOUNT_DETAILS}
`;
const RETAIL_PROFILE = /* GraphQL */ `
  query RetailProfile($id: ID!) {
    salon(id: $id) {
      retailProfile {
        ...RetailProfileFields
      }
    }
  }
  ${RETAIL_PROFILE_FIELDS}
`;
const UPDATE_RETAIL_PROFILE = /* GraphQL */ `
  mutation UpdateRetailProfile($salonId: ID!, $input: RetailProfileInput!) {
    updateRetailProfile(salonId: $salonId, input: $input) {
      ...RetailProfileFields
    }
  }
  ${RETAIL_PROFILE_FIELDS}
`;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const db = () => test.server.database.db;

/** A new salon's admin saves the input, and is refused with the domain's message. */
async function expectRefused(document: string, input: Record<string, unknown>, message: string) {
  const { salon, cookie } = await signedInSalonAdmin(test);
  const response = await test.gql(document, { salonId: salon.id, input }, { cookie });
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  expect(response.errors?.[0]?.message).toBe(message);
}

const validAccount = {
  accountName: ' Shear Bliss Pty Ltd ',
  addressLine1: '1 George St',
  city: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  firstName: 'Jo',
  lastName: 'Smith',
  phone: { country: 'AU', number: '02 9876 5432' },
  email: 'Owner@ShearBliss.com',
  timeZone: 'Australia/Perth',
};

describe('the account tab', () => {
  it('falls back to the salon’s name and empty details, with no plan, before anything is saved', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, {
      name: 'Fresh Start Salon',
      timeZone: 'Australia/Melbourne',
    });
    const response = await test.gql<{ salon: { account: Record<string, unknown>; invoices: unknown[] } }>(
      ACCOUNT,
      { id: salon.id },
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.salon.account).toEqual({
      accountName: 'Fresh Start Salon',
      addressLine1: '',
      city: '',
      state: '',
      postcode: '',
      firstName: '',
      lastName: '',
      phone: null,
      email: '',
      timeZone: 'Australia/Melbourne',
      plan: null,
      subscriptionType: null,
      mirrors: 0,
      total: 0,
    });
    expect(response.data?.salon.invoices).toEqual([]);
  });

  it('shows the latest subscription and the invoices, newest period first', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    await createSubscription(db(), salon.id, { plan: 'GROWTH', createdAt: new Date('2025-01-01T00:00:00Z') });
    await createSubscription(db(), salon.id, {
      plan: 'PLUS',
      subscriptionType: 'ANNUAL',
      mirrors: 2,
      totalCents: 450_000,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const older = await createInvoice(db(), salon.id, new Date('2026-01-01T00:00:00Z'), {
      hostedInvoiceUrl: '/billing/invoices/a',
    });
    const newer = await createInvoice(db(), salon.id, new Date('2026-02-01T00:00:00Z'));
    const response = await test.gql<{
      salon: {
        account: Record<string, unknown>;
        invoices: Array<{ id: string; periodStart: string; hostedInvoiceUrl: string | null }>;
      };
    }>(ACCOUNT, { id: salon.id }, { cookie });
    expect(response.data?.salon.account).toMatchObject({
      plan: 'PLUS',
      subscriptionType: 'ANNUAL',
      mirrors: 2,
      total: 450_000,
    });
    expect(response.data?.salon.invoices).toEqual([
      { id: newer.id, number: newer.number, periodStart: '2026-02-01T00:00:00.000Z', hostedInvoiceUrl: null },
      {
        id: older.id,
        number: older.number,
        periodStart: '2026-01-01T00:00:00.000Z',
        hostedInvoiceUrl: '/billing/invoices/a',
      },
    ]);
  });

  it('saves the account details and the salon’s time zone', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await test.gql<{ updateSalonAccount: Record<string, unknown> }>(
      UPDATE_ACCOUNT,
      { salonId: salon.id, input: validAccount },
      { cookie },
    );
    expect(response.errors).toBeUndefined();
    // Saved as sent, but for what the server normalises: the name trimmed, the phone E.164, the email lower case.
    expect(response.data?.updateSalonAccount).toEqual({
      ...validAccount,
      accountName: 'Shear Bliss Pty Ltd',
      phone: '+61298765432',
      email: 'owner@shearbliss.com',
      plan: null,
    });
    const after = await test.gql<{ salon: { timeZone: string } }>(ACCOUNT, { id: salon.id }, { cookie });
    expect(after.data?.salon.timeZone).toBe('Australia/Perth');
  });

  it.each([
    [{ accountName: ' ' }, accountDetailsMessages.name],
    [{ addressLine1: '' }, accountDetailsMessages.addressLine1],
    [{ city: '' }, accountDetailsMessages.city],
    [{ state: '' }, accountDetailsMessages.state],
    [{ postcode: '' }, accountDetailsMessages.postcode],
    [{ firstName: '' }, accountDetailsMessages.firstName],
    [{ lastName: '' }, accountDetailsMessages.lastName],
    [{ phone: { country: 'AU', number: '' } }, phoneMessages.required],
    [{ phone: { country: 'AU', number: '12' } }, phoneMessages.invalid],
    [{ email: '' }, accountDetailsMessages.email],
    [{ email: 'owner@' }, accountDetailsMessages.emailInvalid],
    [{ timeZone: 'Sydney' }, TIME_ZONE_INVALID],
  ])('refuses %j', (change, message) => expectRefused(UPDATE_ACCOUNT, { ...validAccount, ...change }, message));

  it('is for the salon’s admins only', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const stranger = await signedInSalonAdmin(test);
    expect(
      errorCode(
        await test.gql(UPDATE_ACCOUNT, { salonId: salon.id, input: validAccount }, { cookie: stranger.cookie }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(ACCOUNT, { id: salon.id }, { cookie: stranger.cookie }))).toBe('FORBIDDEN');
  });
});

describe('the retail profile', () => {
  const profile = {
    hideFromFinder: true,
    bankAccountName: ' Shear Bliss Pty Ltd ',
    bankBsb: '062-000',
    bankAccountNumber: '1023 4567',
    specialities: [' Colour ', '', 'colour', 'Balayage'],
    styles: ['Bobs', '  '],
  };

  it('starts empty and saves the profile, normalised', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const before = await test.gql<{ salon: { retailProfile: Record<string, unknown> } }>(
      RETAIL_PROFILE,
      { id: salon.id },
      { cookie },
    );
    expect(before.data?.salon.retailProfile).toEqual({
      hideFromFinder: false,
      bankAccountName: '',
      bankBsb: '',
      bankAccountNumber: '',
      sfPhotoUrl: null,
      specialities: [],
      styles: [],
    });
    const saved = await test.gql<{ updateRetailProfile: Record<string, unknown> }>(
      UPDATE_RETAIL_PROFILE,
      { salonId: salon.id, input: profile },
      { cookie },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateRetailProfile).toEqual({
      hideFromFinder: true,
      bankAccountName: 'Shear Bliss Pty Ltd',
      bankBsb: '062000',
      bankAccountNumber: '10234567',
      sfPhotoUrl: null,
      specialities: ['Colour', 'Balayage'],
      styles: ['Bobs'],
    });
  });

  it.each([
    [{ bankBsb: '06200' }, retailMessages.bsb],
    [{ bankAccountNumber: '12-34' }, retailMessages.accountNumber],
  ])('refuses %j', (change, message) => expectRefused(UPDATE_RETAIL_PROFILE, { ...profile, ...change }, message));

  it('keeps the stored photo when it is sent back unchanged or as null', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { sfPhotoPath: '/files/demo/salons/bondi.svg' });
    for (const sfPhoto of [null, '/files/demo/salons/bondi.svg']) {
      const response = await test.gql<{ updateRetailProfile: { sfPhotoUrl: string | null } }>(
        UPDATE_RETAIL_PROFILE,
        { salonId: salon.id, input: { ...profile, sfPhoto } },
        { cookie },
      );
      expect(response.data?.updateRetailProfile.sfPhotoUrl).toBe('/files/demo/salons/bondi.svg');
    }
    const removed = await test.gql<{ updateRetailProfile: { sfPhotoUrl: string | null } }>(
      UPDATE_RETAIL_PROFILE,
      { salonId: salon.id, input: { ...profile, sfPhoto: '' } },
      { cookie },
    );
    expect(removed.data?.updateRetailProfile.sfPhotoUrl).toBeNull();
  });
});
