import { readFragment } from 'gql.tada';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

/** Account details and the subscription's summary. */
export const AccountFields = graphql(`
  fragment AccountFields on SalonAccount {
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
    subscriptionType
    mirrors
    total
  }
`);

export type AccountData = ResultOf<typeof AccountFields>;

/** The account tab: the account, and the invoices. */
export const GetSalonAccount = graphql(
  `
    query GetSalonAccount($salonId: ID!) {
      salon(id: $salonId) {
        id
        name
        timeZone
        account {
          ...AccountFields
        }
        invoices {
          id
          number
          periodStart
          hostedInvoiceUrl
        }
      }
    }
  `,
  [AccountFields],
);

export type InvoiceData = ResultOf<typeof GetSalonAccount>['salon']['invoices'][number];

export interface SalonAccountData {
  id: string;
  name: string;
  timeZone: string;
  account: AccountData;
  invoices: InvoiceData[];
}

export async function fetchSalonAccount(salonId: string): Promise<SalonAccountData> {
  const { salon } = await request(GetSalonAccount, { salonId });
  return { ...salon, account: readFragment(AccountFields, salon.account) };
}

export const salonAccountKey = (salonId: string) => ['salon-account', salonId] as const;

export const UpdateSalonAccount = graphql(
  `
    mutation UpdateSalonAccount($salonId: ID!, $input: SalonAccountInput!) {
      updateSalonAccount(salonId: $salonId, input: $input) {
        ...AccountFields
      }
    }
  `,
  [AccountFields],
);

export async function saveSalonAccount(
  salonId: string,
  input: VariablesOf<typeof UpdateSalonAccount>['input'],
): Promise<AccountData> {
  return readFragment(AccountFields, (await request(UpdateSalonAccount, { salonId, input })).updateSalonAccount);
}
