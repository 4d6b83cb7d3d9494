import { fileUrl, salonPhotoFile } from '../demo-images.ts';
import { DAY, type DemoContext } from './demo-context.ts';

interface FinderSalonPlan {
  slug: string;
  name: string;
  timeZone: string;
  colour: string;
  address: { line1: string; city: string; state: string; postcode: string };
  bookingUrl: string | null;
  specialities: string[];
  styles: string[];
  hideFromFinder: boolean;
  subscription: 'ACTIVE' | 'CANCELLED';
}

/**
 * Other piiq salons, for the portal's salon finder to show beside the demo's own: neighbours of
 * Bondi Beach Hair Studio (one in its postcode, two a few postcodes away), one in Melbourne, and two
 * the finder must never show in Bondi Beach: one hidden by its HideFromFinder, one whose
 * subscription was cancelled. They trade with piiq but none of the demo's sign-ins runs them, so
 * they have no team, clients or admin here.
 */
export const FINDER_SALONS: FinderSalonPlan[] = [
  {
    slug: 'north-bondi',
    name: 'North Bondi Hair Room',
    timeZone: 'Australia/Sydney',
    colour: '#00695c',
    address: { line1: '88 Ramsgate Avenue', city: 'North Bondi', state: 'NSW', postcode: '2026' },
    bookingUrl: 'https://bookings.example.com/north-bondi-hair-room',
    specialities: ['Cuts', 'Blow-dries'],
    styles: ['Curtain bangs', 'Layers'],
    hideFromFinder: false,
    subscription: 'ACTIVE',
  },
  {
    slug: 'bronte',
    name: 'Bronte Colour Bar',
    timeZone: 'Australia/Sydney',
    colour: '#ad1457',
    address: { line1: '471 Bronte Road', city: 'Bronte', state: 'NSW', postcode: '2024' },
    bookingUrl: null,
    specialities: ['Colour', 'Toning'],
    styles: ['Copper', 'Brunette'],
    hideFromFinder: false,
    subscription: 'ACTIVE',
  },
  {
    slug: 'bondi-junction',
    name: 'Bondi Junction Hair Lab',
    timeZone: 'Australia/Sydney',
    colour: '#283593',
    address: { line1: '22 Oxford Street', city: 'Bondi Junction', state: 'NSW', postcode: '2022' },
    bookingUrl: 'https://bookings.example.com/bondi-junction-hair-lab',
    specialities: ['Keratin treatments'],
    styles: ['Sleek', 'Pixie cuts'],
    hideFromFinder: false,
    subscription: 'ACTIVE',
  },
  {
    slug: 'fitzroy',
    name: 'Fitzroy Hair Society',
    timeZone: 'Australia/Melbourne',
    colour: '#4e342e',
    address: { line1: '301 Brunswick Street', city: 'Fitzroy', state: 'VIC', postcode: '3065' },
    bookingUrl: 'https://bookings.example.com/fitzroy-hair-society',
    specialities: ['Curly cuts', 'Colour'],
    styles: ['Shags', 'Mullets'],
    hideFromFinder: false,
    subscription: 'ACTIVE',
  },
  {
    slug: 'campbell-parade',
    name: 'Campbell Parade Private Studio',
    timeZone: 'Australia/Sydney',
    colour: '#37474f',
    address: { line1: '150 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' },
    bookingUrl: null,
    specialities: ['Bridal'],
    styles: ['Updos'],
    hideFromFinder: true,
    subscription: 'ACTIVE',
  },
  {
    slug: 'hall-street',
    name: 'Hall Street Hair',
    timeZone: 'Australia/Sydney',
    colour: '#6a1b9a',
    address: { line1: '75 Hall Street', city: 'Bondi Beach', state: 'NSW', postcode: '2026' },
    bookingUrl: null,
    specialities: [],
    styles: [],
    hideFromFinder: false,
    subscription: 'CANCELLED',
  },
];

/** The salons, their photos and their monthly Plus subscriptions; a year old, the cancelled one ended a month ago. */
export function seedFinderSalons(demo: DemoContext): void {
  const { data, id, at } = demo;
  const started = at(365 * DAY);
  for (const plan of FINDER_SALONS) {
    const salonId = id();
    const photo = salonPhotoFile(plan.slug, plan.name, plan.colour);
    data.files.push(photo);
    data.salons.push({
      id: salonId,
      name: plan.name,
      timeZone: plan.timeZone,
      locale: 'en_AU',
      onboardingComplete: true,
      onboardingState: JSON.stringify({ version: '2020-02-06', completedSections: 5 }),
      hideFromFinder: plan.hideFromFinder,
      sfPhotoPath: fileUrl(photo),
      specialities: plan.specialities,
      styles: plan.styles,
      bookingUrl: plan.bookingUrl,
      addressLine1: plan.address.line1,
      city: plan.address.city,
      state: plan.address.state,
      postcode: plan.address.postcode,
      country: 'AU',
      createdAt: started,
      updatedAt: started,
    });
    const cancelledAt = plan.subscription === 'CANCELLED' ? at(30 * DAY) : null;
    data.subscriptions.push({
      id: id(),
      salonId,
      plan: 'PLUS',
      subscriptionType: 'MONTHLY',
      mirrors: 1,
      benchMounts: 1,
      wallMounts: 0,
      subtotalCents: 27_500,
      totalCents: 27_500,
      provider: 'offline',
      providerCustomerId: `cus_offline_${plan.slug}`,
      providerSubscriptionId: `sub_offline_${plan.slug}`,
      status: plan.subscription,
      startedAt: started,
      cancelledAt,
      createdAt: started,
      updatedAt: cancelledAt ?? started,
    });
  }
}
