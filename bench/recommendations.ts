/**
 * The recommendation engine (packages/domain/src/recommendation-engine.ts) for one session against a
 * 20,000-product catalogue, in memory: the catalogue is generated from a seed, in the demo seed's
 * Suits* vocabulary and product types, 40 brands of which the salon shows 30, with some products out
 * of stock, archived, fallbacks or at the salon's own price; each timed call is the next of 500
 * sessions with varied analyses, treatments, genders and concerns. Prints p50 and p95 in
 * milliseconds per session. Budget: p95 of 20 ms.
 *
 * Then the quality of what it picks: over 10,000 sessions, each with a catalogue of its own (a few to
 * a few hundred products of 2 to 12 brands, one name often sold by several brands, some catalogues
 * heavy in conditioners), the share of sessions whose picks break each regimen rule
 * (packages/domain/src/regimen-rules.ts, the checks the engine's property tests use), and the share
 * where the salon's preferred brand leads beside the share whose catalogue lets it. The rules include
 * that every pick suits the client (packages/domain/src/product-suitability.ts). Budget: no session
 * breaks a rule, and the preferred brand leads in every session whose catalogue lets it.
 *
 * Then whether the picks suit, as a stylist judges them: hand-written clients against a shelf written
 * as the demo seed writes it (bench/recommendation-suitability.ts). Budget: no misfit.
 * Every case comes from a seed, so a run can be repeated. Figures are printed, never asserted.
 */
import { availableParallelism, loadavg } from 'node:os';
import { TREATMENTS, type HairAnalysis, type Treatment } from '@piiq/domain/hair-analysis';
import { HAIR_TONES, type HairColour } from '@piiq/domain/hair-colour';
import { GENDERS, SERVICES } from '@piiq/domain/product-suitability';
import {
  recommendProducts,
  type RecommendationCandidate,
  type RecommendationRequest,
} from '@piiq/domain/recommendation-engine';
import { PRODUCT_TYPES } from '@piiq/domain/recommendations';
import {
  REGIMEN_RULES,
  regimenRuleBreaks,
  typesThePreferredBrandCanLead,
  type RegimenRule,
} from '@piiq/domain/regimen-rules';
import { PRODUCT_LINES, SCALP_CONCERN_KEYS, SUITS } from '../apps/server/src/db/seed/demo-content.ts';
import { suitabilityBench } from './recommendation-suitability.ts';
import { latency } from './support/latency.ts';
import { seededRandom } from './support/seeded-random.ts';

const PRODUCTS = 20_000;
const BRANDS = 40;
const VISIBLE_BRANDS = 30;
const SESSIONS = 500;
const RUNS = 1_000;
const BUDGET_P95_MS = 20;
const QUALITY_SESSIONS = 10_000;
/** Share of sessions that may break a rule. */
const BUDGET_RULE_BREAKS = 0;

let random = seededRandom(20_261_124);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;
const between = (least: number, most: number) => least + Math.floor(random() * (most - least + 1));
/** One to `most` distinct values, as a catalogue editor ticks boxes. */
function some<T>(items: readonly T[], most: number): T[] {
  const left = [...items];
  const chosen: T[] = [];
  for (let wanted = 1 + Math.floor(random() * Math.min(most, items.length)); wanted > 0; wanted--) {
    chosen.push(...left.splice(Math.floor(random() * left.length), 1));
  }
  return chosen;
}

const brandId = (n: number) => `brand-${String(n).padStart(2, '0')}`;

function catalogue(): RecommendationCandidate[] {
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const productType = pick(PRODUCT_TYPES);
    const line = pick(PRODUCT_LINES).line;
    const forMen = chance(0.12);
    const rrpAuCents = 2495 + Math.floor(random() * 55) * 100;
    return {
      id: `product-${i}`,
      sku: `SKU-${String(i).padStart(6, '0')}`,
      name: `${line} ${productType} ${i % 97}`,
      brandId: brandId(i % BRANDS),
      productType,
      forMen,
      outOfStock: chance(0.05),
      archived: chance(0.03),
      isFallback: chance(0.01),
      ...form(productType),
      rrpAuCents,
      customPriceCents: chance(0.2) ? rrpAuCents - 500 : null,
      ...suits(forMen),
    };
  });
}

/** Masks and oils are treatments. */
function form(productType: RecommendationCandidate['productType']) {
  const treatment = productType === 'Treatment';
  return { isMask: treatment && chance(0.3), isOil: treatment && chance(0.2) };
}

/** The Suits* filters of a generated product, ticked as a catalogue editor would. */
function suits(forMen: boolean) {
  return {
    suitsColoured: some(SUITS.coloured, 2),
    suitsHairColour: chance(0.6) ? [...SUITS.hairColour] : some(SUITS.hairColour, 2),
    suitsHairDensities: some(SUITS.densities, 3),
    suitsHairElasticities: some(SUITS.elasticities, 3),
    suitsHairPorosity: some(SUITS.porosity, 3),
    suitsHairTextures: some(SUITS.textures, 4),
    suitsOtherFilters: some(SUITS.other, 2),
    suitsScalpConcerns: some(SCALP_CONCERN_KEYS, 3),
    suitsGenders: forMen ? ['Female', 'Male'] : ['Female'],
  };
}

const rawScore = () => (chance(0.05) ? null : Math.floor(random() * 21));

const hairColour = (): HairColour | null =>
  chance(0.3)
    ? null
    : { level: between(1, 10), tone: pick(HAIR_TONES), greyShare: pick([0, 0, 0, 5, 10, 20, 40, 60, 80]) };

function session(
  products: RecommendationCandidate[],
  visibleBrandIds: ReadonlySet<string>,
): RecommendationRequest<RecommendationCandidate> {
  const analysis: HairAnalysis = {
    density: rawScore(),
    texture: rawScore(),
    curl: rawScore(),
    colorSensitivity: rawScore(),
    porous: rawScore(),
    elasticity: rawScore(),
    scalpConcerns: chance(0.6) ? some(SCALP_CONCERN_KEYS, 3).join(',') : '',
  };
  return {
    analysis,
    hairColour: hairColour(),
    treatment: chance(0.1) ? null : pick<Treatment>(TREATMENTS),
    gender: chance(0.3) ? null : pick(GENDERS),
    coloured: chance(0.3) ? null : chance(0.5),
    services: chance(0.7) ? [] : some(SERVICES, 2),
    otherFilters: chance(0.3) ? some(SUITS.other, 2) : [],
    products,
    visibleBrandIds,
    preferredBrandId: chance(0.7) ? brandId(Math.floor(random() * VISIBLE_BRANDS)) : null,
  };
}

/** Types drawn evenly, or, as in the catalogues testers saw, mostly conditioners and treatments. */
const EVEN_TYPES: readonly RecommendationCandidate['productType'][] = PRODUCT_TYPES;
const CONDITIONER_HEAVY: readonly RecommendationCandidate['productType'][] = [
  'Shampoo',
  ...Array.from({ length: 5 }, () => 'Conditioner' as const),
  'Treatment',
  'Treatment',
  'Styling',
  null,
];

/** A name as catalogue editors type it: now and then in capitals or with stray spaces. */
const spelled = (name: string) => (chance(0.9) ? name : chance(0.5) ? name.toUpperCase() : ` ${name} `);

/** One session of the quality figures, with a small catalogue of its own. */
function qualityCase(): RecommendationRequest<RecommendationCandidate> {
  const brands = between(2, 12);
  const visible = Array.from({ length: between(1, brands) }, (_, n) => brandId(n));
  const types = chance(0.3) ? CONDITIONER_HEAVY : EVEN_TYPES;
  const lines = PRODUCT_LINES.slice(0, between(2, PRODUCT_LINES.length));
  const products = Array.from({ length: between(3, 300) }, (_, i): RecommendationCandidate => {
    const productType = pick(types);
    const forMen = chance(0.12);
    const rrpAuCents = 2495 + Math.floor(random() * 55) * 100;
    return {
      id: `product-${i}`,
      sku: `SKU-${String(i).padStart(6, '0')}`,
      // Few names across many brands: the same name is sold by several brands.
      name: spelled(`${pick(lines).line} ${productType ?? 'Accessory'}`),
      brandId: brandId(Math.floor(random() * brands)),
      productType,
      forMen,
      outOfStock: chance(0.05),
      archived: chance(0.03),
      isFallback: chance(0.05),
      ...form(productType),
      rrpAuCents,
      customPriceCents: chance(0.2) ? rrpAuCents - 500 : null,
      ...suits(forMen),
    };
  });
  const visibleBrandIds = new Set(visible);
  const request = session(products, visibleBrandIds);
  const preferred = chance(0.8) ? pick(visible) : chance(0.5) ? brandId(brands) : null;
  return { ...request, preferredBrandId: preferred };
}

const share = (count: number, of: number) => `${((count / Math.max(of, 1)) * 100).toFixed(2)}%`;

/** The regimen rules over generated sessions: how often each is broken, and how often the preferred brand leads. */
function quality(): Record<string, unknown> {
  random = seededRandom(20_261_127);
  const breaks = new Map<RegimenRule, number>();
  let canLead = 0;
  let leads = 0;
  for (let n = 0; n < QUALITY_SESSIONS; n++) {
    const request = qualityCase();
    const picks = recommendProducts(request);
    const broken = regimenRuleBreaks(request, picks);
    for (const rule of broken) breaks.set(rule, (breaks.get(rule) ?? 0) + 1);
    const leadable = typesThePreferredBrandCanLead(request, picks);
    if (leadable.length === 0) continue;
    canLead++;
    if (!broken.includes('preferredBrandLeads')) leads++;
  }
  const rules = Object.fromEntries(
    (Object.keys(REGIMEN_RULES) as RegimenRule[]).map((rule) => {
      const count = breaks.get(rule) ?? 0;
      return [
        REGIMEN_RULES[rule],
        {
          'sessions breaking it': share(count, QUALITY_SESSIONS),
          budget: share(BUDGET_RULE_BREAKS, 1),
          'within budget': count / QUALITY_SESSIONS <= BUDGET_RULE_BREAKS,
        },
      ];
    }),
  );
  return {
    'generated sessions (each its own catalogue)': QUALITY_SESSIONS,
    'sessions breaking a regimen rule': rules,
    'sessions where the preferred brand leads every type it can': share(leads, QUALITY_SESSIONS),
    'budget: every session whose catalogue lets it': share(canLead, QUALITY_SESSIONS),
    'preferred brand within budget': leads === canLead,
  };
}

export async function recommendationsBench(): Promise<Record<string, unknown>> {
  const products = catalogue();
  const visibleBrandIds = new Set(Array.from({ length: VISIBLE_BRANDS }, (_, n) => brandId(n)));
  const sessions = Array.from({ length: SESSIONS }, () => session(products, visibleBrandIds));
  let next = 0;
  let calls = 0;
  let picks = 0;
  let fallbacks = 0;
  const figures = await latency(
    async () => {
      calls += 1;
      const chosen = recommendProducts(sessions[next++ % SESSIONS] as RecommendationRequest<RecommendationCandidate>);
      picks += chosen.length;
      fallbacks += chosen.filter((item) => item.fallback).length;
    },
    { runs: RUNS },
  );
  const [oneMinuteLoad = 0] = loadavg();
  return {
    'catalogue products': PRODUCTS,
    'brands (shown by the salon)': `${BRANDS} (${VISIBLE_BRANDS})`,
    sessions: SESSIONS,
    runs: RUNS,
    'picks per session (mean)': Math.round((picks / calls) * 10) / 10,
    'fallback picks per session (mean)': Math.round((fallbacks / calls) * 100) / 100,
    'per session p50 (ms)': figures.p50,
    'per session p95 (ms)': figures.p95,
    'budget: p95 (ms)': BUDGET_P95_MS,
    'p95 within budget': figures.p95 <= BUDGET_P95_MS,
    quality: quality(),
    suitability: suitabilityBench(),
    // A wall-clock p95 on a busy machine measures the machine: this says how busy it was.
    'load average (1 min) / CPUs': `${Math.round(oneMinuteLoad * 10) / 10} / ${availableParallelism()}`,
  };
}
