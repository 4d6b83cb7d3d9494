// The web app's size budgets, and each route's first-visit size read from a build: Vite's manifest
// gives every chunk's static imports, and a route loads its page's entry, its screens' chunks and
// what those chunks import before they run. Shared by `npm run check:bundle` (the CI gate) and
// bench/web-budgets.ts, which measures the same routes in a browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB of gzip (1000 bytes, zlib's default level, as Vite's build report counts them). */
/**
 * A first visit on a phone (the sign-in page, a client's portal, the public developer page) 170 kB,
 * the admin shell 200 kB, the web mirror's first screen (pairing, the idle screen, the stylists) 170 kB
 * and with the consultation (the camera apart: it loads when the Photos step opens it) 300 kB, any
 * other route 300 kB.
 */
export const BUDGETS = {
  signInJsKb: 170,
  shellJsKb: 200,
  routeJsKb: 300,
  portalJsKb: 170,
  developersJsKb: 170,
  mirrorFirstScreenJsKb: 170,
  mirrorJsKb: 300,
  lighthouseScore: 95,
};

/**
 * Each HTML page's manifest: the developer page and the web mirror are built apart
 * (apps/web/vite.developers.config.ts, vite.mirror.config.ts), into the same folder with a manifest
 * of their own.
 */
const PAGE_MANIFESTS = {
  'developers.html': '.vite/developers-manifest.json',
  'mirror.html': '.vite/mirror-manifest.json',
};

/** @param {number} bytes */
export const kb = (bytes) => Math.round(bytes / 100) / 10;

/** What every salon page loads around its screen: the layout, and the live updates it starts at once. */
const SALON_FRAME = [
  'src/app/layouts/admin-layout.tsx',
  'src/features/messaging/messaging-live.ts',
  'src/features/appointments/appointment-live.ts',
];

/** @param {string} screen @param {string[]} [alsoShown] the chunks the screen itself loads as soon as it shows */
const salonScreen = (screen, alsoShown = []) => [...SALON_FRAME, `src/features/${screen}`, ...alsoShown];

const consoleScreen = (screen) => ['src/features/console/console-layout.tsx', `src/features/console/${screen}`];

/**
 * The routes bench/web-budgets.ts opens, by its labels, with its page (the salon app's
 * index.html or the portal's portal.html), the lazy modules it shows on a first visit, and its budget.
 * @type {Array<{ route: string; page: 'index.html' | 'portal.html' | 'developers.html' | 'mirror.html'; modules: string[]; budgetKb: number }>}
 */
export const ROUTES = [
  { route: '/ (sign-in page)', page: 'index.html', modules: [], budgetKb: BUDGETS.signInJsKb },
  {
    route: '/ (salon list)',
    page: 'index.html',
    modules: ['src/app/layouts/admin-layout.tsx', 'src/features/salons/salon-list-page.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/piiqPoster (admin shell)',
    page: 'index.html',
    modules: salonScreen('resources/poster-page.tsx'),
    budgetKb: BUDGETS.shellJsKb,
  },
  {
    route: '/:salonId/dashboard',
    page: 'index.html',
    modules: salonScreen('dashboard/dashboard-page.tsx', ['src/features/dashboard/dashboard-bar-chart.tsx']),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/weekly',
    page: 'index.html',
    modules: salonScreen('weekly/weekly-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/appointments',
    page: 'index.html',
    modules: salonScreen('appointments/appointments-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/appointments/:appointmentId',
    page: 'index.html',
    modules: salonScreen('appointments/appointments-page.tsx', ['src/features/appointments/appointment-record.tsx']),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/clients',
    page: 'index.html',
    modules: salonScreen('clients/clients-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/clients/:clientId',
    page: 'index.html',
    // The hair-score charts sit below the colour record and load as they come near the window
    // (HairScoreTrends' drawWhenNear), not with the page.
    modules: salonScreen('clients/client-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/messaging',
    page: 'index.html',
    modules: salonScreen('messaging/messaging-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/orders',
    page: 'index.html',
    modules: salonScreen('orders/orders-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/ibb',
    page: 'index.html',
    modules: salonScreen('training/ibb-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/academy',
    page: 'index.html',
    modules: salonScreen('academy/academy-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/products',
    page: 'index.html',
    modules: salonScreen('products/products-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  ...['salon', 'retail', 'account', 'integrations'].map((tab) => ({
    route: `/:salonId/settings/${tab}`,
    page: /** @type {const} */ ('index.html'),
    modules: salonScreen('settings/settings-page.tsx', [`src/features/settings/${tab}-tab.tsx`]),
    budgetKb: BUDGETS.routeJsKb,
  })),
  {
    route: '/:salonId/resources',
    page: 'index.html',
    modules: salonScreen('resources/resources-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/support',
    page: 'index.html',
    modules: salonScreen('resources/support-page.tsx'),
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/:salonId/onboarding',
    page: 'index.html',
    modules: ['src/features/onboarding/onboarding-page.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/register',
    page: 'index.html',
    modules: ['src/features/signup/signup-page.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/terms-of-sale',
    page: 'index.html',
    modules: ['src/features/signup/legal-pages.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/ibb/:ibbId',
    page: 'index.html',
    modules: ['src/features/training/ibb-page.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  {
    route: '/no-such-page/at-all',
    page: 'index.html',
    modules: ['src/app/not-found-page.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  ...Object.entries({
    '/console/leads': 'leads',
    '/console/deliveries': 'deliveries',
    '/console/audit': 'audit',
    '/console/catalogue': 'catalogue',
    '/console/catalogue/products/new': 'product',
    '/console/catalogue/sheet': 'sheet',
    '/console/salons': 'salons',
    '/console/salons/:salonId': 'salon',
    '/console/team': 'team',
    '/console/content/terms': 'content',
  }).map(([route, screen]) => ({
    route,
    page: /** @type {const} */ ('index.html'),
    modules: consoleScreen(`${screen}-page.tsx`),
    budgetKb: BUDGETS.routeJsKb,
  })),
  {
    route: '/support-inbox',
    page: 'index.html',
    modules: ['src/features/messaging/support-inbox-page.tsx'],
    budgetKb: BUDGETS.routeJsKb,
  },
  { route: '/portal', page: 'portal.html', modules: [], budgetKb: BUDGETS.portalJsKb },
  { route: '/developers', page: 'developers.html', modules: [], budgetKb: BUDGETS.developersJsKb },
  { route: '/mirror (first screen)', page: 'mirror.html', modules: [], budgetKb: BUDGETS.mirrorFirstScreenJsKb },
  {
    route: '/mirror (consultation)',
    page: 'mirror.html',
    modules: ['src/features/mirror/consultation.tsx'],
    budgetKb: BUDGETS.mirrorJsKb,
  },
];

/**
 * @typedef {{ file: string; isEntry?: boolean; imports?: string[]; css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * @param {string} dist the build's folder
 * @param {string} [page] the HTML page whose manifest to read: the salon app's and the portal's by default
 * @returns {Manifest}
 */
export function readManifest(dist, page = 'index.html') {
  return JSON.parse(readFileSync(path.join(dist, PAGE_MANIFESTS[page] ?? '.vite/manifest.json'), 'utf8'));
}

/**
 * The files a browser fetches to run these manifest entries: each one's chunk, its static imports
 * (which the browser loads before the chunk runs) and their stylesheets, each file once.
 * @param {Manifest} manifest @param {string[]} keys
 */
export function filesLoaded(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: was it renamed?`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** @param {string} dist @param {Iterable<string>} files @returns {number} bytes of gzip, all files together */
export function gzipBytes(dist, files) {
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

/**
 * Every route's first-visit size against its budget.
 * @param {string} dist
 * @returns {Array<{ route: string; kb: number; budgetKb: number; over: boolean }>}
 */
export function routeSizes(dist) {
  const manifests = new Map();
  const manifestOf = (page) => {
    if (!manifests.has(page)) manifests.set(page, readManifest(dist, page));
    return manifests.get(page);
  };
  // The same chunk serves many routes: compress each file once.
  const cache = new Map();
  const fileBytes = (file) => {
    if (!cache.has(file)) cache.set(file, gzipBytes(dist, [file]));
    return cache.get(file);
  };
  return ROUTES.map(({ route, page, modules, budgetKb }) => {
    const bytes = [...filesLoaded(manifestOf(page), [page, ...modules])].reduce(
      (sum, file) => sum + fileBytes(file),
      0,
    );
    return { route, kb: kb(bytes), budgetKb, over: kb(bytes) > budgetKb };
  });
}
