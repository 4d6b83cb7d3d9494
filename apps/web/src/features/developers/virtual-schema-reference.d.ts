/**
 * The schema reference as the developer page receives it: plain data the build reads from the
 * server's printed schema (build/schema-reference.ts, a plugin in vite.config.ts), so no GraphQL
 * parser ships to the browser.
 */
declare module 'virtual:piiq-schema-reference' {
  export interface SchemaArgument {
    name: string;
    /** As GraphQL prints it: `ID!`, `[String!]`. */
    type: string;
    description: string | null;
    /** As GraphQL prints it: `25`, `"x"`, `TODAY`; null when the argument has no default. */
    defaultValue: string | null;
  }

  export interface SchemaField {
    name: string;
    type: string;
    description: string | null;
    args: SchemaArgument[];
  }

  export interface SchemaType {
    name: string;
    kind: 'object' | 'input' | 'enum' | 'scalar' | 'interface' | 'union';
    description: string | null;
    /** An object's, interface's or input's fields (an input's have no arguments). */
    fields: SchemaField[];
    /** An enum's values, or a union's members. */
    values: string[];
  }

  export interface SchemaReference {
    /** The operations a key may send, one section each: what they are and the fields they start from. */
    operations: SchemaType[];
    /** Every type those fields reach, by name. */
    types: SchemaType[];
  }

  export const schemaReference: SchemaReference;
}
