import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

const namesByField = new WeakMap<FieldNode, ReadonlySet<string>>();

/**
 * The names of the fields asked for directly under this one, through fragments too. @skip and
 * @include are not weighed: a resolver that reads ahead on this reads at most a little more. A parsed
 * document is cached across requests, so its answer is worked out once per field of it.
 */
export function selectedFieldNames(info: GraphQLResolveInfo): ReadonlySet<string> {
  const [only] = info.fieldNodes;
  const cached = only && info.fieldNodes.length === 1 ? namesByField.get(only) : undefined;
  if (cached) return cached;
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  if (only && info.fieldNodes.length === 1) namesByField.set(only, names);
  return names;
}
