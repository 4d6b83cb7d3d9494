import { NEEDS, assess, clientOf, foldName, needBit, type Need, type NeedSet } from './product-suitability.ts';
import {
  MAX_PICKS_PER_TYPE,
  productScorer,
  regimenTypes,
  typeKey,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { MAX_RECOMMENDATIONS_PER_SESSION, isRecommendable } from './recommendations.ts';

/**
 * The rules a session's recommendations keep, each a check of the picks against the request: what the
 * engine promises (recommendation-engine.ts), held by its property tests and measured over generated
 * sessions by bench/recommendations.ts, so the rules are written once. Whether a product suits the
 * client is product-suitability.ts's to say.
 *
 * A product counts as on offer for a type only when no pick of another type has its name: names are
 * unique across the picks, so such a product could not have been picked.
 */
export const REGIMEN_RULES = {
  eligible: 'Every pick may be recommended',
  suits: 'Every pick suits the client',
  typesCovered: 'A shampoo and a conditioner whenever the salon has one that suits',
  treatmentWhenAsked:
    'A treatment when one is chosen or the analysis calls for one, whenever the salon has one that suits',
  stylingWhenAsked:
    'A styling product for heat styling, curly hair or a curl service, whenever the salon has one that suits',
  needsAnswered: 'Every need of the client answered whenever a product that suits answers it and the list has room',
  onlyWhatIsNeeded: 'After the routine’s steps, every pick answers a need no earlier pick answers',
  atMostThreePerType: `At most ${MAX_PICKS_PER_TYPE} products of one type`,
  atMostTen: `At most ${MAX_RECOMMENDATIONS_PER_SESSION} products`,
  noDuplicateNames: 'No two picks with the same name (trimmed, without case)',
  reasonsOnEveryPick: 'Every pick says why: its reasons, or the step it stands in for',
  preferredBrandLeads: 'The preferred brand leads every step, and answers every need, where it has a suitable product',
} as const;

export type RegimenRule = keyof typeof REGIMEN_RULES;

type Request = RecommendationRequest<RecommendationCandidate>;
type Pick = RecommendationPick<RecommendationCandidate>;

/** What the checks read of one session, worked out once. */
interface Session {
  request: Request;
  picks: readonly Pick[];
  steps: ReadonlySet<string>;
  /** How many picks open the list as the routine's steps. */
  stepCount: number;
  clientNeeds: NeedSet;
  /** Eligible products that suit the client, each with the client's needs it answers. */
  suitable: ReadonlyArray<{ product: RecommendationCandidate; needs: NeedSet }>;
  score: (product: RecommendationCandidate) => number;
  needsOf: (product: RecommendationCandidate) => NeedSet;
  picksOf: (type: string) => Pick[];
  /** The suitable products of a type whose name no pick of another type has. */
  offered: (type: string) => RecommendationCandidate[];
}

function session(request: Request, picks: readonly Pick[]): Session {
  const client = clientOf(request);
  const suitable = request.products
    .filter((product) => isRecommendable(product, request.visibleBrandIds))
    .map((product) => ({ product, verdict: assess(product, client) }))
    .filter(({ verdict }) => verdict.rule === null)
    .map(({ product, verdict }) => ({ product, needs: verdict.needs }));
  const scorer = productScorer(request);
  const stepTypes = regimenTypes(request);
  return {
    request,
    picks,
    steps: new Set(stepTypes),
    stepCount: stepTypes.filter((type) => picks.some((pick) => typeKey(pick.product) === type)).length,
    clientNeeds: client.needs,
    suitable,
    score: (product) => scorer(product).score,
    needsOf: (product) => scorer(product).needs,
    picksOf: (type) => picks.filter((pick) => typeKey(pick.product) === type),
    offered: (type) => {
      const others = new Set(
        picks.filter((pick) => typeKey(pick.product) !== type).map((pick) => foldName(pick.product.name)),
      );
      return suitable
        .map(({ product }) => product)
        .filter((product) => typeKey(product) === type && !others.has(foldName(product.name)));
    },
  };
}

/** Every pick is eligible (in stock, not archived, of a brand the salon shows). */
export const keepsEligibility = (request: Request, picks: readonly Pick[]): boolean =>
  picks.every((pick) => isRecommendable(pick.product, request.visibleBrandIds));

/** Every pick suits the client by every rule of product-suitability.ts. */
export function suitsTheClient(request: Request, picks: readonly Pick[]): boolean {
  const client = clientOf(request);
  return picks.every((pick) => assess(pick.product, client).rule === null);
}

function stepCovered(s: Session, type: string): boolean {
  return !s.steps.has(type) || s.picksOf(type).length > 0 || s.offered(type).length === 0;
}

export const coversShampooAndConditioner = (request: Request, picks: readonly Pick[]): boolean => {
  const s = session(request, picks);
  return stepCovered(s, 'Shampoo') && stepCovered(s, 'Conditioner');
};

export const coversTreatmentWhenAsked = (request: Request, picks: readonly Pick[]): boolean =>
  stepCovered(session(request, picks), 'Treatment');

export const coversStylingWhenAsked = (request: Request, picks: readonly Pick[]): boolean =>
  stepCovered(session(request, picks), 'Styling');

/** The list so far, as the engine fills it: names, SKUs and types taken, needs answered. */
interface Filled {
  names: Set<string>;
  skus: Set<string>;
  types: Map<string, number>;
  answered: NeedSet;
}

function filledWith(s: Session, picks: readonly Pick[]): Filled {
  const filled: Filled = { names: new Set(), skus: new Set(), types: new Map(), answered: 0 };
  for (const pick of picks) addTo(s, filled, pick);
  return filled;
}

function addTo(s: Session, filled: Filled, pick: Pick): void {
  filled.names.add(foldName(pick.product.name));
  filled.skus.add(pick.product.sku);
  const type = typeKey(pick.product);
  filled.types.set(type, (filled.types.get(type) ?? 0) + 1);
  filled.answered |= s.needsOf(pick.product);
}

/** The suitable products the list could still take for a need. */
function candidatesFor(s: Session, filled: Filled, need: Need): RecommendationCandidate[] {
  return s.suitable
    .filter(
      ({ product, needs }) =>
        (needs & needBit(need)) !== 0 &&
        !filled.names.has(foldName(product.name)) &&
        !filled.skus.has(product.sku) &&
        (filled.types.get(typeKey(product)) ?? 0) < MAX_PICKS_PER_TYPE,
    )
    .map(({ product }) => product);
}

const unanswered = (s: Session, filled: Filled): Need[] =>
  NEEDS.filter((need) => (s.clientNeeds & needBit(need)) !== 0 && (filled.answered & needBit(need)) === 0);

/** The list stops with a need unanswered only when it is full, or no product that suits could still answer it. */
export function answersEveryNeed(request: Request, picks: readonly Pick[]): boolean {
  if (picks.length >= MAX_RECOMMENDATIONS_PER_SESSION) return true;
  const s = session(request, picks);
  const filled = filledWith(s, picks);
  return unanswered(s, filled).every((need) => candidatesFor(s, filled, need).length === 0);
}

/** After the steps, each pick answers a need of the client that no earlier pick answers: no padding. */
export function picksOnlyWhatIsNeeded(request: Request, picks: readonly Pick[]): boolean {
  const s = session(request, picks);
  const filled = filledWith(s, picks.slice(0, s.stepCount));
  for (const pick of picks.slice(s.stepCount)) {
    if ((s.needsOf(pick.product) & s.clientNeeds & ~filled.answered) === 0) return false;
    addTo(s, filled, pick);
  }
  return true;
}

export function keepsTypesToThree(picks: readonly Pick[]): boolean {
  const counts = new Map<string, number>();
  for (const pick of picks) counts.set(typeKey(pick.product), (counts.get(typeKey(pick.product)) ?? 0) + 1);
  return [...counts.values()].every((count) => count <= MAX_PICKS_PER_TYPE);
}

export const keepsToTen = (picks: readonly Pick[]): boolean => picks.length <= MAX_RECOMMENDATIONS_PER_SESSION;

export const hasNoDuplicateNames = (picks: readonly Pick[]): boolean =>
  new Set(picks.map((pick) => foldName(pick.product.name))).size === picks.length;

/**
 * Every pick shows why: a summary, and one reason for each point of its score. Only a regimen step's
 * first pick may match nothing, and its summary then says which step it stands in for.
 */
export function givesReasonsForEveryPick(request: Request, picks: readonly Pick[]): boolean {
  const s = session(request, picks);
  return picks.every((pick) => {
    const type = typeKey(pick.product);
    return (
      pick.summary.trim() !== '' &&
      pick.score === s.score(pick.product) &&
      pick.reasons.length === pick.score &&
      (pick.score > 0 || (s.steps.has(type) && s.picksOf(type)[0] === pick))
    );
  });
}

/**
 * A step's suitable products: its matches; when nothing matches, its fallbacks, else anything of the
 * type that suits (the engine's stand-ins).
 */
function suitableForStep(s: Session, type: string): RecommendationCandidate[] {
  const offered = s.offered(type);
  const matched = offered.filter((product) => s.score(product) > 0);
  if (matched.length > 0) return matched;
  const fallbacks = offered.filter((product) => product.isFallback);
  return fallbacks.length > 0 ? fallbacks : offered;
}

function stepsPreferredCanLead(s: Session): string[] {
  const preferred = s.request.preferredBrandId;
  if (preferred === null) return [];
  return [...s.steps].filter(
    (type) => s.picksOf(type).length > 0 && suitableForStep(s, type).some((product) => product.brandId === preferred),
  );
}

/** The steps where the salon's preferred brand has a suitable product, so must lead. */
export const typesThePreferredBrandCanLead = (request: Request, picks: readonly Pick[]): string[] =>
  stepsPreferredCanLead(session(request, picks));

/**
 * The preferred brand's product is the first pick of every step where it has a suitable one, and each
 * product added for a need is the preferred brand's whenever it has one the list could take. A need is
 * filled in NEEDS order: the first still unanswered that some product could answer.
 */
export function preferredBrandLeads(request: Request, picks: readonly Pick[]): boolean {
  const s = session(request, picks);
  const preferred = request.preferredBrandId;
  if (preferred === null) return true;
  if (!stepsPreferredCanLead(s).every((type) => s.picksOf(type)[0]?.product.brandId === preferred)) return false;
  const filled = filledWith(s, picks.slice(0, s.stepCount));
  for (const pick of picks.slice(s.stepCount)) {
    const need = unanswered(s, filled).find((one) => candidatesFor(s, filled, one).length > 0);
    const preferredCan =
      need !== undefined && candidatesFor(s, filled, need).some((product) => product.brandId === preferred);
    if (preferredCan && pick.product.brandId !== preferred) return false;
    addTo(s, filled, pick);
  }
  return true;
}

/** The rules these picks break for this request; none when the engine keeps its promises. */
export function regimenRuleBreaks(request: Request, picks: readonly Pick[]): RegimenRule[] {
  const checks: Record<RegimenRule, () => boolean> = {
    eligible: () => keepsEligibility(request, picks),
    suits: () => suitsTheClient(request, picks),
    typesCovered: () => coversShampooAndConditioner(request, picks),
    treatmentWhenAsked: () => coversTreatmentWhenAsked(request, picks),
    stylingWhenAsked: () => coversStylingWhenAsked(request, picks),
    needsAnswered: () => answersEveryNeed(request, picks),
    onlyWhatIsNeeded: () => picksOnlyWhatIsNeeded(request, picks),
    atMostThreePerType: () => keepsTypesToThree(picks),
    atMostTen: () => keepsToTen(picks),
    noDuplicateNames: () => hasNoDuplicateNames(picks),
    reasonsOnEveryPick: () => givesReasonsForEveryPick(request, picks),
    preferredBrandLeads: () => preferredBrandLeads(request, picks),
  };
  return (Object.keys(checks) as RegimenRule[]).filter((rule) => !checks[rule]());
}
