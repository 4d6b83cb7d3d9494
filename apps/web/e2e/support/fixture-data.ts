/**
 * The accounts and salons the browser tests add to the demo data. Plain values only: tests import
 * this file, and only the seeding script (run before the server starts) imports server code.
 *
 * Salon ids are fixed so tests can open a salon page without asking the API first.
 */

/** The demo seed's password (apps/server/src/db/seed/demo-seed.ts DEMO_PASSWORD); every fixture user starts with it. */
export const DEMO_PASSWORD = 'PiiqDemo2026';

/** Meets the password rule (8+ characters, lower, upper, digit): used wherever a test sets a new password. */
export const NEW_PASSWORD = 'MirrorCheck2027';

/** The server's SUPPORT_EMAIL default, quoted in the sign-in failure message. */
export const SUPPORT_EMAIL = 'support@piiq.app';

export const demoOwner = {
  email: 'owner@piiq.demo',
  password: DEMO_PASSWORD,
  salons: ['Bondi Beach Hair Studio', 'Ponsonby Hair Co.'],
} as const;

export const fixtureSalons = {
  solo: { id: '00000000-0000-4000-8000-00000000e201', name: 'E2E Solo Salon', timeZone: 'Australia/Brisbane' },
  mixed: { id: '00000000-0000-4000-8000-00000000e202', name: 'E2E Mixed Salon', timeZone: 'Australia/Perth' },
  password: { id: '00000000-0000-4000-8000-00000000e203', name: 'E2E Password Salon', timeZone: 'Australia/Adelaide' },
  recovery: { id: '00000000-0000-4000-8000-00000000e204', name: 'E2E Recovery Salon', timeZone: 'Australia/Hobart' },
} as const;

export type FixtureSalonKey = keyof typeof fixtureSalons;

export interface FixtureUser {
  email: string;
  name: string;
  /** The users.passwordChangeRequired flag: the next sign-in returns the new-password challenge. */
  passwordChangeRequired?: boolean;
  /** False leaves termsOfServiceVersion null, so the terms page blocks the app after sign-in. */
  acceptedTerms: boolean;
  /** Salons the user administers (salonAdmin). */
  adminOf: FixtureSalonKey[];
  /** Demo salons (by name) where the user is only a client (salonClient). */
  clientOfDemo?: string[];
  /** Demo salons (by name) the user administers. */
  adminOfDemo?: string[];
}

/**
 * One user per test that changes state (password, terms), so tests never depend on their order
 * and may run in parallel.
 */
export const fixtureUsers = {
  /** Must choose a new password at first sign-in. */
  firstSignIn: { email: 'first-sign-in@piiq.test', name: 'Fiona First', passwordChangeRequired: true, acceptedTerms: true, adminOf: ['solo'] },
  /** Has not accepted terms v2: agrees. */
  termsAgree: { email: 'terms-agree@piiq.test', name: 'Tara Agree', acceptedTerms: false, adminOf: [], adminOfDemo: demoOwner.salons.slice() },
  /** Has not accepted terms v2: disagrees. */
  termsDisagree: { email: 'terms-disagree@piiq.test', name: 'Dan Disagree', acceptedTerms: false, adminOf: [], adminOfDemo: demoOwner.salons.slice() },
  /** Has not accepted terms v2: only looked at (accessibility check). */
  termsView: { email: 'terms-view@piiq.test', name: 'Vera View', acceptedTerms: false, adminOf: [], adminOfDemo: demoOwner.salons.slice() },
  /** Administers exactly one salon: '/' redirects to it. */
  solo: { email: 'solo-owner@piiq.test', name: 'Sam Solo', acceptedTerms: true, adminOf: ['solo'] },
  /** Administers one salon and is only a client of another: the list shows '[CLIENT] '. */
  mixed: { email: 'mixed@piiq.test', name: 'Max Mixed', acceptedTerms: true, adminOf: ['mixed'], clientOfDemo: ['Bondi Beach Hair Studio'] },
  /** Only a client of a salon, admin of none: sent to /signup. */
  clientOnly: { email: 'client-only@piiq.test', name: 'Cleo Client', acceptedTerms: true, adminOf: [], clientOfDemo: ['Bondi Beach Hair Studio'] },
  /** Changes their password in the change-password dialog. */
  changePassword: { email: 'change-password@piiq.test', name: 'Chris Change', acceptedTerms: true, adminOf: ['password'] },
  /** Resets their password through the emailed code. */
  recovery: { email: 'forgot@piiq.test', name: 'Fred Forgot', acceptedTerms: true, adminOf: ['recovery'] },
} satisfies Record<string, FixtureUser>;

export type FixtureUserKey = keyof typeof fixtureUsers;
