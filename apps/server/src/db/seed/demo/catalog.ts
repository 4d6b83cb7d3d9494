import {
  DIRECTIONS,
  INGREDIENT_BASES,
  OTHER_QUALITIES,
  PRODUCT_LINES,
  TYPE_DETAILS,
  suitsOfLine,
} from '../demo-content.ts';
import { brandLogoFile, fileUrl, productFile } from '../demo-images.ts';
import { DAY, DEMO_DAYS, type DemoContext } from './demo-context.ts';

type ProductType = keyof typeof TYPE_DETAILS;

interface BrandPlan {
  name: string;
  abbreviation: string;
  colour: string;
  active: boolean;
  products: boolean;
  menOnly: boolean;
}

const BRANDS: BrandPlan[] = [
  {
    name: 'Lumière Professionnel',
    abbreviation: 'LP',
    colour: '#7b4fa0',
    active: true,
    products: true,
    menOnly: false,
  },
  { name: 'Kōwhai Haircare', abbreviation: 'KH', colour: '#c98a00', active: true, products: true, menOnly: false },
  { name: 'Terra Scalp Lab', abbreviation: 'TSL', colour: '#3f7d4e', active: true, products: true, menOnly: false },
  { name: 'Oceanic Curl Co.', abbreviation: 'OCC', colour: '#1f6fb2', active: true, products: true, menOnly: false },
  { name: 'Velvet Bond', abbreviation: 'VB', colour: '#b23a5b', active: true, products: true, menOnly: false },
  { name: 'Northwind Grooming', abbreviation: 'NWG', colour: '#37474f', active: true, products: true, menOnly: true },
  { name: 'Saltbush & Co', abbreviation: 'SBC', colour: '#8d6e63', active: true, products: true, menOnly: false },
  {
    name: 'Coming Soon Botanics',
    abbreviation: 'CSB',
    colour: '#6d9f71',
    active: false,
    products: false,
    menOnly: false,
  },
];

const TYPE_SEQUENCE: ProductType[] = [
  'Shampoo',
  'Shampoo',
  'Shampoo',
  'Conditioner',
  'Conditioner',
  'Conditioner',
  'Treatment',
  'Treatment',
  'Treatment',
  'Treatment',
  'Styling',
  'Styling',
  'Styling',
];

/** A brand the provider offers a salon, with the salon's own switch. */
export interface SalonBrandPlan {
  abbreviation: string;
  visible: boolean;
}

/** Brand ids by abbreviation. */
export type BrandIds = ReadonlyMap<string, string>;

export interface ProductInfo {
  id: string;
  brand: string;
  sku: string;
  name: string;
  rrpAuCents: number;
  archived: boolean;
  outOfStock: boolean;
}

/** What one salon sells: its price of each product, and what the mirror may recommend. */
export interface SalonShelf {
  priceOf: ReadonlyMap<string, number>;
  recommendable: ProductInfo[];
}

export function seedBrands(demo: DemoContext): BrandIds {
  const brandIds = new Map<string, string>();
  for (const plan of BRANDS) {
    const logo = brandLogoFile(plan.name, plan.abbreviation, plan.colour);
    demo.data.files.push(logo);
    const brandId = demo.id();
    brandIds.set(plan.abbreviation, brandId);
    const createdAt = demo.at((DEMO_DAYS + 90) * DAY);
    demo.data.brands.push({
      id: brandId,
      name: plan.name,
      abbreviation: plan.abbreviation,
      active: plan.active,
      logoPath: fileUrl(logo),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return brandIds;
}

export function seedCatalogue(demo: DemoContext, brandIds: BrandIds): ProductInfo[] {
  const { faker, data, now } = demo;
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
      const line = PRODUCT_LINES[(brandIndex * 5 + i) % PRODUCT_LINES.length];
      if (line === undefined) throw new Error('every product belongs to a line');
      const nth = (counters.get(type) ?? 0) + 1;
      counters.set(type, nth);
      const noun = faker.helpers.arrayElement(details.nouns);
      const name = `${brand.menOnly ? "Men's " : ''}${line.line} ${noun}`;
      const sku = `${brand.abbreviation}-${details.code}-${String(nth).padStart(3, '0')}`;
      const steps = Math.floor((details.rrp[1] - details.rrp[0]) / 100);
      const rrpAuCents = details.rrp[0] + faker.number.int({ min: 0, max: steps }) * 100;
      const fallback = nth === 1 && (type === 'Shampoo' || type === 'Conditioner');
      const archived = !fallback && i === TYPE_SEQUENCE.length - 1 && brandIndex % 2 === 0;
      const outOfStock = !fallback && !archived && demo.chance(0.08);
      const forMen = brand.menOnly || demo.chance(0.12);
      const createdAt = demo.at(faker.number.int({ min: DEMO_DAYS + 30, max: DEMO_DAYS + 300 }) * DAY);
      const updatedAt = new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 400 }) * DAY);
      const productId = demo.id();
      const main = images.get(type) ?? '';
      data.catalogueProducts.push({
        id: productId,
        brandId: brandIds.get(brand.abbreviation) ?? '',
        sku,
        productName: name,
        productType: type,
        productSize: faker.helpers.arrayElement(details.sizes),
        description: `${brand.name} ${line.line} ${noun}. ${line.benefit}, leaving hair soft, healthy-looking and easy to style.`,
        bullets: [
          line.benefit,
          `Targets ${line.concern.toLowerCase()}`,
          faker.helpers.arrayElement([
            'Salon professional formula',
            'Free from parabens',
            'Vegan and cruelty free',
            'Made in Australia',
          ]),
        ],
        createdBy: 'piiq catalogue team',
        forMen,
        isArchived: archived,
        isFallback: fallback,
        isMask: type === 'Treatment' && noun === 'Mask',
        isOil: type === 'Treatment' && noun === 'Oil',
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
        hairConcernsFilters: faker.helpers.uniqueArray(
          [
            line.concern,
            faker.helpers.arrayElement([
              'Dryness',
              'Frizz',
              'Breakage',
              'Colour fade',
              'Thinning',
              'Oiliness',
              'Flat hair',
              'Damage',
            ]),
          ],
          2,
        ),
        ...suitsOfLine(line.suits),
        suitsOtherFilters: [
          ...(line.suits.other ?? []),
          ...faker.helpers.arrayElements(OTHER_QUALITIES, { min: 1, max: 2 }),
        ],
        suitsGenders: brand.menOnly ? ['Male'] : forMen ? ['Female', 'Male'] : ['Female'],
        createdAt,
        updatedAt: updatedAt > now ? now : updatedAt,
      });
      products.push({ id: productId, brand: brand.abbreviation, sku, name, rrpAuCents, archived, outOfStock });
    });
  });
  return products;
}

/** The salon's brands with its switches, and its products with their custom prices and eligibility. */
export function seedSalonShelf(
  demo: DemoContext,
  salon: { id: string; createdAt: Date },
  offers: readonly SalonBrandPlan[],
  brandIds: BrandIds,
  products: readonly ProductInfo[],
): SalonShelf {
  const { faker, data } = demo;
  const { id: salonId, createdAt } = salon;
  const visibleBrands = new Set<string>();
  for (const b of offers) {
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
  const offered = new Set(offers.map((b) => b.abbreviation));
  for (const product of products.filter((p) => offered.has(p.brand))) {
    const custom = demo.chance(0.15) ? product.rrpAuCents + faker.helpers.arrayElement([-500, -200, 300, 500]) : null;
    priceOf.set(product.id, custom ?? product.rrpAuCents);
    const reason = product.archived
      ? 'Archived in the catalogue'
      : product.outOfStock
        ? 'Out of stock'
        : visibleBrands.has(product.brand)
          ? null
          : 'Brand not visible to clients';
    data.salonProducts.push({
      id: demo.id(),
      salonId,
      productId: product.id,
      available: !product.archived && demo.chance(0.9),
      customPriceCents: custom,
      currency: 'AUD',
      eligible: reason === null,
      eligibleReason: reason,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const recommendable = products.filter((p) => visibleBrands.has(p.brand) && !p.archived && !p.outOfStock);
  return { priceOf, recommendable };
}

/** A 13-digit EAN with the GS1 Australia prefix 93 and a valid check digit. */
function ean13(tenDigits: string): string {
  const body = `93${tenDigits}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
