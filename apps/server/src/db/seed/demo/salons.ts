import type { salons } from '../../schema/salons.ts';
import { fileUrl, salonPhotoFile } from '../demo-images.ts';
import type { BrandIds, SalonBrandPlan } from './catalog.ts';
import { DAY, DEMO_DAYS, type DemoContext, type Insert } from './demo-context.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './identities.ts';
import type { StaffPlan } from './staff.ts';

export interface SalonPlan {
  slug: string;
  name: string;
  timeZone: string;
  country: 'AU' | 'NZ';
  colour: string;
  address: { line1: string; city: string; state: string; postcode: string };
  phone: string;
  owner: DemoAccount;
  onboardingComplete: boolean;
  completedSections: number;
  ageDays: number;
  /** Brands the provider offers the salon, with the salon's own switches; the first visible one is preferred. */
  brands: SalonBrandPlan[];
  preferred: string | null;
  staff: StaffPlan[];
  clients: number;
  /** The salon the demo accounts use most: the demo client's visits, a conversation with support. */
  showcase: boolean;
  visits: number;
  extra: Partial<Insert<typeof salons>>;
}

export const SALONS: SalonPlan[] = [
  {
    slug: 'bondi',
    name: 'Bondi Beach Hair Studio',
    timeZone: 'Australia/Sydney',
    country: 'AU',
    colour: '#00838f',
    address: { line1: '112 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' },
    phone: '+61255501234',
    owner: DEMO_ACCOUNTS.owner,
    onboardingComplete: true,
    completedSections: 5,
    ageDays: DEMO_DAYS + 20,
    brands: [
      { abbreviation: 'LP', visible: true },
      { abbreviation: 'KH', visible: false },
      { abbreviation: 'TSL', visible: true },
      { abbreviation: 'OCC', visible: true },
      { abbreviation: 'VB', visible: true },
      { abbreviation: 'NWG', visible: true },
      { abbreviation: 'SBC', visible: false },
      { abbreviation: 'CSB', visible: false },
    ],
    preferred: 'LP',
    staff: [
      { name: 'Sophie Bennett', userEmail: DEMO_ACCOUNTS.owner.email },
      { name: 'Mia Thompson' },
      { name: 'Jack Wilson' },
      { name: 'Ava Martin' },
      { name: 'Noah Clarke', leftDaysAgo: 200 },
      { name: 'Isla Robinson' },
    ],
    clients: 110,
    showcase: true,
    visits: 262,
    extra: {
      bookingUrl: 'https://bookings.example.com/bondi-beach-hair-studio',
      defaultSocialMediaMessage: '#bondibeachhair #piiq #hairgoals #bondi',
      rebookNotificationMessage:
        'Hi from Bondi Beach Hair Studio! It is time for your next visit. Book online or reply to this message.',
      rebookNotificationDelay: 2,
      specialities: ['Colour', 'Balayage', 'Curly cuts'],
      styles: ['Beach waves', 'Blonde', 'Bobs'],
      bankAccountName: 'Bondi Beach Hair Studio Pty Ltd',
      bankBsb: '062-000',
      bankAccountNumber: '10234567',
      lorealAccountNumber: '100234',
    },
  },
  {
    slug: 'ponsonby',
    name: 'Ponsonby Hair Co.',
    timeZone: 'Pacific/Auckland',
    country: 'NZ',
    colour: '#5d4037',
    address: { line1: '210 Ponsonby Road', city: 'Auckland', state: 'Auckland', postcode: '1011' },
    phone: '+6495550123',
    owner: DEMO_ACCOUNTS.owner,
    onboardingComplete: true,
    completedSections: 5,
    ageDays: DEMO_DAYS + 5,
    brands: [
      { abbreviation: 'LP', visible: true },
      { abbreviation: 'KH', visible: true },
      { abbreviation: 'TSL', visible: false },
      { abbreviation: 'OCC', visible: true },
      { abbreviation: 'VB', visible: true },
      { abbreviation: 'CSB', visible: false },
    ],
    preferred: 'KH',
    staff: [
      { name: 'Aroha Ngata' },
      { name: 'Tama Wiremu' },
      { name: 'Grace Chen' },
      { name: 'Oliver Smith', leftDaysAgo: 120 },
    ],
    clients: 70,
    showcase: false,
    visits: 172,
    extra: {
      bookingUrl: 'https://bookings.example.com/ponsonby-hair-co',
      defaultSocialMediaMessage: '#ponsonbyhair #piiq #aucklandhair',
      rebookNotificationMessage: 'Kia ora from Ponsonby Hair Co.! Your next appointment is due. Book online any time.',
      rebookNotificationDelay: 0,
      specialities: ['Cuts', 'Colour correction'],
      styles: ['Textured bobs', 'Curls'],
      lorealAccountNumber: '200871',
    },
  },
  {
    slug: 'freshstart',
    name: 'Fresh Start Salon',
    timeZone: 'Australia/Melbourne',
    country: 'AU',
    colour: '#8e24aa',
    address: { line1: '45 Chapel Street', city: 'Windsor', state: 'VIC', postcode: '3181' },
    phone: '+61355509876',
    owner: DEMO_ACCOUNTS.newOwner,
    onboardingComplete: false,
    completedSections: 1,
    ageDays: 2,
    // As signup leaves a new salon: its brands shown to clients, its colour brand (Velvet Bond) preferred.
    brands: [
      { abbreviation: 'LP', visible: true },
      { abbreviation: 'TSL', visible: true },
      { abbreviation: 'VB', visible: true },
      { abbreviation: 'CSB', visible: false },
    ],
    preferred: 'VB',
    staff: [{ name: 'Liam Nguyen', userEmail: DEMO_ACCOUNTS.newOwner.email }, { name: 'Zoe Patel' }],
    clients: 0,
    showcase: false,
    visits: 0,
    extra: { rebookNotificationDelay: 1 },
  },
];

/** The salon's row, its photo and its owner's admin access. */
export function seedSalon(
  demo: DemoContext,
  plan: SalonPlan,
  ownerId: string,
  brandIds: BrandIds,
): { id: string; createdAt: Date } {
  const salonId = demo.id();
  const createdAt = demo.at(plan.ageDays * DAY);
  const photo = salonPhotoFile(plan.slug, plan.name, plan.colour);
  demo.data.files.push(photo);
  demo.data.salons.push({
    id: salonId,
    name: plan.name,
    timeZone: plan.timeZone,
    locale: 'en_AU',
    onboardingComplete: plan.onboardingComplete,
    onboardingState: JSON.stringify({ version: '2020-02-06', completedSections: plan.completedSections }),
    preferredRecommendationBrandId: plan.preferred ? (brandIds.get(plan.preferred) ?? null) : null,
    sfPhotoPath: fileUrl(photo),
    addressLine1: plan.address.line1,
    city: plan.address.city,
    state: plan.address.state,
    postcode: plan.address.postcode,
    country: plan.country,
    ownerFirstName: plan.owner.firstName,
    ownerLastName: plan.owner.lastName,
    phone: plan.phone,
    email: plan.owner.email,
    newsOptIn: true,
    createdAt,
    updatedAt: createdAt,
    ...plan.extra,
  });
  demo.data.salonAccess.push({ userId: ownerId, salonId, salonAdmin: true, salonClient: false, createdAt });
  return { id: salonId, createdAt };
}
