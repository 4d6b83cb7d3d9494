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
 * A session gets a regimen rather than a ranked list (regimenTypes, recommendProducts): each step
 * the client needs (a shampoo, a conditioner, a treatment and styling when called for) led by the
 * salon's preferred brand wherever it has a suitable product, then the best matches of any type, at
 * most MAX_PICKS_PER_TYPE of a type and never two products of the same name. A step nothing matches
 * takes the type's fallback (isFallback), or else its best product, so a routine is never missing a
 * step the salon stocks; a product that matches nothing never fills. regimen-rules.ts states each
 * rule as a check the property tests and bench/recommendations.ts share.
 *
 * Ranking is a total order: score, then the salon's preferred brand, then name, then SKU. The catalogue
 * is read in one pass keeping only the few best of each type, so 20,000 products cost no sort
 * (bench/recommendations.ts).
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

/** Other filters and product names are compared trimmed and without case (several brands sell the same name). */
export const foldName = (word: string) => word.trim().toLowerCase();

function clientProfile(request: RecommendationRequest<RecommendationCandidate>): ClientProfile {
  const hair: Array<{ field: SuitsField; filter: HairFilter; value: string }> = [];
  for (const { score, field, filter, bands } of SUITS_BANDS) {
    const value = suitsBand(bands, request.analysis?.[score]);
    if (value !== null) hair.push({ field, filter, value });
  }
  const otherFilters = new Map<string, string>();
  for (const value of request.otherFilters) {
    const folded = foldName(value);
    if (folded !== '' && !otherFilters.has(folded)) otherFilters.set(folded, value.trim());
  }
  return {
    hair,
    coloured: request.coloured === null ? null : request.coloured ? 'Coloured' : 'Natural',
    scalpConcerns: scalpConcernLabels(request.analysis?.scalpConcerns),
    otherFilters: [...otherFilters].map(([folded, value]) => ({ folded, value })),
    gender: request.gender,
    scalpLabel: memo(scalpConcernLabel),
    folded: memo(foldName),
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
  /** The name trimmed and without case: no two picks share it. */
  name: string;
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

/**
 * Keeps the `capacity` best in rank order, one product per name (the better of the two), without
 * sorting everything offered. A product dropped for capacity ranked below every one kept, so a
 * later product of its name can never belong in the list either.
 */
function insertBounded<P extends RecommendationCandidate>(top: Ranked<P>[], item: Ranked<P>, capacity: number): void {
  const same = top.findIndex((kept) => kept.name === item.name);
  if (same !== -1) {
    if (!before(item, top[same] as Ranked<P>)) return;
    top.splice(same, 1);
  }
  let at = top.length;
  while (at > 0 && before(item, top[at - 1] as Ranked<P>)) at--;
  top.splice(at, 0, item);
  if (top.length > capacity) top.pop();
}

function offerTo<P extends RecommendationCandidate>(
  list: Ranked<P>[],
  capacity: number,
  score: number,
  preferred: boolean,
  product: P,
): void {
  const worst = list.length < capacity ? undefined : list[list.length - 1];
  if (worst === undefined || ranksBefore(score, preferred, product, worst)) {
    insertBounded(list, { product, score, preferred, name: foldName(product.name) }, capacity);
  }
}

/** A regimen has at most this many products of one type (three conditioners, never five). */
export const MAX_PICKS_PER_TYPE = 3;

/**
 * How many matching products of a type are kept while reading the catalogue: its own picks, and one
 * for each other pick that could take a name it shares with one of them.
 */
const MATCHES_KEPT = MAX_PICKS_PER_TYPE + MAX_RECOMMENDATIONS_PER_SESSION - 1;
/** A type's stand-in for an unmatched step: the steps covered before it can take at most their own names. */
const STAND_INS_KEPT = PRODUCT_TYPES.length;

/** What one product type offers the client, each list in rank order and of distinct names. */
interface TypeOffer<P> {
  matched: Ranked<P>[];
  preferredMatched: Ranked<P>[];
  /** Regimen types only: fallbacks and other products that match nothing, to stand in for a step. */
  fallbacks: Ranked<P>[];
  preferredFallbacks: Ranked<P>[];
  unmatched: Ranked<P>[];
  preferredUnmatched: Ranked<P>[];
}

const emptyOffer = <P>(): TypeOffer<P> => ({
  matched: [],
  preferredMatched: [],
  fallbacks: [],
  preferredFallbacks: [],
  unmatched: [],
  preferredUnmatched: [],
});

/** The key a product's type is grouped by: a product without a type is a group of its own. */
export const typeKey = (product: Pick<RecommendationCandidate, 'productType'>): string => product.productType ?? '';

/** Scalp concerns a scalp treatment helps with; cowlicks and growth patterns are styled, not treated. */
const TREATED_SCALP_CONCERNS = new Set(['dandruff', 'oily', 'dry', 'sensitive']);

const bandOf = (score: HairScore, analysis: HairAnalysis | null | undefined): string | null =>
  suitsBand(SUITS_BANDS.find((entry) => entry.score === score)?.bands ?? [], analysis?.[score]);

/**
 * Whether the analysis calls for a treatment product even when none was chosen in the chair: highly
 * porous hair wants moisture, low-elasticity hair protein, a dandruff, oily, dry or sensitive scalp a
 * scalp treatment (the three treatments the stylist chooses from).
 */
export function analysisCallsForTreatment(analysis: HairAnalysis | null | undefined): boolean {
  return (
    bandOf('porous', analysis) === 'High' ||
    bandOf('elasticity', analysis) === 'Low' ||
    scalpConcernLabels(analysis?.scalpConcerns).some((concern) => TREATED_SCALP_CONCERNS.has(concern))
  );
}

/** The other filter (Suits OtherFilters) by which a client says they style with heat. */
export const HEAT_STYLING = 'Heat styling';

/** Whether the client styles with heat (asked among the other filters) or has curly or coily hair. */
export function stylingCalledFor(analysis: HairAnalysis | null | undefined, otherFilters: readonly string[]): boolean {
  const curl = bandOf('curl', analysis);
  return (
    curl === 'Curly' || curl === 'Coily' || otherFilters.some((filter) => foldName(filter) === foldName(HEAT_STYLING))
  );
}

/**
 * The regimen's steps, in PRODUCT_TYPES order: a shampoo and a conditioner always; a treatment when
 * one was chosen in the chair or the analysis calls for one; styling when the client heat-styles or
 * has curly or coily hair.
 */
export function regimenTypes(
  request: Pick<RecommendationRequest<RecommendationCandidate>, 'analysis' | 'treatment' | 'otherFilters'>,
): ProductType[] {
  const treatment = isTreatmentRecommended(request.treatment) || analysisCallsForTreatment(request.analysis);
  const styling = stylingCalledFor(request.analysis, request.otherFilters);
  return PRODUCT_TYPES.filter((type) => (type !== 'Treatment' || treatment) && (type !== 'Styling' || styling));
}

/** Whether the engine may pick this product for the request's salon and client at all. */
export function isEligibleFor(
  request: Pick<RecommendationRequest<RecommendationCandidate>, 'visibleBrandIds' | 'gender'>,
  product: RecommendationCandidate,
): boolean {
  return isRecommendable(product, request.visibleBrandIds) && suitsGender(product, request.gender);
}

/** The request's scores of products, the client worked out once: what the engine ranks by. */
export function productScorer(
  request: RecommendationRequest<RecommendationCandidate>,
): (product: RecommendationCandidate) => number {
  const client = clientProfile(request);
  return (product) => match(product, client);
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
 * A regimen for a session, at most MAX_RECOMMENDATIONS_PER_SESSION products.
 *
 * First each regimen step (regimenTypes) in PRODUCT_TYPES order, led by the salon's preferred brand
 * wherever it has a suitable product: a match when the type has one, else a fallback, else some product
 * of the type. Then the best matches of any type fill the list, at most MAX_PICKS_PER_TYPE of a type;
 * the first product of a type the regimen did not need is again the preferred brand's when it has a
 * match of that type. No two picks share a name (foldName). The same request always gives the same
 * picks, whatever the order of `products`.
 */
export function recommendProducts<P extends RecommendationCandidate>(
  request: RecommendationRequest<P>,
): RecommendationPick<P>[] {
  const client = clientProfile(request);
  const regimen = regimenTypes(request);
  const needed = new Set<string>(regimen);
  const offers = new Map<string, TypeOffer<P>>();

  for (const product of request.products) {
    if (!isRecommendable(product, request.visibleBrandIds) || !suitsGender(product, client.gender)) continue;
    const score = match(product, client);
    const type = typeKey(product);
    if (score === 0 && !needed.has(type)) continue;
    const preferred = request.preferredBrandId !== null && product.brandId === request.preferredBrandId;
    let offer = offers.get(type);
    if (offer === undefined) {
      offer = emptyOffer();
      offers.set(type, offer);
    }
    if (score > 0) {
      offerTo(offer.matched, MATCHES_KEPT, score, preferred, product);
      if (preferred) offerTo(offer.preferredMatched, MATCHES_KEPT, score, preferred, product);
      continue;
    }
    offerTo(offer.unmatched, STAND_INS_KEPT, score, preferred, product);
    if (preferred) offerTo(offer.preferredUnmatched, STAND_INS_KEPT, score, preferred, product);
    if (!product.isFallback) continue;
    offerTo(offer.fallbacks, STAND_INS_KEPT, score, preferred, product);
    if (preferred) offerTo(offer.preferredFallbacks, STAND_INS_KEPT, score, preferred, product);
  }

  const picks: RecommendationPick<P>[] = [];
  const takenNames = new Set<string>();
  const takenSkus = new Set<string>();
  const perType = new Map<string, number>();
  const available = (list: readonly Ranked<P>[]) =>
    list.find((item) => !takenNames.has(item.name) && !takenSkus.has(item.product.sku));
  /** `coveredType` names the regimen step a pick that matches nothing stands in for. */
  const take = (item: Ranked<P>, fallback: boolean, coveredType?: ProductType) => {
    takenNames.add(item.name);
    takenSkus.add(item.product.sku);
    const type = typeKey(item.product);
    perType.set(type, (perType.get(type) ?? 0) + 1);
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

  for (const type of regimen) {
    const offer = offers.get(type);
    if (offer === undefined) continue;
    const matched = available(offer.preferredMatched) ?? available(offer.matched);
    const fallback =
      matched === undefined ? (available(offer.preferredFallbacks) ?? available(offer.fallbacks)) : undefined;
    const lead = matched ?? fallback ?? available(offer.preferredUnmatched) ?? available(offer.unmatched);
    if (lead !== undefined) take(lead, fallback !== undefined, type);
  }

  while (picks.length < MAX_RECOMMENDATIONS_PER_SESSION) {
    let best: Ranked<P> | undefined;
    for (const [type, offer] of offers) {
      if ((perType.get(type) ?? 0) >= MAX_PICKS_PER_TYPE) continue;
      const first = available(offer.matched);
      if (first !== undefined && (best === undefined || before(first, best))) best = first;
    }
    if (best === undefined) break;
    const type = typeKey(best.product);
    const lead =
      !best.preferred && (perType.get(type) ?? 0) === 0
        ? available(offers.get(type)?.preferredMatched ?? [])
        : undefined;
    take(lead ?? best, false);
  }
  return picks;
}
