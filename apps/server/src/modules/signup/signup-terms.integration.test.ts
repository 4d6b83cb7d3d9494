import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { termsOfService } from '../../db/schema/content.ts';
import { useSignupTestServer } from '../../test/signup-test-server.ts';

const signup = useSignupTestServer();
const { newKey, payload } = signup;

const REGISTER_WITH_TERMS = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!, $key: String!, $acceptedTerms: UpdateTermsOfServiceInput) {
    registerAccount(input: $input, idempotencyKey: $key, acceptedTerms: $acceptedTerms) {
      salonId
    }
  }
`;

/** One locale's terms look-up, as the terms gate asks it. */
const TERMS_OF = /* GraphQL */ `
  query Terms($locale: String!) {
    termsOfService(locale: $locale) {
      locale
      version
    }
  }
`;

type Shown = { termsOfServiceLocale: string; termsOfServiceVersion: number };

async function publish(locale: string, version: number): Promise<void> {
  await signup.test.server.database.db.insert(termsOfService).values({ locale, version, bodyHtml: `<p>${locale}</p>` });
}

/** The terms the gate shows for this locale, as the payment screen sends them. */
async function shown(locale: string): Promise<Shown> {
  const answer = await signup.test.gql<{ termsOfService: { locale: string; version: number } | null }>(TERMS_OF, {
    locale,
  });
  const terms = answer.data?.termsOfService;
  if (!terms) throw new Error(`no terms for ${locale}`);
  return { termsOfServiceLocale: terms.locale, termsOfServiceVersion: terms.version };
}

/** Registers a new owner, the payment screen having shown these terms (or none, the box not ticked). */
async function register(acceptedTerms: Shown | null) {
  const input = await payload();
  const response = await signup.test.gql(REGISTER_WITH_TERMS, { input, key: newKey(), acceptedTerms });
  expect(response.errors).toBeUndefined();
  const [owner] = await signup.test.server.database.db
    .select({
      termsOfServiceLocale: users.termsOfServiceLocale,
      termsOfServiceVersion: users.termsOfServiceVersion,
      termsOfServiceAcceptedAt: users.termsOfServiceAcceptedAt,
    })
    .from(users)
    .where(eq(users.email, String(input.email).toLowerCase()));
  return owner;
}

const NOTHING_ACCEPTED = { termsOfServiceLocale: null, termsOfServiceVersion: null, termsOfServiceAcceptedAt: null };

describe('the terms accepted with the payment screen’s box (docs/product-rules.md)', () => {
  it('records the terms the gate shows as accepted by the new owner, at the registration', async () => {
    await publish('en-AU', 1);
    await publish('en-AU', 2);
    const terms = await shown('en-AU');
    expect(terms).toEqual({ termsOfServiceLocale: 'en-AU', termsOfServiceVersion: 2 });
    expect(await register(terms)).toEqual({ ...terms, termsOfServiceAcceptedAt: signup.clock });
  });

  it('records nothing when a newer version came out between showing and submitting: the gate asks for it', async () => {
    await publish('en-NZ', 1);
    const terms = await shown('en-NZ');
    await publish('en-NZ', 2);
    expect(await register(terms)).toEqual(NOTHING_ACCEPTED);
  });

  it.each([
    ['a version never published', { termsOfServiceLocale: 'en-IE', termsOfServiceVersion: 2 }],
    ['a locale with no terms', { termsOfServiceLocale: 'fr-FR', termsOfServiceVersion: 1 }],
    ['a look-up key rather than the terms’ own locale', { termsOfServiceLocale: 'en', termsOfServiceVersion: 1 }],
    ['the locale in other letters', { termsOfServiceLocale: 'en-ie', termsOfServiceVersion: 1 }],
  ])('records nothing for %s', async (_case, terms) => {
    await signup.test.server.database.db.delete(termsOfService).where(eq(termsOfService.locale, 'en-IE'));
    await publish('en-IE', 1);
    expect(await register(terms)).toEqual(NOTHING_ACCEPTED);
  });

  it('records nothing when the browser sends no terms (the box is the browser’s), and still registers', async () => {
    await publish('en-ZA', 1);
    expect(await register(null)).toEqual(NOTHING_ACCEPTED);
  });
});
