import { Kind, visit, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { UserError } from '../errors.ts';
import { refuseBeforeExecution } from './refuse-before-execution.ts';

/**
 * The most rows (times the fields asked of each) one request may ask for. A products page of 100
 * with every field our screens show costs about 1,600; the limit leaves room for three such lists
 * in one request, and refuses a request that asks for the same list twenty times over.
 */
export const MAX_LIST_SIZE_COST = 5_000;

export const QUERY_TOO_COSTLY_MESSAGE = 'This request asks for too many rows at once. Please ask for fewer.';

/**
 * A field that takes `limit` returns up to that many rows, so what is asked of each row counts that
 * many times. Validation's cost limit counts a field once whatever its arguments, which let 19
 * aliases of `products(limit: 100)` through.
 */
const rowsTimesChildren: ComplexityEstimator = ({ args, childComplexity }) => {
  const limit: unknown = args['limit'];
  return typeof limit === 'number' && limit > 0 ? 1 + childComplexity * limit : undefined;
};

const estimators = [rowsTimesChildren, simpleEstimator({ defaultComplexity: 1 })];

/** The request's cost with its variables applied. */
export function listSizeCost(
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'variableValues' | 'operationName'>,
): number {
  return getComplexity({
    schema: args.schema,
    query: args.document,
    variables: args.variableValues ?? {},
    ...(args.operationName ? { operationName: args.operationName } : {}),
    estimators,
  });
}

/** Variables that can change a document's cost: row limits, and the conditions of @include and @skip. */
function costVariablesOf(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    [Kind.ARGUMENT]: (node) => {
      if ((node.name.value === 'limit' || node.name.value === 'if') && node.value.kind === Kind.VARIABLE)
        names.add(node.value.name.value);
    },
  });
  return [...names];
}

/** Enough for every screen's queries with every limit they page by; emptied when full. */
const COSTS_KEPT_PER_DOCUMENT = 256;

/**
 * Yoga hands every request of the same text the same parsed document, so a document's cost is
 * worked out once for each value of the variables that can change it, not on every request.
 */
const documentCosts = new WeakMap<DocumentNode, { costVariables: string[]; costs: Map<string, number> }>();

function cachedListSizeCost(args: ExecutionArgs): number {
  let known = documentCosts.get(args.document);
  if (!known) {
    known = { costVariables: costVariablesOf(args.document), costs: new Map() };
    documentCosts.set(args.document, known);
  }
  const variables = args.variableValues ?? {};
  const key = `${args.operationName ?? ''}\u0000${known.costVariables.map((name) => JSON.stringify(variables[name] ?? null)).join(',')}`;
  let cost = known.costs.get(key);
  if (cost === undefined) {
    cost = listSizeCost(args);
    if (known.costs.size >= COSTS_KEPT_PER_DOCUMENT) known.costs.clear();
    known.costs.set(key, cost);
  }
  return cost;
}

function tooCostly(args: ExecutionArgs): ExecutionResult | null {
  return cachedListSizeCost(args) > MAX_LIST_SIZE_COST
    ? { errors: [new UserError('QUERY_TOO_COSTLY', QUERY_TOO_COSTLY_MESSAGE)] }
    : null;
}

/** Refuses, before any resolver runs, a request whose lists together would cost more than MAX_LIST_SIZE_COST. */
export function useListSizeCostLimit(): Plugin {
  return refuseBeforeExecution(tooCostly);
}
