import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

export type RootOperation = 'query' | 'mutation' | 'subscription';

export interface RootField {
  operation: RootOperation;
  field: GraphQLField<unknown, unknown>;
}

/** Every root field of the schema: the list the tenancy tests walk, so no field can be forgotten. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: Array<[RootOperation, ReturnType<GraphQLSchema['getQueryType']>]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([operation, type]) =>
    type ? Object.values(type.getFields()).map((field) => ({ operation, field })) : [],
  );
}

export function takesAnId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === 'ID';
  if (isInputObjectType(named)) {
    if (seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((field) => takesAnId(field.type, seen));
  }
  return false;
}

/**
 * A value of the argument's type: ids come from `idFor` (the other salon's records), every other
 * string is `text`, everything else a plausible filler. Optional input fields are left out unless they carry an id.
 */
export function sampleValue(
  type: GraphQLInputType,
  name: string,
  idFor: (argumentName: string) => string,
  text = 'sample',
): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name, idFor, text);
  if (isListType(type)) return [sampleValue(type.ofType, name, idFor, text)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || takesAnId(field.type))
        .map((field) => [field.name, sampleValue(field.type, field.name, idFor, text)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return idFor(name);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'DateTime':
        return new Date('2026-01-01T00:00:00Z').toISOString();
      default:
        return text;
    }
  }
  return null;
}

export function argumentList(args: ReadonlyArray<GraphQLArgument>): { definitions: string; uses: string } {
  return {
    definitions: args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', '),
    uses: args.map((arg) => `${arg.name}: $${arg.name}`).join(', '),
  };
}
