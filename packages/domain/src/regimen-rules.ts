import {
  MAX_PICKS_PER_TYPE,
  foldName,
  isEligibleFor,
  productScorer,
  regimenTypes,
  typeKey,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { MAX_RECOMMENDATIONS_PER_SESSION } from './recommendations.ts';

/**
 * The rules a session's recommendations keep, each a check of the picks against the request: what the
 * engine promises (recommendation-engine.ts), held by its property tests and measured over generated
 * sessions by bench/recommendations.ts, so the rules are written once.
 *
 * A product counts as on offer for a type only when no pick of another type has its name: names are
 * unique across the picks, so such a product could not have been picked.
 */
export const REGIMEN_RULES = {
  eligible: 'Every pick may be recommended and suits the client’s known gender',
  typesCovered: 'A shampoo and a conditioner whenever the salon has one',
  treatmentWhenAsked: 'A treatment when one is chosen or the analysis calls for one, whenever the salon has one',
  stylingWhenAsked: 'A styling product for heat styling or curly hair, whenever the salon has one',
  atMostThreePerType: `At most ${MAX_PICKS_PER_TYPE} products of one type`,
  atMostTen: `At most ${MAX_RECOMMENDATIONS_PER_SESSION} products`,
  noDuplicateNames: 'No two picks with the same name (trimmed, without case)',
  reasonsOnEveryPick: 'Every pick says why: its reasons, or the step it stands in for',
  preferredBrandLeads: 'The preferred brand leads every type where it has a suitable product',
} as const;

export type RegimenRule = keyof typeof REGIMEN_RULES;

type Request = RecommendationRequest<RecommendationCandidate>;
type Pick = RecommendationPick<RecommendationCandidate>;

/** What the checks read of one session, worked out once. */
interface Session {
  request: Request;
  picks: readonly Pick[];
  steps: ReadonlySet<string>;
  score: (product: RecommendationCandidate) => number;
  picksOf: (type: string) => Pick[];
  /** The eligible products of a type whose name no pick of another type has. */
  offered: (type: string) => RecommendationCandidate[];
}

function session(request: Request, picks: readonly Pick[]): Session {
  const eligible = request.products.filter((product) => isEligibleFor(request, product));
  return {
    request,
    picks,
    steps: new Set(regimenTypes(request)),
    score: productScorer(request),
    picksOf: (type) => picks.filter((pick) => typeKey(pick.product) === type),
    offered: (type) => {
      const others = new Set(
        picks.filter((pick) => typeKey(pick.product) !== type).map((pick) => foldName(pick.product.name)),
      );
      return eligible.filter((product) => typeKey(product) === type && !others.has(foldName(product.name)));
    },
  };
}

/** Every pick is eligible (RESOLUTIONS 8 and the client's known gender). */
export function keepsEligibility(request: Request, picks: readonly Pick[]): boolean {
  return picks.every((pick) => isEligibleFor(request, pick.product));
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
 * A type's suitable products: its matches; for a regimen step nothing matches, its fallbacks, else
 * anything of the type (the engine's stand-ins).
 */
function suitable(s: Session, type: string): RecommendationCandidate[] {
  const offered = s.offered(type);
  const matched = offered.filter((product) => s.score(product) > 0);
  if (matched.length > 0 || !s.steps.has(type)) return matched;
  const fallbacks = offered.filter((product) => product.isFallback);
  return fallbacks.length > 0 ? fallbacks : offered;
}

function typesPreferredCanLead(s: Session): string[] {
  const preferred = s.request.preferredBrandId;
  if (preferred === null) return [];
  const types = [...new Set(s.picks.map((pick) => typeKey(pick.product)))];
  return types.filter((type) => suitable(s, type).some((product) => product.brandId === preferred));
}

/** The types among the picks where the salon's preferred brand has a suitable product, so must lead. */
export const typesThePreferredBrandCanLead = (request: Request, picks: readonly Pick[]): string[] =>
  typesPreferredCanLead(session(request, picks));

/** The preferred brand's product is the first pick of every type where it has a suitable one. */
export function preferredBrandLeads(request: Request, picks: readonly Pick[]): boolean {
  const s = session(request, picks);
  return typesPreferredCanLead(s).every((type) => s.picksOf(type)[0]?.product.brandId === request.preferredBrandId);
}

/** The rules these picks break for this request; none when the engine keeps its promises. */
export function regimenRuleBreaks(request: Request, picks: readonly Pick[]): RegimenRule[] {
  const checks: Record<RegimenRule, () => boolean> = {
    eligible: () => keepsEligibility(request, picks),
    typesCovered: () => coversShampooAndConditioner(request, picks),
    treatmentWhenAsked: () => coversTreatmentWhenAsked(request, picks),
    stylingWhenAsked: () => coversStylingWhenAsked(request, picks),
    atMostThreePerType: () => keepsTypesToThree(picks),
    atMostTen: () => keepsToTen(picks),
    noDuplicateNames: () => hasNoDuplicateNames(picks),
    reasonsOnEveryPick: () => givesReasonsForEveryPick(request, picks),
    preferredBrandLeads: () => preferredBrandLeads(request, picks),
  };
  return (Object.keys(checks) as RegimenRule[]).filter((rule) => !checks[rule]());
}
