import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** GraphiQL's own introspection query is 15 levels deep; type references nest no deeper than that. */
export const MAX_INTROSPECTION_DEPTH = 20;
export const INTROSPECTION_TOO_DEEP_MESSAGE = `Introspection deeper than ${MAX_INTROSPECTION_DEPTH} levels is not answered.`;

const isIntrospectionField = (name: string) => name === '__schema' || name === '__type';

/** Levels of fields below a selection, through fragments; a fragment already on the path counts nothing. */
function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  path: ReadonlySet<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, fragment, path));
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragment, path));
    else if (!path.has(selection.name.value)) {
      const spread = fragment(selection.name.value);
      deepest = Math.max(deepest, depthOf(spread?.selectionSet, fragment, new Set([...path, selection.name.value])));
    }
  }
  return deepest;
}

/**
 * The depth limit of ordinary queries leaves __schema out (GraphiQL's query is deeper than any
 * screen's), which let a 1,300-level introspection query through; this one holds introspection to
 * what GraphiQL needs.
 */
function introspectionDepthRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (!isIntrospectionField(node.name.value)) return undefined;
      if (1 + depthOf(node.selectionSet, (name) => context.getFragment(name), new Set()) > MAX_INTROSPECTION_DEPTH) {
        context.reportError(new GraphQLError(INTROSPECTION_TOO_DEEP_MESSAGE, { nodes: [node] }));
      }
      // Nothing below an introspection field is another one worth checking on its own.
      return false;
    },
  };
}

/**
 * In production the API answers no introspection (__schema, __type) unless GRAPHQL_INTROSPECTION
 * says otherwise: the web app reads the printed schema, and a stranger gains a map of every field.
 * Where it is answered, it is held to MAX_INTROSPECTION_DEPTH.
 */
export function useIntrospectionSetting(options: { allowed: boolean }): Plugin {
  const rule = options.allowed ? introspectionDepthRule : NoSchemaIntrospectionCustomRule;
  return { onValidate: ({ addValidationRule }) => addValidationRule(rule) };
}
