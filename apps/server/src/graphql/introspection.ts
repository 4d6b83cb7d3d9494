import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * In production the API answers no introspection (__schema, __type) unless GRAPHQL_INTROSPECTION
 * says otherwise: the web app reads the printed schema, and a stranger gains a map of every field.
 */
export function useIntrospectionSetting(options: { allowed: boolean }): Plugin {
  return options.allowed ? {} : { onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) };
}
