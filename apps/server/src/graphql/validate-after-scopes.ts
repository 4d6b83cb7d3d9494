import SchemaBuilder, {
  BasePlugin,
  reduceMaybeAsync,
  completeValue,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';

/**
 * Pothos runs a field's argument mappers, where the validation plugin checks inputs, before any
 * plugin's resolver wrapper, so an input error would answer before the scope check. This plugin,
 * listed between scope-auth and validation, takes those mappers off the field and runs them inside
 * its own resolver wrapper, which sits inside scope-auth's: the scope check comes first, and a caller
 * without access learns nothing from validation messages.
 */
const pluginName = 'validateAfterScopes';
type ArgMappers<Types extends SchemaTypes> = PothosOutputFieldConfig<Types>['argMappers'];

export class ValidateAfterScopesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  private readonly deferred = new WeakMap<object, ArgMappers<Types>>();

  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (fieldConfig.argMappers.length === 0) return fieldConfig;
    const moved: PothosOutputFieldConfig<Types> = { ...fieldConfig, argMappers: [] };
    this.deferred.set(moved.pothosOptions, fieldConfig.argMappers);
    return moved;
  }

  private withMappedArgs(
    next: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const mappers = this.deferred.get(fieldConfig.pothosOptions);
    if (!mappers) return next;
    return (parent, args, context, info) =>
      completeValue(
        reduceMaybeAsync(mappers, args as Record<string, unknown>, (acc, mapper) => mapper(acc, context, info)),
        (mapped) => next(parent, mapped, context, info),
      );
  }

  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    return this.withMappedArgs(resolver, fieldConfig);
  }

  override wrapSubscribe(
    subscribe: GraphQLFieldResolver<unknown, Types['Context'], object> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> | undefined {
    return subscribe && this.withMappedArgs(subscribe, fieldConfig);
  }
}

// Pothos registers plugins by augmenting its global namespace; there is no module form of it.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      validateAfterScopes: ValidateAfterScopesPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, ValidateAfterScopesPlugin);

export default pluginName;
