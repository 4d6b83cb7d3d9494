import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOfService } from '../../db/schema/content.ts';
import { createUser } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const GET_TERMS = /* GraphQL */ `
  query GetTermsOfService($locale: String!, $country: String!, $language: String!) {
    locale: termsOfService(locale: $locale) {
      bodyHtml
      locale
      version
    }
    country: termsOfService(locale: $country) {
      bodyHtml
      locale
      version
    }
    language: termsOfService(locale: $language) {
      bodyHtml
      locale
      version
    }
    default: termsOfService(locale: "en-GB") {
      bodyHtml
      locale
      version
    }
    me {
      id
      termsOfServiceLocale
      termsOfServiceVersion
      termsOfServiceAcceptedAt
    }
  }
`;
const UPDATE_TERMS = /* GraphQL */ `
  mutation UpdateTermsOfService($id: ID!, $input: UpdateTermsOfServiceInput!) {
    updateTermsOfService(id: $id, input: $input) {
      id
      termsOfServiceLocale
      termsOfServiceVersion
      termsOfServiceAcceptedAt
    }
  }
`;
const UPDATE_USER = /* GraphQL */ `
  mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
      termsOfServiceLocale
      termsOfServiceVersion
    }
  }
`;

type Terms = { locale: string; version: number } | null;

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
  await test.server.database.db.insert(termsOfService).values([
    { locale: 'en-GB', version: 1, bodyHtml: '<p>GB v1</p>' },
    { locale: 'en-GB', version: 2, bodyHtml: '<p>GB v2</p>' },
    { locale: 'en-US', version: 2, bodyHtml: '<p>US v2</p>' },
    { locale: 'fr-FR', version: 2, bodyHtml: '<p>FR v2</p>' },
  ]);
});
afterAll(() => test.close());

describe('GetTermsOfService', () => {
  it('answers each of the four look-ups with the newest version, so the gate can fall back in order', async () => {
    const response = await test.gql<Record<'locale' | 'country' | 'language' | 'default', Terms>>(GET_TERMS, {
      locale: 'en-AU',
      country: 'FR',
      language: 'en',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data?.locale).toBeNull();
    expect(response.data?.country).toMatchObject({ locale: 'fr-FR', version: 2 });
    expect(response.data?.language).toMatchObject({ locale: 'en-GB', version: 2 });
    expect(response.data?.default).toMatchObject({ locale: 'en-GB', version: 2 });
    const exact = await test.gql<{ locale: Terms }>(GET_TERMS, { locale: 'en-US', country: 'US', language: 'en' });
    expect(exact.data?.locale).toMatchObject({ locale: 'en-US', version: 2 });
  });
});

describe('accepting the terms', () => {
  it('records locale, version and the time, for the signed-in user only', async () => {
    const user = await createUser(test.server.database.db);
    const other = await createUser(test.server.database.db);
    const cookie = await signInAs(test, user.email);
    const input = { termsOfServiceLocale: 'en-GB', termsOfServiceVersion: 2 };
    const accepted = await test.gql<{
      updateTermsOfService: { termsOfServiceVersion: number; termsOfServiceAcceptedAt: string };
    }>(UPDATE_TERMS, { id: user.id, input }, { cookie });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data?.updateTermsOfService.termsOfServiceVersion).toBe(2);
    expect(Date.parse(accepted.data?.updateTermsOfService.termsOfServiceAcceptedAt ?? '')).not.toBeNaN();
    expect(errorCode(await test.gql(UPDATE_TERMS, { id: other.id, input }, { cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(UPDATE_TERMS, { id: user.id, input }))).toBe('UNAUTHENTICATED');
  });

  it('lets a client portal sign-up set its name and the en-US terms version 2 (updateUser)', async () => {
    const user = await createUser(test.server.database.db, { profileRole: 'Client' });
    const cookie = await signInAs(test, user.email);
    const response = await test.gql<{
      updateUser: { name: string; termsOfServiceLocale: string; termsOfServiceVersion: number };
    }>(
      UPDATE_USER,
      { id: user.id, input: { name: 'Jo', termsOfServiceLocale: 'en-US', termsOfServiceVersion: 2 } },
      { cookie },
    );
    expect(response.data?.updateUser).toEqual({
      id: user.id,
      name: 'Jo',
      termsOfServiceLocale: 'en-US',
      termsOfServiceVersion: 2,
    });
  });
});
