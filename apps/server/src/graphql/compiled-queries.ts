import {
  createSourceEventStream,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

/** A document asked for this many times is compiled; one asked for once is run as it is. */
export const COMPILE_AFTER_RUNS = 2;

interface Compiled {
  operation: OperationDefinitionNode;
  query: CompiledQuery;
}

interface DocumentRuns {
  runs: number;
  /** By operation name; null: a mutation, or an operation graphql-jit could not compile. */
  compiled: Map<string, Compiled | null>;
}

function compiledOperation(args: ExecutionArgs, known: DocumentRuns): Compiled | null {
  const name = args.operationName ?? '';
  let compiled = known.compiled.get(name);
  if (compiled === undefined) {
    const operation = getOperationAST(args.document, args.operationName);
    const attempt = operation && operation.operation !== 'mutation' ? compileQuery(args.schema, args.document, args.operationName ?? undefined) : null;
    compiled = operation && attempt && isCompiledQuery(attempt) ? { operation, query: attempt } : null;
    known.compiled.set(name, compiled);
  }
  return compiled;
}

/**
 * Each event of a subscription's source stream, run through the compiled selection with the event
 * as its root, as graphql-js's executor maps a subscription's events (MapSourceToResponseEvent). An
 * error of the source stream (a scope refusal is one) ends the stream located at the operation, as
 * the executor's does.
 */
async function* compiledEvents(source: AsyncIterable<unknown>, run: ExecutionArgs, compiled: Compiled): AsyncGenerator<ExecutionResult> {
  try {
    for await (const event of source) yield await compiled.query.query(event, run.contextValue, run.variableValues);
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    throw new GraphQLError(error.message, { originalError: error, nodes: [compiled.operation] });
  }
}

/**
 * Queries a screen asks for again and again, and each event of a live subscription, run as
 * functions compiled from their document (graphql-jit), as Mercurius does with its `jit` option: a
 * page of appointments spent a third of its time outside SQL walking the document in the executor,
 * and a cart change walked it again for every listener. The same resolvers run, with the same scopes
 * and validation, and the variables are first checked by graphql-js's own rules, so a wrong one is
 * refused in the same words whichever way the operation runs. A subscription's stream is still
 * opened (and refused) by graphql-js; only its events are compiled.
 *
 * Only documents already seen are compiled, so a stream of one-off documents (a fuzzer, a curious
 * caller) costs no compilation. Mutations keep the executor: graphql-jit coerces an input object's
 * missing non-null field to an error instead of its default value, and our inputs have such
 * defaults (RegisterAccountInput's country). Compiled documents live as long as Yoga's parsed copy.
 */
export function useCompiledQueries(): Plugin {
  const documents = new WeakMap<DocumentNode, DocumentRuns>();
  /** The compiled form of an operation already run before, with variables graphql-js accepts; else null. */
  const compiledFor = (args: ExecutionArgs): Compiled | null => {
    let known = documents.get(args.document);
    if (!known) {
      known = { runs: 0, compiled: new Map() };
      documents.set(args.document, known);
    }
    if (known.runs < COMPILE_AFTER_RUNS) known.runs += 1;
    if (known.runs < COMPILE_AFTER_RUNS) return null;
    const compiled = compiledOperation(args, known);
    if (!compiled) return null;
    const checked = getVariableValues(args.schema, compiled.operation.variableDefinitions ?? [], args.variableValues ?? {});
    return checked.errors ? null : compiled;
  };
  return {
    onExecute({ args, setExecuteFn }) {
      const compiled = compiledFor(args);
      if (compiled?.operation.operation === 'query') setExecuteFn((run) => compiled.query.query(run.rootValue, run.contextValue, run.variableValues));
    },
    onSubscribe({ args, setSubscribeFn }) {
      const compiled = compiledFor(args);
      if (compiled?.operation.operation !== 'subscription') return;
      setSubscribeFn(async (run) => {
        const source = await createSourceEventStream(run);
        return isAsyncIterable(source) ? compiledEvents(source, run, compiled) : source;
      });
    },
  };
}
