import { scalpConcernLabel, scalpConcernLabels, type HairAnalysis, type HairScore } from './hair-analysis.ts';
import type { HairColour } from './hair-colour.ts';

/**
 * Whether a catalogue product suits a client: the rules a stylist would sign, each a product's Suits*
 * filters and attributes read against what the stylist knows of the client (the analysis, the hair
 * colour, the answers and today's service). A product aimed at a need the client does not have is
 * never picked, and one aimed at a need the stylist has not answered waits for the answer: the engine
 * then says which answer it lacked (UNANSWERED_MESSAGES).
 *
 * A filter that lists every value of its vocabulary, or none, says nothing of the hair it suits; one
 * that lists some of them aims the product at those. The needs (NEEDS) are the kinds of product the
 * client should get beyond a shampoo and a conditioner: colour care, toning, grey care, curl care,
 * heat protection, scalp care.
 *
 * recommendation-engine.ts picks only products that suit; regimen-rules.ts checks the picks against
 * the same rules, and bench/recommendation-suitability.ts against hand-written clients.
 * Decision record: docs/decisions/067-recommendations-that-suit-the-client.md.
 */

/** The catalogue's Genders vocabulary (Suits Genders), which is also how the client's gender is given. */
export const GENDERS = ['Female', 'Male'] as const;
export type Gender = (typeof GENDERS)[number];

/** A service done in the chair today that changes what the hair needs going home. */
export const SERVICES = ['Colour', 'Lightening', 'Curl'] as const;
export type Service = (typeof SERVICES)[number];

/** Words of the catalogue and of the client are compared trimmed and without case. */
export const foldName = (word: string) => word.trim().toLowerCase();

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

type BandField = 'suitsHairDensities' | 'suitsHairTextures' | 'suitsHairPorosity' | 'suitsHairElasticities';
/** A hair Suits* filter as reasons name it. */
export type HairFilter = 'hairDensities' | 'hairTextures' | 'hairPorosity' | 'hairElasticities';

/**
 * How a raw mirror score (0 to 20; shown halved, out of 10) becomes the catalogue's Suits* word.
 * A higher score means more of the quality: denser, curlier, more porous, more elastic hair.
 * Three-word filters split the scale into thirds of seven raw points; the four curl patterns take
 * five points each, the last six.
 * The catalogue's HairTextures are curl patterns (Straight to Coily), so the curl score reads them.
 * The texture score (strand thickness) and colour sensitivity have no Suits* filter of their own.
 * Scores below 0 or above 20 fall in the first or the last band; an unset score is no band.
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
  field: BandField;
  filter: HairFilter;
  bands: readonly ScoreBand[];
}>;

/** The catalogue's word for a raw score, or null when it is unset. */
export function suitsBand(bands: readonly ScoreBand[], raw: number | null | undefined): string | null {
  if (raw === null || raw === undefined || !Number.isFinite(raw)) return null;
  let band = bands[0]?.value ?? null;
  for (const candidate of bands) if (raw >= candidate.from) band = candidate.value;
  return band;
}

/** Grey from this share of the hair calls for grey care, and lets silver toning suit. */
export const GREY_CARE_FROM_SHARE = 30;
/** The colourist's levels from Dark blonde up read as blonde hair. */
const BLONDE_FROM_LEVEL = 6;
/** Warm hair from this level (Medium blonde) turns brassy, and calls for toning. */
const BRASSY_FROM_LEVEL = 7;

/** The other filter (Suits OtherFilters) by which a client says they style with heat, and a product protects from it. */
const HEAT_STYLING = 'Heat styling';

const lettersOnly = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');
const isSulfateFreeWord = (word: string) => lettersOnly(word).replace('sulph', 'sulf') === 'sulfatefree';
const isHeatStylingWord = (word: string) => lettersOnly(word) === lettersOnly(HEAT_STYLING);

/** The basic hair colours of Suits HairColour: a product listing all of them suits any colour. */
const BASIC_COLOURS = ['blonde', 'brunette', 'red', 'black', 'grey'] as const;
/** Other words of the catalogue for the basic colours toning is made for. */
const COLOUR_SYNONYMS: Readonly<Record<string, string>> = {
  gray: 'grey',
  silver: 'grey',
  white: 'grey',
  platinum: 'blonde',
};

// What a catalogue word means to the rules, as bits (bitsOfWord), so that judging each of 20,000
// products costs a lookup per word and a few bit operations.
const colourBit = (colour: (typeof BASIC_COLOURS)[number]) => 1 << BASIC_COLOURS.indexOf(colour);
const ANY_COLOUR = (1 << BASIC_COLOURS.length) - 1;
const OTHER_COLOUR = 1 << 5;
const COLOUR_BITS = ANY_COLOUR | OTHER_COLOUR;
const TONING_COLOURS = colourBit('blonde') | colourBit('grey');
const SCALP_LABELS = ['growth patterns', 'cowlicks', 'dandruff', 'oily', 'dry', 'sensitive'] as const;
const scalpBit = (label: string) => 1 << (6 + SCALP_LABELS.indexOf(label as (typeof SCALP_LABELS)[number]));
const SCALP_BITS = ((1 << SCALP_LABELS.length) - 1) << 6;
const TREATED_SCALP_BITS = scalpBit('dandruff') | scalpBit('oily') | scalpBit('dry') | scalpBit('sensitive');
const SULFATE_FREE_BIT = 1 << 12;
const HEAT_STYLING_BIT = 1 << 13;

/** A word's bits: the basic colour it names (or another colour), the scalp concern, sulfate-free, heat styling. */
function bitsOfWord(word: string): number {
  const folded = foldName(word);
  const colour = BASIC_COLOURS.indexOf((COLOUR_SYNONYMS[folded] ?? folded) as (typeof BASIC_COLOURS)[number]);
  let bits = colour === -1 ? OTHER_COLOUR : 1 << colour;
  const concern = scalpConcernLabel(word);
  if (concern !== undefined) bits |= scalpBit(concern);
  if (isSulfateFreeWord(word)) bits |= SULFATE_FREE_BIT;
  if (isHeatStylingWord(word)) bits |= HEAT_STYLING_BIT;
  return bits;
}

/**
 * Client.wordBits: the catalogue's own spellings answered at once (most words are), any other
 * spelling read once per session.
 */
function wordBitsReader(): (word: string) => number {
  const read = memo(bitsOfWord);
  return (word) => {
    switch (word) {
      case 'Blonde':
        return BLONDE_BITS;
      case 'Brunette':
        return BRUNETTE_BITS;
      case 'Red':
        return RED_BITS;
      case 'Black':
        return BLACK_BITS;
      case 'Grey':
        return GREY_BITS;
      case 'dandruff':
        return DANDRUFF_BITS;
      case 'oily':
        return OILY_BITS;
      case 'dry':
        return DRY_BITS;
      case 'sensitive':
        return SENSITIVE_BITS;
      default:
        return read(word);
    }
  };
}

const BLONDE_BITS = bitsOfWord('Blonde');
const BRUNETTE_BITS = bitsOfWord('Brunette');
const RED_BITS = bitsOfWord('Red');
const BLACK_BITS = bitsOfWord('Black');
const GREY_BITS = bitsOfWord('Grey');
const DANDRUFF_BITS = bitsOfWord('dandruff');
const OILY_BITS = bitsOfWord('oily');
const DRY_BITS = bitsOfWord('dry');
const SENSITIVE_BITS = bitsOfWord('sensitive');

/** The colours whose bits are set, by name: what a pick's reasons say. */
export const coloursOfBits = (bits: number): string[] =>
  BASIC_COLOURS.filter((colour) => (bits & colourBit(colour)) !== 0);
const CURL_PATTERNS = new Set(['Curly', 'Coily']);

const BAND_VOCABULARY: Readonly<Record<BandField, readonly string[]>> = {
  suitsHairDensities: ['Fine', 'Medium', 'Thick'],
  suitsHairTextures: ['Straight', 'Wavy', 'Curly', 'Coily'],
  suitsHairPorosity: ['Low', 'Medium', 'High'],
  suitsHairElasticities: ['Low', 'Medium', 'High'],
};

/** The catalogue's facts a product is judged by (its Suits* filters, ForMen, isMask and isOil). */
export interface SuitabilityFacts {
  productType: string | null;
  forMen: boolean;
  isMask: boolean;
  isOil: boolean;
  suitsColoured: readonly string[];
  suitsHairColour: readonly string[];
  suitsHairDensities: readonly string[];
  suitsHairElasticities: readonly string[];
  suitsHairPorosity: readonly string[];
  suitsHairTextures: readonly string[];
  suitsOtherFilters: readonly string[];
  suitsScalpConcerns: readonly string[];
  suitsGenders: readonly string[];
}

/** What the stylist knows of the client: the analysis, its hair colour, the answers and today's service. */
export interface ClientFacts {
  /** The mirror's raw scores and scalp concerns; a score left unset is null and answers nothing. */
  analysis: HairAnalysis | null | undefined;
  /** The hair colour the stylist confirmed; null when none. */
  hairColour: HairColour | null;
  /** The client's gender; null when not given. */
  gender: Gender | null;
  /** Whether the hair is coloured; null when not answered. */
  coloured: boolean | null;
  /** Services done in the chair today. */
  services: readonly Service[];
  /** Other filters the client asked for ('Vegan', 'Sulphate free'), matched without regard to case. */
  otherFilters: readonly string[];
}

/** Each rule as a stylist would sign it. */
export const SUITABILITY_RULES = {
  gender: 'A product made for the other gender only is never picked',
  mensRange: 'The men’s range only for a man',
  colourCare:
    'Colour care only for coloured hair or a colour service today; a product for natural hair only never for coloured hair',
  toning: 'Blonde and silver toning only for blonde, lightened or grey hair',
  hairColour: 'A product made for some hair colours only for hair of one of them',
  curl: 'Curl products only for curly or coily hair or a curl service today',
  hairType: 'A product made for some densities, curl patterns, porosities or elasticities only for hair of one of them',
  oilyScalp: 'Oils and rich masks never for an oily scalp',
  scalp: 'A product for scalp concerns only for a client with one of them',
  sulfateFree: 'When the client asks for sulfate-free, every shampoo is sulfate-free',
} as const;
export type SuitabilityRule = keyof typeof SUITABILITY_RULES;

/** What a rule says of a whole product type nothing of which suits: 'No shampoo was chosen: ...'. */
const LEFT_OUT_BECAUSE: Readonly<Record<SuitabilityRule, string>> = {
  gender: 'each is made for the other gender',
  mensRange: 'each is of the men’s range',
  colourCare: 'each is made for coloured hair only or natural hair only, and this client’s hair is the other',
  toning: 'each tones blonde or grey hair, and this client’s hair is neither',
  hairColour: 'each is made for other hair colours',
  curl: 'each is made for curly or coily hair',
  hairType: 'each is made for another hair type (density, curl pattern, porosity or elasticity)',
  oilyScalp: 'each is an oil or a rich mask, which weighs down an oily scalp',
  scalp: 'each treats a scalp concern this client does not have',
  sulfateFree: 'the client asked for sulfate-free, and none is',
};

/** The answers a rule may need and not have. */
export const ANSWERS = ['gender', 'coloured', 'hairColour', 'curl', 'density', 'porosity', 'elasticity'] as const;
export type Answer = (typeof ANSWERS)[number];

/** What the engine says when it lacked an answer it needed, and left products out for it. */
export const UNANSWERED_MESSAGES: Readonly<Record<Answer, string>> = {
  gender: 'Gender is not given, so the men’s range was left out.',
  coloured: 'Coloured or natural hair is not answered, so colour care was left out.',
  hairColour:
    'The hair colour is not set, so products for some hair colours (blonde and silver toning among them) were left out.',
  curl: 'Curl is not scored, so products for some curl patterns were left out.',
  density: 'Density is not scored, so products for some densities were left out.',
  porosity: 'Porosity is not scored, so products for some porosities were left out.',
  elasticity: 'Elasticity is not scored, so products for some elasticities were left out.',
};

/** 'No shampoo was chosen: ...': what left a type out, in the words of its rule or the answer it lacked. */
const LEFT_OUT_UNANSWERED: Readonly<Record<Answer, string>> = {
  gender: 'each is of the men’s range, and the client’s gender is not given',
  coloured: 'each is colour care, and whether the hair is coloured is not answered',
  hairColour: 'each is made for some hair colours, and the hair colour is not set',
  curl: 'each is made for some curl patterns, and curl is not scored',
  density: 'each is made for some densities, and density is not scored',
  porosity: 'each is made for some porosities, and porosity is not scored',
  elasticity: 'each is made for some elasticities, and elasticity is not scored',
};

/** Why a product type the routine needs has no pick: none in stock, or the rule (or answer) that left each out. */
export function leftOutMessage(
  productType: string,
  why: { rule: SuitabilityRule; unanswered: Answer | null } | null,
): string {
  const type = productType.toLowerCase();
  if (why === null) return `No ${type} was chosen: the brands your clients see have none in stock.`;
  return `No ${type} was chosen: ${why.unanswered === null ? LEFT_OUT_BECAUSE[why.rule] : LEFT_OUT_UNANSWERED[why.unanswered]}.`;
}

/** The kinds of product a client should get beyond a shampoo and a conditioner, in the order they are filled. */
export const NEEDS = ['colourCare', 'toning', 'greyCare', 'curlCare', 'heatProtection', 'scalpCare'] as const;
export type Need = (typeof NEEDS)[number];

/** A set of needs as bits, NEEDS order: a product's needs are counted for each of 20,000 products. */
export type NeedSet = number;
export const needBit = (need: Need): NeedSet => 1 << NEEDS.indexOf(need);
export const needsIn = (set: NeedSet): Need[] => NEEDS.filter((need) => (set & needBit(need)) !== 0);
export function needCount(set: NeedSet): number {
  let count = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The client as products are judged against it, worked out once per session. */
export interface Client {
  gender: Gender | null;
  /** The band of each measured score (SUITS_BANDS), null when unset. */
  bands: Readonly<Record<HairFilter, string | null>>;
  /** The curl patterns the hair has going home: the curl service's, else the measured one; null when unknown. */
  curlPatterns: ReadonlySet<string> | null;
  /** Whether the hair is coloured, or will be after today's service; null when unknown. */
  coloured: boolean | null;
  /** The hair's colours as bits (black, brunette, blonde, grey); null when the colour is unknown. */
  colours: number | null;
  /** Blonde, lightened or grey hair, which toning suits; null when unknown. */
  toneable: boolean | null;
  scalpConcerns: readonly string[];
  /** The scalp concerns as bits. */
  scalpBits: number;
  oilyScalp: boolean;
  sulfateFree: boolean;
  heatStyling: boolean;
  services: ReadonlySet<Service>;
  /** What the client should get, as bits of NEEDS. */
  needs: NeedSet;
  /** Catalogue words are few and repeat across thousands of products: each is read once (bitsOfWord). */
  wordBits: (word: string) => number;
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

/** The hair's colours for a level and grey share: level 1 black, up to 5 brunette, from 6 blonde. */
function coloursOf(colour: HairColour | null, lightening: boolean): number | null {
  if (colour === null) return lightening ? colourBit('blonde') : null;
  const shade = lightening || colour.level >= BLONDE_FROM_LEVEL ? 'blonde' : colour.level <= 1 ? 'black' : 'brunette';
  return colourBit(shade) | (colour.greyShare >= GREY_CARE_FROM_SHARE ? colourBit('grey') : 0);
}

export function clientOf(facts: ClientFacts): Client {
  const band = (score: HairScore) =>
    suitsBand(SUITS_BANDS.find((entry) => entry.score === score)?.bands ?? [], facts.analysis?.[score]);
  const services = new Set(facts.services);
  const lightening = services.has('Lightening');
  const coloured = services.has('Colour') || lightening ? true : facts.coloured;
  const colour = facts.hairColour;
  const curl = band('curl');
  const curlPatterns = services.has('Curl') ? CURL_PATTERNS : curl === null ? null : new Set([curl]);
  const colours = coloursOf(colour, lightening);
  const lightened = lightening || (coloured === true && colour !== null && colour.level >= BLONDE_FROM_LEVEL);
  const grey = colour !== null && colour.greyShare >= GREY_CARE_FROM_SHARE;
  const brassy = colour !== null && colour.tone === 'warm' && colour.level >= BRASSY_FROM_LEVEL;
  const scalpConcerns = scalpConcernLabels(facts.analysis?.scalpConcerns);
  const heatStyling = facts.otherFilters.some(isHeatStylingWord);
  let needs = 0;
  if (coloured === true) needs |= needBit('colourCare');
  if (lightened || brassy) needs |= needBit('toning');
  if (grey) needs |= needBit('greyCare');
  if (curlPatterns !== null && [...curlPatterns].some((pattern) => CURL_PATTERNS.has(pattern)))
    needs |= needBit('curlCare');
  if (heatStyling) needs |= needBit('heatProtection');
  let scalpBits = 0;
  for (const concern of scalpConcerns) scalpBits |= scalpBit(concern);
  if ((scalpBits & TREATED_SCALP_BITS) !== 0) needs |= needBit('scalpCare');
  return {
    gender: facts.gender,
    bands: {
      hairDensities: band('density'),
      hairTextures: curl,
      hairPorosity: band('porous'),
      hairElasticities: band('elasticity'),
    },
    curlPatterns,
    coloured,
    colours,
    toneable: colours === null ? null : (colours & TONING_COLOURS) !== 0 || lightened,
    scalpConcerns,
    scalpBits,
    oilyScalp: scalpConcerns.includes('oily'),
    sulfateFree: facts.otherFilters.some(isSulfateFreeWord),
    heatStyling,
    services,
    needs,
    wordBits: wordBitsReader(),
  };
}

/** Whether a product for the client's known gender: a product whose Genders leave it out is not, unless ForMen admits a man. */
function suitsGender(product: SuitabilityFacts, gender: Gender | null): boolean {
  if (gender === null || product.suitsGenders.length === 0) return true;
  return product.suitsGenders.includes(gender) || (gender === 'Male' && product.forMen);
}

/** The men's range: a product whose Genders name men and not women. */
const isMensRange = (product: SuitabilityFacts): boolean =>
  product.suitsGenders.includes('Male') && !product.suitsGenders.includes('Female');

/** A filter listing some, not all, of its vocabulary (the sheet keeps its words known and distinct). */
const narrows = (list: readonly string[], vocabulary: readonly string[]): boolean =>
  list.length > 0 && list.length < vocabulary.length;

const isColourCare = (product: SuitabilityFacts): boolean =>
  product.suitsColoured.includes('Coloured') && !product.suitsColoured.includes('Natural');

function isCurlProduct(product: SuitabilityFacts): boolean {
  const textures = product.suitsHairTextures;
  if (textures.length === 0) return false;
  for (const pattern of textures) if (!CURL_PATTERNS.has(pattern)) return false;
  return true;
}

/** The product's hair colours as bits (COLOUR_BITS): what its Suits HairColour says. */
function colourBitsOf(product: SuitabilityFacts, client: Client): number {
  const words = product.suitsHairColour;
  // Most products suit any colour, spelled as the catalogue spells it: no word needs reading.
  if (words.length === 0 || SPELLED_COLOURS.every((colour) => words.includes(colour))) return ANY_COLOUR;
  let bits = 0;
  for (const word of words) bits |= client.wordBits(word);
  return bits & COLOUR_BITS;
}

/** The basic colours as the catalogue spells them. */
const SPELLED_COLOURS = BASIC_COLOURS.map((colour) => colour.charAt(0).toUpperCase() + colour.slice(1));

/** What hair colours say: nothing (all basic colours, or none), toning (blonde or grey alone), or some colours. */
export function hairColourAim(bits: number): 'everyColour' | 'toning' | 'some' {
  if (bits === 0 || (bits & ANY_COLOUR) === ANY_COLOUR) return 'everyColour';
  return (bits & ~TONING_COLOURS) === 0 ? 'toning' : 'some';
}

/** The verdict on one product: the rule it breaks (null when it suits), and the answer that rule lacked. */
export interface Assessment {
  rule: SuitabilityRule | null;
  /** Set when the product was left out only for lack of this answer. */
  unanswered: Answer | null;
  /** The client's needs the product answers (when it suits). */
  needs: NeedSet;
  /** The product's hair colours and scalp concerns as bits, for its reasons (match). */
  colourBits: number;
  scalpBits: number;
}

const BAND_CHECKS = [
  { field: 'suitsHairDensities', filter: 'hairDensities', answer: 'density', values: 3 },
  { field: 'suitsHairPorosity', filter: 'hairPorosity', answer: 'porosity', values: 3 },
  { field: 'suitsHairElasticities', filter: 'hairElasticities', answer: 'elasticity', values: 3 },
] as const satisfies ReadonlyArray<{ field: BandField; filter: HairFilter; answer: Answer; values: number }>;

/**
 * Whether the product suits the client, by every rule of SUITABILITY_RULES. A rule the client's known
 * facts break decides; only when none does is a product left out for a missing answer, so the answer
 * named is one that could change the verdict.
 */
export function assess(product: SuitabilityFacts, client: Client): Assessment {
  // Read for each of 20,000 products per session: no closures or arrays are made here.
  let waitRule: SuitabilityRule | null = null;
  let waitAnswer: Answer | null = null;

  if (!suitsGender(product, client.gender)) return misfit('gender');
  if (client.gender === null && isMensRange(product)) {
    waitRule = 'mensRange';
    waitAnswer = 'gender';
  }

  const colourCare = isColourCare(product);
  if (colourCare) {
    if (client.coloured === false) return misfit('colourCare');
    if (client.coloured === null && waitRule === null) {
      waitRule = 'colourCare';
      waitAnswer = 'coloured';
    }
  } else if (client.coloured === true && product.suitsColoured.length === 1 && product.suitsColoured[0] === 'Natural')
    return misfit('colourCare');

  const textures = product.suitsHairTextures;
  const curlProduct = isCurlProduct(product);
  if (curlProduct || narrows(textures, BAND_VOCABULARY.suitsHairTextures)) {
    const rule = curlProduct ? 'curl' : 'hairType';
    const patterns = client.curlPatterns;
    if (patterns === null) {
      if (waitRule === null) {
        waitRule = rule;
        waitAnswer = 'curl';
      }
    } else if (!sharesAny(textures, patterns)) return misfit(rule);
  }
  for (let check = 0; check < BAND_CHECKS.length; check++) {
    const { field, filter, answer, values } = BAND_CHECKS[check] as (typeof BAND_CHECKS)[number];
    const list = product[field];
    if (list.length === 0 || list.length >= values) continue;
    const band = client.bands[filter];
    if (band === null) {
      if (waitRule === null) {
        waitRule = 'hairType';
        waitAnswer = answer;
      }
    } else if (!list.includes(band)) return misfit('hairType');
  }

  // The rules that read catalogue words by their meaning (Client.wordBits) come after the cheap ones.
  const colourBits = colourBitsOf(product, client);
  const colourAim = hairColourAim(colourBits);
  if (colourAim !== 'everyColour') {
    const rule = colourAim === 'toning' ? 'toning' : 'hairColour';
    if (client.colours === null) {
      if (waitRule === null) {
        waitRule = rule;
        waitAnswer = 'hairColour';
      }
    } else {
      if (colourAim === 'toning' && client.toneable === false) return misfit('toning');
      if ((colourBits & client.colours) === 0) return misfit(rule);
    }
  }
  const toning = colourAim === 'toning' && (colourBits & colourBit('blonde')) !== 0;
  const greyCare = colourAim === 'toning' && (colourBits & colourBit('grey')) !== 0;

  let scalpBits = 0;
  for (const word of product.suitsScalpConcerns) scalpBits |= client.wordBits(word);
  scalpBits &= SCALP_BITS;
  // An oil, or a mask not made for an oily scalp, weighs one down.
  if (client.oilyScalp && (product.isOil || (product.isMask && (scalpBits & scalpBit('oily')) === 0)))
    return misfit('oilyScalp');
  if (scalpBits !== 0 && (scalpBits & client.scalpBits) === 0) return misfit('scalp');

  let otherBits = 0;
  if (client.sulfateFree || client.heatStyling)
    for (const word of product.suitsOtherFilters) otherBits |= client.wordBits(word);
  if (client.sulfateFree && product.productType === 'Shampoo' && (otherBits & SULFATE_FREE_BIT) === 0)
    return misfit('sulfateFree');

  if (waitRule !== null) return { rule: waitRule, unanswered: waitAnswer, needs: 0, colourBits, scalpBits };

  let needs = 0;
  if (colourCare) needs |= COLOUR_CARE;
  if (toning) needs |= TONING;
  if (greyCare) needs |= GREY_CARE;
  if (curlProduct) needs |= CURL_CARE;
  if ((otherBits & HEAT_STYLING_BIT) !== 0) needs |= HEAT_PROTECTION;
  if ((scalpBits & client.scalpBits & TREATED_SCALP_BITS) !== 0) needs |= SCALP_CARE;
  return { rule: null, unanswered: null, needs: needs & client.needs, colourBits, scalpBits };
}

const misfit = (rule: SuitabilityRule): Assessment => ({
  rule,
  unanswered: null,
  needs: 0,
  colourBits: 0,
  scalpBits: 0,
});

/** Whether the product's scalp concerns (its bits) include this one. */
export const hasScalpConcern = (scalpBits: number, label: string): boolean => (scalpBits & scalpBit(label)) !== 0;

function sharesAny(list: readonly string[], words: ReadonlySet<string>): boolean {
  for (const word of list) if (words.has(word)) return true;
  return false;
}

const COLOUR_CARE = needBit('colourCare');
const TONING = needBit('toning');
const GREY_CARE = needBit('greyCare');
const CURL_CARE = needBit('curlCare');
const HEAT_PROTECTION = needBit('heatProtection');
const SCALP_CARE = needBit('scalpCare');
