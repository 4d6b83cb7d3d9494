import SchemaBuilder, { BasePlugin, completeValue, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { getNamedType, type GraphQLFieldResolver } from 'graphql';
import type { GraphQLContext } from './context.ts';

/**
 * Every write made through a salon's API key is in the audit log with the key's name (decision 048).
 * Rather than trust each mutation to remember it, this plugin wraps every mutation's resolver: once
 * one has answered for a key, the call (the field, its arguments, the record it answered with) is
 * recorded. A mutation a key cannot reach is refused by its scopes before this runs.
 */
const pluginName = 'keyWritesAudited';

const idOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' ? value.id : null;

export class KeyWritesAuditedPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.kind !== 'Mutation') return resolver;
    return (parent, args, context, info) => {
      const { apiKey, services } = context as GraphQLContext;
      if (!apiKey) return resolver(parent, args, context, info);
      return completeValue(resolver(parent, args, context, info), async (result) => {
        await services.apiKeys.recordWrite(apiKey, {
          field: info.fieldName,
          subjectKind: getNamedType(info.returnType).name,
          subjectId: idOf(result),
          args,
        });
        return result;
      });
    };
  }
}

// Pothos registers plugins by augmenting its global namespace; there is no module form of it.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      keyWritesAudited: KeyWritesAuditedPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, KeyWritesAuditedPlugin);

export default pluginName;
