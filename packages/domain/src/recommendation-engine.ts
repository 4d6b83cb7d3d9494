import {
  isTreatmentRecommended,
  scalpConcernLabel,
  scalpConcernLabels,
  type HairAnalysis,
  type HairScore,
  type Treatment,
} from './hair-analysis.ts';
import type { Cents } from './money.ts';
import {
  MAX_RECOMMENDATIONS_PER_SESSION,
  PRODUCT_TYPES,
  isRecommendable,
  type CatalogueProduct,
} from './recommendations.ts';

/**
 * The recommendation engine: which catalogue products a session recommends, and why.
 *
 * A product is scored by its Suits* filters against the client: one point for each filter value it
 * shares with the hair analysis (see SUITS_BANDS), the client's coloured or natural hair, each of the
 * client's scalp concerns and each of the other filters asked for. Every point is a reason the stylist
 * and the client are shown, so the score is the number of reasons.
 *
 * Only products that may be recommended are picked (isRecommendable, docs/product-rules.md), and never one
 * whose Genders leave out the client's known gender. Gender gates rather than scores: nearly every
 * product suits one gender or both, so a point for it would make every product a match and keep the
 * catalogue's fallbacks from ever filling a gap.
 *
 * The needed types come first, one product each (a shampoo, a conditioner, and a treatment when one
 * was chosen): the best match of the type; when none of that type matches, its best fallback
 * (isFallback); when the type has no fallback either, its best product, so a routine is never missing
 * a step the salon stocks. Then the best matches of any type fill the list, up to
 * MAX_RECOMMENDATIONS_PER_SESSION; a product that matches nothing never fills.
 *
 * Ranking is a total order: score, then the salon's preferred brand, then name, then SKU. The catalogue
 * is read in one pass keeping only the few best, so 20,000 products cost no sort (bench/recommendations.ts).
 */

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The catalogue's Genders vocabulary (Suits Genders), which is also how the client's gender is given. */
export const GENDERS = ['Female', 'Male'] as const;
export type Gender = (typeof GENDERS)[number];

/** A catalogue product with the facts the engine reads, and this salon's price for it. */
export interface RecommendationCandidate extends CatalogueProduct {
  id: string;
  isFallback: boolean;
  /** salon_products.custom_price_cents: null means the salon sells at the RRP. */
  customPriceCents: Cents | null;
  suitsColoured: readonly string[];
  suitsHairDensities: readonly string[];
  suitsHairElasticities: readonly string[];
  suitsHairPorosity: readonly string[];
  suitsHairTextures: readonly string[];
  suitsOtherFilters: readonly string[];
  suitsScalpConcerns: readonly string[];
  suitsGenders: readonly string[];
}

type SuitsField = 'suitsHairDensities' | 'suitsHairTextures' | 'suitsHairPorosity' | 'suitsHairElasticities';
/** A hair Suits* filter as reasons name it. */
type HairFilter = 'hairDensities' | 'hairTextures' | 'hairPorosity' | 'hairElasticities';

interface ScoreBand {
  /** The catalogue's word for the band. */
  value: string;
  /** Lowest raw score (0 to 20) in the band; a band runs up to the next one's `from`. */
  from: number;
}

/** Three bands of seven raw points each (shown: below 3.5, 3.5 to below 7, 7 and above). */
function thirds(low: string, medium: string, high: string): readonly ScoreBand[] {
  return [
    { value: low, from: 0 },
    { value: medium, from: 7 },
    { value: high, from: 14 },
  ];
}

/**
 * How a raw mirror score (0 to 20; shown halved, out of 10) becomes the catalogue's Suits* word.
 * A higher score means more of the quality: denser, curlier, more porous, more elastic hair.
 * Three-word filters split the scale into thirds of seven raw points; the four curl patterns take
 * five points each, the last six.
 * The catalogue's HairTextures are curl patterns (Straight to Coily), so the curl score reads them.
 * The texture score (strand thickness) and colour sensitivity have no Suits* filter of their own
 * and score nothing; whether hair is coloured is the client's `coloured`, not a score.
 * Scores below 0 or above 20 fall in the first or the last band; an unmeasured score matches nothing.
 * Decision record: docs/decisions/019-recommendation-engine.md.
 */
export const SUITS_BANDS = [
  {
    score: 'density',
    field: 'suitsHairDensities',
    filter: 'hairDensities',
    bands: thirds('Fine', 'Medium', 'Thick'),
  },
  {
    score: 'curl',
    field: 'suitsHairTextures',
    filter: 'hairTextures',
    bands: [
      { value: 'Straight', from: 0 },
      { value: 'Wavy', from: 5 },
      { value: 'Curly', from: 10 },
      { value: 'Coily', from: 15 },
    ],
  },
  {
    score: 'porous',
    field: 'suitsHairPorosity',
    filter: 'hairPorosity',
    bands: thirds('Low', 'Medium', 'High'),
  },
  {
    score: 'elasticity',
    field: 'suitsHairElasticities',
    filter: 'hairElasticities',
    bands: thirds('Low', 'Medium', 'High'),
  },
] as const satisfies ReadonlyArray<{
  score: HairScore;
  field: SuitsField;
  filter: HairFilter;
  bands: readonly ScoreBand[];
}>;

/** The catalogue's word for a raw score, or null when the mirror did not measure it. */
export function suitsBand(bands: readonly ScoreBand[], raw: number | null | undefined): string | null {
  if (raw === null || raw === undefined || !Number.isFinite(raw)) return null;
  let band = bands[0]?.value ?? null;
  for (const candidate of bands) if (raw >= candidate.from) band = candidate.value;
  return band;
}

/** Which filter matched and with what value, for the UI to put in its own words. */
export type SuitsReason =
  | { filter: HairFilter; value: string }
  | { filter: 'coloured'; value: 'Coloured' | 'Natural' }
  | { filter: 'scalpConcerns'; value: string }
  | { filter: 'otherFilters'; value: string };

export interface RecommendationRequest<P extends RecommendationCandidate> {
  analysis: HairAnalysis | null | undefined;
  treatment: Treatment | null | undefined;
  /** The client's gender; null when unknown, which gates nothing. */
  gender: Gender | null;
  /** Whether the client's hair is coloured; null when unknown, which matches nothing. */
  coloured: boolean | null;
  /** Other filters the client asked for ('Vegan', 'Sulphate free'), matched without regard to case. */
  otherFilters: readonly string[];
  products: readonly P[];
  visibleBrandIds: ReadonlySet<string>;
  preferredBrandId: string | null;
}

export interface RecommendationPick<P extends RecommendationCandidate> {
  product: P;
  /** The salon's custom price when set, else RRPAU. */
  priceCents: Cents;
  productType: string | null;
  score: number;
  reasons: SuitsReason[];
  /** The reasons in a short phrase, e.g. 'Suits fine, wavy hair; helps with dandruff'. */
  summary: string;
  /** Chosen as its type's fallback because no product of that type matched. */
  fallback: boolean;
}

/** The client as the engine compares products to it, worked out once per session. */
interface ClientProfile {
  hair: ReadonlyArray<{ field: SuitsField; filter: HairFilter; value: string }>;
  coloured: 'Coloured' | 'Natural' | null;
  scalpConcerns: readonly string[];
  otherFilters: ReadonlyArray<{ folded: string; value: string }>;
  gender: Gender | null;
  /** Catalogue words are few and repeat across thousands of products: each is normalised once. */
  scalpLabel: (word: string) => string | undefined;
  folded: (word: string) => string;
}

function memo<T>(normalise: (word: string) => T): (word: string) => T {
  const seen = new Map<string, { value: T }>();
  return (word) => {
    let entry = seen.get(word);
    if (entry === undefined) {
      entry = { value: normalise(word) };
      seen.set(word, entry);
    }
    return entry.value;
  };
}

const fold = (word: string) => word.trim().toLowerCase();

function clientProfile(request: RecommendationRequest<RecommendationCandidate>): ClientProfile {
  const hair: Array<{ field: SuitsField; filter: HairFilter; value: string }> = [];
  for (const { score, field, filter, bands } of SUITS_BANDS) {
    const value = suitsBand(bands, request.analysis?.[score]);
    if (value !== null) hair.push({ field, filter, value });
  }
  const otherFilters = new Map<string, string>();
  for (const value of request.otherFilters) {
    const folded = fold(value);
    if (folded !== '' && !otherFilters.has(folded)) otherFilters.set(folded, value.trim());
  }
  return {
    hair,
    coloured: request.coloured === null ? null : request.coloured ? 'Coloured' : 'Natural',
    scalpConcerns: scalpConcernLabels(request.analysis?.scalpConcerns),
    otherFilters: [...otherFilters].map(([folded, value]) => ({ folded, value })),
    gender: request.gender,
    scalpLabel: memo(scalpConcernLabel),
    folded: memo(fold),
  };
}

function suitsGender(product: RecommendationCandidate, gender: Gender | null): boolean {
  if (gender === null || product.suitsGenders.length === 0) return true;
  return product.suitsGenders.includes(gender) || (gender === 'Male' && product.forMen);
}

/**
 * The product's score against the client; with `reasons`, also what matched, in the client's order
 * (hair, colour, scalp, other) so a product's reasons do not depend on how its lists are ordered.
 */
function match(product: RecommendationCandidate, client: ClientProfile, reasons?: SuitsReason[]): number {
  let score = 0;
  for (const { field, filter, value } of client.hair) {
    if (!product[field].includes(value)) continue;
    score++;
    reasons?.push({ filter, value });
  }
  if (client.coloured !== null && product.suitsColoured.includes(client.coloured)) {
    score++;
    reasons?.push({ filter: 'coloured', value: client.coloured });
  }
  for (const concern of client.scalpConcerns) {
    if (!hasWord(product.suitsScalpConcerns, client.scalpLabel, concern)) continue;
    score++;
    reasons?.push({ filter: 'scalpConcerns', value: concern });
  }
  for (const wanted of client.otherFilters) {
    if (!hasWord(product.suitsOtherFilters, client.folded, wanted.folded)) continue;
    score++;
    reasons?.push({ filter: 'otherFilters', value: wanted.value });
  }
  return score;
}

function hasWord(words: readonly string[], normalise: (word: string) => string | undefined, wanted: string): boolean {
  for (const word of words) if (normalise(word) === wanted) return true;
  return false;
}

interface Ranked<P> {
  product: P;
  score: number;
  preferred: boolean;
}

/**
 * Whether a product with this score ranks before `other`. Code-unit order, not the locale's, so
 * every machine agrees. Takes the product's parts rather than a Ranked so the pass over the
 * catalogue allocates only for the few products that make a list.
 */
function ranksBefore(
  score: number,
  preferred: boolean,
  product: RecommendationCandidate,
  other: Ranked<RecommendationCandidate>,
): boolean {
  if (score !== other.score) return score > other.score;
  if (preferred !== other.preferred) return preferred;
  if (product.name !== other.product.name) return product.name < other.product.name;
  return product.sku < other.product.sku;
}

const before = (a: Ranked<RecommendationCandidate>, b: Ranked<RecommendationCandidate>) =>
  ranksBefore(a.score, a.preferred, a.product, b);

/** Keeps the `capacity` best in rank order without sorting everything offered. */
function insertBounded<P extends RecommendationCandidate>(top: Ranked<P>[], item: Ranked<P>, capacity: number): void {
  let at = top.length;
  while (at > 0 && before(item, top[at - 1] as Ranked<P>)) at--;
  top.splice(at, 0, item);
  if (top.length > capacity) top.pop();
}

/** A shampoo and a conditioner always; a treatment product when the session chose a treatment. */
export function neededProductTypes(treatment: Treatment | null | undefined): ProductType[] {
  return isTreatmentRecommended(treatment) ? ['Shampoo', 'Conditioner', 'Treatment'] : ['Shampoo', 'Conditioner'];
}

const HAIR_WORDS: Readonly<Record<string, (value: string) => string>> = {
  hairDensities: (value) => (value === 'Medium' ? 'medium-density' : value.toLowerCase()),
  hairTextures: (value) => value.toLowerCase(),
  coloured: (value) => (value === 'Coloured' ? 'coloured' : 'uncoloured'),
  hairPorosity: (value) => `${value.toLowerCase()}-porosity`,
  hairElasticities: (value) => `${value.toLowerCase()}-elasticity`,
};

/** Concerns that read as a kind of scalp ('a dry, sensitive scalp'); the others are named as they are. */
const SCALP_ADJECTIVES = new Set(['oily', 'dry', 'sensitive']);

function andList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/** The reasons as one short phrase in Australian English, e.g. 'Suits fine, wavy, coloured hair; helps with dandruff'. */
export function reasonsSummary(reasons: readonly SuitsReason[]): string {
  const hair: string[] = [];
  const concerns: string[] = [];
  const scalp: string[] = [];
  const other: string[] = [];
  for (const reason of reasons) {
    const hairWord = HAIR_WORDS[reason.filter];
    if (hairWord !== undefined) hair.push(hairWord(reason.value));
    else if (reason.filter === 'scalpConcerns')
      (SCALP_ADJECTIVES.has(reason.value) ? scalp : concerns).push(reason.value);
    else other.push(reason.value.toLowerCase());
  }
  if (scalp.length > 0) concerns.push(`${/^[aeiou]/.test(scalp[0] ?? '') ? 'an' : 'a'} ${scalp.join(', ')} scalp`);
  const clauses = [
    hair.length > 0 ? `suits ${hair.join(', ')} hair` : '',
    concerns.length > 0 ? `helps with ${andList(concerns)}` : '',
    other.length > 0 ? `matches ${andList(other)}` : '',
  ].filter((clause) => clause !== '');
  const text = clauses.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function unmatchedSummary(productType: string, fallback: boolean): string {
  const type = productType.toLowerCase();
  return fallback
    ? `An everyday ${type}, as no ${type} matched this client's hair`
    : `A ${type} for the routine, as no ${type} matched this client's hair`;
}

/**
 * Up to MAX_RECOMMENDATIONS_PER_SESSION picks for a session: the needed types first, in
 * PRODUCT_TYPES order, then the best matches of any type. The same request always gives the same
 * picks, whatever the order of `products`.
 */
export function recommendProducts<P extends RecommendationCandidate>(
  request: RecommendationRequest<P>,
): RecommendationPick<P>[] {
  const client = clientProfile(request);
  const needed = new Set<string>(neededProductTypes(request.treatment));
  const bestOfType = new Map<string, Ranked<P>>();
  const bestFallbackOfType = new Map<string, Ranked<P>>();
  const top: Ranked<P>[] = [];

  const beats = (score: number, preferred: boolean, product: P, current: Ranked<P> | undefined) =>
    current === undefined || ranksBefore(score, preferred, product, current);

  for (const product of request.products) {
    if (!isRecommendable(product, request.visibleBrandIds) || !suitsGender(product, client.gender)) continue;
    const score = match(product, client);
    const preferred = product.brandId === request.preferredBrandId;
    const worst = top.length < MAX_RECOMMENDATIONS_PER_SESSION ? undefined : top[top.length - 1];
    if (score > 0 && beats(score, preferred, product, worst))
      insertBounded(top, { product, score, preferred }, MAX_RECOMMENDATIONS_PER_SESSION);
    const type = product.productType;
    if (type === null || !needed.has(type)) continue;
    if (beats(score, preferred, product, bestOfType.get(type))) bestOfType.set(type, { product, score, preferred });
    if (product.isFallback && beats(score, preferred, product, bestFallbackOfType.get(type))) {
      bestFallbackOfType.set(type, { product, score, preferred });
    }
  }

  const picks: RecommendationPick<P>[] = [];
  /** `coveredType` names the needed type a pick that matches nothing stands in for. */
  const pick = (item: Ranked<P>, fallback: boolean, coveredType?: ProductType) => {
    const reasons: SuitsReason[] = [];
    match(item.product, client, reasons);
    picks.push({
      product: item.product,
      priceCents: item.product.customPriceCents ?? item.product.rrpAuCents,
      productType: item.product.productType,
      score: item.score,
      reasons,
      summary:
        item.score === 0 && coveredType !== undefined
          ? unmatchedSummary(coveredType, fallback)
          : reasonsSummary(reasons),
      fallback,
    });
  };

  for (const type of PRODUCT_TYPES) {
    const best = bestOfType.get(type);
    if (best === undefined) continue;
    const fallback = best.score > 0 ? undefined : bestFallbackOfType.get(type);
    pick(fallback ?? best, fallback !== undefined, type);
  }
  const taken = new Set(picks.map((chosen) => chosen.product.sku));
  for (const item of top) {
    if (picks.length >= MAX_RECOMMENDATIONS_PER_SESSION) break;
    if (!taken.has(item.product.sku)) pick(item, false);
  }
  return picks;
}
