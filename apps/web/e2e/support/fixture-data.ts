/**
 * The accounts and salons the browser tests add to the demo data. Plain values only: tests import
 * this file, and only the seeding script (run before the server starts) imports server code.
 *
 * Salon ids are fixed so tests can open a salon page without asking the API first.
 */
import type { HairScore } from '@piiq/domain/hair-analysis';

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

/** The demo salon whose brands and products the fixture salons copy (see FixtureSalon). */
export const DEMO_RETAIL_SALON = 'Bondi Beach Hair Studio';

/** The demo brand whose name contains "Coming": shown as Coming Soon, never toggled. */
export const COMING_SOON_BRAND = 'Coming Soon Botanics';

export interface FixtureSalon {
  id: string;
  name: string;
  timeZone: string;
  /** Onboarding not finished (completedSections 0): the salon's pages send its admin to the wizard. */
  onboardingIncomplete?: boolean;
  /** Copies the demo retail salon's brands: which are available, enabled and visible, and its preferred brand. */
  withDemoBrands?: boolean;
  /** Copies the demo retail salon's products (availability and custom prices). */
  withDemoProducts?: boolean;
  /** Team members created with the salon, in this order; `active: false` marks one who has left. */
  staff?: ReadonlyArray<{ name: string; active?: boolean }>;
  /** Days from an appointment to its rebook reminder (Settings, Salon: rebook delay); 0 when not given. */
  rebookNotificationDelay?: number;
  /** The default social media message (Settings, Salon), with its hashtags; none when not given. */
  defaultSocialMediaMessage?: string;
  /** Mirror sessions of the salon (its clients are made as client accounts of it). */
  appointments?: readonly FixtureAppointment[];
  /** Opens the salon's support conversation with a welcome, as signup does. */
  withSupportChat?: boolean;
  /** A monthly plus subscription with the offline provider, paying for this many mirrors. */
  subscription?: { mirrors: number };
}

/** A mirror session placed relative to the seeding, in the salon's own time zone. */
export interface FixtureAppointment {
  id: string;
  /** The client's name; none is a session nobody signed in to. */
  client?: string;
  /** A member of the salon's staff, by name. */
  stylist?: string;
  /** Minutes before the seeding, or a salon wall-clock time some days before today. */
  when: { minutesAgo: number } | { daysAgo: number; time: string };
  rebookLength?: number;
  treatment?: 'scalp' | 'protein' | 'moisture' | 'none';
  notes?: string;
  /** The mirror's six raw scores (0 to 20) and scalp concerns: `true` for the standard ones, or the scores to give. */
  analysed?: true | Readonly<Record<HairScore, number>>;
  /** The client photos the mirror took, written to the private photo folder. */
  photos?: { selfie?: boolean; view360?: boolean };
  /** How many of the demo products were recommended; the first `bought` of them were bought, in one cart. */
  recommended?: number;
  bought?: number;
  pickup?: boolean;
  /** What became of the cart's order: waiting and unpaid unless said; a delivery may name where it goes. */
  order?: { status?: 'WAITING' | 'COMPLETED' | 'CANCELLED'; paid?: boolean; suburbOrCity?: string };
}

const numberedStaff = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Stylist ${String(index + 1).padStart(2, '0')}` }));

/** A hill in New Zealand, the longest place name in use: one word a narrow cell must wrap. */
export const LONGEST_PLACE_NAME =
  'Taumatawhakatangihangakoauauotamateaturipukakapikimaungahoronukupokaiwhenuakitanatahu';

export const fixtureSalons = {
  solo: { id: '00000000-0000-4000-8000-00000000e201', name: 'E2E Solo Salon', timeZone: 'Australia/Brisbane' },
  mixed: { id: '00000000-0000-4000-8000-00000000e202', name: 'E2E Mixed Salon', timeZone: 'Australia/Perth' },
  password: { id: '00000000-0000-4000-8000-00000000e203', name: 'E2E Password Salon', timeZone: 'Australia/Adelaide' },
  recovery: { id: '00000000-0000-4000-8000-00000000e204', name: 'E2E Recovery Salon', timeZone: 'Australia/Hobart' },
  // The setup wizard: one salon per test, each starting at the first step.
  onboardingFlow: {
    id: '00000000-0000-4000-8000-00000000e301',
    name: 'E2E Onboarding Flow',
    timeZone: 'Australia/Sydney',
    onboardingIncomplete: true,
    withDemoBrands: true,
    withDemoProducts: true,
  },
  onboardingSkip: {
    id: '00000000-0000-4000-8000-00000000e302',
    name: 'E2E Onboarding Skip',
    timeZone: 'Australia/Sydney',
    onboardingIncomplete: true,
    withDemoBrands: true,
  },
  onboardingResume: {
    id: '00000000-0000-4000-8000-00000000e303',
    name: 'E2E Onboarding Resume',
    timeZone: 'Australia/Sydney',
    onboardingIncomplete: true,
    withDemoBrands: true,
  },
  onboardingRetail: {
    id: '00000000-0000-4000-8000-00000000e304',
    name: 'E2E Onboarding Retail',
    timeZone: 'Australia/Sydney',
    onboardingIncomplete: true,
    withDemoBrands: true,
    staff: [{ name: 'Rita Retail' }],
  },
  onboardingMenu: {
    id: '00000000-0000-4000-8000-00000000e305',
    name: 'E2E Onboarding Menu',
    timeZone: 'Australia/Sydney',
    onboardingIncomplete: true,
    withDemoBrands: true,
  },
  // Settings: one salon per tab, and a team long enough to page.
  settingsSalon: {
    id: '00000000-0000-4000-8000-00000000e401',
    name: 'E2E Settings Salon',
    timeZone: 'Australia/Melbourne',
    withDemoBrands: true,
  },
  settingsTeam: {
    id: '00000000-0000-4000-8000-00000000e402',
    name: 'E2E Settings Team',
    timeZone: 'Australia/Melbourne',
    staff: [...numberedStaff(23), { name: 'Former Stylist', active: false }],
  },
  settingsRetail: {
    id: '00000000-0000-4000-8000-00000000e403',
    name: 'E2E Settings Retail',
    timeZone: 'Australia/Melbourne',
    withDemoBrands: true,
  },
  settingsAccount: {
    id: '00000000-0000-4000-8000-00000000e404',
    name: 'E2E Settings Account',
    timeZone: 'Australia/Melbourne',
  },
  // Products: paging reads, editing writes.
  productsPaging: {
    id: '00000000-0000-4000-8000-00000000e501',
    name: 'E2E Products Paging',
    timeZone: 'Australia/Sydney',
    withDemoBrands: true,
    withDemoProducts: true,
  },
  productsEdit: {
    id: '00000000-0000-4000-8000-00000000e502',
    name: 'E2E Products Edit',
    timeZone: 'Australia/Sydney',
    withDemoBrands: true,
    withDemoProducts: true,
  },
  // Appointments: the list reads one salon; each test that changes a record has its own appointment.
  appointmentsList: {
    id: '00000000-0000-4000-8000-00000000e601',
    name: 'E2E Appointments List',
    timeZone: 'Pacific/Auckland',
    withDemoBrands: true,
    withDemoProducts: true,
    staff: [{ name: 'Mia Thompson' }, { name: 'Jack Wilson' }],
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0101',
        client: 'Ava Martin',
        stylist: 'Mia Thompson',
        when: { minutesAgo: 1 },
        rebookLength: 60,
        recommended: 3,
        bought: 2,
        pickup: true,
        order: { status: 'COMPLETED' },
        analysed: true,
      },
      { id: '00000000-0000-4000-8000-0000000a0102', when: { minutesAgo: 2 } },
      {
        id: '00000000-0000-4000-8000-0000000a0103',
        client: 'Noah Wilson',
        stylist: 'Jack Wilson',
        when: { daysAgo: 1, time: '23:30' },
        recommended: 2,
        bought: 1,
        // The longest place name there is, one word: its delivery chip must still fit a phone.
        order: { status: 'COMPLETED', paid: true, suburbOrCity: LONGEST_PLACE_NAME },
      },
      {
        id: '00000000-0000-4000-8000-0000000a0104',
        client: 'Ava Martin',
        stylist: 'Jack Wilson',
        when: { daysAgo: 1, time: '09:15' },
      },
      ...Array.from({ length: 5 }, (_, i) => ({
        id: `00000000-0000-4000-8000-0000000a02${String(i + 1).padStart(2, '0')}`,
        client: `Older Client ${i + 1}`,
        stylist: 'Mia Thompson',
        when: { daysAgo: 30 + i, time: '10:00' },
      })),
    ],
  },
  appointmentsRecord: {
    id: '00000000-0000-4000-8000-00000000e602',
    name: 'E2E Appointments Record',
    timeZone: 'Australia/Sydney',
    // Long enough that a reminder set up in a test is still ahead, not sent at once.
    rebookNotificationDelay: 28,
    withDemoBrands: true,
    withDemoProducts: true,
    staff: [{ name: 'Isla Robinson' }],
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0301',
        client: 'Rebook Rita',
        stylist: 'Isla Robinson',
        when: { daysAgo: 2, time: '11:00' },
        rebookLength: 45,
        analysed: true,
        treatment: 'none',
        recommended: 7,
        bought: 2,
      },
      {
        id: '00000000-0000-4000-8000-0000000a0302',
        client: 'Order Olly',
        stylist: 'Isla Robinson',
        when: { daysAgo: 3, time: '14:30' },
        recommended: 3,
        bought: 2,
        pickup: true,
      },
      {
        id: '00000000-0000-4000-8000-0000000a0303',
        client: 'Notes Nora',
        when: { daysAgo: 4, time: '16:00' },
        notes: 'Prefers a low-maintenance cut.',
        treatment: 'scalp',
      },
      {
        id: '00000000-0000-4000-8000-0000000a0304',
        client: 'Switch Sam',
        when: { daysAgo: 5, time: '10:00' },
        recommended: 3,
      },
      {
        id: '00000000-0000-4000-8000-0000000a0305',
        client: 'Live Lou',
        when: { daysAgo: 6, time: '12:00' },
        recommended: 2,
        bought: 2,
      },
      {
        id: '00000000-0000-4000-8000-0000000a0306',
        client: 'Photo Pia',
        when: { daysAgo: 7, time: '09:30' },
        analysed: true,
      },
    ],
  },
  // A client page's trends and comparison: three sessions, two analysed, two with photos.
  clientHistory: {
    id: '00000000-0000-4000-8000-00000000e603',
    name: 'E2E Client History',
    timeZone: 'Australia/Perth',
    staff: [{ name: 'Hana Lee' }],
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0401',
        client: 'Trend Tess',
        stylist: 'Hana Lee',
        when: { daysAgo: 60, time: '10:00' },
        analysed: { density: 8, texture: 10, curl: 4, colorSensitivity: 12, porous: 16, elasticity: 6 },
        photos: { selfie: true, view360: true },
      },
      {
        id: '00000000-0000-4000-8000-0000000a0402',
        client: 'Trend Tess',
        stylist: 'Hana Lee',
        when: { daysAgo: 30, time: '11:30' },
      },
      {
        id: '00000000-0000-4000-8000-0000000a0403',
        client: 'Trend Tess',
        stylist: 'Hana Lee',
        when: { daysAgo: 2, time: '15:45' },
        analysed: { density: 12, texture: 11, curl: 5, colorSensitivity: 9, porous: 14, elasticity: 9 },
        photos: { selfie: true },
      },
    ],
  },
  // The day filters at the salon's midnight: a session a minute either side of it, in two zones.
  midnightSydney: {
    id: '00000000-0000-4000-8000-00000000e604',
    name: 'E2E Midnight Sydney',
    timeZone: 'Australia/Sydney',
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0501',
        client: 'Just After Midnight',
        when: { daysAgo: 0, time: '00:01' },
      },
      {
        id: '00000000-0000-4000-8000-0000000a0502',
        client: 'Just Before Midnight',
        when: { daysAgo: 1, time: '23:59' },
      },
    ],
  },
  midnightAuckland: {
    id: '00000000-0000-4000-8000-00000000e605',
    name: 'E2E Midnight Auckland',
    timeZone: 'Pacific/Auckland',
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0601',
        client: 'Just After Midnight',
        when: { daysAgo: 0, time: '00:01' },
      },
      {
        id: '00000000-0000-4000-8000-0000000a0602',
        client: 'Just Before Midnight',
        when: { daysAgo: 1, time: '23:59' },
      },
    ],
  },
  // Buying from the recommendations in the portal: a client's visit with three products recommended and nothing bought yet.
  portalBuying: {
    id: '00000000-0000-4000-8000-00000000e701',
    name: 'E2E Portal Buying',
    timeZone: 'Australia/Sydney',
    withDemoBrands: true,
    withDemoProducts: true,
    staff: [{ name: 'Bella Brown' }],
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0701',
        client: 'Buyer Bea',
        stylist: 'Bella Brown',
        when: { daysAgo: 1, time: '10:30' },
        analysed: true,
        recommended: 3,
      },
    ],
  },
  // A client asks to rebook from the portal: its one visit has no rebook yet, and the salon schedules the reminder on a request.
  portalRebook: {
    id: '00000000-0000-4000-8000-00000000e703',
    name: 'E2E Portal Rebook',
    timeZone: 'Australia/Sydney',
    rebookNotificationDelay: 14,
    staff: [{ name: 'Rita Reyes' }],
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0703',
        client: 'Rory Rebook',
        stylist: 'Rita Reyes',
        when: { daysAgo: 1, time: '10:30' },
        analysed: true,
      },
    ],
  },
  // A client shares the kept photos of their visit from the portal, with the salon's message and hashtags.
  portalShare: {
    id: '00000000-0000-4000-8000-00000000e704',
    name: 'E2E Portal Share',
    timeZone: 'Australia/Sydney',
    defaultSocialMediaMessage: 'Fresh from the mirror #e2eshare #hairgoals',
    staff: [{ name: 'Suki Stone' }],
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0704',
        client: 'Sasha Share',
        stylist: 'Suki Stone',
        when: { daysAgo: 1, time: '10:30' },
        analysed: true,
        photos: { selfie: true, view360: true },
      },
    ],
  },
  messaging: {
    id: '00000000-0000-4000-8000-00000000e801',
    name: 'E2E Messaging Salon',
    timeZone: 'Australia/Sydney',
    withSupportChat: true,
  },
  // Told of a message from the support team: no other test writes in its conversation.
  messagingNews: {
    id: '00000000-0000-4000-8000-00000000e802',
    name: 'E2E Messaging News Salon',
    timeZone: 'Australia/Sydney',
    withSupportChat: true,
  },
  // Writes to the support team, read on a phone: a long name, as the inbox must fit it to the width.
  messagingPhone: {
    id: '00000000-0000-4000-8000-00000000e803',
    name: 'E2E Messaging Phone Salon and Day Spa of Bondi Junction',
    timeZone: 'Australia/Sydney',
    withSupportChat: true,
  },
  // A product the console adds and then archives must show in, then leave, this salon's switch dialog.
  consoleCatalogue: {
    id: '00000000-0000-4000-8000-00000000e901',
    name: 'E2E Console Catalogue Salon',
    timeZone: 'Australia/Sydney',
    withDemoBrands: true,
    withDemoProducts: true,
    appointments: [
      {
        id: '00000000-0000-4000-8000-0000000a0901',
        client: 'Archive Ari',
        when: { daysAgo: 1, time: '10:00' },
        recommended: 2,
      },
    ],
  },
  // The console changes this salon's mirrors and cancels its subscription.
  consoleSubscription: {
    id: '00000000-0000-4000-8000-00000000e902',
    name: 'E2E Console Subscription Salon',
    timeZone: 'Australia/Sydney',
    subscription: { mirrors: 2 },
  },
  // A mirror is paired here and consults while the admin's page counts its banners: no other test
  // changes this salon, so every banner is one of that test's changes.
  liveNotifications: {
    id: '00000000-0000-4000-8000-00000000e903',
    name: 'E2E Live Notifications',
    timeZone: 'Australia/Sydney',
    withDemoBrands: true,
    withDemoProducts: true,
    staff: [{ name: 'Isla Robinson' }],
    subscription: { mirrors: 2 },
  },
  // One retail order from the mirror to the client's hands, and the money it counts: no other test
  // changes this salon, so its dashboard moves by that test's orders alone.
  retailOrders: {
    id: '00000000-0000-4000-8000-00000000e904',
    name: 'E2E Retail Orders',
    timeZone: 'Australia/Sydney',
    withDemoBrands: true,
    withDemoProducts: true,
    staff: [{ name: 'Rosa Retail' }],
    subscription: { mirrors: 2 },
  },
  // Five tabs of its admin pages, each told of one message from support: no other test writes in its
  // conversation, so the one unread message and the one banner are that test's.
  liveTabs: {
    id: '00000000-0000-4000-8000-00000000e905',
    name: 'E2E Live Tabs',
    timeZone: 'Australia/Sydney',
    withSupportChat: true,
  },
  // A returning client's colour record at the mirror: no other test changes this salon's clients.
  colourRecord: {
    id: '00000000-0000-4000-8000-00000000e906',
    name: 'E2E Colour Record',
    timeZone: 'Australia/Sydney',
    staff: [{ name: 'Cara Colour' }],
    subscription: { mirrors: 2 },
  },
} as const satisfies Record<string, FixtureSalon>;

export type FixtureSalonKey = keyof typeof fixtureSalons;

export interface FixtureUser {
  email: string;
  name: string;
  /** The users.passwordChangeRequired flag: the next sign-in returns the new-password challenge. */
  passwordChangeRequired?: boolean;
  /** False leaves termsOfServiceVersion null, so the terms page blocks the app after sign-in. */
  acceptedTerms: boolean;
  /** The locale of the terms accepted (en-GB unless given). */
  termsLocale?: string;
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
  firstSignIn: {
    email: 'first-sign-in@piiq.test',
    name: 'Fiona First',
    passwordChangeRequired: true,
    acceptedTerms: true,
    adminOf: ['solo'],
  },
  /** Has not accepted terms v2: agrees. */
  termsAgree: {
    email: 'terms-agree@piiq.test',
    name: 'Tara Agree',
    acceptedTerms: false,
    adminOf: [],
    adminOfDemo: demoOwner.salons.slice(),
  },
  /** Has not accepted terms v2: disagrees. */
  termsDisagree: {
    email: 'terms-disagree@piiq.test',
    name: 'Dan Disagree',
    acceptedTerms: false,
    adminOf: [],
    adminOfDemo: demoOwner.salons.slice(),
  },
  /** Accepted the fixture locale's terms v2; the console publishes v3 and the next visit asks again. */
  termsRepublished: {
    email: 'terms-republished@piiq.test',
    name: 'Remy Republished',
    acceptedTerms: true,
    termsLocale: 'fr-FR',
    adminOf: [],
    adminOfDemo: demoOwner.salons.slice(),
  },
  /** Has not accepted terms v2: only looked at (accessibility check). */
  termsView: {
    email: 'terms-view@piiq.test',
    name: 'Vera View',
    acceptedTerms: false,
    adminOf: [],
    adminOfDemo: demoOwner.salons.slice(),
  },
  /** Administers exactly one salon: '/' redirects to it. */
  solo: { email: 'solo-owner@piiq.test', name: 'Sam Solo', acceptedTerms: true, adminOf: ['solo'] },
  /** Administers one salon and is only a client of another: the list shows '[CLIENT] '. */
  mixed: {
    email: 'mixed@piiq.test',
    name: 'Max Mixed',
    acceptedTerms: true,
    adminOf: ['mixed'],
    clientOfDemo: ['Bondi Beach Hair Studio'],
  },
  /** Only a client of a salon, admin of none: sent to /signup. */
  clientOnly: {
    email: 'client-only@piiq.test',
    name: 'Cleo Client',
    acceptedTerms: true,
    adminOf: [],
    clientOfDemo: ['Bondi Beach Hair Studio'],
  },
  /** A salon client who resets their password from the portal. */
  portalRecovery: {
    email: 'portal-forgot@piiq.test',
    name: 'Paula Forgot',
    acceptedTerms: true,
    adminOf: [],
    clientOfDemo: ['Bondi Beach Hair Studio'],
  },
  /** A salon client whose account was made with a generated password: the portal asks for a new one. */
  portalFirstSignIn: {
    email: 'portal-first-sign-in@piiq.test',
    name: 'Pete First',
    passwordChangeRequired: true,
    acceptedTerms: true,
    adminOf: [],
    clientOfDemo: ['Bondi Beach Hair Studio'],
  },
  /** Writes to the support team, who answer (their own conversation: no other test reads it). */
  messaging: { email: 'messaging-owner@piiq.test', name: 'Mia Messages', acceptedTerms: true, adminOf: ['messaging'] },
  /** Told of the support team's message on the dashboard, by a banner. */
  messagingNews: {
    email: 'messaging-news-owner@piiq.test',
    name: 'Nia News',
    acceptedTerms: true,
    adminOf: ['messagingNews'],
  },
  /** Writes to the support team, whose inbox is then read on a phone. */
  messagingPhone: {
    email: 'messaging-phone-owner@piiq.test',
    name: 'Pia Phone',
    acceptedTerms: true,
    adminOf: ['messagingPhone'],
  },
  consoleCatalogue: {
    email: 'console-catalogue@piiq.test',
    name: 'Cato Catalogue',
    acceptedTerms: true,
    adminOf: ['consoleCatalogue'],
  },
  /** Given the provider console, then has it withdrawn, in the console's team test. */
  consoleTeam: { email: 'console-team@piiq.test', name: 'Tess Team', acceptedTerms: true, adminOf: [] },
  /** Changes their password in the change-password dialog. */
  changePassword: {
    email: 'change-password@piiq.test',
    name: 'Chris Change',
    acceptedTerms: true,
    adminOf: ['password'],
  },
  /** Resets their password through the emailed code. */
  recovery: { email: 'forgot@piiq.test', name: 'Fred Forgot', acceptedTerms: true, adminOf: ['recovery'] },
  onboardingFlow: {
    email: 'onboarding-flow@piiq.test',
    name: 'Olive Flow',
    acceptedTerms: true,
    adminOf: ['onboardingFlow'],
  },
  onboardingSkip: {
    email: 'onboarding-skip@piiq.test',
    name: 'Otto Skip',
    acceptedTerms: true,
    adminOf: ['onboardingSkip'],
  },
  onboardingResume: {
    email: 'onboarding-resume@piiq.test',
    name: 'Opal Resume',
    acceptedTerms: true,
    adminOf: ['onboardingResume'],
  },
  onboardingRetail: {
    email: 'onboarding-retail@piiq.test',
    name: 'Omar Retail',
    acceptedTerms: true,
    adminOf: ['onboardingRetail'],
  },
  onboardingMenu: {
    email: 'onboarding-menu@piiq.test',
    name: 'Orla Menu',
    acceptedTerms: true,
    adminOf: ['onboardingMenu'],
  },
  settingsSalon: {
    email: 'settings-salon@piiq.test',
    name: 'Sage Salon',
    acceptedTerms: true,
    adminOf: ['settingsSalon'],
  },
  settingsTeam: { email: 'settings-team@piiq.test', name: 'Theo Team', acceptedTerms: true, adminOf: ['settingsTeam'] },
  settingsRetail: {
    email: 'settings-retail@piiq.test',
    name: 'Rae Retail',
    acceptedTerms: true,
    adminOf: ['settingsRetail'],
  },
  settingsAccount: {
    email: 'settings-account@piiq.test',
    name: 'Ada Account',
    acceptedTerms: true,
    adminOf: ['settingsAccount'],
  },
  productsPaging: {
    email: 'products-paging@piiq.test',
    name: 'Pia Paging',
    acceptedTerms: true,
    adminOf: ['productsPaging'],
  },
  productsEdit: { email: 'products-edit@piiq.test', name: 'Pete Edit', acceptedTerms: true, adminOf: ['productsEdit'] },
  appointmentsList: {
    email: 'appointments-list@piiq.test',
    name: 'Lia List',
    acceptedTerms: true,
    adminOf: ['appointmentsList'],
  },
  appointmentsRecord: {
    email: 'appointments-record@piiq.test',
    name: 'Remy Record',
    acceptedTerms: true,
    adminOf: ['appointmentsRecord'],
  },
  clientHistory: {
    email: 'client-history@piiq.test',
    name: 'Hugo History',
    acceptedTerms: true,
    adminOf: ['clientHistory'],
  },
  midnightSydney: {
    email: 'midnight-sydney@piiq.test',
    name: 'Sid Midnight',
    acceptedTerms: true,
    adminOf: ['midnightSydney'],
  },
  midnightAuckland: {
    email: 'midnight-auckland@piiq.test',
    name: 'Aki Midnight',
    acceptedTerms: true,
    adminOf: ['midnightAuckland'],
  },
  portalBuying: { email: 'portal-buying@piiq.test', name: 'Bo Buying', acceptedTerms: true, adminOf: ['portalBuying'] },
  portalRebook: {
    email: 'portal-rebook@piiq.test',
    name: 'Rae Rebook',
    acceptedTerms: true,
    adminOf: ['portalRebook'],
  },
  portalShare: {
    email: 'portal-share@piiq.test',
    name: 'Shay Share',
    acceptedTerms: true,
    adminOf: ['portalShare'],
  },
  liveNotifications: {
    email: 'live-notifications@piiq.test',
    name: 'Lena Live',
    acceptedTerms: true,
    adminOf: ['liveNotifications'],
  },
  retailOrders: {
    email: 'retail-orders@piiq.test',
    name: 'Rex Retail',
    acceptedTerms: true,
    adminOf: ['retailOrders'],
  },
  liveTabs: {
    email: 'live-tabs@piiq.test',
    name: 'Tia Tabs',
    acceptedTerms: true,
    adminOf: ['liveTabs'],
  },
  colourRecord: {
    email: 'colour-record@piiq.test',
    name: 'Rory Record',
    acceptedTerms: true,
    adminOf: ['colourRecord'],
  },
} satisfies Record<string, FixtureUser>;

export type FixtureUserKey = keyof typeof fixtureUsers;

/**
 * Plans the browser tests open for sale on top of the demo's (plus): growth, so the signup tests
 * can walk an open plan that skips delivery (docs/product-rules.md). Free and salon stay pre-register.
 */
export const OPEN_FIXTURE_PLANS = ['GROWTH'] as const;

export interface FixturePromoCode {
  code: string;
  discountPercent: number;
  plans: ReadonlyArray<'FREE' | 'GROWTH' | 'SALON' | 'PLUS'>;
  /** Days from the seeding until the code ends; negative: it has already expired. */
  validForDays: number;
}

/** Promo codes for the signup tests: one that takes 20% off plus, one that has expired. */
export const fixturePromoCodes = {
  plusTwenty: { code: 'E2EPLUS20', discountPercent: 20, plans: ['PLUS'], validForDays: 365 },
  expired: { code: 'E2EEXPIRED', discountPercent: 20, plans: ['PLUS'], validForDays: -1 },
} as const satisfies Record<string, FixturePromoCode>;

/**
 * A brand offered to, and shown to the clients of, the console catalogue salon alone: a product the
 * console adds to it reaches no other salon's shelf, switch dialog or recommendations.
 */
export const CONSOLE_FIXTURE_BRAND = { name: 'E2E Console Botanics', abbreviation: 'E2ECB' } as const;

/** A pre-register lead of the console's tests, apart from the demo's. */
/**
 * Terms of a locale no other test's browser reads (they run en-AU, which resolves to en-GB): the
 * console's test publishes its next version without asking every other fixture user to accept again.
 */
export const fixtureTerms = { locale: 'fr-FR', versions: [1, 2] } as const;

export const fixtureLead = {
  name: 'Lena Leadbetter',
  email: 'lena.leadbetter@example.com',
  salonName: 'Leadbetter Hair Lab',
  phone: '+61412000111',
  plan: 'SALON',
} as const;

/**
 * A partner call that died while its receiver was down: the console's test starts a receiver on
 * this port and retries it. A port of its own, far from the server's and the browser's.
 */
export const DEAD_DELIVERY_RECEIVER_PORT = 47_311;
export const fixtureDeadDelivery = {
  event: 'e2e.lead.created',
  url: `http://127.0.0.1:${DEAD_DELIVERY_RECEIVER_PORT}/e2e/dead-hook`,
  destination: `http://127.0.0.1:${DEAD_DELIVERY_RECEIVER_PORT}`,
} as const;
