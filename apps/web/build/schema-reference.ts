import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  print,
  astFromValue,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'vite';
import { API_KEY_REACH } from '../../../packages/domain/src/api-keys.ts';
import type { SchemaArgument, SchemaField, SchemaReference, SchemaType } from 'virtual:piiq-schema-reference';

/**
 * What an API key reaches, in the schema's names (the integrations contract: a salon's appointments,
 * clients, orders, carts, products and catalogue, and its profile; writes on appointments, rebooking
 * and orders). Only these fields of these three types are listed; every type they reach is listed
 * whole. A name the schema no longer has fails the build, so the page cannot document a field that
 * is gone.
 */
export const KEY_REACH: Readonly<Record<'Query' | 'Mutation' | 'Salon', readonly string[]>> = {
  Query: API_KEY_REACH.query,
  Mutation: API_KEY_REACH.mutation,
  Salon: ['id', 'name', 'timeZone', 'locale', 'bookingUrl', ...API_KEY_REACH.salon],
};

const kindOf = (type: GraphQLNamedType): SchemaType['kind'] =>
  isObjectType(type)
    ? 'object'
    : isInputObjectType(type)
      ? 'input'
      : isEnumType(type)
        ? 'enum'
        : isInterfaceType(type)
          ? 'interface'
          : isUnionType(type)
            ? 'union'
            : 'scalar';

function argumentOf(argument: GraphQLArgument | GraphQLInputField): SchemaArgument {
  const defaultValue = argument.defaultValue === undefined ? null : astFromValue(argument.defaultValue, argument.type);
  return {
    name: argument.name,
    type: String(argument.type),
    description: argument.description ?? null,
    defaultValue: defaultValue ? print(defaultValue) : null,
  };
}

function fieldOf(field: GraphQLField<unknown, unknown> | GraphQLInputField): SchemaField {
  return {
    name: field.name,
    type: String(field.type),
    description: field.description ?? null,
    args: 'args' in field ? field.args.map(argumentOf) : [],
  };
}

/** The listed fields of a type: all of them, or only those KEY_REACH names for it. */
function fieldsOf(type: GraphQLNamedType): Array<GraphQLField<unknown, unknown> | GraphQLInputField> {
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return [];
  const all = type.getFields();
  const reach = KEY_REACH[type.name as keyof typeof KEY_REACH] as readonly string[] | undefined;
  if (!reach) return Object.values(all);
  return reach.map((name) => {
    const field = all[name];
    if (!field)
      throw new Error(`The schema has no ${type.name}.${name}: update KEY_REACH (build/schema-reference.ts).`);
    return field;
  });
}

function typeOf(type: GraphQLNamedType): SchemaType {
  return {
    name: type.name,
    kind: kindOf(type),
    description: type.description ?? null,
    fields: fieldsOf(type).map(fieldOf),
    values: isEnumType(type)
      ? type.getValues().map((value) => value.name)
      : isUnionType(type)
        ? type.getTypes().map((member) => member.name)
        : [],
  };
}

/** The types a type's listed fields lead to: their results, their arguments and a union's members. */
function typesReached(type: GraphQLNamedType): GraphQLNamedType[] {
  const fields = fieldsOf(type);
  return [
    ...fields.map((field) => getNamedType(field.type)),
    ...fields.flatMap((field) => ('args' in field ? field.args.map((argument) => getNamedType(argument.type)) : [])),
    ...(isUnionType(type) ? type.getTypes() : []),
    ...(isInterfaceType(type) || isObjectType(type) ? type.getInterfaces() : []),
  ];
}

/** The reference of what a key reaches, from the printed schema's text. */
export function schemaReference(sdl: string): SchemaReference {
  const schema: GraphQLSchema = buildSchema(sdl);
  const roots = [schema.getQueryType(), schema.getMutationType()].filter((type) => type != null);
  const reached = new Map<string, GraphQLNamedType>();
  const pending: GraphQLNamedType[] = roots.flatMap(typesReached);
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    // GraphQL's own scalars (String, Int...) need no entry.
    if (reached.has(type.name) || isSpecifiedScalarType(type)) continue;
    reached.set(type.name, type);
    pending.push(...typesReached(type));
  }
  return {
    operations: roots.map(typeOf),
    types: [...reached.values()].map(typeOf).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const MODULE_ID = 'virtual:piiq-schema-reference';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Gives the developer page its schema reference as a module of plain data, read from the server's
 * printed schema when the page is built (and again in development when the schema is printed anew).
 */
export function schemaReferencePlugin(schemaFile: string): Plugin {
  return {
    name: 'piiq-schema-reference',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      this.addWatchFile(schemaFile);
      const reference = schemaReference(readFileSync(schemaFile, 'utf8'));
      // JSON.parse of a string is read faster than the same object as a literal.
      return `export const schemaReference = JSON.parse(${JSON.stringify(JSON.stringify(reference))});`;
    },
  };
}
