/**
 * The demo's fixed identities, in one place: the accounts people sign in with (the README and the
 * browser tests name them) and the seed every generated id, name and number derives from.
 */

/** Published (README, browser tests): never given to accounts a production start creates. */
export const DEMO_PASSWORD = 'PiiqDemo2026';

/** Same seed, same `now`: same rows, ids included. */
export const DEMO_FAKER_SEED = 2026;

export interface DemoAccount {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const DEMO_ACCOUNTS = {
  /** Owns the Sydney and Auckland salons. */
  owner: { firstName: 'Sophie', lastName: 'Bennett', email: 'owner@piiq.demo', phone: '+61455501001' },
  /** Owns the salon whose onboarding is not complete. */
  newOwner: { firstName: 'Liam', lastName: 'Nguyen', email: 'newsalon@piiq.demo', phone: '+61455501002' },
  /** A client of the Sydney salon, with visits, a waiting cart and orders. */
  client: { firstName: 'Chloe', lastName: 'Taylor', email: 'client@piiq.demo', phone: '+61455501003' },
  /** The provider's support staff. */
  support: { firstName: 'Jordan', lastName: 'Lee', email: 'support@piiq.demo', phone: '+61255500000' },
} as const satisfies Record<string, DemoAccount>;

export interface DemoSignIn {
  role: string;
  email: string;
  password: string;
}

/** The accounts people sign in with; their password depends on where the demo runs (demo-start.ts). */
export const demoSignInAccounts: ReadonlyArray<Omit<DemoSignIn, 'password'>> = [
  { role: 'Salon owner, admin of two salons (Sydney and Auckland)', email: DEMO_ACCOUNTS.owner.email },
  { role: 'Salon owner whose onboarding is not complete', email: DEMO_ACCOUNTS.newOwner.email },
  { role: 'Client of Bondi Beach Hair Studio (portal)', email: DEMO_ACCOUNTS.client.email },
  { role: 'Provider support staff', email: DEMO_ACCOUNTS.support.email },
];

/** Outside production every demo account has the published password. */
export const demoSignIns: DemoSignIn[] = demoSignInAccounts.map((account) => ({ ...account, password: DEMO_PASSWORD }));
