import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFile } from './print-schema.ts';
import { rootFields } from './schema-walk.ts';
import { schema } from './schema.ts';

describe('the printed schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing the API)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(printedSchema());
  });
});

describe('tenancy: every root field declares its scope', () => {
  it('finds authScopes on every Query, Mutation and Subscription field', () => {
    const unscoped = rootFields(schema)
      .filter(
        ({ field }) => !(field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes,
      )
      .map(({ operation, field }) => `${operation}.${field.name}`);
    expect(unscoped).toEqual([]);
    expect(rootFields(schema).length).toBeGreaterThan(10);
  });
});
