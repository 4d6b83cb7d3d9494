/** Typed addresses of the provider console: for the provider's staff, never reached from a salon. */
export const consolePaths = {
  console: '/console',
  leads: '/console/leads',
  deliveries: '/console/deliveries',
  audit: '/console/audit',
  hairColourMeasure: '/console/hair-colour-measure',
  catalogue: '/console/catalogue',
  product: '/console/catalogue/products/:productId',
  sheet: '/console/catalogue/sheet',
  salons: '/console/salons',
  salon: '/console/salons/:salonId',
  content: '/console/content',
  contentSection: '/console/content/:section',
  team: '/console/team',
} as const;

export const consoleSalonUrl = (salonId: string) => `/console/salons/${salonId}`;

export const consoleProductUrl = (productId: string) => `/console/catalogue/products/${productId}`;
export const NEW_PRODUCT_URL = consoleProductUrl('new');

export const consoleUrl = () => consolePaths.leads;

export const CONTENT_SECTIONS = ['terms', 'lessons', 'academy', 'news', 'resources'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];
export const consoleContentUrl = (section: ContentSection) => `/console/content/${section}`;
