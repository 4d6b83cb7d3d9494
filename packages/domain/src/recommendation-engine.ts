import { isTreatmentRecommended, type Treatment } from './hair-analysis.ts';
import type { Cents } from './money.ts';
import {
  ANSWERS,
  NEEDS,
  SUITABILITY_RULES,
  SUITS_BANDS,
  assess,
  clientOf,
  coloursOfBits,
  hairColourAim,
  hasScalpConcern,
  foldName,
  leftOutMessage,
  needBit,
  needCount,
  needsIn,
  UNANSWERED_MESSAGES,
  type Answer,
  type Assessment,
  type Client,
  type ClientFacts,
  type HairFilter,
  type Need,
  type NeedSet,
  type Service,
  type SuitabilityFacts,
  type SuitabilityRule,
} from './product-suitability.ts';
import {
  MAX_RECOMMENDATIONS_PER_SESSION,
  PRODUCT_TYPES,
  isRecommendable,
  type CatalogueProduct,
} from './recommendations.ts';

/**
 * The recommendation engine: which catalogue products a session recommends, and why.
 *
 * Only products that may be recommended (isRecommendable, docs/product-rules.md) and that suit the
 * client (product-suitability.ts: the rules a stylist signs) are ever picked. Among them, a product is
 * scored by the client's traits it answers: one point for each Suits* filter value it shares with the
 * hair analysis (SUITS_BANDS), the coloured or natural hair, the hair colour, each scalp concern, each
 * other filter asked for and today's service. Every point is a reason the stylist and the client are
 * shown, so the score is the number of reasons.
 *
 * A session gets a regimen, as long as it needs to be (recommendRegimen): each step the client needs
 * (a shampoo, a conditioner, a treatment and styling when called for) led by the salon's preferred
 * brand wherever it has a suitable product, then one product for each of the client's needs no pick
 * answers yet (colour care, toning, grey care, curl care, heat protection, scalp care; NEEDS), at most
 * MAX_PICKS_PER_TYPE of a type and never two products of the same name. Products that answer more of
 * the client's needs rank first. A step nothing matches takes a suitable fallback (isFallback), or
 * else a suitable product of its type; a step nothing suits is left out, and the regimen says why, as
 * it says which answers it lacked. regimen-rules.ts states each rule as a check the property tests and
 * bench/recommendations.ts share.
 *
 * Ranking is a total order: needs answered, reasons (those of a filter made for the client's kind of
 * hair first), then the salon's preferred brand, then name, then SKU. The catalogue is read in one pass keeping only the few best of each type and need, so 20,000
 * products cost no sort (bench/recommendations.ts).
 */

export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A catalogue product with the facts the engine reads, and this salon's price for it. */
export interface RecommendationCandidate extends CatalogueProduct, SuitabilityFacts {
  id: string;
  productType: string | null;
  isFallback: boolean;
  /** salon_products.custom_price_cents: null means the salon sells at the RRP. */
  customPriceCents: Cents | null;
}

/** Which client trait a pick answers, for the UI to put in its own words. */
export type SuitsReason =
  | { filter: HairFilter; value: string }
  | { filter: 'coloured'; value: 'Coloured' | 'Natural' }
  | { filter: 'hairColour'; value: string }
  | { filter: 'scalpConcerns'; value: string }
  | { filter: 'otherFilters'; value: string }
  | { filter: 'services'; value: Service };

export interface RecommendationRequest<P extends RecommendationCandidate> extends ClientFacts {
  treatment: Treatment | null | undefined;
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
  /** The client's needs (NEEDS) this pick answers. */
  answers: Need[];
}

/** A step of the routine with no pick, and why. */
export interface LeftOutStep {
  productType: ProductType;
  /** The rule that left most of the type's products out, and the answer it lacked; null when none is in stock. */
  why: { rule: SuitabilityRule; unanswered: Answer | null } | null;
  message: string;
}

/** What the engine recommends for a session, what it left out of the routine, and the answers it lacked. */
export interface Regimen<P extends RecommendationCandidate> {
  picks: RecommendationPick<P>[];
  leftOut: LeftOutStep[];
  /** Answers whose absence left products out, in ANSWERS order. */
  unanswered: Answer[];
}

/** What the stylist reads under the picks: the steps left out, then the answers lacked. */
export const regimenNotes = (regimen: Pick<Regimen<RecommendationCandidate>, 'leftOut' | 'unanswered'>): string[] => [
  ...regimen.leftOut.map((step) => step.message),
  ...regimen.unanswered.map((answer) => UNANSWERED_MESSAGES[answer]),
];

/** Whether a filter lists some but not all of its words: made for some hair, not any. */
const narrowsTo = (list: readonly string[], vocabularySize: number) => list.length < vocabularySize;

/**
 * The product's score against the client: one point for each trait of the client it answers; with
 * `reasons`, also what it answers, in the client's order (hair, colour, scalp, other, service) so a
 * product's reasons do not depend on how its lists are ordered. A filter answers a trait only when
 * it is made for some hair and the client's is among it: one that lists every value suits any hair,
 * and says nothing of the client's.
 */
function match(
  product: RecommendationCandidate,
  client: Client,
  verdict: Assessment,
  asked: AskedFilters,
  reasons?: SuitsReason[],
): number {
  let score = 0;
  for (const { field, filter, bands } of SUITS_BANDS) {
    const value = client.bands[filter];
    const list = product[field];
    if (value === null || !narrowsTo(list, bands.length) || !list.includes(value)) continue;
    score++;
    reasons?.push({ filter, value });
  }
  const coloured = client.coloured === null ? null : client.coloured ? 'Coloured' : 'Natural';
  if (coloured !== null && narrowsTo(product.suitsColoured, 2) && product.suitsColoured.includes(coloured)) {
    score++;
    reasons?.push({ filter: 'coloured', value: coloured });
  }
  if (client.colours !== null && hairColourAim(verdict.colourBits) !== 'everyColour') {
    for (const colour of coloursOfBits(verdict.colourBits & client.colours)) {
      score++;
      reasons?.push({ filter: 'hairColour', value: colour.charAt(0).toUpperCase() + colour.slice(1) });
    }
  }
  if (verdict.scalpBits !== 0) {
    for (const concern of client.scalpConcerns) {
      if (!hasScalpConcern(verdict.scalpBits, concern)) continue;
      score++;
      reasons?.push({ filter: 'scalpConcerns', value: concern });
    }
  }
  if (asked.filters.length > 0) {
    let bits = 0;
    for (const word of product.suitsOtherFilters) bits |= asked.bitsOf(word);
    asked.filters.forEach((wanted, index) => {
      if ((bits & (1 << index)) === 0) return;
      score++;
      reasons?.push({ filter: 'otherFilters', value: wanted });
    });
  }
  for (const service of client.services) {
    if ((verdict.needs & SERVICE_NEEDS[service]) === 0) continue;
    score++;
    reasons?.push({ filter: 'services', value: service });
  }
  return score;
}

/** The product's reasons for the client: one point of its score each. */
function reasonsFor(
  product: RecommendationCandidate,
  client: Client,
  verdict: Assessment,
  asked: AskedFilters,
): SuitsReason[] {
  const reasons: SuitsReason[] = [];
  match(product, client, verdict, asked, reasons);
  return reasons;
}

/** The needs a product answers for today's service: it is what that service leaves the hair needing. */
const SERVICE_NEEDS: Readonly<Record<Service, NeedSet>> = {
  Colour: needBit('colourCare'),
  Lightening: needBit('colourCare') | needBit('toning'),
  Curl: needBit('curlCare'),
};

/** The other filters asked for (each once, whatever its case), and which of them a catalogue word is, as bits. */
interface AskedFilters {
  filters: readonly string[];
  bitsOf: (word: string) => number;
}

function askedFilters(request: Pick<ClientFacts, 'otherFilters'>): AskedFilters {
  const asked = new Map<string, string>();
  for (const value of request.otherFilters) {
    const folded = foldName(value);
    if (folded !== '' && !asked.has(folded)) asked.set(folded, value.trim());
  }
  const folded = [...asked.keys()];
  const seen = new Map<string, number>();
  return {
    filters: [...asked.values()],
    bitsOf: (word) => {
      let bits = seen.get(word);
      if (bits === undefined) {
        const index = folded.indexOf(foldName(word));
        bits = index === -1 ? 0 : 1 << index;
        seen.set(word, bits);
      }
      return bits;
    },
  };
}

interface Ranked<P> {
  product: P;
  /** What ranks it while the catalogue is read: the needs it answers first, then its score. */
  weight: number;
  score: number;
  needs: NeedSet;
  verdict: Assessment;
  preferred: boolean;
  /** The name trimmed and without case: no two picks share it. */
  name: string;
}

/** Needs answered outweigh any score: a score is a handful of points. */
const NEED_WEIGHT = 64;
const weightOf = (needs: NeedSet, score: number) => needCount(needs) * NEED_WEIGHT + score;

/**
 * Whether a product with this weight ranks before `other`. Code-unit order, not the locale's, so
 * every machine agrees. Takes the product's parts rather than a Ranked so the pass over the
 * catalogue allocates only for the few products that make a list.
 */
function ranksBefore(
  weight: number,
  preferred: boolean,
  product: RecommendationCandidate,
  other: Ranked<RecommendationCandidate>,
): boolean {
  if (weight !== other.weight) return weight > other.weight;
  if (preferred !== other.preferred) return preferred;
  if (product.name !== other.product.name) return product.name < other.product.name;
  return product.sku < other.product.sku;
}

const before = (a: Ranked<RecommendationCandidate>, b: Ranked<RecommendationCandidate>) =>
  ranksBefore(a.weight, a.preferred, a.product, b);

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

/**
 * Offers a product to a bounded list and, for the preferred brand's, to the list's preferred twin.
 * The product's entry is made only once it belongs in a list (most products never do), and returned
 * so its other lists share it.
 */
function offerTo<P extends RecommendationCandidate>(
  lists: RankedLists<P>,
  capacity: number,
  entry: Ranked<P> | undefined,
  product: P,
  weight: number,
  score: number,
  verdict: Assessment,
  preferred: boolean,
): Ranked<P> | undefined {
  let made = entry;
  for (let pass = 0; pass < (preferred ? 2 : 1); pass++) {
    const list = pass === 0 ? lists.all : lists.preferred;
    const worst = list.length < capacity ? undefined : list[list.length - 1];
    if (worst !== undefined && !ranksBefore(weight, preferred, product, worst)) continue;
    made ??= { product, weight, score, needs: verdict.needs, verdict, preferred, name: foldName(product.name) };
    insertBounded(list, made, capacity);
  }
  return made;
}

/** A regimen has at most this many products of one type (three conditioners, never five). */
export const MAX_PICKS_PER_TYPE = 3;

/**
 * How many matching products of a type (or of a type and need) are kept while reading the catalogue:
 * its own picks, and one for each other pick that could take a name it shares with one of them.
 */
const MATCHES_KEPT = MAX_PICKS_PER_TYPE + MAX_RECOMMENDATIONS_PER_SESSION - 1;
/** A type's stand-in for an unmatched step: the steps covered before it can take at most their own names. */
const STAND_INS_KEPT = PRODUCT_TYPES.length;

interface RankedLists<P> {
  all: Ranked<P>[];
  preferred: Ranked<P>[];
}

const emptyLists = <P>(): RankedLists<P> => ({ all: [], preferred: [] });

/** What one product type offers the client, each list in rank order and of distinct names. */
interface TypeOffer<P> {
  matched: RankedLists<P>;
  /** Regimen types only: suitable fallbacks and other suitable products that match nothing, to stand in for a step. */
  fallbacks: RankedLists<P>;
  unmatched: RankedLists<P>;
  /** By need (NEEDS index): the products of the type that answer it. */
  byNeed: Array<RankedLists<P> | undefined>;
  /** Eligible products of the type, suitable or not. */
  stocked: number;
  /** Why its eligible products did not suit: counts by rule and missing answer (leftOutIndex). */
  leftOutBy: number[];
}

const emptyOffer = <P>(): TypeOffer<P> => ({
  matched: emptyLists(),
  fallbacks: emptyLists(),
  unmatched: emptyLists(),
  byNeed: [],
  stocked: 0,
  leftOutBy: [],
});

/** The key a product's type is grouped by: a product without a type is a group of its own. */
export const typeKey = (product: Pick<RecommendationCandidate, 'productType'>): string => product.productType ?? '';

/** Scalp concerns a scalp treatment helps with; cowlicks and growth patterns are styled, not treated. */
const TREATED_SCALP_CONCERNS = new Set(['dandruff', 'oily', 'dry', 'sensitive']);

/**
 * Whether the analysis calls for a treatment product even when none was chosen in the chair: highly
 * porous hair wants moisture, low-elasticity hair protein, a dandruff, oily, dry or sensitive scalp a
 * scalp treatment (the three treatments the stylist chooses from).
 */
export function analysisCallsForTreatment(analysis: ClientFacts['analysis']): boolean {
  const client = clientOf({ analysis, hairColour: null, gender: null, coloured: null, services: [], otherFilters: [] });
  return (
    client.bands.hairPorosity === 'High' ||
    client.bands.hairElasticities === 'Low' ||
    client.scalpConcerns.some((concern) => TREATED_SCALP_CONCERNS.has(concern))
  );
}

/**
 * Whether the routine needs a styling product: the client styles with heat (asked among the other
 * filters), has curly or coily hair, or has a curl service today.
 */
function stylingCalledFor(request: Pick<ClientFacts, 'analysis' | 'otherFilters' | 'services'>): boolean {
  const client = clientOf({ ...request, hairColour: null, gender: null, coloured: null });
  return (client.needs & (needBit('curlCare') | needBit('heatProtection'))) !== 0;
}

/**
 * The regimen's steps, in PRODUCT_TYPES order: a shampoo and a conditioner always; a treatment when
 * one was chosen in the chair or the analysis calls for one; styling when the client heat-styles,
 * has curly or coily hair, or a curl service today.
 */
export function regimenTypes(
  request: Pick<RecommendationRequest<RecommendationCandidate>, 'analysis' | 'treatment' | 'otherFilters' | 'services'>,
): ProductType[] {
  const treatment = isTreatmentRecommended(request.treatment) || analysisCallsForTreatment(request.analysis);
  const styling = stylingCalledFor(request);
  return PRODUCT_TYPES.filter((type) => (type !== 'Treatment' || treatment) && (type !== 'Styling' || styling));
}

/** The request's scores and needs of products, the client worked out once: what the engine ranks by. */
export function productScorer(
  request: RecommendationRequest<RecommendationCandidate>,
): (product: RecommendationCandidate) => { score: number; needs: NeedSet } {
  const client = clientOf(request);
  const asked = askedFilters(request);
  return (product) => {
    const verdict = assess(product, client);
    return { score: reasonsFor(product, client, verdict, asked).length, needs: verdict.needs };
  };
}

const HAIR_WORDS: Readonly<Record<string, (value: string) => string>> = {
  hairDensities: (value) => (value === 'Medium' ? 'medium-density' : value.toLowerCase()),
  hairTextures: (value) => value.toLowerCase(),
  coloured: (value) => (value === 'Coloured' ? 'coloured' : 'uncoloured'),
  hairColour: (value) => value.toLowerCase(),
  hairPorosity: (value) => `${value.toLowerCase()}-porosity`,
  hairElasticities: (value) => `${value.toLowerCase()}-elasticity`,
};

/** Concerns that read as a kind of scalp ('a dry, sensitive scalp'); the others are named as they are. */
const SCALP_ADJECTIVES = new Set(['oily', 'dry', 'sensitive']);

function andList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/**
 * The reasons as one short phrase in Australian English, e.g. 'Suits fine, wavy, coloured hair; helps
 * with dandruff; for today’s colour'.
 */
export function reasonsSummary(reasons: readonly SuitsReason[]): string {
  const hair: string[] = [];
  const concerns: string[] = [];
  const scalp: string[] = [];
  const other: string[] = [];
  const services: string[] = [];
  for (const reason of reasons) {
    const hairWord = HAIR_WORDS[reason.filter];
    if (hairWord !== undefined) hair.push(hairWord(reason.value));
    else if (reason.filter === 'scalpConcerns')
      (SCALP_ADJECTIVES.has(reason.value) ? scalp : concerns).push(reason.value);
    else if (reason.filter === 'services') services.push(reason.value.toLowerCase());
    else other.push(reason.value.toLowerCase());
  }
  if (scalp.length > 0) concerns.push(`${/^[aeiou]/.test(scalp[0] ?? '') ? 'an' : 'a'} ${scalp.join(', ')} scalp`);
  const clauses = [
    hair.length > 0 ? `suits ${hair.join(', ')} hair` : '',
    concerns.length > 0 ? `helps with ${andList(concerns)}` : '',
    other.length > 0 ? `matches ${andList(other)}` : '',
    services.length > 0 ? `for today’s ${andList(services)}` : '',
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

const RULES = Object.keys(SUITABILITY_RULES) as SuitabilityRule[];
/** Where a rule and a missing answer (or none) count in TypeOffer.leftOutBy. */
const leftOutIndex = (rule: SuitabilityRule, unanswered: Answer | null) =>
  RULES.indexOf(rule) * (ANSWERS.length + 1) + (unanswered === null ? 0 : ANSWERS.indexOf(unanswered) + 1);

/** The rule (and missing answer) that left most of a type's products out; the first in rule order on a tie. */
function mainReason(counts: readonly number[]): { rule: SuitabilityRule; unanswered: Answer | null } | null {
  let best = -1;
  counts.forEach((count, index) => {
    if (count > (counts[best] ?? 0)) best = index;
  });
  if (best === -1) return null;
  const rule = RULES[Math.floor(best / (ANSWERS.length + 1))] as SuitabilityRule;
  const answer = best % (ANSWERS.length + 1);
  return { rule, unanswered: answer === 0 ? null : (ANSWERS[answer - 1] ?? null) };
}

/** A regimen for a session: recommendRegimen's picks alone. */
export const recommendProducts = <P extends RecommendationCandidate>(
  request: RecommendationRequest<P>,
): RecommendationPick<P>[] => recommendRegimen(request).picks;

/**
 * A regimen for a session, at most MAX_RECOMMENDATIONS_PER_SESSION products, each one that suits the
 * client (product-suitability.ts).
 *
 * First each regimen step (regimenTypes) in PRODUCT_TYPES order, led by the salon's preferred brand
 * wherever it has a suitable product: a match when the type has one, else a fallback, else some product
 * of the type. Then, need by need (NEEDS order), a product for each of the client's needs no pick
 * answers yet: the preferred brand's when it has one, else the best; at most MAX_PICKS_PER_TYPE of a
 * type. No two picks share a name (foldName). The same request always gives the same picks, whatever
 * the order of `products`.
 */
export function recommendRegimen<P extends RecommendationCandidate>(request: RecommendationRequest<P>): Regimen<P> {
  const client = clientOf(request);
  const asked = askedFilters(request);
  const regimen = regimenTypes(request);
  const needed = new Set<string>(regimen);
  const offers = new Map<string, TypeOffer<P>>();
  const lacking = new Set<Answer>();

  for (const product of request.products) {
    if (!isRecommendable(product, request.visibleBrandIds)) continue;
    const type = typeKey(product);
    let offer = offers.get(type);
    if (offer === undefined) {
      offer = emptyOffer();
      offers.set(type, offer);
    }
    offer.stocked++;
    const verdict = assess(product, client);
    if (verdict.rule !== null) {
      if (verdict.unanswered !== null) lacking.add(verdict.unanswered);
      const index = leftOutIndex(verdict.rule, verdict.unanswered);
      offer.leftOutBy[index] = (offer.leftOutBy[index] ?? 0) + 1;
      continue;
    }
    const { needs } = verdict;
    const score = match(product, client, verdict, asked);
    if (score === 0 && !needed.has(type)) continue;
    const weight = weightOf(needs, score);
    const preferred = request.preferredBrandId !== null && product.brandId === request.preferredBrandId;
    if (score > 0) {
      let entry = offerTo(offer.matched, MATCHES_KEPT, undefined, product, weight, score, verdict, preferred);
      for (let rest = needs, index = 0; rest !== 0; rest >>= 1, index++) {
        if ((rest & 1) === 0) continue;
        const lists = (offer.byNeed[index] ??= emptyLists());
        entry = offerTo(lists, MATCHES_KEPT, entry, product, weight, score, verdict, preferred);
      }
      continue;
    }
    const entry = offerTo(offer.unmatched, STAND_INS_KEPT, undefined, product, weight, score, verdict, preferred);
    if (product.isFallback) offerTo(offer.fallbacks, STAND_INS_KEPT, entry, product, weight, score, verdict, preferred);
  }

  const picks: RecommendationPick<P>[] = [];
  const takenNames = new Set<string>();
  const takenSkus = new Set<string>();
  const perType = new Map<string, number>();
  let answered: NeedSet = 0;
  const isFree = (item: Ranked<P>) => !takenNames.has(item.name) && !takenSkus.has(item.product.sku);
  const available = (list: readonly Ranked<P>[]) => list.find(isFree);
  const preferredFirst = (lists: RankedLists<P>) => available(lists.preferred) ?? available(lists.all);
  /** A product's weight now: only the needs no pick answers yet still count. */
  const weightNow = (item: Ranked<P>) => weightOf(item.needs & ~answered, item.score);
  /**
   * The best free product of some lists by weightNow (the lists hold their type's best by weight, so
   * the best now is among them), the preferred brand's first when `preferred` asks for it.
   */
  const bestNow = (lists: ReadonlyArray<RankedLists<P> | undefined>, preferred: boolean) => {
    let best: Ranked<P> | undefined;
    let bestWeight = 0;
    for (const list of lists) {
      for (const item of (preferred ? list?.preferred : list?.all) ?? []) {
        if (!isFree(item)) continue;
        const weight = weightNow(item);
        if (best === undefined || (weight === bestWeight ? before(item, best) : weight > bestWeight)) {
          best = item;
          bestWeight = weight;
        }
      }
    }
    return best;
  };
  /** `coveredType` names the regimen step a pick that matches nothing stands in for. */
  const take = (item: Ranked<P>, fallback: boolean, coveredType?: ProductType) => {
    takenNames.add(item.name);
    takenSkus.add(item.product.sku);
    answered |= item.needs;
    const type = typeKey(item.product);
    perType.set(type, (perType.get(type) ?? 0) + 1);
    const reasons = reasonsFor(item.product, client, item.verdict, asked);
    picks.push({
      product: item.product,
      priceCents: item.product.customPriceCents ?? item.product.rrpAuCents,
      productType: item.product.productType,
      score: reasons.length,
      reasons,
      summary:
        reasons.length === 0 && coveredType !== undefined
          ? unmatchedSummary(coveredType, fallback)
          : reasonsSummary(reasons),
      fallback,
      answers: needsIn(item.needs),
    });
  };

  const leftOut: LeftOutStep[] = [];
  for (const type of regimen) {
    const offer = offers.get(type);
    const candidates = offer === undefined ? [] : [offer.matched, ...offer.byNeed];
    const matched = bestNow(candidates, true) ?? bestNow(candidates, false);
    const fallback = offer !== undefined && matched === undefined ? preferredFirst(offer.fallbacks) : undefined;
    const lead = matched ?? fallback ?? (offer === undefined ? undefined : preferredFirst(offer.unmatched));
    if (lead !== undefined) {
      take(lead, fallback !== undefined, type);
      continue;
    }
    const why = offer === undefined ? null : mainReason(offer.leftOutBy);
    // A step whose products all went to other steps' names is covered by them, not left out.
    if (offer !== undefined && offer.stocked > 0 && why === null) continue;
    leftOut.push({ productType: type, why, message: leftOutMessage(type, why) });
  }

  fill: while (picks.length < MAX_RECOMMENDATIONS_PER_SESSION) {
    for (const [index, need] of NEEDS.entries()) {
      const bit = needBit(need);
      if ((client.needs & bit) === 0 || (answered & bit) !== 0) continue;
      const lists = [...offers]
        .filter(([type]) => (perType.get(type) ?? 0) < MAX_PICKS_PER_TYPE)
        .map(([, offer]) => offer.byNeed[index]);
      const best = bestNow(lists, true) ?? bestNow(lists, false);
      if (best !== undefined) {
        take(best, false);
        continue fill;
      }
    }
    break;
  }

  return { picks, leftOut, unanswered: ANSWERS.filter((answer) => lacking.has(answer)) };
}
