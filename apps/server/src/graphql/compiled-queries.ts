import {
  createSourceEventStream,
  getNamedType,
  getOperationAST,
  GraphQLError,
  isInputObjectType,
  typeFromAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { isAsyncIterable, mapAsyncIterator, type Plugin } from 'graphql-yoga';

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

/**
 * An operation graphql-jit runs as graphql-js would: a query or subscription whose variables are
 * scalars and enums. An input object variable is coerced differently (a missing field becomes null,
 * not absent; a missing non-null field with a default is refused), so it is never compiled.
 */
function compilable(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  if (operation.operation === 'mutation') return false;
  return (operation.variableDefinitions ?? []).every((definition) => {
    const type = typeFromAST(schema, definition.type);
    return type !== undefined && !isInputObjectType(getNamedType(type));
  });
}

function compiledOperation(args: ExecutionArgs, known: DocumentRuns): Compiled | null {
  const name = args.operationName ?? '';
  let compiled = known.compiled.get(name);
  if (compiled === undefined) {
    const operation = getOperationAST(args.document, args.operationName);
    const attempt = operation && compilable(args.schema, operation) ? compileQuery(args.schema, args.document, args.operationName ?? undefined) : null;
    compiled = operation && attempt && isCompiledQuery(attempt) ? { operation, query: attempt } : null;
    known.compiled.set(name, compiled);
  }
  return compiled;
}

/**
 * Each event of a subscription's source stream, run through the compiled selection with the event
 * as its root, as the executor maps a subscription's events (MapSourceToResponseEvent), with the
 * same mapping: a listener that leaves ends the source at once (an async generator would end it only
 * at the next event, keeping a quiet salon's subscription open), and an error of the source stream
 * (a scope refusal is one) ends it located at the operation.
 */
function compiledEvents(source: AsyncIterable<unknown>, run: ExecutionArgs, compiled: Compiled): AsyncIterableIterator<ExecutionResult> {
  return mapAsyncIterator(
    source[Symbol.asyncIterator](),
    (event) => compiled.query.query(event, run.contextValue, run.variableValues),
    (error: unknown) => {
      throw error instanceof Error ? new GraphQLError(error.message, { originalError: error, nodes: [compiled.operation] }) : error;
    },
  );
}

/**
 * Queries a screen asks for again and again, and each event of a live subscription, run as
 * functions compiled from their document (graphql-jit), as Mercurius does with its `jit` option: a
 * page of appointments spent a third of its time outside SQL walking the document in the executor,
 * and a cart change walked it again for every listener. The same resolvers run, with the same scopes
 * and validation. A subscription's stream is still opened by graphql-js; only its events are
 * compiled.
 *
 * Only documents already seen are compiled, so a stream of one-off documents (a fuzzer, a curious
 * caller) costs no compilation. Mutations, and operations taking an input object, keep the executor:
 * graphql-jit coerces input objects differently (see compilable), and our mutations' inputs have
 * defaults (RegisterAccountInput's country). Compiled documents live as long as Yoga's parsed copy.
 */
export function useCompiledQueries(): Plugin {
  const documents = new WeakMap<DocumentNode, DocumentRuns>();
  /** The compiled form of an operation already run before; else null. */
  const compiledFor = (args: ExecutionArgs): Compiled | null => {
    let known = documents.get(args.document);
    if (!known) {
      known = { runs: 0, compiled: new Map() };
      documents.set(args.document, known);
    }
    if (known.runs < COMPILE_AFTER_RUNS) known.runs += 1;
    return known.runs < COMPILE_AFTER_RUNS ? null : compiledOperation(args, known);
  };
  // A refusal before anything runs (wrong variables; for a subscription, its scope too) comes from
  // the executor the operation would otherwise run on, so it reads the same compiled or not.
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledFor(args);
      if (compiled?.operation.operation !== 'query') return;
      setExecuteFn(async (run) => {
        const result = await compiled.query.query(run.rootValue, run.contextValue, run.variableValues);
        // Without data, graphql-jit refused the variables before running anything.
        return 'data' in result ? result : executeFn(run);
      });
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const compiled = compiledFor(args);
      if (compiled?.operation.operation !== 'subscription') return;
      setSubscribeFn(async (run) => {
        const source = await createSourceEventStream(run);
        return isAsyncIterable(source) ? compiledEvents(source, run, compiled) : subscribeFn(run);
      });
    },
  };
}
