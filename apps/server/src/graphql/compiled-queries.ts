import { useGraphQlJit } from '@envelop/graphql-jit';
import {
  getNamedType,
  isInputObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { FastifyBaseLogger } from 'fastify';

/** Whether any argument or variable of the document is, or holds, an input object. */
function takesInputObject(schema: GraphQLSchema, document: DocumentNode): boolean {
  let found = false;
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      // Variables are checked by their declared type, arguments (literals included) by theirs.
      VariableDefinition() {
        if (isInputObjectType(getNamedType(typeInfo.getInputType()))) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
      Argument() {
        if (isInputObjectType(getNamedType(typeInfo.getInputType()))) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

/**
 * The query a document holds, when graphql-jit may run it: its only operation, a query, which takes
 * no input object. graphql-jit coerces variables and literals with its own code, which has given
 * input objects different defaults from graphql-js (decisions 030, 032); mutations and live streams
 * gain nothing worth that risk. The plugin keeps one compiled function per document whatever the
 * operation name, so a document of several operations is never compiled.
 */
export function compilableQuery(schema: GraphQLSchema, document: DocumentNode): OperationDefinitionNode | null {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const [operation] = operations;
  if (operations.length !== 1 || !operation || operation.operation !== 'query') return null;
  return takesInputObject(schema, document) ? null : operation;
}

/**
 * Runs such a query as a function graphql-jit compiles on its first run, with the same resolvers;
 * everything else goes to graphql-js. Compiled functions and checks are kept beside the documents
 * Yoga keeps parsed, and go when they do; so each runs once per document Yoga holds.
 */
export function useCompiledQueries(log: FastifyBaseLogger) {
  const checked = new WeakMap<DocumentNode, OperationDefinitionNode | null>();
  const enableIf = ({ schema, document, operationName }: ExecutionArgs): boolean => {
    let query = checked.get(document);
    if (query === undefined) {
      query = compilableQuery(schema, document);
      checked.set(document, query);
    }
    // A name the document does not hold is graphql-js's to refuse.
    return query !== null && (operationName == null || operationName === query.name?.value);
  };
  return useGraphQlJit(
    {},
    {
      enableIf,
      // The request is answered with the errors as they are; this notes that a query of ours did not compile.
      onError: (result) => log.warn({ errors: result.errors }, 'graphql-jit could not compile a query'),
    },
  );
}
