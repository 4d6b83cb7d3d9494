import { numberMessages, TEXT_LIMITS, tooLongMessage } from '@piiq/domain/fields';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salons } from '../../db/schema/salons.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const UPDATE_SALON = /* GraphQL */ `
  mutation UpdateSalon($id: ID!, $input: UpdateSalonInput!) {
    updateSalon(id: $id, input: $input) {
      id
    }
  }
`;
const UPDATE_RETAIL_PROFILE = /* GraphQL */ `
  mutation UpdateRetailProfile($salonId: ID!, $input: RetailProfileInput!) {
    updateRetailProfile(salonId: $salonId, input: $input) {
      bankAccountNumber
    }
  }
`;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const storedSalon = async (id: string) => {
  const [row] = await test.server.database.db.select().from(salons).where(eq(salons.id, id));
  return row;
};

describe('limits on what a salon admin saves', () => {
  it('refuses a 300-character salon name, and saves none of the request', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { name: 'Shear Bliss' });
    const response = await test.gql(
      UPDATE_SALON,
      { id: salon.id, input: { name: 'a'.repeat(300), rebookNotificationMessage: 'Time for a trim?' } },
      { cookie },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(tooLongMessage('Salon name', TEXT_LIMITS.name));
    expect(await storedSalon(salon.id)).toMatchObject({ name: 'Shear Bliss', rebookNotificationMessage: null });
  });

  it('takes a name of exactly the limit', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const name = 'a'.repeat(TEXT_LIMITS.name);
    const response = await test.gql(UPDATE_SALON, { id: salon.id, input: { name } }, { cookie });
    expect(response.errors).toBeUndefined();
    expect((await storedSalon(salon.id))?.name).toBe(name);
  });

  it('refuses the bank account number "12", and saves none of the profile', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await test.gql(
      UPDATE_RETAIL_PROFILE,
      {
        salonId: salon.id,
        input: {
          hideFromFinder: true,
          bankAccountName: 'Shear Bliss Pty Ltd',
          bankBsb: '062-000',
          bankAccountNumber: '12',
          specialities: ['Colour'],
          styles: [],
        },
      },
      { cookie },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(numberMessages.bankAccountNumber);
    expect(await storedSalon(salon.id)).toMatchObject({
      bankAccountName: null,
      bankBsb: null,
      bankAccountNumber: null,
    });
  });
});
