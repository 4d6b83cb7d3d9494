/**
 * Whether the recommendations suit the client, as a stylist would judge them: a fixed set of clients
 * written by hand from haircare knowledge, each with the kinds of product it must never get and those
 * it should get, against a catalogue written the way the demo seed writes it (PRODUCT_LINES: what
 * each line is made for, in Suits* words) in four brands, one of them a men's range.
 *
 * A product's kinds are read from its name (its line, its noun, its range), never from the Suits*
 * filters the engine reads, so a misfit here is a product whose name promises what the client must
 * not have. Each client runs three times: with no preferred brand and with two others preferred.
 * Prints misfits per 100 sessions (budget 0), the share of "should" kinds covered, and the picks per
 * session. Every session's picks are also checked against the regimen rules (budget 0).
 * Figures are printed, never asserted.
 */
import type { HairAnalysis, Treatment } from '@piiq/domain/hair-analysis';
import type { HairColour } from '@piiq/domain/hair-colour';
import type { Gender, Service } from '@piiq/domain/product-suitability';
import {
  recommendRegimen,
  type RecommendationCandidate,
  type RecommendationRequest,
} from '@piiq/domain/recommendation-engine';
import { regimenRuleBreaks } from '@piiq/domain/regimen-rules';
import { PRODUCT_LINES, suitsOfLine } from '../apps/server/src/db/seed/demo-content.ts';

type Kind =
  | 'colour care'
  | 'toning'
  | 'curl'
  | 'oil'
  | 'rich mask'
  | "men's range"
  | 'sulfates'
  | 'oily-scalp care'
  | 'dandruff care'
  | 'clarifying'
  | 'heat protection'
  | 'volume'
  | 'for thick hair'
  | 'frizz smoothing'
  | 'strength'
  | 'moisture';

/** What a line's name promises, as a stylist reads it off the shelf. */
const LINE_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  Hydrate: ['moisture'],
  Repair: ['strength', 'moisture'],
  Volume: ['volume'],
  'Colour Protect': ['colour care'],
  'Curl Define': ['curl'],
  Smooth: ['frizz smoothing', 'for thick hair', 'heat protection'],
  'Scalp Balance': ['oily-scalp care', 'dandruff care'],
  Purify: ['oily-scalp care', 'clarifying'],
  Strength: ['strength'],
  'Blonde Tone': ['toning'],
  Nourish: ['for thick hair', 'moisture'],
  Thermal: ['heat protection'],
  Density: ['volume'],
};

/** Lines whose shampoo is made without sulfates, as their labels say. */
const SULFATE_FREE_LINES = new Set(['Hydrate', 'Colour Protect', 'Curl Define', 'Nourish']);
/** Masks of these lines are clay masks for an oily scalp, not rich ones. */
const SCALP_LINES = new Set(['Scalp Balance', 'Purify']);

const SHELF: ReadonlyArray<{ type: 'Shampoo' | 'Conditioner' | 'Treatment' | 'Styling'; noun: string }> = [
  { type: 'Shampoo', noun: 'Shampoo' },
  { type: 'Conditioner', noun: 'Conditioner' },
  { type: 'Treatment', noun: 'Mask' },
  { type: 'Treatment', noun: 'Oil' },
  { type: 'Treatment', noun: 'Serum' },
  { type: 'Treatment', noun: 'Bond Treatment' },
  { type: 'Styling', noun: 'Cream' },
  { type: 'Styling', noun: 'Spray' },
];

const BRANDS = [
  { id: 'lumiere', mens: false },
  { id: 'kowhai', mens: false },
  { id: 'oceanic', mens: false },
  { id: 'northwind', mens: true },
] as const;

interface ShelfProduct extends RecommendationCandidate {
  kinds: ReadonlySet<Kind>;
}

/** Every line in every form, in each brand: the products a stylist could hand over. */
function shelf(): ShelfProduct[] {
  const products: ShelfProduct[] = [];
  for (const brand of BRANDS) {
    for (const line of PRODUCT_LINES) {
      for (const { type, noun } of SHELF) {
        const kinds = new Set<Kind>(LINE_KINDS[line.line] ?? []);
        if (noun === 'Oil') kinds.add('oil');
        if (noun === 'Bond Treatment') kinds.add('strength');
        if (noun === 'Mask' && !SCALP_LINES.has(line.line)) kinds.add('rich mask');
        if (type === 'Shampoo' && !SULFATE_FREE_LINES.has(line.line)) kinds.add('sulfates');
        if (brand.mens) kinds.add("men's range");
        const name = `${brand.mens ? "Men's " : ''}${line.line} ${noun}`;
        products.push({
          id: `${brand.id}-${name}`,
          sku: `${brand.id}-${line.line}-${noun}`.replace(/\W+/g, '-'),
          name,
          brandId: brand.id,
          productType: type,
          forMen: brand.mens,
          outOfStock: false,
          archived: false,
          isFallback: line.line === 'Hydrate' && (type === 'Shampoo' || type === 'Conditioner'),
          isMask: noun === 'Mask',
          isOil: noun === 'Oil',
          rrpAuCents: 3995,
          customPriceCents: null,
          ...suitsOfLine(line.suits),
          suitsOtherFilters: [...(line.suits.other ?? []), 'Vegan'],
          suitsGenders: brand.mens ? ['Male'] : ['Female', 'Male'],
          kinds,
        });
      }
    }
  }
  return products;
}

/** A score as a stylist reads it, out of 10; the mirror keeps it doubled. */
interface Scores {
  density?: number | null;
  curl?: number | null;
  porosity?: number | null;
  elasticity?: number | null;
  scalp?: string;
}

interface Profile {
  who: string;
  scores: Scores | null;
  colour: HairColour | null;
  gender: Gender | null;
  coloured: boolean | null;
  services?: Service[];
  asks?: string[];
  treatment?: Treatment | null;
  never: Kind[];
  should: Kind[];
}

const raw = (score: number | null | undefined) => (score === null || score === undefined ? null : score * 2);

function analysisOf(scores: Scores | null): HairAnalysis | null {
  if (scores === null) return null;
  return {
    density: raw(scores.density),
    curl: raw(scores.curl),
    porous: raw(scores.porosity),
    elasticity: raw(scores.elasticity),
    texture: null,
    colorSensitivity: null,
    scalpConcerns: scores.scalp ?? null,
  };
}

const colour = (level: number, tone: HairColour['tone'], greyShare = 0): HairColour => ({ level, tone, greyShare });

/** Clients of every kind of hair, and what a stylist would and would never hand each of them. */
const PROFILES: readonly Profile[] = [
  {
    who: 'Straight, fine hair with an oily scalp',
    scores: { density: 2, curl: 1, porosity: 3, elasticity: 6, scalp: 'oily' },
    colour: colour(5, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ['oil', 'rich mask', 'curl', 'for thick hair', 'colour care', 'toning', "men's range"],
    should: ['oily-scalp care', 'volume'],
  },
  {
    who: 'Coarse, dry, coloured hair with a dry scalp',
    scores: { density: 9, curl: 3, porosity: 8, elasticity: 5, scalp: 'dry' },
    colour: colour(5, 'warm'),
    gender: 'Female',
    coloured: true,
    treatment: 'moisture',
    never: ['volume', 'curl', 'oily-scalp care', 'toning', "men's range"],
    should: ['colour care', 'moisture'],
  },
  {
    who: 'Coily 4C hair, thick and thirsty',
    scores: { density: 8, curl: 10, porosity: 9, elasticity: 4, scalp: 'dry' },
    colour: colour(1, 'neutral'),
    gender: 'Female',
    coloured: false,
    treatment: 'moisture',
    never: ['volume', 'colour care', 'toning', 'oily-scalp care', "men's range"],
    should: ['curl', 'moisture'],
  },
  {
    who: 'Natural grey, 60 per cent',
    scores: { density: 5, curl: 2, porosity: 5, elasticity: 5 },
    colour: colour(5, 'neutral', 60),
    gender: 'Female',
    coloured: false,
    never: ['colour care', 'curl', "men's range"],
    should: ['toning'],
  },
  {
    who: 'Lightened, brassy blonde with fine, weak lengths',
    scores: { density: 3, curl: 1, porosity: 8, elasticity: 2 },
    colour: colour(9, 'warm'),
    gender: 'Female',
    coloured: true,
    treatment: 'protein',
    never: ['curl', 'oily-scalp care', 'for thick hair', "men's range"],
    should: ['toning', 'colour care', 'strength'],
  },
  {
    who: 'A man, short natural hair, oily scalp',
    scores: { density: 6, curl: 1, porosity: 4, elasticity: 6, scalp: 'oily' },
    colour: colour(3, 'neutral'),
    gender: 'Male',
    coloured: false,
    never: ['colour care', 'toning', 'oil', 'rich mask', 'curl'],
    should: ['oily-scalp care'],
  },
  {
    who: 'Straight hair (curl 2 / 10) that is heat-styled',
    scores: { density: 3, curl: 2, porosity: 5, elasticity: 6 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    asks: ['Heat styling'],
    never: ['curl', 'colour care', 'toning'],
    should: ['heat protection'],
  },
  {
    who: 'Coloured hair, asks for sulfate-free',
    scores: { density: 5, curl: 2, porosity: 6, elasticity: 6 },
    colour: colour(6, 'cool'),
    gender: 'Female',
    coloured: true,
    asks: ['Sulphate free'],
    never: ['sulfates', 'curl'],
    should: ['colour care'],
  },
  {
    who: 'Sensitive scalp, asks for sulfate-free',
    scores: { density: 5, curl: 3, porosity: 5, elasticity: 5, scalp: 'sensitive' },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    asks: ['Sulphate free'],
    never: ['sulfates', 'oily-scalp care', 'dandruff care', 'clarifying', 'colour care'],
    should: [],
  },
  {
    who: 'Dandruff, otherwise easy hair',
    scores: { density: 6, curl: 2, porosity: 5, elasticity: 6, scalp: 'dandruff' },
    colour: colour(3, 'neutral'),
    gender: 'Female',
    coloured: false,
    treatment: 'scalp',
    never: ['clarifying', 'colour care', 'toning', 'curl'],
    should: ['dandruff care'],
  },
  {
    who: 'Fine, flat hair, straightened with heat daily',
    scores: { density: 1, curl: 1, porosity: 4, elasticity: 6 },
    colour: colour(6, 'neutral'),
    gender: 'Female',
    coloured: false,
    asks: ['Heat styling'],
    never: ['for thick hair', 'curl', 'colour care', 'rich mask'],
    should: ['volume', 'heat protection'],
  },
  {
    who: 'Thick, frizzy, wavy hair',
    scores: { density: 9, curl: 4, porosity: 7, elasticity: 6 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ['volume', 'curl', 'colour care', 'toning'],
    should: ['frizz smoothing', 'moisture'],
  },
  {
    who: 'Curly, coloured, sulfate-free',
    scores: { density: 7, curl: 6, porosity: 7, elasticity: 5 },
    colour: colour(5, 'warm'),
    gender: 'Female',
    coloured: true,
    asks: ['Sulphate free'],
    never: ['sulfates', 'volume', 'toning'],
    should: ['curl', 'colour care'],
  },
  {
    who: 'Bleached platinum, breaking, sensitive scalp',
    scores: { density: 3, curl: 1, porosity: 9, elasticity: 1, scalp: 'sensitive' },
    colour: colour(10, 'cool'),
    gender: 'Female',
    coloured: true,
    treatment: 'protein',
    never: ['curl', 'for thick hair', 'oily-scalp care', 'clarifying'],
    should: ['toning', 'colour care', 'strength', 'moisture'],
  },
  {
    who: 'A silver-haired man',
    scores: { density: 4, curl: 1, porosity: 4, elasticity: 6 },
    colour: colour(3, 'neutral', 80),
    gender: 'Male',
    coloured: false,
    never: ['colour care', 'curl'],
    should: ['toning'],
  },
  {
    who: 'First colour today, natural brunette',
    scores: { density: 5, curl: 2, porosity: 5, elasticity: 5 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    services: ['Colour'],
    never: ['toning', 'curl'],
    should: ['colour care'],
  },
  {
    who: 'Lightening today, natural warm brunette',
    scores: { density: 5, curl: 2, porosity: 6, elasticity: 5 },
    colour: colour(5, 'warm'),
    gender: 'Female',
    coloured: false,
    services: ['Lightening'],
    never: ['curl'],
    should: ['toning', 'colour care'],
  },
  {
    who: 'A perm today on straight hair',
    scores: { density: 5, curl: 1, porosity: 5, elasticity: 5 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    services: ['Curl'],
    never: ['colour care', 'toning'],
    should: ['curl'],
  },
  {
    who: 'Gender not given, dark natural hair',
    scores: { density: 5, curl: 2, porosity: 5, elasticity: 5 },
    colour: colour(3, 'neutral'),
    gender: null,
    coloured: false,
    never: ["men's range", 'colour care', 'toning', 'curl'],
    should: [],
  },
  {
    who: 'A woman with medium, wavy hair',
    scores: { density: 5, curl: 3, porosity: 5, elasticity: 5 },
    colour: colour(5, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ["men's range", 'curl', 'colour care'],
    should: [],
  },
  {
    who: 'A man with curly hair',
    scores: { density: 6, curl: 7, porosity: 6, elasticity: 5 },
    colour: colour(2, 'neutral'),
    gender: 'Male',
    coloured: false,
    never: ['colour care', 'toning', 'volume'],
    should: ['curl'],
  },
  {
    who: 'Coloured, fine hair with an oily scalp',
    scores: { density: 2, curl: 1, porosity: 5, elasticity: 5, scalp: 'oily' },
    colour: colour(6, 'neutral'),
    gender: 'Female',
    coloured: true,
    never: ['oil', 'rich mask', 'for thick hair', 'curl'],
    should: ['colour care', 'oily-scalp care', 'volume'],
  },
  {
    who: 'Coloured, thick, coily hair with a dry scalp',
    scores: { density: 9, curl: 9, porosity: 8, elasticity: 4, scalp: 'dry' },
    colour: colour(2, 'neutral'),
    gender: 'Female',
    coloured: true,
    never: ['volume', 'oily-scalp care', 'toning'],
    should: ['curl', 'colour care', 'moisture'],
  },
  {
    who: 'A teenager, straight hair, oily scalp',
    scores: { density: 5, curl: 0, porosity: 2, elasticity: 8, scalp: 'oily' },
    colour: colour(6, 'cool'),
    gender: 'Female',
    coloured: false,
    never: ['oil', 'rich mask', 'curl', 'colour care', 'moisture'],
    should: ['oily-scalp care'],
  },
  {
    who: 'Nothing scored or answered yet',
    scores: null,
    colour: null,
    gender: 'Female',
    coloured: null,
    never: ['colour care', 'toning', 'curl', 'volume', 'for thick hair', 'strength', 'moisture', 'frizz smoothing'],
    should: [],
  },
  {
    who: 'A brunette with 20 per cent grey',
    scores: { density: 5, curl: 2, porosity: 5, elasticity: 5 },
    colour: colour(4, 'neutral', 20),
    gender: 'Female',
    coloured: false,
    never: ['toning', 'colour care', 'curl'],
    should: [],
  },
  {
    who: 'A natural, cool blonde',
    scores: { density: 4, curl: 2, porosity: 4, elasticity: 6 },
    colour: colour(8, 'cool'),
    gender: 'Female',
    coloured: false,
    never: ['colour care', 'curl'],
    should: [],
  },
  {
    who: 'A natural blonde turning brassy',
    scores: { density: 4, curl: 2, porosity: 5, elasticity: 6 },
    colour: colour(8, 'warm'),
    gender: 'Female',
    coloured: false,
    never: ['colour care', 'curl'],
    should: ['toning'],
  },
  {
    who: 'Coloured copper, curly',
    scores: { density: 6, curl: 7, porosity: 6, elasticity: 5 },
    colour: colour(5, 'warm'),
    gender: 'Female',
    coloured: true,
    never: ['toning', 'volume'],
    should: ['colour care', 'curl'],
  },
  {
    who: 'A man colouring his grey',
    scores: { density: 5, curl: 1, porosity: 5, elasticity: 6 },
    colour: colour(3, 'neutral', 40),
    gender: 'Male',
    coloured: true,
    never: ['curl'],
    should: ['colour care', 'toning'],
  },
  {
    who: 'Low-porosity, fine, straight hair',
    scores: { density: 2, curl: 1, porosity: 1, elasticity: 7 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ['moisture', 'for thick hair', 'curl', 'rich mask'],
    should: ['volume'],
  },
  {
    who: 'Over-processed, porous, coloured dark blonde',
    scores: { density: 5, curl: 2, porosity: 9, elasticity: 2 },
    colour: colour(7, 'neutral'),
    gender: 'Female',
    coloured: true,
    treatment: 'protein',
    never: ['curl'],
    should: ['colour care', 'moisture', 'strength', 'toning'],
  },
  {
    who: 'Curly hair, diffused with heat',
    scores: { density: 6, curl: 7, porosity: 6, elasticity: 5 },
    colour: colour(3, 'neutral'),
    gender: 'Female',
    coloured: false,
    asks: ['Heat styling'],
    never: ['colour care', 'toning', 'volume'],
    should: ['curl', 'heat protection'],
  },
  {
    who: 'A man asking for sulfate-free',
    scores: { density: 6, curl: 1, porosity: 5, elasticity: 6 },
    colour: colour(3, 'neutral'),
    gender: 'Male',
    coloured: false,
    asks: ['Sulphate free'],
    never: ['sulfates', 'colour care', 'toning', 'curl'],
    should: [],
  },
  {
    who: 'Coily hair, oily scalp with dandruff',
    scores: { density: 7, curl: 9, porosity: 6, elasticity: 5, scalp: 'oily,dandruff' },
    colour: colour(1, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ['oil', 'rich mask', 'colour care', 'toning'],
    should: ['dandruff care', 'curl'],
  },
  {
    who: 'Chemically straightened, coloured, weak',
    scores: { density: 6, curl: 1, porosity: 8, elasticity: 3 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: true,
    treatment: 'protein',
    never: ['curl', 'toning'],
    should: ['colour care', 'strength', 'moisture'],
  },
  {
    who: 'Medium everything, natural brunette',
    scores: { density: 5, curl: 2, porosity: 5, elasticity: 5 },
    colour: colour(4, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ['colour care', 'toning', 'curl', 'volume', "men's range"],
    should: [],
  },
  {
    who: 'Fine, wavy hair with a sensitive scalp',
    scores: { density: 2, curl: 3, porosity: 5, elasticity: 6, scalp: 'sensitive' },
    colour: colour(6, 'neutral'),
    gender: 'Female',
    coloured: false,
    never: ['curl', 'clarifying', 'for thick hair', 'oily-scalp care'],
    should: ['volume'],
  },
  {
    who: 'A swimmer asking for chlorine care',
    scores: { density: 5, curl: 2, porosity: 6, elasticity: 5 },
    colour: colour(7, 'cool'),
    gender: 'Female',
    coloured: false,
    asks: ['Chlorine'],
    never: ['colour care', 'curl'],
    should: [],
  },
  {
    who: 'Coloured hair, curl not scored',
    scores: { density: 5, curl: null, porosity: 5, elasticity: 5 },
    colour: colour(5, 'neutral'),
    gender: 'Female',
    coloured: true,
    never: ['curl', 'frizz smoothing'],
    should: ['colour care'],
  },
  {
    who: 'A man with thinning hair and an oily scalp',
    scores: { density: 1, curl: 1, porosity: 4, elasticity: 5, scalp: 'oily' },
    colour: colour(4, 'neutral'),
    gender: 'Male',
    coloured: false,
    never: ['oil', 'rich mask', 'for thick hair', 'colour care'],
    should: ['oily-scalp care', 'volume'],
  },
  {
    who: 'Coloured, coily, heat-styled, sulfate-free',
    scores: { density: 8, curl: 10, porosity: 8, elasticity: 5 },
    colour: colour(2, 'neutral'),
    gender: 'Female',
    coloured: true,
    asks: ['Heat styling', 'Sulphate free'],
    never: ['sulfates', 'volume', 'toning'],
    should: ['curl', 'colour care', 'heat protection'],
  },
  {
    who: 'Colour today on dark hair with an oily scalp',
    scores: { density: 5, curl: 2, porosity: 5, elasticity: 6, scalp: 'oily' },
    colour: colour(3, 'neutral'),
    gender: 'Female',
    coloured: false,
    services: ['Colour'],
    never: ['oil', 'rich mask', 'toning'],
    should: ['colour care', 'oily-scalp care'],
  },
  {
    who: 'Half grey, lightened today',
    scores: { density: 5, curl: 2, porosity: 6, elasticity: 5 },
    colour: colour(5, 'neutral', 50),
    gender: 'Female',
    coloured: false,
    services: ['Lightening'],
    never: ['curl'],
    should: ['toning', 'colour care'],
  },
  {
    who: 'Gender not given, curly, coloured',
    scores: { density: 6, curl: 7, porosity: 6, elasticity: 5 },
    colour: colour(4, 'warm'),
    gender: null,
    coloured: true,
    never: ["men's range", 'toning', 'volume'],
    should: ['curl', 'colour care'],
  },
];

const PREFERRED: readonly (string | null)[] = [null, 'lumiere', 'kowhai'];

function request(profile: Profile, products: ShelfProduct[], preferredBrandId: string | null) {
  const req: RecommendationRequest<ShelfProduct> = {
    analysis: analysisOf(profile.scores),
    hairColour: profile.colour,
    treatment: profile.treatment ?? null,
    gender: profile.gender,
    coloured: profile.coloured,
    services: profile.services ?? [],
    otherFilters: profile.asks ?? [],
    products,
    visibleBrandIds: new Set(BRANDS.map((brand) => brand.id)),
    preferredBrandId,
  };
  return req;
}

/** The hand-written clients against the shelf: misfits, "should" kinds covered, rule breaks. */
export function suitabilityBench(): Record<string, unknown> {
  const products = shelf();
  let sessions = 0;
  let misfits = 0;
  let shouldAsked = 0;
  let shouldCovered = 0;
  let picks = 0;
  let ruleBreaks = 0;
  const misfitsSeen: string[] = [];
  const missed = new Map<string, number>();
  for (const profile of PROFILES) {
    for (const preferred of PREFERRED) {
      const req = request(profile, products, preferred);
      const regimen = recommendRegimen(req);
      sessions++;
      picks += regimen.picks.length;
      if (regimenRuleBreaks(req, regimen.picks).length > 0) ruleBreaks++;
      for (const pick of regimen.picks) {
        const wrong = profile.never.filter((kind) => pick.product.kinds.has(kind));
        if (wrong.length === 0) continue;
        misfits++;
        misfitsSeen.push(`${profile.who}: ${pick.product.name} (${wrong.join(', ')})`);
      }
      for (const kind of profile.should) {
        shouldAsked++;
        if (regimen.picks.some((pick) => pick.product.kinds.has(kind))) shouldCovered++;
        else missed.set(kind, (missed.get(kind) ?? 0) + 1);
      }
    }
  }
  const per100 = Math.round((misfits / sessions) * 100 * 100) / 100;
  return {
    'hand-written clients': PROFILES.length,
    'sessions (each client with no preferred brand, then two brands preferred)': sessions,
    'shelf products': products.length,
    'misfits per 100 sessions': per100,
    'budget: misfits per 100 sessions': 0,
    'misfits within budget': misfits === 0,
    misfits: misfitsSeen.slice(0, 20),
    '"should" kinds covered': `${shouldCovered} of ${shouldAsked} (${((shouldCovered / Math.max(shouldAsked, 1)) * 100).toFixed(1)}%)`,
    '"should" kinds missed (sessions)': Object.fromEntries(missed),
    'picks per session (mean)': Math.round((picks / sessions) * 10) / 10,
    'sessions breaking a regimen rule': ruleBreaks,
  };
}
