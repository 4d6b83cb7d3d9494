import { Faker, base, en, en_AU } from '@faker-js/faker';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { salonAccess, salons } from '../schema/salons.ts';
import { users } from '../schema/accounts.ts';
import {
  appointmentImageLikes,
  appointmentImageShares,
  appointmentRecommendations,
  appointments,
  mirrorSessions,
} from '../schema/appointments.ts';
import { invoices, mirrorOrders, plans, promoCodes, subscriptions, type InvoiceLine } from '../schema/billing.ts';
import { cartItems, carts } from '../schema/carts.ts';
import { brands } from '../schema/brands.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../schema/catalog.ts';
import { academyContent, announcements, ibbCompletions, ibbLessons, ibbModules, ibbTodos, termsOfService } from '../schema/content.ts';
import { chatMessages, chats } from '../schema/messaging.ts';
import { orderLineItems, orders } from '../schema/orders.ts';
import { betaLeads } from '../schema/signup.ts';
import { staff } from '../schema/staff.ts';
import {
  ACADEMY,
  ANNOUNCEMENTS,
  CHAT_WELCOME,
  DIRECTIONS,
  IBB_MODULES,
  INGREDIENT_BASES,
  lessonTranscriptHtml,
  NEWS_HEADING,
  PRODUCT_LINES,
  SCALP_CONCERN_KEYS,
  STYLIST_NOTES,
  SUITS,
  TERMS,
  TERMS_VERSION,
  TYPE_DETAILS,
} from './demo-content.ts';
import {
  brandLogoFile,
  fileUrl,
  image360File,
  initialsOf,
  lookFile,
  portraitFile,
  productFile,
  salonPhotoFile,
  writeDemoFiles,
  type DemoFile,
} from './demo-images.ts';
import { localDaysBefore } from './zoned-time.ts';

export const DEMO_PASSWORD = 'PiiqDemo2026';

export const demoSignIns: Array<{ role: string; email: string; password: string }> = [
  { role: 'Salon owner, admin of two salons (Sydney and Auckland)', email: 'owner@piiq.demo', password: DEMO_PASSWORD },
  { role: 'Salon owner whose onboarding is not complete', email: 'newsalon@piiq.demo', password: DEMO_PASSWORD },
  { role: 'Client of Bondi Beach Hair Studio (portal)', email: 'client@piiq.demo', password: DEMO_PASSWORD },
  { role: 'Provider support staff', email: 'support@piiq.demo', password: DEMO_PASSWORD },
];

export interface DemoSeedOptions {
  /** The server's files folder; images go to `${filesDir}/demo/...` and are referenced as /files/demo/... */
  filesDir: string;
  /** Every date is placed relative to it, so a seed with the same `now` writes the same rows. */
  now: Date;
  /** One hash of DEMO_PASSWORD, shared by every demo account: hashing per user would take minutes. */
  passwordHash: string;
}

type Insert<T extends PgTable> = T['$inferInsert'];

/** Everything the demo writes, table by table, built in memory before one transaction inserts it. */
export interface DemoData {
  files: DemoFile[];
  users: Insert<typeof users>[];
  brands: Insert<typeof brands>[];
  salons: Insert<typeof salons>[];
  salonAccess: Insert<typeof salonAccess>[];
  salonBrands: Insert<typeof salonBrands>[];
  catalogueProducts: Insert<typeof catalogueProducts>[];
  salonProducts: Insert<typeof salonProducts>[];
  staff: Insert<typeof staff>[];
  appointments: Insert<typeof appointments>[];
  appointmentRecommendations: Insert<typeof appointmentRecommendations>[];
  appointmentImageLikes: Insert<typeof appointmentImageLikes>[];
  appointmentImageShares: Insert<typeof appointmentImageShares>[];
  mirrorSessions: Insert<typeof mirrorSessions>[];
  carts: Insert<typeof carts>[];
  cartItems: Insert<typeof cartItems>[];
  orders: Insert<typeof orders>[];
  orderLineItems: Insert<typeof orderLineItems>[];
  termsOfService: Insert<typeof termsOfService>[];
  ibbModules: Insert<typeof ibbModules>[];
  ibbLessons: Insert<typeof ibbLessons>[];
  ibbTodos: Insert<typeof ibbTodos>[];
  ibbCompletions: Insert<typeof ibbCompletions>[];
  academyContent: Insert<typeof academyContent>[];
  announcements: Insert<typeof announcements>[];
  chats: Insert<typeof chats>[];
  chatMessages: Insert<typeof chatMessages>[];
  plans: Insert<typeof plans>[];
  promoCodes: Insert<typeof promoCodes>[];
  subscriptions: Insert<typeof subscriptions>[];
  mirrorOrders: Insert<typeof mirrorOrders>[];
  invoices: Insert<typeof invoices>[];
  betaLeads: Insert<typeof betaLeads>[];
}

export async function seedDemoData(db: Database, options: DemoSeedOptions): Promise<void> {
  const data = buildDemoData(options.now, options.passwordHash);
  await writeDemoFiles(options.filesDir, data.files);
  // One transaction: a seed interrupted half-way leaves an empty database, which the next start seeds again.
  await db.transaction(async (tx) => {
    await insertRows(tx, users, data.users);
    await insertRows(tx, brands, data.brands);
    await insertRows(tx, salons, data.salons);
    await insertRows(tx, salonAccess, data.salonAccess);
    await insertRows(tx, salonBrands, data.salonBrands);
    await insertRows(tx, catalogueProducts, data.catalogueProducts);
    await insertRows(tx, salonProducts, data.salonProducts);
    await insertRows(tx, staff, data.staff);
    await insertRows(tx, appointments, data.appointments);
    await insertRows(tx, appointmentRecommendations, data.appointmentRecommendations);
    await insertRows(tx, appointmentImageLikes, data.appointmentImageLikes);
    await insertRows(tx, appointmentImageShares, data.appointmentImageShares);
    await insertRows(tx, mirrorSessions, data.mirrorSessions);
    await insertRows(tx, carts, data.carts);
    await insertRows(tx, cartItems, data.cartItems);
    await insertRows(tx, orders, data.orders);
    await insertRows(tx, orderLineItems, data.orderLineItems);
    await insertRows(tx, termsOfService, data.termsOfService);
    await insertRows(tx, ibbModules, data.ibbModules);
    await insertRows(tx, ibbLessons, data.ibbLessons);
    await insertRows(tx, ibbTodos, data.ibbTodos);
    await insertRows(tx, ibbCompletions, data.ibbCompletions);
    await insertRows(tx, academyContent, data.academyContent);
    await insertRows(tx, announcements, data.announcements);
    await insertRows(tx, chats, data.chats);
    await insertRows(tx, chatMessages, data.chatMessages);
    await insertRows(tx, plans, data.plans);
    await insertRows(tx, promoCodes, data.promoCodes);
    await insertRows(tx, subscriptions, data.subscriptions);
    await insertRows(tx, mirrorOrders, data.mirrorOrders);
    await insertRows(tx, invoices, data.invoices);
    await insertRows(tx, betaLeads, data.betaLeads);
  });
}

/** PostgreSQL takes at most 65,535 parameters a statement; stay well under it. */
async function insertRows<T extends PgTable>(db: Database, table: T, rows: Insert<T>[]): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DEMO_DAYS = 548;
const SVG = 'image/svg+xml';

type ProductType = keyof typeof TYPE_DETAILS;
type CartStatus = NonNullable<Insert<typeof carts>['status']>;

interface BrandPlan {
  name: string;
  abbreviation: string;
  colour: string;
  active: boolean;
  products: boolean;
  menOnly: boolean;
}

const BRANDS: BrandPlan[] = [
  { name: 'Lumière Professionnel', abbreviation: 'LP', colour: '#7b4fa0', active: true, products: true, menOnly: false },
  { name: 'Kōwhai Haircare', abbreviation: 'KH', colour: '#c98a00', active: true, products: true, menOnly: false },
  { name: 'Terra Scalp Lab', abbreviation: 'TSL', colour: '#3f7d4e', active: true, products: true, menOnly: false },
  { name: 'Oceanic Curl Co.', abbreviation: 'OCC', colour: '#1f6fb2', active: true, products: true, menOnly: false },
  { name: 'Velvet Bond', abbreviation: 'VB', colour: '#b23a5b', active: true, products: true, menOnly: false },
  { name: 'Northwind Grooming', abbreviation: 'NWG', colour: '#37474f', active: true, products: true, menOnly: true },
  { name: 'Saltbush & Co', abbreviation: 'SBC', colour: '#8d6e63', active: true, products: true, menOnly: false },
  { name: 'Coming Soon Botanics', abbreviation: 'CSB', colour: '#6d9f71', active: false, products: false, menOnly: false },
];

const TYPE_SEQUENCE: ProductType[] = [
  'Shampoo', 'Shampoo', 'Shampoo',
  'Conditioner', 'Conditioner', 'Conditioner',
  'Treatment', 'Treatment', 'Treatment', 'Treatment',
  'Styling', 'Styling', 'Styling',
];

interface StaffPlan {
  name: string;
  /** Left the salon this many days ago: no visits after that, and shown inactive. */
  leftDaysAgo?: number;
  userEmail?: string;
}

interface SalonPlan {
  slug: string;
  name: string;
  timeZone: string;
  country: 'AU' | 'NZ';
  colour: string;
  address: { line1: string; city: string; state: string; postcode: string };
  phone: string;
  ownerEmail: string;
  ownerFirstName: string;
  ownerLastName: string;
  onboardingComplete: boolean;
  completedSections: number;
  ageDays: number;
  /** Brands the provider offers the salon, with the salon's own switches; the first visible one is preferred. */
  brands: Array<{ abbreviation: string; visible: boolean }>;
  preferred: string | null;
  staff: StaffPlan[];
  clients: number;
  visits: number;
  extra: Partial<Insert<typeof salons>>;
}

const SALONS: SalonPlan[] = [
  {
    slug: 'bondi',
    name: 'Bondi Beach Hair Studio',
    timeZone: 'Australia/Sydney',
    country: 'AU',
    colour: '#00838f',
    address: { line1: '112 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' },
    phone: '+61255501234',
    ownerEmail: 'owner@piiq.demo',
    ownerFirstName: 'Sophie',
    ownerLastName: 'Bennett',
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
      { name: 'Sophie Bennett', userEmail: 'owner@piiq.demo' },
      { name: 'Mia Thompson' },
      { name: 'Jack Wilson' },
      { name: 'Ava Martin' },
      { name: 'Noah Clarke', leftDaysAgo: 200 },
      { name: 'Isla Robinson' },
    ],
    clients: 110,
    visits: 262,
    extra: {
      bookingUrl: 'https://bookings.example.com/bondi-beach-hair-studio',
      defaultSocialMediaMessage: '#bondibeachhair #piiq #hairgoals #bondi',
      rebookNotificationMessage: 'Hi from Bondi Beach Hair Studio! It is time for your next visit. Book online or reply to this message.',
      rebookNotificationDelay: 2,
      specialities: ['Colour', 'Balayage', 'Curly cuts'],
      styles: ['Beach waves', 'Blonde', 'Bobs'],
      bankAccountName: 'Bondi Beach Hair Studio Pty Ltd',
      bankBsb: '062-000',
      bankAccountNumber: '10234567',
      supplierAccountNumber: '100234',
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
    ownerEmail: 'owner@piiq.demo',
    ownerFirstName: 'Sophie',
    ownerLastName: 'Bennett',
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
    staff: [{ name: 'Aroha Ngata' }, { name: 'Tama Wiremu' }, { name: 'Grace Chen' }, { name: 'Oliver Smith', leftDaysAgo: 120 }],
    clients: 70,
    visits: 172,
    extra: {
      bookingUrl: 'https://bookings.example.com/ponsonby-hair-co',
      defaultSocialMediaMessage: '#ponsonbyhair #piiq #aucklandhair',
      rebookNotificationMessage: 'Kia ora from Ponsonby Hair Co.! Your next appointment is due. Book online any time.',
      rebookNotificationDelay: 0,
      specialities: ['Cuts', 'Colour correction'],
      styles: ['Textured bobs', 'Curls'],
      supplierAccountNumber: '200871',
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
    ownerEmail: 'newsalon@piiq.demo',
    ownerFirstName: 'Liam',
    ownerLastName: 'Nguyen',
    onboardingComplete: false,
    completedSections: 1,
    ageDays: 2,
    brands: [
      { abbreviation: 'LP', visible: false },
      { abbreviation: 'TSL', visible: false },
      { abbreviation: 'VB', visible: false },
      { abbreviation: 'CSB', visible: false },
    ],
    preferred: null,
    staff: [{ name: 'Liam Nguyen', userEmail: 'newsalon@piiq.demo' }, { name: 'Zoe Patel' }],
    clients: 0,
    visits: 0,
    extra: { rebookNotificationDelay: 1 },
  },
];

/** Delivery addresses: real suburbs with their state's postcode range. */
interface Area {
  suburbs: string[];
  postcodePrefix: string;
}
const NSW: Area = { suburbs: ['Bondi', 'Bronte', 'Coogee', 'Randwick', 'Paddington', 'Surry Hills', 'Newtown', 'Manly', 'Mosman', 'Double Bay'], postcodePrefix: '20' };
const AREAS: Record<string, Area> = {
  NSW,
  VIC: { suburbs: ['Fitzroy', 'Carlton', 'Richmond', 'St Kilda', 'Brunswick', 'Windsor'], postcodePrefix: '30' },
  QLD: { suburbs: ['New Farm', 'West End', 'Teneriffe', 'Noosa Heads'], postcodePrefix: '40' },
  WA: { suburbs: ['Fremantle', 'Subiaco', 'Cottesloe'], postcodePrefix: '60' },
  SA: { suburbs: ['Glenelg', 'Norwood', 'Unley'], postcodePrefix: '50' },
  TAS: { suburbs: ['Sandy Bay', 'Battery Point'], postcodePrefix: '70' },
  ACT: { suburbs: ['Braddon', 'Kingston'], postcodePrefix: '26' },
  Auckland: { suburbs: ['Grey Lynn', 'Ponsonby', 'Herne Bay', 'Mt Eden', 'Parnell'], postcodePrefix: '10' },
};

/** Builds every row of the demo without touching the database; same `now`, same rows. */
export function buildDemoData(now: Date, passwordHash: string): DemoData {
  const faker = new Faker({ locale: [en_AU, en, base] });
  faker.seed(2026);
  const at = (ms: number) => new Date(now.getTime() - ms);
  const id = () => faker.string.uuid();
  const chance = (p: number) => faker.number.float({ min: 0, max: 1 }) < p;

  const data: DemoData = {
    files: [],
    users: [],
    brands: [],
    salons: [],
    salonAccess: [],
    salonBrands: [],
    catalogueProducts: [],
    salonProducts: [],
    staff: [],
    appointments: [],
    appointmentRecommendations: [],
    appointmentImageLikes: [],
    appointmentImageShares: [],
    mirrorSessions: [],
    carts: [],
    cartItems: [],
    orders: [],
    orderLineItems: [],
    termsOfService: [],
    ibbModules: [],
    ibbLessons: [],
    ibbTodos: [],
    ibbCompletions: [],
    academyContent: [],
    announcements: [],
    chats: [],
    chatMessages: [],
    plans: [],
    promoCodes: [],
    subscriptions: [],
    mirrorOrders: [],
    invoices: [],
    betaLeads: [],
  };

  // Images shared by many rows: a few 360 views and liked looks; portraits are one per initials.
  const views360 = Array.from({ length: 6 }, (_, i) => image360File(i));
  const looks = Array.from({ length: 12 }, (_, i) => lookFile(i));
  data.files.push(...views360, ...looks);
  const portraits = new Map<string, string>();
  const portraitUrl = (name: string) => {
    const initials = initialsOf(name);
    let url = portraits.get(initials);
    if (!url) {
      const file = portraitFile(initials);
      data.files.push(file);
      url = fileUrl(file);
      portraits.set(initials, url);
    }
    return url;
  };

  // Accounts
  interface Person {
    id: string;
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  }
  const addUser = (
    person: Person,
    role: 'Salon' | 'Client' | null,
    createdAt: Date,
    extra: Partial<Insert<typeof users>> = {},
  ) => {
    data.users.push({
      id: person.id,
      email: person.email,
      name: person.name,
      passwordHash,
      profileRole: role,
      termsOfServiceLocale: role === 'Client' ? 'en-US' : 'en-GB',
      termsOfServiceVersion: TERMS_VERSION,
      termsOfServiceAcceptedAt: new Date(createdAt.getTime() + MINUTE),
      createdAt,
      updatedAt: createdAt,
      ...extra,
    });
  };
  const person = (firstName: string, lastName: string, email: string, phone: string): Person => ({
    id: id(),
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email,
    phone,
  });
  const owner = person('Sophie', 'Bennett', 'owner@piiq.demo', '+61455501001');
  const newOwner = person('Liam', 'Nguyen', 'newsalon@piiq.demo', '+61455501002');
  const demoClient = person('Chloe', 'Taylor', 'client@piiq.demo', '+61455501003');
  const support = person('Jordan', 'Lee', 'support@piiq.demo', '+61255500000');
  addUser(owner, 'Salon', at((DEMO_DAYS + 21) * DAY));
  addUser(newOwner, 'Salon', at(2 * DAY + 3 * HOUR));
  addUser(support, null, at((DEMO_DAYS + 60) * DAY), { isProviderStaff: true });
  const usersByEmail = new Map([owner, newOwner, support].map((p) => [p.email, p]));

  // Brands and catalogue
  const brandIds = new Map<string, string>();
  for (const plan of BRANDS) {
    const logo = brandLogoFile(plan.name, plan.abbreviation, plan.colour);
    data.files.push(logo);
    const brandId = id();
    brandIds.set(plan.abbreviation, brandId);
    const createdAt = at((DEMO_DAYS + 90) * DAY);
    data.brands.push({
      id: brandId,
      name: plan.name,
      abbreviation: plan.abbreviation,
      active: plan.active,
      logoPath: fileUrl(logo),
      createdAt,
      updatedAt: createdAt,
    });
  }

  interface ProductInfo {
    id: string;
    brand: string;
    sku: string;
    name: string;
    rrpAuCents: number;
    archived: boolean;
    outOfStock: boolean;
  }
  const products: ProductInfo[] = [];
  BRANDS.filter((b) => b.products).forEach((brand, brandIndex) => {
    const images = new Map<ProductType, string>();
    for (const type of Object.keys(TYPE_DETAILS) as ProductType[]) {
      const file = productFile(brand.abbreviation, brand.colour, type);
      data.files.push(file);
      images.set(type, fileUrl(file));
    }
    const counters = new Map<ProductType, number>();
    TYPE_SEQUENCE.forEach((type, i) => {
      const details = TYPE_DETAILS[type];
      const line = PRODUCT_LINES[(brandIndex * 5 + i) % PRODUCT_LINES.length] ?? PRODUCT_LINES[0];
      const nth = (counters.get(type) ?? 0) + 1;
      counters.set(type, nth);
      const noun = faker.helpers.arrayElement(details.nouns);
      const name = `${brand.menOnly ? 'Men\'s ' : ''}${line.line} ${noun}`;
      const sku = `${brand.abbreviation}-${details.code}-${String(nth).padStart(3, '0')}`;
      const steps = Math.floor((details.rrp[1] - details.rrp[0]) / 100);
      const rrpAuCents = details.rrp[0] + faker.number.int({ min: 0, max: steps }) * 100;
      const fallback = nth === 1 && (type === 'Shampoo' || type === 'Conditioner');
      const archived = !fallback && i === TYPE_SEQUENCE.length - 1 && brandIndex % 2 === 0;
      const outOfStock = !fallback && !archived && chance(0.08);
      const forMen = brand.menOnly || chance(0.12);
      const createdAt = at(faker.number.int({ min: DEMO_DAYS + 30, max: DEMO_DAYS + 300 }) * DAY);
      const updatedAt = new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 400 }) * DAY);
      const productId = id();
      const main = images.get(type) ?? '';
      data.catalogueProducts.push({
        id: productId,
        brandId: brandIds.get(brand.abbreviation) ?? '',
        sku,
        productName: name,
        productType: type,
        productSize: faker.helpers.arrayElement(details.sizes),
        description: `${brand.name} ${line.line} ${noun}. ${line.benefit}, leaving hair soft, healthy-looking and easy to style.`,
        bullets: [line.benefit, `Targets ${line.concern.toLowerCase()}`, faker.helpers.arrayElement(['Salon professional formula', 'Free from parabens', 'Vegan and cruelty free', 'Made in Australia'])],
        createdBy: 'piiq catalogue team',
        forMen,
        isArchived: archived,
        isFallback: fallback,
        isMask: type === 'Treatment' && noun === 'Mask',
        outOfStock,
        listPriceCents: Math.round((rrpAuCents * 0.5) / 10) * 10,
        rrpAuCents,
        rrpCaCents: Math.round((rrpAuCents * 0.9) / 100) * 100 - 5,
        rrpNzCents: Math.round((rrpAuCents * 1.1) / 100) * 100 - 5,
        rrpUsCents: Math.round((rrpAuCents * 0.66) / 100) * 100 - 1,
        productImageMain: main,
        images: [main],
        benefits: `${line.benefit}. ${faker.helpers.arrayElement(['Adds shine.', 'Detangles instantly.', 'Protects against UV.', 'Lightweight, no build-up.'])}`,
        directions: DIRECTIONS[type],
        ingredients: `${INGREDIENT_BASES[type]}, Parfum, ${faker.helpers.arrayElement(['Argan Oil', 'Kakadu Plum Extract', 'Manuka Honey', 'Rice Protein', 'Tea Tree Oil'])}.`,
        ean: ean13(faker.string.numeric(10)),
        hairConcernsFilters: faker.helpers.uniqueArray([line.concern, faker.helpers.arrayElement(['Dryness', 'Frizz', 'Breakage', 'Colour fade', 'Thinning', 'Oiliness', 'Flat hair', 'Damage'])], 2),
        suitsColoured: faker.helpers.arrayElements(SUITS.coloured, { min: 1, max: 2 }),
        suitsHairColour: faker.helpers.arrayElements(SUITS.hairColour, { min: 2, max: 5 }),
        suitsHairDensities: faker.helpers.arrayElements(SUITS.densities, { min: 1, max: 3 }),
        suitsHairElasticities: faker.helpers.arrayElements(SUITS.elasticities, { min: 1, max: 3 }),
        suitsHairPorosity: faker.helpers.arrayElements(SUITS.porosity, { min: 1, max: 3 }),
        suitsHairTextures: faker.helpers.arrayElements(SUITS.textures, { min: 1, max: 4 }),
        suitsOtherFilters: faker.helpers.arrayElements(SUITS.other, { min: 1, max: 2 }),
        suitsScalpConcerns: faker.helpers.arrayElements(SCALP_CONCERN_KEYS, { min: 1, max: 3 }),
        suitsGenders: brand.menOnly ? ['Male'] : forMen ? ['Female', 'Male'] : ['Female'],
        createdAt,
        updatedAt: updatedAt > now ? now : updatedAt,
      });
      products.push({ id: productId, brand: brand.abbreviation, sku, name, rrpAuCents, archived, outOfStock });
    });
  });

  const promoCodeId = id();

  // Salons, their owners' access, brands, products, staff and clients
  const AU_STATES = Object.keys(AREAS).filter((state) => state !== 'Auckland');
  const pendingOrders: Array<{ order: Insert<typeof orders>; lines: Insert<typeof orderLineItems>[] }> = [];

  for (const plan of SALONS) {
    const salonId = id();
    const createdAt = at(plan.ageDays * DAY);
    const photo = salonPhotoFile(plan.slug, plan.name, plan.colour);
    data.files.push(photo);
    const ownerPerson = usersByEmail.get(plan.ownerEmail);
    if (!ownerPerson) throw new Error(`No demo owner ${plan.ownerEmail}`);
    data.salons.push({
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
      ownerFirstName: plan.ownerFirstName,
      ownerLastName: plan.ownerLastName,
      phone: plan.phone,
      email: plan.ownerEmail,
      newsOptIn: true,
      createdAt,
      updatedAt: createdAt,
      ...plan.extra,
    });
    data.salonAccess.push({ userId: ownerPerson.id, salonId, salonAdmin: true, salonClient: false, createdAt });

    const visibleBrands = new Set<string>();
    for (const b of plan.brands) {
      const comingSoon = BRANDS.find((x) => x.abbreviation === b.abbreviation)?.active === false;
      if (b.visible && !comingSoon) visibleBrands.add(b.abbreviation);
      data.salonBrands.push({
        salonId,
        brandId: brandIds.get(b.abbreviation) ?? '',
        availableToSalon: true,
        enabled: b.visible && !comingSoon,
        visibleToClients: b.visible && !comingSoon,
        createdAt,
        updatedAt: createdAt,
      });
    }

    const priceOf = new Map<string, number>();
    const offered = new Set(plan.brands.map((b) => b.abbreviation));
    for (const product of products.filter((p) => offered.has(p.brand))) {
      const custom = chance(0.15) ? product.rrpAuCents + faker.helpers.arrayElement([-500, -200, 300, 500]) : null;
      priceOf.set(product.id, custom ?? product.rrpAuCents);
      const reason = product.archived
        ? 'Archived in the catalogue'
        : product.outOfStock
          ? 'Out of stock'
          : visibleBrands.has(product.brand)
            ? null
            : 'Brand not visible to clients';
      data.salonProducts.push({
        id: id(),
        salonId,
        productId: product.id,
        available: !product.archived && chance(0.9),
        customPriceCents: custom,
        currency: 'AUD',
        eligible: reason === null,
        eligibleReason: reason,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const recommendable = products.filter((p) => visibleBrands.has(p.brand) && !p.archived && !p.outOfStock);

    const team = plan.staff.map((s, i) => {
      const staffId = id();
      const joined = new Date(createdAt.getTime() + i * HOUR);
      data.staff.push({
        id: staffId,
        salonId,
        name: s.name,
        active: s.leftDaysAgo === undefined,
        userId: s.userEmail ? (usersByEmail.get(s.userEmail)?.id ?? null) : null,
        createdAt: joined,
        updatedAt: s.leftDaysAgo === undefined ? joined : at(s.leftDaysAgo * DAY),
      });
      return { id: staffId, leftDaysAgo: s.leftDaysAgo };
    });

    const isFirstSalon = plan.slug === 'bondi';
    const clients: Person[] = [];
    for (let i = 0; i < plan.clients; i++) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      const phone = plan.country === 'NZ' ? `+6421${faker.string.numeric(7)}` : `+614${faker.string.numeric(8)}`;
      clients.push(person(firstName, lastName, `${local}.${plan.slug}${i + 1}@example.com`, phone));
    }
    if (isFirstSalon) clients.unshift(demoClient);
    const firstVisit = new Map<string, Date>();

    // Visits: a few today and yesterday so the day filters show something, the rest over 18 months,
    // denser lately as the salon got used to the mirror.
    const visitTimes: Date[] = [];
    const totalVisits = plan.visits + (isFirstSalon ? 6 : 0);
    for (let i = 0; i < plan.visits; i++) {
      const days = i < 4 ? 0 : i < 9 ? 1 : i < 17 ? faker.number.int({ min: 2, max: 6 }) : Math.floor(DEMO_DAYS * faker.number.float({ min: 0, max: 1 }) ** 1.3);
      visitTimes.push(localDaysBefore(plan.timeZone, now, days, faker.number.int({ min: 9, max: 17 }), faker.helpers.arrayElement([0, 15, 30, 45])));
    }
    const demoClientDays = [3, 41, 96, 160, 262, 400];
    for (const days of isFirstSalon ? demoClientDays : []) {
      visitTimes.push(localDaysBefore(plan.timeZone, now, days, 10, 30));
    }

    for (let v = 0; v < totalVisits; v++) {
      const planned = visitTimes[v] ?? now;
      const daysAgo = (now.getTime() - planned.getTime()) / DAY;
      // A visit planned for later today has not happened yet: it took place earlier today if the
      // salon has opened, else at the same hour the day before, so every visit stays in salon hours.
      let createdAt = planned;
      const latest = now.getTime() - 15 * MINUTE;
      if (planned.getTime() > latest) {
        const opened = localDaysBefore(plan.timeZone, now, 0, 9, 0).getTime();
        const slots = Math.floor((latest - opened) / (5 * MINUTE));
        createdAt = slots > 0 ? new Date(opened + faker.number.int({ min: 0, max: slots }) * 5 * MINUTE) : new Date(planned.getTime() - DAY);
      }
      const forDemoClient = v >= plan.visits;
      const client = forDemoClient ? demoClient : chance(0.07) ? null : (clients[1 + Math.floor((clients.length - 1) * faker.number.float({ min: 0, max: 1 }) ** 1.6)] ?? null);
      const onDuty = team.filter((s) => s.leftDaysAgo === undefined || daysAgo > s.leftDaysAgo);
      const stylist = chance(0.04) ? null : faker.helpers.arrayElement(onDuty);
      const appointmentId = id();

      const analysed = forDemoClient || chance(0.93);
      const score = () => Math.round((faker.number.int({ min: 0, max: 20 }) + faker.number.int({ min: 0, max: 20 })) / 2);
      const concerns = analysed ? faker.helpers.arrayElements(SCALP_CONCERN_KEYS, { min: 0, max: 3 }) : [];
      const treatment = analysed
        ? faker.helpers.weightedArrayElement([
            { weight: 20, value: 'scalp' as const },
            { weight: 25, value: 'protein' as const },
            { weight: 35, value: 'moisture' as const },
            { weight: 20, value: 'none' as const },
          ])
        : null;

      // Rebook state: none / OPEN / SCHEDULED (sent once its time passed) / COMPLETED.
      const rebook = faker.helpers.weightedArrayElement([
        { weight: 30, value: 'none' as const },
        { weight: 20, value: 'open' as const },
        { weight: 28, value: 'scheduled' as const },
        { weight: 22, value: 'rebooked' as const },
      ]);
      const rebookDelay = rebook === 'none' ? null : faker.number.int({ min: 4, max: 10 });
      const rebookLength = rebook === 'none' ? null : faker.helpers.arrayElement([30, 45, 60, 90, 120]);
      let scheduledAt: Date | null = null;
      let sentAt: Date | null = null;
      let rebookedAt: Date | null = null;
      if (rebook === 'scheduled' && rebookDelay !== null) {
        scheduledAt = new Date(createdAt.getTime() + rebookDelay * 7 * DAY);
        // A reminder whose time has passed was sent then: an unsent one in the past would make the
        // reminder job send dozens of stale notifications on first start.
        if (scheduledAt.getTime() <= now.getTime()) sentAt = new Date(scheduledAt.getTime() + 2 * MINUTE);
      }
      if (rebook === 'rebooked') {
        const remindedFirst = chance(0.4) && rebookDelay !== null && createdAt.getTime() + rebookDelay * 7 * DAY + 3 * DAY < now.getTime();
        if (remindedFirst && rebookDelay !== null) {
          scheduledAt = new Date(createdAt.getTime() + rebookDelay * 7 * DAY);
          sentAt = new Date(scheduledAt.getTime() + 2 * MINUTE);
          rebookedAt = new Date(sentAt.getTime() + faker.number.int({ min: 2, max: 72 }) * HOUR);
        } else {
          const later = new Date(createdAt.getTime() + faker.number.int({ min: 5, max: 240 }) * MINUTE);
          rebookedAt = later > now ? new Date(Math.max(createdAt.getTime(), now.getTime() - MINUTE)) : later;
        }
      }

      // Recommendations, purchases and the cart
      const recCount = analysed ? faker.number.int({ min: 1, max: 10 }) : 0;
      const recs = faker.helpers
        .arrayElements(recommendable, Math.min(recCount, recommendable.length))
        .sort((a, b) => Number(b.brand === plan.preferred) - Number(a.brand === plan.preferred));
      recs.forEach((product, position) => {
        data.appointmentRecommendations.push({
          id: id(),
          appointmentId,
          position,
          productId: product.id,
          sku: product.sku,
          createdAt: new Date(createdAt.getTime() + 6 * MINUTE),
        });
      });
      const buys = client !== null && recs.length > 0 && (forDemoClient ? v === plan.visits : chance(0.4));
      const bought = buys ? faker.helpers.arrayElements(recs, { min: 1, max: Math.min(3, recs.length) }) : [];
      const pickup = bought.length > 0 && (forDemoClient || chance(0.55));

      let cartStatus: CartStatus | null = null;
      if (bought.length > 0) {
        const recent = daysAgo < 14;
        cartStatus = forDemoClient
          ? 'WAITING'
          : faker.helpers.weightedArrayElement<CartStatus | null>([
              { weight: recent ? 30 : 8, value: null },
              { weight: recent ? 40 : 7, value: 'WAITING' },
              { weight: recent ? 20 : 73, value: 'COMPLETED' },
              { weight: 12, value: 'CANCELLED' },
            ]);
      }
      const emptyCart = bought.length === 0 && client !== null && chance(0.05);
      if (bought.length > 0 || emptyCart) {
        const cartId = id();
        const cartCreated = new Date(createdAt.getTime() + 12 * MINUTE);
        const settled = cartStatus === 'COMPLETED' || cartStatus === 'CANCELLED';
        const cartUpdated = settled ? new Date(Math.min(now.getTime(), cartCreated.getTime() + faker.number.int({ min: 1, max: 96 }) * HOUR)) : cartCreated;
        data.carts.push({
          id: cartId,
          appointmentId,
          salonId,
          deliveryType: pickup || emptyCart ? 'PICKUP' : 'DELIVERY',
          status: cartStatus,
          createdAt: cartCreated,
          updatedAt: cartUpdated,
        });
        const lines: Insert<typeof orderLineItems>[] = [];
        let subtotal = 0;
        bought.forEach((product, position) => {
          const quantity = chance(0.15) ? 2 : 1;
          const priceCents = priceOf.get(product.id) ?? product.rrpAuCents;
          subtotal += priceCents * quantity;
          data.cartItems.push({ id: id(), cartId, productId: product.id, currency: 'AUD', priceCents, quantity, createdAt: cartCreated });
          lines.push({ id: id(), orderId: '', productId: product.id, productName: product.name, quantity, totalCents: priceCents * quantity, position });
        });
        if (client !== null && lines.length > 0) {
          const shippingCents = pickup || subtotal >= 9900 ? 0 : 995;
          const delivered = !pickup;
          const stateName = plan.country === 'NZ' ? 'Auckland' : faker.helpers.weightedArrayElement([{ weight: 8, value: plan.address.state }, { weight: 2, value: faker.helpers.arrayElement(AU_STATES) }]);
          const area = AREAS[stateName] ?? NSW;
          pendingOrders.push({
            order: {
              id: id(),
              salonId,
              cartId,
              clientId: client.id,
              email: client.email,
              firstName: client.firstName,
              lastName: client.lastName,
              phone: client.phone,
              addressLine1: delivered ? faker.location.streetAddress() : null,
              addressLine2: delivered && chance(0.2) ? `Unit ${faker.number.int({ min: 1, max: 40 })}` : null,
              suburbOrCity: delivered ? faker.helpers.arrayElement(area.suburbs) : null,
              state: delivered ? stateName : null,
              postcode: delivered ? `${area.postcodePrefix}${faker.string.numeric(4 - area.postcodePrefix.length)}` : null,
              currency: 'AUD',
              subtotalCents: subtotal,
              shippingCents,
              grandTotalCents: subtotal + shippingCents,
              createdAt: new Date(cartCreated.getTime() + 3 * MINUTE),
              updatedAt: cartUpdated,
            },
            lines,
          });
        }
      }

      const selfie = client && chance(0.95) ? portraitUrl(client.name) : null;
      const view360 = analysed && chance(0.9) ? fileUrl(faker.helpers.arrayElement(views360)) : null;
      data.appointments.push({
        id: appointmentId,
        salonId,
        clientId: client?.id ?? null,
        staffId: stylist?.id ?? null,
        createdAt,
        updatedAt: rebookedAt ?? sentAt ?? createdAt,
        treatment,
        notes: chance(0.35) ? faker.helpers.arrayElement(STYLIST_NOTES) : null,
        rebookDelay,
        rebookLength,
        rebookNotificationScheduledAt: scheduledAt,
        rebookNotificationSentAt: sentAt,
        rebookedAt,
        salonPickup: pickup,
        purchasedItems: bought.map((p) => p.sku),
        colorSensitivity: analysed ? score() : null,
        curl: analysed ? score() : null,
        density: analysed ? score() : null,
        elasticity: analysed ? score() : null,
        porous: analysed ? score() : null,
        texture: analysed ? score() : null,
        scalpConcerns: concerns.length > 0 ? concerns.join(',') : null,
        clientSelfieImageUrl: selfie,
        clientSelfieImageContentType: selfie ? SVG : null,
        client360ImageUrl: view360,
        client360ImageContentType: view360 ? SVG : null,
      });

      const likes = analysed ? faker.helpers.arrayElements(looks, { min: 0, max: 4 }) : [];
      likes.forEach((look, i) => {
        data.appointmentImageLikes.push({ id: id(), appointmentId, imageUrl: fileUrl(look), createdAt: new Date(createdAt.getTime() + (3 + i) * MINUTE) });
      });
      if (likes.length > 0 && client && chance(0.3)) {
        const targets = faker.helpers.arrayElements(['instagram', 'facebook', client.email], { min: 1, max: 2 });
        targets.forEach((sharedTo, i) => {
          data.appointmentImageShares.push({ id: id(), appointmentId, sharedTo, createdAt: new Date(createdAt.getTime() + (8 + i) * MINUTE) });
        });
      }
      if (client) {
        const known = firstVisit.get(client.id);
        if (!known || createdAt < known) firstVisit.set(client.id, createdAt);
        data.mirrorSessions.push({
          id: id(),
          salonId,
          userId: client.id,
          appointmentId,
          devicePlatform: 'ANDROID',
          deviceToken: 'demo-mirror',
          existingAppointment: false,
          createdAt,
          updatedAt: createdAt,
        });
      }
    }

    // A client's account dates from their first visit; clients who never came signed up on the portal.
    for (const client of clients) {
      const joined = firstVisit.get(client.id) ?? at(faker.number.int({ min: 1, max: DEMO_DAYS }) * DAY);
      const accountCreated = new Date(joined.getTime() - 5 * MINUTE);
      addUser(client, 'Client', accountCreated);
      data.salonAccess.push({ userId: client.id, salonId, salonAdmin: false, salonClient: true, createdAt: accountCreated });
    }

    // Support chat with its welcome message
    const chatId = id();
    const welcomeAt = new Date(createdAt.getTime() + MINUTE);
    const messages: Insert<typeof chatMessages>[] = [
      { id: id(), chatId, authorUserId: null, authorKind: 'SYSTEM', body: CHAT_WELCOME, createdAt: welcomeAt },
    ];
    if (isFirstSalon) {
      messages.push(
        { id: id(), chatId, authorUserId: owner.id, authorKind: 'SALON', body: 'Hi team, could we add a wall mount for our second mirror?', createdAt: at(2 * DAY + 5 * HOUR) },
        { id: id(), chatId, authorUserId: support.id, authorKind: 'SUPPORT', body: 'Hi Sophie, of course. We will send one with the next delivery to Campbell Parade, no charge.', createdAt: at(2 * DAY + 2 * HOUR) },
      );
    }
    const lastMessage = messages[messages.length - 1]?.createdAt ?? welcomeAt;
    data.chats.push({ id: chatId, salonId, title: `Support - ${plan.name}`, lastMessageAt: lastMessage, createdAt, updatedAt: lastMessage });
    data.chatMessages.push(...messages);

    // Billing: plans are global; each salon has its subscription, mirror order and invoices.
    const subscriptionId = id();
    const billing = billingFor(plan.slug);
    const started = at(billing.startedDaysAgo * DAY);
    data.subscriptions.push({
      id: subscriptionId,
      salonId,
      plan: 'PLUS',
      subscriptionType: billing.type,
      mirrors: billing.mirrors,
      benchMounts: billing.mirrors,
      wallMounts: 0,
      colourBrand: billing.colourBrand,
      supplierCode: billing.promo ? 'WELCOME10' : null,
      promoCodeId: billing.promo ? promoCodeId : null,
      subtotalCents: billing.subtotalCents,
      discountCents: billing.discountCents,
      shippingCents: 0,
      totalCents: billing.subtotalCents - billing.discountCents,
      provider: 'offline',
      providerCustomerId: `cus_offline_${plan.slug}`,
      providerSubscriptionId: `sub_offline_${plan.slug}`,
      status: 'ACTIVE',
      startedAt: started,
      createdAt: started,
      updatedAt: started,
    });
    data.mirrorOrders.push({
      id: id(),
      salonId,
      subscriptionId,
      mirrors: billing.mirrors,
      benchMounts: billing.mirrors,
      wallMounts: 0,
      addressLine1: plan.address.line1,
      city: plan.address.city,
      state: plan.address.state,
      postcode: plan.address.postcode,
      country: plan.country,
      notes: plan.slug === 'freshstart' ? 'Deliveries through the rear lane, please.' : null,
      deliveryOption: 'STANDARD',
      status: billing.startedDaysAgo > 30 ? 'DELIVERED' : 'PENDING',
      createdAt: started,
      updatedAt: started,
    });
    const periodDays = billing.type === 'ANNUAL' ? 365 : 30;
    for (let k = 0; k < billing.invoices; k++) {
      const invoiceId = id();
      const periodStart = new Date(started.getTime() + k * periodDays * DAY);
      const total = billing.subtotalCents - billing.discountCents;
      const lines: InvoiceLine[] = [
        {
          description: `piiq Plus - ${billing.type === 'ANNUAL' ? 'Annual Saver' : 'Monthly'} (${billing.mirrors} mirror${billing.mirrors > 1 ? 's' : ''})`,
          quantity: billing.mirrors,
          unitAmountCents: billing.subtotalCents / billing.mirrors,
          amountCents: billing.subtotalCents,
        },
      ];
      if (billing.discountCents > 0) {
        lines.push({ description: 'Promo code WELCOME10 (10% off)', quantity: 1, unitAmountCents: -billing.discountCents, amountCents: -billing.discountCents });
      }
      const number = `PIIQ-${String(1001 + data.invoices.length).padStart(6, '0')}`;
      data.invoices.push({
        id: invoiceId,
        salonId,
        subscriptionId,
        number,
        periodStart,
        periodEnd: new Date(periodStart.getTime() + periodDays * DAY),
        currency: 'AUD',
        totalCents: total,
        gstCents: Math.round(total / 11),
        hostedInvoiceUrl: `/billing/invoices/${invoiceId}`,
        provider: 'offline',
        providerInvoiceId: `in_offline_${number}`,
        lines,
        paidAt: new Date(periodStart.getTime() + MINUTE),
        createdAt: periodStart,
      });
    }
  }

  // Orders get their numbers from one sequence, so insert them oldest first.
  pendingOrders.sort((a, b) => (a.order.createdAt?.getTime() ?? 0) - (b.order.createdAt?.getTime() ?? 0));
  for (const { order, lines } of pendingOrders) {
    data.orders.push(order);
    data.orderLineItems.push(...lines.map((line) => ({ ...line, orderId: order.id ?? '' })));
  }
  if (data.orders.length === 0) throw new Error('The demo produced no orders');

  // Content: terms, IBB, academy, news
  for (const terms of TERMS) {
    data.termsOfService.push({ id: id(), locale: terms.locale, version: terms.version, bodyHtml: terms.bodyHtml, publishedAt: at(400 * DAY) });
  }
  const lessonIds: string[][] = [];
  for (const module of IBB_MODULES) {
    data.ibbModules.push({ id: id(), moduleNumber: module.moduleNumber, name: module.name });
    const ids: string[] = [];
    module.lessons.forEach((lesson, i) => {
      const lessonId = id();
      ids.push(lessonId);
      data.ibbLessons.push({
        id: lessonId,
        moduleNumber: module.moduleNumber,
        lessonNumber: i + 1,
        name: lesson.name,
        description: lesson.description,
        estTimeMinutes: faker.number.int({ min: 4, max: 12 }),
        videoId: `demo-ibb-${module.moduleNumber}-${i + 1}`,
        transcriptHtml: lessonTranscriptHtml(lesson, module.name),
        createdAt: at(700 * DAY),
      });
      lesson.todos.forEach((todo, position) => data.ibbTodos.push({ id: id(), lessonId, todo, position: position + 1 }));
    });
    lessonIds.push(ids);
  }
  // The owner finished module 1 and is part-way through module 2.
  const done = [...(lessonIds[0] ?? []), ...(lessonIds[1] ?? []).slice(0, 2)];
  done.forEach((lessonId, i) => {
    data.ibbCompletions.push({ id: id(), email: owner.email, userId: owner.id, lessonId, completedAt: at((60 - i * 3) * DAY) });
  });

  ACADEMY.forEach((item, i) => {
    data.academyContent.push({
      id: id(),
      name: item.name,
      vimeoId: i % 2 === 0 ? `demo-academy-${i + 1}` : null,
      youtubeId: i % 2 === 1 ? `demo-academy-${i + 1}` : null,
      transcriptHtml: `<p>${item.description}</p><p>Watch the video, then try it in your next session.</p>`,
      images: faker.helpers.arrayElements(looks, { min: 2, max: 3 }).map(fileUrl),
      position: i + 1,
      createdAt: at((300 - i * 20) * DAY),
    });
  });
  ANNOUNCEMENTS.forEach((card, i) => {
    data.announcements.push({
      id: id(),
      heading: NEWS_HEADING,
      title: card.title,
      body: card.body,
      linkUrl: card.linkUrl,
      linkLabel: card.linkLabel,
      position: i + 1,
      publishedAt: at(30 * DAY),
      createdAt: at(30 * DAY),
    });
  });

  // Plans, the promo code and a few pre-registration leads
  const planRows: Array<Insert<typeof plans>> = [
    { id: id(), code: 'FREE', name: 'Free', availability: 'PREREGISTER' },
    { id: id(), code: 'GROWTH', name: 'Growth', availability: 'PREREGISTER' },
    { id: id(), code: 'SALON', name: 'Salon', availability: 'PREREGISTER' },
    { id: id(), code: 'PLUS', name: 'Plus', availability: 'OPEN' },
  ];
  data.plans.push(...planRows.map((row) => ({ ...row, createdAt: at(700 * DAY), updatedAt: at(700 * DAY) })));
  data.promoCodes.push({
    id: promoCodeId,
    code: 'WELCOME10',
    discountPercent: 10,
    validFrom: at(90 * DAY),
    validUntil: new Date(now.getTime() + 275 * DAY),
    plans: ['PLUS'],
    active: true,
    createdAt: at(90 * DAY),
  });
  const leadPlans = ['FREE', 'GROWTH', 'SALON'] as const;
  leadPlans.forEach((leadPlan, i) => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    data.betaLeads.push({
      id: id(),
      betaName: `${firstName} ${lastName}`,
      betaEmail: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
      betaSalonName: `${faker.helpers.arrayElement(AREAS.VIC?.suburbs ?? ['Carlton'])} ${faker.helpers.arrayElement(['Hair', 'Hair Lounge', 'Salon', 'Barbers'])}`,
      betaPhone: `+614${faker.string.numeric(8)}`,
      plan: leadPlan,
      createdAt: at((5 + i * 9) * DAY),
    });
  });

  return data;
}

interface BillingPlan {
  type: 'ANNUAL' | 'MONTHLY';
  mirrors: number;
  subtotalCents: number;
  discountCents: number;
  promo: boolean;
  startedDaysAgo: number;
  invoices: number;
  colourBrand: string;
}

/**
 * Plus at the spec's prices: monthly 275/225/200/175 per mirror at 1/2/3/4+ mirrors, annual ten times
 * monthly. The first salon is on an annual plan in its second year, hence two invoices.
 */
function billingFor(slug: string): BillingPlan {
  if (slug === 'bondi') {
    return { type: 'ANNUAL', mirrors: 2, subtotalCents: 2 * 225_000, discountCents: 0, promo: false, startedDaysAgo: 520, invoices: 2, colourBrand: 'Lumière Professionnel' };
  }
  if (slug === 'ponsonby') {
    return { type: 'ANNUAL', mirrors: 1, subtotalCents: 275_000, discountCents: 0, promo: false, startedDaysAgo: 240, invoices: 1, colourBrand: 'Kōwhai Haircare' };
  }
  return { type: 'MONTHLY', mirrors: 1, subtotalCents: 27_500, discountCents: 2_750, promo: true, startedDaysAgo: 2, invoices: 1, colourBrand: 'Velvet Bond' };
}

/** A 13-digit EAN with the GS1 Australia prefix 93 and a valid check digit. */
function ean13(tenDigits: string): string {
  const body = `93${tenDigits}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
